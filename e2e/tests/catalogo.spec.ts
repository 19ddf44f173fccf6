import { expectNoAxeViolations } from './helpers/axe';
import { type APIRequestContext, type Page } from '@playwright/test';
import { calendar, dateField, loaded } from './helpers/busquedas';
import { expect, test } from './helpers/fixtures';
import { readFile } from 'node:fs/promises';

/** The API's own total for a query: what the list must announce. */
async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/regulaciones?${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).total;
}

const status = (page: Page) => page.getByRole('region', { name: 'Resultados' }).getByRole('status');

async function expectCount(page: Page, total: number) {
  await expect(status(page)).toHaveText(
    total === 0 ? 'Sin resultados' : new RegExp(`^Se encontr(ó|aron) ${total} regulaci`),
  );
}

/** A multiple choice is a folded list of checkboxes (native, the same with and without JavaScript). */
async function choose(page: Page, label: string, option: string) {
  const group = page.getByRole('group', { name: label, exact: true, includeHidden: true });
  await group.locator('xpath=preceding-sibling::summary').click();
  await group.getByRole('checkbox', { name: option, exact: true }).check();
}

/** '#1c3d6e' → 'rgb(28, 61, 110)', as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const search = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true }).click();

interface Item {
  id: number;
  nombre: string;
  tomo_do: number;
  numero_do: number;
  fecha_publicacion_do: string;
  tipo_solicitud: { id: number; nombre: string; color: string };
  estado_tipo_solicitud_regulacion: { id: number; nombre: string };
  actividad_economica: { id: number; nombre: string };
  categorias: { categoria_tramite: { id: number; nombre: string } }[];
}

test.describe('catálogo de regulaciones', () => {
  let all: number;
  let sample: Item;

  test.beforeAll(async ({ request }) => {
    const body = await (await request.get('/api/regulaciones?per_page=-1')).json();
    all = body.total;
    // A regulation that is not in the first state, so that each of its values narrows the list.
    sample = body.solicitudes_regulacion.find(
      (r: Item) => r.estado_tipo_solicitud_regulacion.id !== 1 && r.categorias.length > 0,
    );
  });

  test('shows six carousel images that advance every 3 s and can be paused', async ({ page }) => {
    await page.goto('/catalogos');
    const carousel = page.getByRole('region', { name: 'Presentación del catálogo de regulaciones' });
    // Every slide is in the page; the hidden ones are out of the accessibility tree.
    await expect(carousel.locator('img')).toHaveCount(6);
    const indicators = carousel.getByRole('button', { name: /^Ir a la imagen/ });
    await expect(indicators).toHaveCount(6);
    const active = () =>
      indicators.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'));
    const first = await active();
    await expect.poll(active, { timeout: 4_500 }).not.toBe(first);

    // Pause, then leave the carousel alone (pointer away): it stays on its slide…
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
    await page.mouse.move(0, 0);
    const paused = await active();
    await page.waitForTimeout(3_500);
    expect(await active()).toBe(paused);
    // …until it is resumed.
    await carousel.getByRole('button', { name: 'Reanudar carrusel' }).click();
    await page.mouse.move(0, 0);
    await expect.poll(active, { timeout: 4_500 }).not.toBe(paused);
    await expect(carousel.getByRole('button', { name: 'Pausar carrusel' })).toBeVisible();
  });

  test('searches only when a filter is set, and lists with its type colour and every field', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/regulaciones') && requests.push(r.url()));
    await page.goto('/catalogos');
    await expect(status(page)).toHaveText('Use los filtros para buscar en el catálogo de regulaciones.');
    await search(page);
    await expect(page.getByRole('alert')).toHaveText('Ingrese o seleccione al menos un filtro para buscar.');
    // A half date range is not a filter either.
    await calendar(page, 'Desde').click();
    await page.getByRole('dialog').getByRole('button', { name: /^10 / }).click();
    await search(page);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('Complete ambas fechas para filtrar por rango de fechas.')).toBeVisible();
    expect(requests).toEqual([]);

    // The regulation type select shows the chosen type's colour beside it.
    await page
      .getByRole('combobox', { name: 'Tipo de normativa', exact: true })
      .selectOption({ label: sample.tipo_solicitud.nombre });
    await expect(page.locator('form [data-tipo-color]')).toHaveCSS(
      'background-color',
      rgb(sample.tipo_solicitud.color),
    );
    await search(page);
    await loaded(page, new RegExp(`/catalogos/${sample.tipo_solicitud.id}`));
    await expectCount(page, await apiTotal(page.request, `tipo_solicitud_id=${sample.tipo_solicitud.id}`));
    const card = page.getByRole('article').first();
    for (const label of [
      'Tipo de normativa',
      'Estado',
      'Fecha de emisión',
      'Fecha de publicación en el DO',
      'Fecha de vigencia',
      'Tomo DO',
      'Número DO',
      'Categorías',
    ])
      await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /^Descargar .*\(PDF\)$/ })).toHaveCount(1);
  });

  test('each filter narrows the list to what the API finds for it', async ({ page }) => {
    const word = sample.nombre.split(' ').find((w) => w.length > 5)!;
    const steps: [string, () => Promise<void>, string][] = [
      [
        'nombre',
        () => page.getByLabel('Nombre de la regulación').fill(word),
        `nombre=${encodeURIComponent(word)}`,
      ],
      [
        'estado',
        () => choose(page, 'Estado', sample.estado_tipo_solicitud_regulacion.nombre),
        `estado_tipo_solicitud_regulacion_id=${sample.estado_tipo_solicitud_regulacion.id}`,
      ],
      [
        'actividad',
        () => choose(page, 'Actividad económica', sample.actividad_economica.nombre),
        `actividad_economica_id=${sample.actividad_economica.id}`,
      ],
      [
        'categoría',
        () => choose(page, 'Categoría', sample.categorias[0]!.categoria_tramite.nombre),
        `categorias_id=${sample.categorias[0]!.categoria_tramite.id}`,
      ],
      ['tomo', () => page.getByLabel('Tomo DO').fill(String(sample.tomo_do)), `tomo_do=${sample.tomo_do}`],
      [
        'número',
        () => page.getByLabel('Número DO').fill(String(sample.numero_do)),
        `numero_do=${sample.numero_do}`,
      ],
    ];
    for (const [name, apply, query] of steps) {
      await page.goto('/catalogos');
      await apply();
      await search(page);
      await loaded(page, /\/catalogos\?/);
      const expected = await apiTotal(page.request, query);
      expect(expected, name).toBeGreaterThan(0);
      expect(expected, name).toBeLessThan(all);
      await expectCount(page, expected);
      await expect(page.getByRole('article').first()).toBeVisible();
    }
  });

  test('the date pickers refuse a reversed range, show DD-MM-YYYY, and a reversed URL is not searched', async ({
    page,
  }) => {
    await page.goto('/catalogos');
    await calendar(page, 'Desde').click();
    // Each calendar is the dialog named by its field.
    const desdeDay = page.getByRole('dialog', { name: 'Desde' }).getByRole('button', { name: /^15 / });
    const label = (await desdeDay.getAttribute('aria-label'))!;
    await desdeDay.click();
    await expect(dateField(page, 'Desde')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/);
    const desdeText = await dateField(page, 'Desde').inputValue();
    expect(desdeText.slice(0, 2)).toBe('15');

    await calendar(page, 'Hasta').click();
    const dialog = page.getByRole('dialog', { name: 'Hasta' });
    await expect(dialog.getByRole('button', { name: label.replace(/^15/, '14') })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: label })).toBeEnabled();
    await dialog.getByRole('button', { name: label.replace(/^15/, '20') }).click();
    // And now 'Desde' cannot go past 'Hasta'.
    await calendar(page, 'Desde').click();
    await expect(
      page.getByRole('dialog', { name: 'Desde' }).getByRole('button', { name: label.replace(/^15/, '21') }),
    ).toBeDisabled();
    await page.keyboard.press('Escape');
    await search(page);
    // The address carries the dates as sent, YYYY-MM-DD.
    await loaded(page, /fechahasta=\d{4}-\d{2}-\d{2}/);
    const url = new URL(page.url());
    const desde = url.searchParams.get('fechadesde')!;
    const hasta = url.searchParams.get('fechahasta')!;
    expect(desde < hasta).toBe(true);
    await expectCount(page, await apiTotal(page.request, `fechadesde=${desde}&fechahasta=${hasta}`));

    // A range reversed by hand in the URL: both ends say why, nothing is searched, the server refuses it too.
    await page.goto('/catalogos?fechadesde=2024-05-02&fechahasta=2024-05-01');
    await expect(page.getByText('La fecha inicial no puede ser posterior a la fecha final.')).toBeVisible();
    await expect(page.getByText('La fecha final no puede ser anterior a la fecha inicial.')).toBeVisible();
    await expect(status(page)).toHaveText('Use los filtros para buscar en el catálogo de regulaciones.');
    expect(
      (await page.request.get('/api/regulaciones?fechadesde=2024-05-02&fechahasta=2024-05-01')).status(),
    ).toBe(400);
  });

  test('Número DO takes digits only; none found says Sin resultados', async ({ page }) => {
    await page.goto('/catalogos');
    await page.getByLabel('Número DO').pressSequentially('12ab3');
    await expect(page.getByLabel('Número DO')).toHaveValue('123');
    await page.getByLabel('Número DO').fill('');
    await page.getByLabel('Nombre de la regulación').fill('zzzz no existe');
    await page.getByLabel('Nombre de la regulación').press('Enter');
    await loaded(page, /nombre=zzzz/);
    await expect(status(page)).toHaveText('Sin resultados');
    await page.goto('/catalogos?numero_do=12x');
    await expect(page.getByText('Número DO debe ser numérico.')).toBeVisible();
  });

  test('a shared URL restores the filters, the type from the path, and the back button the previous search', async ({
    page,
  }) => {
    const cat = sample.categorias[0]!.categoria_tramite;
    const shared = `/catalogos/${sample.tipo_solicitud.id}?estado=${sample.estado_tipo_solicitud_regulacion.id}&categoria=${cat.id}&tomo_do=${sample.tomo_do}`;
    await page.goto(shared);
    await expect(
      page.getByRole('combobox', { name: 'Tipo de normativa', exact: true }).locator('option:checked'),
    ).toHaveText(sample.tipo_solicitud.nombre);
    await expect(
      page.getByText(sample.estado_tipo_solicitud_regulacion.nombre, { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Tomo DO')).toHaveValue(String(sample.tomo_do));
    const expected = await apiTotal(
      page.request,
      `tipo_solicitud_id=${sample.tipo_solicitud.id}&estado_tipo_solicitud_regulacion_id=${sample.estado_tipo_solicitud_regulacion.id}&categorias_id=${cat.id}&tomo_do=${sample.tomo_do}`,
    );
    expect(expected).toBeGreaterThan(0);
    await expectCount(page, expected);
    await expect(page.getByRole('heading', { level: 3, name: sample.nombre }).first()).toBeVisible();

    // A new search, then back: the first one's filters and results return.
    await page.getByLabel('Tomo DO').fill('');
    await search(page);
    await loaded(page, /\/catalogos\/\d+\?estado=\d+&categoria=\d+$/);
    await page.goBack();
    await expect(page.getByLabel('Tomo DO')).toHaveValue(String(sample.tomo_do));
    await expectCount(page, expected);
  });

  test('pages through the results and downloads the last document as a real PDF', async ({ page }) => {
    await page.goto(`/catalogos/${sample.tipo_solicitud.id}`);
    const total = await apiTotal(page.request, `tipo_solicitud_id=${sample.tipo_solicitud.id}`);
    await expectCount(page, total);
    const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent();
    // The pages are links: real addresses, the same with and without JavaScript.
    await page
      .getByRole('navigation', { name: 'Paginación de resultados' })
      .getByRole('link', { name: 'Página 2' })
      .click();
    await loaded(page, /page=2/);
    await expect(status(page)).toContainText('página 2 de');
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle!);

    const link = page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /^Descargar/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('passes axe with results, field errors and an open calendar', async ({ page }) => {
    await page.goto('/catalogos/2?numero_do=1x');
    await expect(page.getByText('Número DO debe ser numérico.').first()).toBeVisible();
    await expectNoAxeViolations(page, 'catálogo con errores de campo');
    await calendar(page, 'Desde').click();
    await expect(page.getByRole('dialog', { name: 'Desde' }).getByRole('table')).toBeVisible();
    // The calendar itself (it covers other fields, which would count as obscured targets).
    await expectNoAxeViolations(page, 'calendario de catálogo', { include: '[role="dialog"]' });
  });
});
