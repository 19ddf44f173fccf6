import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

/** Every report Report routes: path, heading, and the caption of its table. */
const REPORTS = [
  {
    path: '/reportes',
    link: 'Solicitudes de inscripción por institución',
    caption: 'Trámites y modalidades con solicitud de inscripción por institución',
  },
  {
    path: '/reportes/instituciones',
    link: 'Instituciones con trámites cargados',
    caption: 'Trámites y modalidades cargados por institución',
  },
  {
    path: '/reportes/estados',
    link: 'Estado de los trámites evaluados',
    caption: 'Trámites evaluados por estado',
  },
  {
    path: '/reportes/promedio-tiempo-respuesta',
    link: 'Tiempo promedio de respuesta',
    caption: 'Modalidades por banda de tiempo promedio de respuesta',
  },
  {
    path: '/reportes/requisitos-eliminados',
    link: 'Requisitos innecesarios eliminados',
    caption: 'Requisitos innecesarios eliminados por institución',
  },
  {
    path: '/reportes/niveles-de-digitalizacion',
    link: 'Niveles de digitalización',
    caption: 'Modalidades por nivel de digitalización e institución',
  },
  {
    path: '/reportes/tramites-sin-solicitud',
    link: 'Trámites sin solicitud',
    caption: 'Trámites y modalidades sin solicitud de inscripción por institución',
  },
  {
    path: '/reportes/tramites-evaluados',
    link: 'Trámites evaluados',
    caption: 'Resoluciones emitidas por institución y categoría',
  },
  {
    path: '/reportes/tramites-top-10',
    link: 'Top 10 de digitalización',
    caption: 'Instituciones por porcentaje de digitalización',
  },
  {
    path: '/reportes/denuncias',
    link: 'Resultados de las denuncias',
    caption: 'Denuncias recibidas por institución y resultado',
  },
];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menú de reportes' });
const reportsMenu = (page: Page) => page.getByRole('navigation', { name: 'Reportes', exact: true });
const bodyRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).locator('tbody tr');

