import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { detailUrl, findModalidad } from './helpers/modalidades';
import { evaluatorSession, useSession, waitForPage } from './helpers/pages';

/**
 * Keyboard use (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7, 2.4.11): the skip link, focus after a failed submit,
 * focus into and back out of every kind of dialog, and a visible focus indicator on every stop.
 */

/**
 * What the focused element shows: its outline (or box-shadow) width, and the contrast of that
 * indicator against the background behind it (WCAG 1.4.11 asks 3:1). Chromium's own `auto` ring is
 * two-toned (dark and light), so it shows on any background.
 */
function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const cs = getComputedStyle(el);
    const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const background = () => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        const c = parse(getComputedStyle(node).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3]! > 0.5)) return c;
      }
      return [255, 255, 255];
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const describe = `${el.tagName.toLowerCase()} «${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}»`;
    if (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) {
      const ratio = cs.outlineStyle === 'auto' ? 21 : contrast(parse(cs.outlineColor), background());
      return { describe, width: parseFloat(cs.outlineWidth), ratio };
    }
    if (cs.boxShadow !== 'none') {
      const width = Math.max(...(cs.boxShadow.match(/(\d+(\.\d+)?)px/g) ?? ['0']).map(parseFloat));
      return { describe, width, ratio: contrast(parse(cs.boxShadow), background()) };
    }
    return { describe, width: 0, ratio: 0 };
  });
}

test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/catalogos');
  await waitForPage(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab stop is inside the main content, past the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('every Tab stop of the home page and the header shows a visible focus indicator', async ({ page }) => {
  await page.goto('/?nombre=licencia');
  await waitForPage(page);
  const seen = new Set<string>();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const indicator = await focusIndicator(page);
    if (!indicator) break; // back to the document: the whole page was walked
    seen.add(indicator.describe);
    expect(indicator.width, `foco visible en ${indicator.describe}`).toBeGreaterThan(0);
    expect(indicator.ratio, `contraste del foco en ${indicator.describe}`).toBeGreaterThanOrEqual(3);
  }
  // The walk reached the footer's last links.
  expect([...seen]).toContainEqual(expect.stringContaining('Datos abiertos'));
});

test.describe('after a failed submit focus moves to the error summary', () => {
  test('the comment form', async ({ page }) => {
    await page.goto('/denuncias');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Enviar comentario' }).click();
    const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
    await expect(summary).toBeFocused();
    // Its links lead to the fields.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Institución', exact: true })).toBeFocused();
  });

  test('the login', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No se pudo iniciar sesión' })).toBeFocused();
    // With a wrong password: a11y-states.spec.ts (one login attempt fewer against the rate limit).
  });
});

/** Opens a dialog with Enter on its opener, checks focus is inside, closes it and checks focus is back. */
async function openAndClose(page: Page, opener: Locator, name: string | RegExp, close: 'Escape' | string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog, [role="dialog"]'))))
    .toBe(true);
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: close, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('a modality’s dialogs take focus and give it back, closed with Escape or their close button', async ({
  page,
  request,
}) => {
  const m = await findModalidad(
    request,
    'una modalidad de tarifa variable',
    (x) => x.tipo_tarifa === 'Tarifa Variable',
  );
  await page.goto(detailUrl(m));
  await waitForPage(page);
  const offices = page.getByRole('button', { name: 'Oficinas y medios de contacto' });
  await openAndClose(page, offices, 'Oficinas y medios de contacto', 'Escape');
  await openAndClose(page, offices, 'Oficinas y medios de contacto', 'Cerrar');
  const tariff = page.getByRole('button', { name: 'Ver detalle de la tarifa' });
  await openAndClose(page, tariff, 'Detalle de la tarifa', 'Cerrar');
  const basis = page.getByRole('button', { name: 'Base legal de la modalidad' });
  await openAndClose(page, basis, `Base legal de la modalidad: ${m.nombre}`, 'Cerrar');
});

test('the phone menu and a date picker take focus and give it back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/resoluciones');
  await waitForPage(page);
  const burger = page.getByRole('button', { name: 'Abrir menú de navegación' });
  await openAndClose(page, burger, 'Menú', 'Escape');
  await openAndClose(page, burger, 'Menú', 'Cerrar menú');
  const desde = page.getByRole('button', { name: 'Elegir en el calendario: Desde' });
  await openAndClose(page, desde, 'Calendario: Desde', 'Escape');
  await openAndClose(page, desde, 'Calendario: Desde', 'Cerrar');
});

test('the evaluator’s dialogs take focus and give it back', async ({ page, request }) => {
  await useSession(page, await evaluatorSession(request));
  const m = await findModalidad(request, 'una modalidad');
  await page.goto(detailUrl(m));
  await waitForPage(page);
  const opener = page.getByRole('button', { name: 'Ver base legal de descripción' });
  await openAndClose(page, opener, 'Base legal: Descripción', 'Escape');
  await openAndClose(page, opener, 'Base legal: Descripción', 'Cerrar');
});
