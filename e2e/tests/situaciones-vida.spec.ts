/**
 * Issue 33: the life events' pages, on the light design: the index, a life event step by step, a step to its
 * modality and back ("Forma parte de"), the life event above the light home's results, the staff's edit
 * with its audit row; axe clean at a phone's and a desktop's size.
 */
import {
  adminSituacionesVidaPagePath,
  situacionesVidaPagePath,
  situacionVidaPagePath,
} from '@rnt/contract/page-paths';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import { evaluatorSession, useSession } from './helpers/pages';

const RSC_BASE_URL = process.env.RSC_BASE_URL!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const CASARSE = situacionVidaPagePath('casarse');

test.use({ viewport: PHONE });

test('the index lists the life events and filters them by a phrase; axe finds nothing at both sizes', async ({
  page,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(situacionesVidaPagePath());
    await expect(page.getByRole('heading', { level: 1, name: 'Situaciones de vida' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Casarse' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await expectNoAxeViolations(page, `situaciones de vida ${size.width}`);
  }
  await page.setViewportSize(PHONE);
  await page.getByRole('searchbox', { name: '¿Qué le está pasando?' }).fill('murió mi papá');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\?q=/);
  await expect(page.getByRole('status').first()).toContainText('para «murió mi papá»');
  await expect(page.getByRole('link', { name: 'Fallecimiento de un familiar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Casarse' })).toHaveCount(0);
});

test('a life event: totals first, numbered steps, a step to its modality and back; axe at both sizes', async ({
  page,
}) => {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(CASARSE);
    await expect(page.getByRole('heading', { level: 1, name: 'Casarse' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await expectNoAxeViolations(page, `casarse ${size.width}`);
  }
  await page.setViewportSize(PHONE);
  const totals = page.getByRole('region', { name: 'En total' });
  await expect(totals).toContainText('Costo total');
  await expect(totals).toContainText('Tiempo total');
  await expect(totals).toContainText(/\d+ días? hábil/);
  const steps = page
    .getByRole('region', { name: 'Paso a paso' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3 }),
    });
  await expect(steps.first()).toContainText('Paso 1');
  await expect(steps.nth(1)).toContainText('Antes debe hacer');
  await expect(steps.nth(2)).toContainText('Según el caso');
  // The checklist of the whole journey, and its print button.
  await expect(page.getByRole('heading', { name: 'Lista de verificación: Casarse' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Imprimir lista de verificación' })).toBeVisible();

  // Step 2 to its modality page, which names the life event it belongs to, and back.
  const modality = steps.nth(1).getByRole('link').last();
  const name = (await modality.textContent())!.trim();
  await modality.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const back = page.getByText('Forma parte de:').locator('..').getByRole('link', { name: 'Casarse' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${CASARSE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Casarse' })).toBeVisible();
});

test.describe('without JavaScript, on the narrowest phone (320 px)', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } });

  test('the index filters by a GET form and a life event reads whole, nothing wider than the screen', async ({
    page,
  }) => {
    await page.goto(situacionesVidaPagePath());
    await page.getByRole('searchbox', { name: '¿Qué le está pasando?' }).fill('comprar carro');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\?q=comprar\+carro$/);
    const event = page.getByRole('link', { name: 'Comprar o vender un vehículo' });
    await expect(event).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await event.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comprar o vender un vehículo' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'En total' })).toContainText('Costo total');
    await expect(page.getByRole('region', { name: 'Paso a paso' }).getByRole('link').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test('an unknown life event is the Spanish 404 page', async ({ page }) => {
  const res = await page.goto(situacionVidaPagePath('no-existe'));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'La página no existe' })).toBeVisible();
});

test.describe('on the light pages (the second test server)', () => {
  test.use({ baseURL: RSC_BASE_URL });

  test('"abrir un negocio" on the home shows the life event above the procedures, and it opens', async ({
    page,
  }) => {
    await page.goto('/?nombre=abrir%20un%20negocio');
    const block = page.getByRole('region', { name: 'Situación de vida' });
    await expect(block).toBeVisible();
    const first = await block.boundingBox();
    const firstResult = await page.getByRole('region', { name: 'Resultados de la búsqueda' }).boundingBox();
    expect(first!.y).toBeLessThan(firstResult!.y);
    await expectNoAxeViolations(page, 'inicio con situación de vida');
    await block.getByRole('link', { name: 'Abrir un negocio como persona natural' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Abrir un negocio como persona natural' }),
    ).toBeVisible();
    // The light modality page links back to the life event too.
    await page.getByRole('region', { name: 'Paso a paso' }).getByRole('link').first().click();
    await expect(page.getByText('Forma parte de:')).toBeVisible();
  });

  test('the suggestions offer the life event while typing, and it opens', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /Nombre del trámite/ });
    await box.fill('abrir un neg');
    const option = page
      .getByRole('listbox', { name: 'Sugerencias' })
      .getByRole('option', { name: /^Situación de vida: Abrir un negocio/ })
      .first();
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/situaciones-de-vida\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Abrir un negocio/ })).toBeVisible();
  });

  test('the menu leads to the life events', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    await page
      .getByRole('navigation', { name: 'Navegación principal (móvil)' })
      .getByRole('link', { name: 'Situaciones de vida' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Situaciones de vida' })).toBeVisible();
  });
});

test('the classic header and footer link the life events as documents', async ({ page }) => {
  await page.goto('/catalogos');
  const footerLink = page.getByRole('navigation', { name: 'Más del portal' }).getByRole('link', {
    name: 'Situaciones de vida',
  });
  await expect(footerLink).toHaveAttribute('href', situacionesVidaPagePath());
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Situaciones de vida' })).toBeVisible();
});

test('/admin/situaciones-vida: staff edit a life event and see its audit row; axe clean', async ({
  page,
  request,
}) => {
  await page.goto(adminSituacionesVidaPagePath());
  await expect(page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await useSession(page, await evaluatorSession(request));
  await page.goto(adminSituacionesVidaPagePath());
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de situaciones de vida' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Situaciones de vida \(\d+\)/ })).toBeVisible();
  await expect(page.getByText('Ninguna situación tiene pasos rotos.')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/situaciones-vida');

  await page.getByRole('button', { name: 'Editar Importar o exportar' }).click();
  const form = page.getByRole('form', { name: 'Editar Importar o exportar' });
  await expect(page.getByRole('heading', { level: 2, name: 'Editar: Importar o exportar' })).toBeFocused();
  // A bad modality id: the Spanish message on its field, from the summary.
  const modalidades = form.getByRole('textbox', { name: /Modalidades/ }).first();
  const before = await modalidades.inputValue();
  await modalidades.fill('abc');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByRole('region', { name: 'Revise la situación de vida' })).toBeFocused();
  await expect(form.getByText('Debe ser un número entero positivo.').first()).toBeVisible();
  await expectNoAxeViolations(page, '/admin/situaciones-vida con errores');

  await modalidades.fill(before);
  const frases = form.getByRole('textbox', { name: /Frases de la ciudadanía/ });
  await frases.fill(`${await frases.inputValue()}\nvender al extranjero ${test.info().workerIndex}`);
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('La situación de vida se guardó.')).toBeVisible();
  const historial = page.getByRole('region', { name: 'Historial de cambios' });
  await expect(historial.getByRole('listitem').first()).toContainText('Editada');
  await expect(historial.getByRole('listitem').first()).toContainText('Evaluadora de demostración');
  await expectNoAxeViolations(page, '/admin/situaciones-vida editada');
});
