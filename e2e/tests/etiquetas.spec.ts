import { expect, test } from './helpers/fixtures';
import { waitForPage } from './helpers/pages';
import { waitForHydration } from './helpers/fixtures';

/**
 * Issue 22, "Spanish and labels": counts that agree in number, carousels announced in Spanish, the date
 * placeholders and the header brand read as 'RNT · Registro Nacional de Trámites'.
 */

interface Listado {
  total: number;
  last_page: number;
  data: { nombre_tramite: string }[];
}

test('a home search with one result says “Se encontró 1 trámite”', async ({ page, request }) => {
  // A procedure whose full name finds only itself: asked of the same API the page uses.
  const search = async (nombre: string) =>
    (
      (await (await request.get('/api/public/busqueda_tramites', { params: { nombre } })).json()) as {
        listado: Listado;
      }
    ).listado;
  const candidates = (await search('licencia')).data.map((t) => t.nombre_tramite);
  let nombre: string | undefined;
  for (const candidate of candidates) {
    if ((await search(candidate)).total === 1) {
      nombre = candidate;
      break;
    }
  }
  expect(nombre, 'un trámite que su nombre completo encuentre solo').toBeDefined();
  await page.goto(`/?nombre=${encodeURIComponent(nombre!)}`);
  await waitForPage(page);
  await expect(page.getByRole('status').filter({ hasText: /^Se encontr/ })).toHaveText(
    /^Se encontró 1 trámite\. Página 1 de 1\./,
  );
});

test('the carousel speaks Spanish: roles, slide labels and controls', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.locator('section[aria-roledescription="carrusel"]').first();
  await expect(carousel).toBeVisible();
  const slides = carousel.locator('[aria-roledescription="diapositiva"]');
  await expect(slides).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} de 6`);
  await expect(carousel.getByRole('button', { name: 'Imagen siguiente' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Imagen anterior' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Ir a la imagen 1' })).toBeVisible();
  // No English left in what assistive technology reads out (embla or Mantine defaults: 'Slide 1 of 6').
  const english = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-label], [aria-roledescription], [title]')]
      .flatMap((el) => ['aria-label', 'aria-roledescription', 'title'].map((a) => el.getAttribute(a) ?? ''))
      .filter((text) => /\b(slide|of|next|previous|carousel|close|page)\b/i.test(text)),
  );
  expect(english).toEqual([]);
});

test('date placeholders: DD-MM-AAAA in the searches, DD/MM/AAAA on the agenda', async ({ page }) => {
  for (const url of ['/catalogos', '/resoluciones']) {
    await page.goto(url);
    await waitForPage(page);
    // A text field written as shown; its calendar opens from the button beside it.
    for (const name of ['Desde', 'Hasta'])
      await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute(
        'placeholder',
        'DD-MM-AAAA',
      );
  }
  await page.goto('/agenda-regulatoria');
  await waitForPage(page);
  for (const name of ['Desde', 'Hasta'])
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute(
      'placeholder',
      'DD/MM/AAAA',
    );
  await expect(page.getByRole('textbox', { name: 'Año', exact: true })).toHaveAttribute(
    'placeholder',
    'AAAA',
  );
});

test('the header brand reads “RNT · Registro Nacional de Trámites”', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const brand = page.getByRole('link', { name: 'Registro Nacional de Trámites, inicio' });
  await expect(brand).toHaveText('RNT · Registro Nacional de Trámites');
  await expect(brand).toHaveText('RNT · Registro Nacional de Trámites', { useInnerText: true });
  // On a phone only the short name shows; the link's name stays whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(brand).toHaveText('RNT', { useInnerText: true });
});
