import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

/** The results' CSV link downloads every page of the same search: as many rows as the search reports. */
async function expectCsvOfResults(page: Page, apiTotal: number) {
  const link = page.getByRole('link', { name: 'Descargar resultados (CSV)' });
  await expect(link).toBeVisible();
  const res = await page.request.get((await link.getAttribute('href'))!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = (await res.text()).replace(/^\uFEFF/, '');
  // One header line plus one line per result (no field of these columns holds a line break).
  expect(text.trim().split(/\r\n/)).toHaveLength(apiTotal + 1);
}

test('the home search results can be downloaded as CSV', async ({ page, request }) => {
  const api = await (await request.get('/api/public/busqueda_tramites?nombre=licencia')).json();
  await page.goto('/?nombre=licencia');
  await expectCsvOfResults(page, api.listado.total);
});

test('the catalogue results can be downloaded as CSV', async ({ page, request }) => {
  const api = await (await request.get('/api/regulaciones?tipo_solicitud_id=2')).json();
  await page.goto('/catalogos/2');
  await expectCsvOfResults(page, api.total);
});

test('the resolution results can be downloaded as CSV', async ({ page, request }) => {
  const api = await (await request.get('/api/public/publicTramitesResoluciones?nombre=licencia')).json();
  await page.goto('/resoluciones?nombre=licencia');
  await expectCsvOfResults(page, api.total);
});
