/**
 * Issue 19: the home search understands citizens — everyday words through the thesaurus, typos offered
 * as "¿Quiso decir …?", suggestions as you type (keyboard only), no empty procedure page — and the
 * thesaurus page /admin/sinonimos. axe checks the open combobox and the admin page.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { expectNoAxeViolations } from './helpers/axe';

const nameField = (page: Page) => page.getByRole('combobox', { name: 'Nombre del trámite' });
const cardLinks = (page: Page) =>
  page
    .getByRole('region', { name: 'Resultados de la búsqueda' })
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .getByRole('link');

async function apiTop(request: APIRequestContext, nombre: string): Promise<string[]> {
  const res = await request.get('/api/public/busqueda_tramites', { params: { nombre } });
  expect(res.ok()).toBe(true);
  return ((await res.json()).listado.data as { nombre: string }[]).map((d) => d.nombre);
}

test('"licencia de manejo" finds the driving-licence procedure', async ({ page, request }) => {
  const [licencia] = await apiTop(request, 'licencia de conducir');
  expect(licencia).toMatch(/licencia de conducir/i);
  await page.goto('/');
  await nameField(page).fill('licencia de manejo');
  await nameField(page).press('Enter');
  await expect(cardLinks(page).first()).toBeVisible();
  await expect(cardLinks(page).filter({ hasText: licencia! }).first()).toBeVisible();
  await expect(page.getByText('Mostrando trámites que contienen algunas de sus palabras')).toHaveCount(0);
});

test("'pasaprte' offers '¿Quiso decir pasaporte?' and its card opens a procedure page with modalities", async ({
  page,
}) => {
  await page.goto('/?nombre=pasaprte&page=1');
  await expect(page.getByText('¿Quiso decir pasaporte?', { exact: true })).toBeVisible();
  const first = cardLinks(page).first();
  await expect(first).toContainText(/pasaporte/i);
  await first.click();
  await expect(page).toHaveURL(/\/tramite\/\d+\?nombre=pasaprte/);
  await expect(page.getByRole('heading', { level: 2, name: /^Modalidades \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByText('No se encontraron modalidades con los filtros indicados.')).toHaveCount(0);

  // The correction is a link: it searches what was meant.
  await page.goBack();
  await page.getByRole('link', { name: 'pasaporte', exact: true }).click();
  await expect(page).toHaveURL(/nombre=pasaporte&/);
  await expect(page.getByText(/¿Quiso decir/)).toHaveCount(0);
});

test('a carried name that matches no modality shows them all with a line saying so', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/public/busqueda_tramites', { params: { nombre: 'pasaporte' } });
  const [tramite] = (await res.json()).listado.data as { tramite_id: number }[];
  await page.goto(`/tramite/${tramite!.tramite_id}?nombre=xqzwv%20inexistente`);
  await expect(page.getByText(/Ninguna modalidad coincide con «xqzwv inexistente»/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Modalidades \([1-9]\d*\)$/ })).toBeVisible();
});

test('the suggestions work with the keyboard alone, and axe finds nothing on the open combobox', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const field = nameField(page);
  await field.focus();
  await page.keyboard.type('pasap');
  const listbox = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-autocomplete', 'list');
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText(/pasaporte/i);
  expect(await options.count()).toBeLessThanOrEqual(8);
  await expectNoAxeViolations(page, 'combobox de sugerencias abierto');

  await page.keyboard.press('ArrowDown');
  const active = await field.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toContainText(/pasaporte/i);
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await page.keyboard.press('ArrowDown');
  await expect(listbox).toBeVisible();
  // Past the life events that lead the list (issue 33), to the first procedure.
  const leading = await options.filter({ hasText: /^Situación de vida:/ }).count();
  for (let i = 0; i < leading; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tramite\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/pasaporte/i);
});

async function loginAsEvaluator(page: Page, request: APIRequestContext) {
  const [evaluador] = DEMO_USERS;
  const res = await request.post('/api/auth/login', {
    data: { email: evaluador.email, password: evaluador.password },
  });
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto('/admin/login');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEY_SESSION, JSON.stringify({ token, user, autenticado: true })],
  );
}

test('/admin/sinonimos: add (with validation), edit and delete with confirmation; axe clean', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/sinonimos');
  await expect(page.locator('#contenido').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await loginAsEvaluator(page, request);
  await page.goto('/admin/sinonimos');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tesauro de la búsqueda de trámites' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /Entradas del tesauro \((\d{3,})\)/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/admin/sinonimos');

  const add = page.getByRole('form', { name: 'Agregar entrada' });
  await add.getByLabel('Término que usa la ciudadanía').fill('dui');
  await add.getByLabel('Equivalentes en el registro').fill('algo');
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add.getByText('Ya existe una entrada con este término').first()).toBeVisible();
  await expect(add.getByLabel('Término que usa la ciudadanía')).toHaveValue('dui'); // kept after the failure
  await expectNoAxeViolations(page, '/admin/sinonimos con errores');

  await add.getByLabel('Término que usa la ciudadanía').fill('Zorgomilo prueba');
  await add.getByLabel('Equivalentes en el registro').fill('pasaporte');
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.getByText('La entrada del tesauro se guardó.')).toBeVisible();
  await page.getByLabel('Filtrar entradas').fill('zorgomilo');
  await expect(page.getByText('Se muestra 1 de')).toBeVisible();

  await page.getByRole('button', { name: 'Editar Zorgomilo prueba' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar entrada del tesauro' });
  await dialog.getByLabel('Equivalentes en el registro').fill('pasaporte\nlicencia de conducir');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('= pasaporte · licencia de conducir')).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar Zorgomilo prueba' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar entrada del tesauro' });
  await expect(confirm.getByText('¿Eliminar la entrada «Zorgomilo prueba»?', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Se muestran 0 de')).toBeVisible();

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.getByLabel('Filtrar entradas').fill('licencia');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `../.tmp/screens/sinonimos-${width}.png`, fullPage: false });
  }
});

test('screenshots of the understood search at phone and desktop widths', async ({ page }) => {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/?nombre=pasaprte%20vencido%20xqzwv&page=1');
    await expect(cardLinks(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `../.tmp/screens/busqueda-${width}.png`, fullPage: false });
    await nameField(page).fill('licencia de co');
    await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
    await page.screenshot({ path: `../.tmp/screens/sugerencias-${width}.png`, fullPage: false });
  }
});