test.describe('reportes', () => {
  test('every report route shows its chart, its table with totals and a CSV download', async ({ page }) => {
    // Ten reports in one journey: allow for a loaded CI machine.
    test.slow();
    await page.goto('/reportes');
    await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
    for (const report of REPORTS) {
      await reportsMenu(page).getByRole('link', { name: report.link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${report.path}$`));
      await expect(page.getByRole('heading', { level: 2, name: report.link })).toBeVisible();
      await expect(page).toHaveTitle(`${report.link} - Reportes - Registro Nacional de Trámites`);
      // The chart is drawn on the server: one image, its bars or slices marked `data-dato`.
      const figure = page.getByRole('figure');
      await expect(figure.getByRole('img')).toBeVisible();
      await expect(figure.locator('[data-dato]').first()).toBeVisible();
      const table = page.getByRole('table', { name: report.caption });
      await expect(table).toBeVisible();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
      await expect(table.locator('thead th[scope="col"]').first()).toBeVisible();
      await expect(
        table
          .locator('tfoot')
          .getByRole('rowheader', { name: /^Total/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Descargar datos (CSV)' })).toBeVisible();
    }
  });

  test('a chart names each institution in full, its acronym on a second line; the key column stays on a phone', async ({
    page,
    request,
  }) => {
    const data = await (await request.get('/api/graphics/top10_digitalizacion')).json();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/reportes/tramites-top-10');
    const first = data.instituciones[0] as { siglas: string; nombre_institucion: string };
    const firstBar = page.getByRole('figure').locator('li').first();
    await expect(firstBar).toContainText(first.nombre_institucion);
    await expect(firstBar).toContainText(first.siglas);
    // The full name is the first line; the acronym, the second.
    const [line1, line2] = await firstBar.evaluate((li) => {
      const name = li.firstElementChild!;
      return [name.firstChild!.textContent, name.lastElementChild!.textContent];
    });
    expect([line1, line2]).toEqual([first.nombre_institucion, first.siglas]);
    // Scrolled to its last column, the table still shows whose figures they are.
    const table = page.getByRole('table', { name: 'Instituciones por porcentaje de digitalización' });
    const cell = table.locator('tbody tr').first().locator(':scope > :first-child');
    const before = await cell.boundingBox();
    const scrolled = await table.evaluate((t) => {
      const region = t.closest('[role="region"]')!;
      region.scrollBy({ left: 2000 });
      return region.scrollLeft;
    });
    expect(scrolled, 'the table scrolls sideways on a phone').toBeGreaterThan(0);
    await expect.poll(async () => Math.abs((await cell.boundingBox())!.x - before!.x)).toBeLessThan(1);
  });

  test('the requests report toggles its top 10 and shows more and less', async ({ page, request }) => {
    const data = await (await request.get('/api/graphics/tramites')).json();
    const total: number = data.instituciones.length;
    expect(total).toBeGreaterThan(10);
    const caption = REPORTS[0]!.caption;
    await page.goto('/reportes');
    const top10 = page.getByRole('switch', { name: 'Mostrar solo las 10 instituciones con más solicitudes' });
    await expect(top10).toBeChecked();
    await expect(bodyRows(page, caption)).toHaveCount(10);
    await expect(page.locator('figure [data-dato]')).toHaveCount(10);
    // The top 10 starts with the institution with most requests.
    await expect(bodyRows(page, caption).first().getByRole('rowheader')).toHaveText(
      data.instituciones[0].nombre_institucion,
    );
    await expect(page.getByRole('button', { name: 'Mostrar más' })).toHaveCount(0);

    await top10.uncheck();
    await expect(top10).not.toBeChecked();
    await expect(
      page.getByText(`Se muestran 10 de ${total} instituciones, en orden alfabético.`),
    ).toBeVisible();
    const more = page.getByRole('button', { name: 'Mostrar más' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(bodyRows(page, caption)).toHaveCount(total);
    await expect(page.locator('figure [data-dato]')).toHaveCount(total);
    const less = page.getByRole('button', { name: 'Mostrar menos' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(bodyRows(page, caption)).toHaveCount(10);

    await top10.check();
    await expect(bodyRows(page, caption)).toHaveCount(10);
    await expect(page.getByText(/Se muestran las 10 instituciones con más/)).toBeVisible();
  });

  test('the digitalisation top 10 starts with ten institutions and shows more and less', async ({
    page,
    request,
  }) => {
    const data = await (await request.get('/api/graphics/top10_digitalizacion')).json();
    const caption = REPORTS[8]!.caption;
    await page.goto('/reportes/tramites-top-10');
    await expect(bodyRows(page, caption)).toHaveCount(10);
    await expect(bodyRows(page, caption).first().getByRole('rowheader')).toHaveText(
      data.instituciones[0].nombre_institucion,
    );
    await page.getByRole('button', { name: 'Mostrar más' }).click();
    await expect(bodyRows(page, caption)).toHaveCount(data.instituciones.length);
    await page.getByRole('button', { name: 'Mostrar menos' }).click();
    await expect(bodyRows(page, caption)).toHaveCount(10);
  });

  test('keeps the side menu open or closed across reloads', async ({ page }) => {
    await page.goto('/reportes/estados');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(reportsMenu(page)).toBeVisible();

    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(reportsMenu(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('table', { name: REPORTS[2]!.caption })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(reportsMenu(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('reportes_sidebar_abierto'))).toBe('false');

    await menuButton(page).click();
    await page.reload();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(reportsMenu(page)).toBeVisible();
  });

  test('downloads a report as UTF-8 CSV with a BOM, a header row and accents', async ({ page, request }) => {
    const data = await (await request.get('/api/graphics/tramites')).json();
    await page.goto('/reportes');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar datos (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('reporte-solicitudes-por-institucion.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Institución,Siglas,Trámites con solicitud,Modalidades con solicitud');
    // Every institution (not only the ten on screen), then the total.
    expect(lines).toHaveLength(data.instituciones.length + 2);
    const first = data.instituciones[0];
    expect(lines).toContain(
      `${first.nombre_institucion},${first.siglas},${first.tramites},${first.modalidades}`,
    );
    expect(lines.at(-1)).toBe(`Total,,${data.totales.tramites},${data.totales.modalidades}`);
    expect(lines.join('\n')).toMatch(/[áéíóúñ]/);
  });

  test('the response-time report links each band to its detail PDF', async ({ page, request }) => {
    await page.goto('/reportes/promedio-tiempo-respuesta');
    const link = page.getByRole('link', { name: /^Ver más de la banda B03/ });
    await expect(link).toHaveAttribute('href', /\/api\/graphics\/tiempoPromedio\/detalle\/B03$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^Ver más de la banda/ })).toHaveCount(9);
    const pdf = await request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the states chart shows the rule: 11 and 13 merged, observed +126', async ({ page, request }) => {
    const data = await (await request.get('/api/graphics/estadosWithTramites')).json();
    const observed = data.estados.find((e: { estado_ids: number[] }) => e.estado_ids.includes(23));
    await page.goto('/reportes/estados');
    const row = bodyRows(page, REPORTS[2]!.caption).filter({
      has: page.getByRole('rowheader', { name: 'Observado' }),
    });
    await expect(row.getByRole('cell')).toHaveText([String(observed.conteo), '126', String(observed.total)]);
    await expect(page.getByRole('figure')).toContainText(`Observado: ${observed.total}`);
    await expect(bodyRows(page, REPORTS[2]!.caption).getByRole('rowheader')).toHaveText([
      'Inscrito',
      'Desistido',
      'Rechazado',
      'Observado',
    ]);
  });

  test('works on a 320 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/reportes/niveles-de-digitalizacion');
    await expect(page.getByRole('table', { name: REPORTS[5]!.caption })).toBeVisible();
    // On a phone the menu starts closed, so the report comes first.
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await menuButton(page).click();
    await reportsMenu(page).getByRole('link', { name: 'Estado de los trámites evaluados' }).click();
    await expect(page.getByRole('table', { name: REPORTS[2]!.caption })).toBeVisible();
    await expect(page.getByRole('figure').locator('[data-dato]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
