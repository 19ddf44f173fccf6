/**
 * /reportes/denuncias (issue 23): the complaint outcomes per institution — server-rendered, its stacked
 * chart, its table with the figures of /api/graphics/denuncias, the CSV download, and axe at phone and
 * desktop widths.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers/fixtures';
import { expectNoAxeViolations } from './helpers/axe';
import { waitForHydration } from './helpers/fixtures';

const CAPTION = 'Denuncias recibidas por institución y resultado';
const HEADER =
  'Institución,Siglas,Recibidas,Respondidas,Días hábiles promedio de respuesta,Pendientes,Fundada,No fundada,Resuelta por la institución';

interface Row {
  nombre_institucion: string;
  siglas: string;
  recibidas: number;
  respondidas: number;
  pendientes: number;
  dias_habiles_promedio: number | null;
  FUNDADA: number;
  NO_FUNDADA: number;
  RESUELTA_INSTITUCION: number;
}

test.describe('reporte de denuncias', () => {
  test('is in the reports menu and renders its table on the server', async ({ page, request }) => {
    const html = await (await request.get('/reportes/denuncias')).text();
    expect(html).toContain(CAPTION);
    await page.goto('/reportes');
    await page
      .getByRole('navigation', { name: 'Reportes', exact: true })
      .getByRole('link', {
        name: 'Resultados de las denuncias',
      })
      .click();
    await expect(page).toHaveURL(/\/reportes\/denuncias$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Resultados de las denuncias' })).toBeVisible();
  });

  test('shows the chart and the table with the API’s figures, and downloads them as CSV', async ({
    page,
    request,
  }) => {
    const data = (await (await request.get('/api/graphics/denuncias')).json()) as {
      instituciones: Row[];
      totales: Row;
    };
    expect(data.instituciones.length).toBeGreaterThan(10);
    await page.goto('/reportes/denuncias');
    await waitForHydration(page);
    const figure = page.getByRole('figure');
    await expect(figure.locator('[data-dato]').first()).toBeVisible();
    // One bar segment per series and institution with a non-zero value: four series stacked.
    await expect(figure.getByText('Resuelta por la institución').first()).toBeVisible();

    const table = page.getByRole('table', { name: CAPTION });
    await expect(table.locator('tbody tr')).toHaveCount(data.instituciones.length);
    const first = data.instituciones[0]!;
    const row = table.locator('tbody tr').first();
    await expect(row.getByRole('rowheader')).toHaveText(first.nombre_institucion);
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(first.recibidas));
    const total = table.locator('tfoot tr').first();
    await expect(total.getByRole('rowheader')).toHaveText('Total');
    await expect(total).toContainText(data.totales.recibidas.toLocaleString('es-SV'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar datos (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reporte-denuncias.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(data.instituciones.length + 2);
    const cells = (r: Row) =>
      [
        r.recibidas,
        r.respondidas,
        r.dias_habiles_promedio ?? '',
        r.pendientes,
        r.FUNDADA,
        r.NO_FUNDADA,
        r.RESUELTA_INSTITUCION,
      ].join(',');
    expect(lines[1]).toMatch(new RegExp(`,${first.siglas},${cells(first)}$`));
    expect(lines.at(-1)).toBe(`Total,,${cells(data.totales)}`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      // Axe over a table of some eighty institutions: allow for a loaded machine.
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/reportes/denuncias');
      await waitForHydration(page);
      await expect(page.getByRole('table', { name: CAPTION })).toBeVisible();
      await expect(page.getByRole('figure').locator('[data-dato]').first()).toBeVisible();
      await expectNoAxeViolations(page, 'reporte de denuncias');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({
        path: `test-results/reportes-denuncias-${viewport.width}.png`,
        fullPage: false,
      });
    });
  }
});
