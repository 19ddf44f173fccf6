/**
 * Issue 17, spec-conformance items in the browser: 'Limpiar' on the catalogue and the resolution search
 * empties the form even when no search ran since the last clear (18); every result card reads
 * 'Estado - Publicado' (21, decision 009); the phone's spaces become hyphens in every number (22); a
 * card's link carries the state filter, the default 'Publicados' included (23).
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { MESSAGES } from '@rnt/contract/messages';
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

const buscar = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true }).click();
const limpiar = (page: Page) => page.getByRole('button', { name: 'Limpiar', exact: true }).click();
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Resultados de la búsqueda' }).getByRole('article');
const cardLinks = (page: Page) => cards(page).getByRole('heading', { level: 3 }).getByRole('link');

test.describe('Limpiar empties the filters, whether or not a search ran since the last clear', () => {
  test('catálogo', async ({ page }) => {
    await page.goto('/catalogos');
    const nombre = page.getByLabel('Nombre de la regulación');
    const tomo = page.getByLabel('Tomo DO');
    // Typed, never searched, cleared: the form is empty again.
    await nombre.fill('ley de');
    await tomo.fill('400');
    await limpiar(page);
    await expect(nombre).toHaveValue('');
    await expect(tomo).toHaveValue('');
    // The next search uses only what is typed now.
    await nombre.fill('reglamento');
    await buscar(page);
    await expect(page).toHaveURL(/\/catalogos\?nombre=reglamento(&page=1)?$/);
    // After a search, clear, type again, clear again: still empty.
    await limpiar(page);
    await expect(page).toHaveURL(/\/catalogos$/);
    await nombre.fill('decreto');
    await limpiar(page);
    await expect(nombre).toHaveValue('');
    await tomo.fill('12');
    await buscar(page);
    await expect(page).toHaveURL(/\/catalogos\?tomo_do=12(&page=1)?$/);
  });

  test('resoluciones', async ({ page }) => {
    await page.goto('/resoluciones');
    const nombre = page.getByLabel('Nombre del trámite o modalidad');
    await nombre.fill('licencia');
    await limpiar(page);
    await expect(nombre).toHaveValue('');
    await buscar(page);
    // Nothing left to search with: the criterion message, no search with the old name.
    await expect(page.getByText(MESSAGES.criterioRequerido)).toBeVisible();
    await expect(page).toHaveURL(/\/resoluciones$/);
    await nombre.fill('permiso');
    await buscar(page);
    await expect(page).toHaveURL(/\/resoluciones\?nombre=permiso(&page=1)?$/);
  });
});

test('every result card reads «Estado - Publicado», whatever state was searched (decision 009)', async ({
  page,
  request,
}) => {
  const observados = (
    await (await request.get('/api/public/busqueda_tramites', { params: { estado: 'OBS' } })).json()
  ).listado;
  expect(observados.total).toBeGreaterThan(0);
  await page.goto('/?estado=OBS&page=1');
  await expect(cards(page)).toHaveCount(Math.min(observados.total, 9));
  for (const card of await cards(page).all()) {
    await expect(card).toContainText(MESSAGES.estadoPublicado);
    await expect(card).not.toContainText('Observado');
  }
});

test('a card carries the state filter to the procedure, the default «Publicados» included', async ({
  page,
  request,
}) => {
  await page.goto('/?nombre=licencia&page=1');
  const link = cardLinks(page).first();
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href'))!, 'http://x');
  expect(href.searchParams.get('nombre')).toBe('licencia');
  expect(href.searchParams.getAll('estado')).toEqual(REGISTERED_STATE_IDS.map(String));
  await link.click();
  await expect(page).toHaveURL(href.pathname + href.search);
  // The procedure page lists only the modalities in the published states.
  const tramiteId = href.pathname.split('/').pop();
  const api = await request.get(
    `/api/public_tramites_modalidades?id=${tramiteId}&per_page=-1&nombre=licencia${REGISTERED_STATE_IDS.map((id) => `&estado[]=${id}`).join('')}`,
  );
  const expected = (await api.json()).portal as { nombre_modalidad: string }[];
  expect(expected.length).toBeGreaterThan(0);
  for (const m of expected) await expect(page.getByText(m.nombre_modalidad).first()).toBeVisible();

  // A state chosen in the form travels as it did.
  await page.goto('/?nombre=licencia&estado=INS&page=1');
  const chosen = new URL((await cardLinks(page).first().getAttribute('href'))!, 'http://x');
  expect(chosen.searchParams.getAll('estado')).toEqual(['INS']);
});

test('the phone turns spaces into hyphens in every number, not only valid ones', async ({ page }) => {
  await page.goto('/comentario-ciudadano');
  const telefono = page.getByRole('textbox', { name: 'Teléfono' });
  await telefono.pressSequentially('12 34');
  await expect(telefono).toHaveValue('12-34');
  await telefono.fill('');
  await telefono.pressSequentially('2222 3333 44');
  await expect(telefono).toHaveValue('2222-3333-44');
  await telefono.fill('');
  await telefono.pressSequentially('70123456');
  await expect(telefono).toHaveValue('7012-3456');
});
