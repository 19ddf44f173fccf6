import { DATE_MESSAGES } from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { expectNoAxeViolations } from './helpers/axe';
import { type APIRequestContext, type Page } from '@playwright/test';
import { calendar, dateField, loaded } from './helpers/busquedas';
import { expect, test } from './helpers/fixtures';
import { readFile } from 'node:fs/promises';

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/public/publicTramitesResoluciones?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).total;
}

const status = (page: Page) => page.getByRole('region', { name: 'Resultados' }).getByRole('status');

async function expectCount(page: Page, total: number) {
  await expect(status(page)).toHaveText(
    total === 0 ? MESSAGES.sinResultados : new RegExp(`^Se encontr(ó|aron) ${total} resoluci`),
  );
}

/** Institution and unit are native selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}
const chosen = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).locator('option:checked');

const search = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true }).click();

interface Item {
  id: number;
  tipo: string;
  fecha: string;
  modalidad: {
    nombre: string;
    tramite: {
      nombre: string;
      unidad: { id: number; nombre: string; institucion: { id: number; nombre: string } };
    };
  };
  documentos_resoluciones: { nombre: string }[];
}

test.describe('búsqueda de resoluciones', () => {
  let all: number;
  let sample: Item;
  let tipos: { id: number; nombre: string }[];

  test.beforeAll(async ({ request }) => {
    const body = await (await request.get('/api/public/publicTramitesResoluciones?per_page=50')).json();
    all = body.total;
    sample = body.tramites[7];
    tipos = (await (await request.get('/api/public/tipos_resolucion')).json()).tipos_resolucion;
  });

  test('without a criterion it says so; a half date range is not a criterion', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('publicTramitesResoluciones') && requests.push(r.url()));
    await page.goto('/resoluciones');
    await expect(status(page)).toHaveText('Use los filtros para buscar resoluciones.');
    await search(page);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.criterioRequerido);

    await calendar(page, 'Desde').click();
    const first = page.getByRole('dialog').getByRole('button', { name: /^1 / }).first();
    const firstLabel = (await first.getAttribute('aria-label'))!;
    await first.click();
    await search(page);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.criterioRequerido);
    await expect(page.getByText('Complete ambas fechas para filtrar por rango de fechas.')).toBeVisible();
    expect(requests).toEqual([]);

    // Completing the range makes it a criterion.
    await calendar(page, 'Hasta').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: firstLabel.replace(/^1 /, '28 ') })
      .click();
    await search(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The search goes into the address (the dates as sent, YYYY-MM-DD) and its page loads.
    await loaded(page, /fechadesde=\d{4}-\d{2}-01&fechahasta=\d{4}-\d{2}-28/);
    const url = new URL(page.url());
    const range = `fechadesde=${url.searchParams.get('fechadesde')}&fechahasta=${url.searchParams.get('fechahasta')}`;
    expect(range).toMatch(/fechadesde=\d{4}-\d{2}-01&fechahasta=\d{4}-\d{2}-28/);
    await expectCount(page, await apiTotal(page.request, range));
  });

  test('each filter narrows the list; the institution loads its units', async ({ page }) => {
    const { institucion } = sample.modalidad.tramite.unidad;
    const unidad = sample.modalidad.tramite.unidad;
    const word = sample.modalidad.tramite.nombre.split(' ').find((w) => w.length > 6)!;
    const tipo = tipos.find((t) => t.nombre === sample.tipo)!;

    await page.goto('/resoluciones');
    await expect(page.getByRole('combobox', { name: 'Unidad', exact: true })).toBeDisabled();
    await choose(page, 'Institución', institucion.nombre);
    await expect(page.getByRole('combobox', { name: 'Unidad', exact: true })).toBeEnabled();
    await search(page);
    await loaded(page, new RegExp(`institucion_id=${institucion.id}$`));
    const byInstitution = await apiTotal(page.request, `institucion_id=${institucion.id}`);
    expect(byInstitution).toBeLessThan(all);
    await expectCount(page, byInstitution);

    await choose(page, 'Unidad', unidad.nombre);
    await search(page);
    await loaded(page, /unidad_id=/);
    const byUnit = await apiTotal(page.request, `institucion_id=${institucion.id}&unidad_id=${unidad.id}`);
    expect(byUnit).toBeLessThanOrEqual(byInstitution);
    await expectCount(page, byUnit);
    await expect(page).toHaveURL(new RegExp(`unidad_id=${unidad.id}`));

    await page.goto('/resoluciones');
    await page.getByRole('checkbox', { name: tipo.nombre }).check();
    await search(page);
    await loaded(page, /tipo=/);
    const byType = await apiTotal(page.request, `tipo[]=${tipo.id}`);
    expect(byType).toBeLessThan(all);
    await expectCount(page, byType);
    const other = tipos.find((t) => t.id !== tipo.id)!;
    await page.getByRole('checkbox', { name: other.nombre }).check();
    await search(page);
    await loaded(page, /tipo=\d+&tipo=\d+/);
    await expectCount(page, await apiTotal(page.request, `tipo[]=${tipo.id}&tipo[]=${other.id}`));

    await page.goto('/resoluciones');
    await page.getByLabel('Nombre del trámite o modalidad').fill(word);
    await page.getByLabel('Nombre del trámite o modalidad').press('Enter');
    await loaded(page, /nombre=/);
    const byName = await apiTotal(page.request, `nombre=${encodeURIComponent(word)}`);
    expect(byName).toBeGreaterThan(0);
    expect(byName).toBeLessThan(all);
    await expectCount(page, byName);

    // Each result shows its type, modality, procedure, institution and documents.
    const card = page.getByRole('article').first();
    for (const label of ['Tipo de resolución', 'Modalidad', 'Trámite', 'Institución'])
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Descargar .*\(PDF\)$/ }).first()).toBeVisible();
  });

  test('the date pickers keep the range in order and the server refuses a reversed one', async ({ page }) => {
    await page.goto('/resoluciones');
    await calendar(page, 'Hasta').click();
    const day = page.getByRole('dialog').getByRole('button', { name: /^12 / });
    const label = (await day.getAttribute('aria-label'))!;
    await day.click();
    await expect(dateField(page, 'Hasta')).toHaveValue(/^12-\d{2}-\d{4}$/);
    await calendar(page, 'Desde').click();
    const desde = page.getByRole('dialog', { name: 'Desde' });
    await expect(desde.getByRole('button', { name: label.replace(/^12/, '13') })).toBeDisabled();
    await expect(desde.getByRole('button', { name: label })).toBeEnabled();
    await page.keyboard.press('Escape');

    await page.goto('/resoluciones?nombre=licencia&fechadesde=2025-03-02&fechahasta=2025-03-01');
    await expect(page.getByText('La fecha inicial no puede ser posterior a la fecha final.')).toBeVisible();
    await expect(status(page)).toHaveText('Use los filtros para buscar resoluciones.');
    const refused = await page.request.get(
      '/api/public/publicTramitesResoluciones?fechadesde=2025-03-02&fechahasta=2025-03-01',
    );
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors.fechahasta).toEqual([
      'La fecha final no puede ser anterior a la fecha inicial.',
    ]);
  });

  test('none found says Sin resultados', async ({ page }) => {
    await page.goto('/resoluciones');
    await page.getByLabel('Nombre del trámite o modalidad').fill('zzzz no existe');
    await search(page);
    await loaded(page, /nombre=zzzz/);
    await expect(status(page)).toHaveText(MESSAGES.sinResultados);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a shared URL restores the filters and downloads a document as a real PDF', async ({ page }) => {
    const { unidad } = sample.modalidad.tramite;
    const tipo = tipos.find((t) => t.nombre === sample.tipo)!;
    await page.goto(
      `/resoluciones?institucion_id=${unidad.institucion.id}&unidad_id=${unidad.id}&tipo=${tipo.id}&fechadesde=${sample.fecha}&fechahasta=${sample.fecha}`,
    );
    await expect(chosen(page, 'Institución')).toHaveText(unidad.institucion.nombre);
    await expect(chosen(page, 'Unidad')).toHaveText(unidad.nombre);
    await expect(page.getByRole('checkbox', { name: tipo.nombre })).toBeChecked();
    const [d, m, y] = [sample.fecha.slice(8, 10), sample.fecha.slice(5, 7), sample.fecha.slice(0, 4)];
    await expect(dateField(page, 'Desde')).toHaveValue(`${d}-${m}-${y}`);
    await expect(dateField(page, 'Hasta')).toHaveValue(`${d}-${m}-${y}`);
    const expected = await apiTotal(
      page.request,
      `institucion_id=${unidad.institucion.id}&unidad_id=${unidad.id}&tipo[]=${tipo.id}&fechadesde=${sample.fecha}&fechahasta=${sample.fecha}`,
    );
    expect(expected).toBeGreaterThan(0);
    await expectCount(page, expected);

    const card = page.getByRole('article').filter({ hasText: sample.modalidad.nombre }).first();
    const link = card.getByRole('link', { name: /^Descargar/ }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a search typed by hand, DD-MM-AAAA, goes to the address as YYYY-MM-DD', async ({ page }) => {
    await page.goto('/resoluciones');
    await dateField(page, 'Desde').fill('01-03-2025');
    await dateField(page, 'Hasta').fill('31-03-2025');
    await search(page);
    await loaded(page, /\/resoluciones\?fechadesde=2025-03-01&fechahasta=2025-03-31$/);
    await expectCount(page, await apiTotal(page.request, 'fechadesde=2025-03-01&fechahasta=2025-03-31'));
    await expect(dateField(page, 'Desde')).toHaveValue('01-03-2025');
    // A date that does not exist is refused in the browser, and what was typed stays.
    await dateField(page, 'Hasta').fill('31-02-2025');
    await search(page);
    await expect(dateField(page, 'Hasta')).toHaveAccessibleDescription(DATE_MESSAGES.fechaVisibleInvalida);
    await expect(dateField(page, 'Hasta')).toBeFocused();
    await expect(dateField(page, 'Hasta')).toHaveValue('31-02-2025');
    await expect(page).toHaveURL(/fechahasta=2025-03-31$/);
  });

  test('passes axe with results, field errors and an open calendar', async ({ page }) => {
    await page.goto('/resoluciones?tipo=1&fechadesde=2025-03-02&fechahasta=2025-03-01');
    await expect(
      page.getByText('La fecha inicial no puede ser posterior a la fecha final.').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'resoluciones con errores de campo');
    await calendar(page, 'Desde').click();
    await expect(page.getByRole('dialog', { name: 'Desde' }).getByRole('table')).toBeVisible();
    // The calendar itself (it covers other fields, which would count as obscured targets).
    await expectNoAxeViolations(page, 'calendario de resoluciones', { include: '[role="dialog"]' });
  });
});
