/**
 * Issue 21 without JavaScript (the browser runs none; the pages are the server's HTML): the catalogue and
 * resolution searches are GET forms whose results, pages and errors the server renders; a modality page
 * shows its legal bases, cost, requirements and offices; a report shows every row of its table. The
 * fixture does not wait for hydration when JavaScript is off (helpers/fixtures.ts).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { DATE_MESSAGES } from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { feeDisplay } from '@rnt/contract/modalidad-rules';
import { detailUrl, findModalidad, otros, solicitud } from './helpers/modalidades';

test.use({ javaScriptEnabled: false });

const results = (page: Page) => page.getByRole('region', { name: 'Resultados' });
const buscar = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true }).click();
/** Opens the folded list of checkboxes that stands for a multiple choice without JavaScript. */
const openChoices = (page: Page, shown: string) => page.locator('summary', { hasText: shown }).click();

test.describe('the catalogue search without JavaScript', () => {
  test('a GET search shows its result cards, and page 2 is a link', async ({ page }) => {
    await page.goto('/catalogos');
    await page.getByLabel('Nombre de la regulación').fill('ley');
    await buscar(page);
    await expect(page).toHaveURL(/\/catalogos\?nombre=ley(&|$)/);
    await expect(results(page).getByRole('status')).toHaveText(
      /^Se encontraron \d+ regulaciones; página 1 de \d+\.$/,
    );
    await expect(results(page).getByRole('article')).toHaveCount(10);
    // The form shows the search it sent.
    await expect(page.getByLabel('Nombre de la regulación')).toHaveValue('ley');

    const pages = page.getByRole('navigation', { name: 'Paginación de resultados' });
    await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'href',
      '/catalogos?nombre=ley&page=2',
    );
    await pages.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(/\/catalogos\?nombre=ley&page=2$/);
    await expect(results(page).getByRole('status')).toHaveText(/; página 2 de \d+\.$/);
    await expect(results(page).getByRole('article').first()).toBeVisible();
  });

  test('the type moves into the path; states travel as repeated parameters', async ({ page }) => {
    await page.goto('/catalogos');
    await page.getByRole('combobox', { name: 'Tipo de normativa' }).selectOption({ label: 'Ley' });
    await openChoices(page, 'Todos los estados');
    await page.getByRole('checkbox', { name: 'Vigente' }).check();
    await page.getByRole('checkbox', { name: 'Reformada' }).check();
    await buscar(page);
    await expect(page).toHaveURL(/\/catalogos\/1\?(.+&)?estado=1&estado=2(&|$)/);
    expect(page.url()).not.toContain('tipo_solicitud_id');
    await expect(results(page).getByRole('status')).toHaveText(/^Se encontr(ó|aron) \d+ regulaci/);
    const cards = results(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(/Vigente|Reformada/);
    // The form starts from the URL: the type chosen, the states named in the folded list.
    await expect(page.getByRole('combobox', { name: 'Tipo de normativa' })).toHaveValue('1');
    await expect(page.locator('summary', { hasText: 'Vigente, Reformada' })).toBeVisible();
  });

  test('a search without a filter says why nothing ran', async ({ page }) => {
    await page.goto('/catalogos');
    await buscar(page);
    await expect(page).toHaveURL(/\/catalogos\?nombre=&/);
    await expect(page.getByRole('alert')).toHaveText('Ingrese o seleccione al menos un filtro para buscar.');
    await expect(results(page).getByRole('status')).toHaveText(
      'Use los filtros para buscar en el catálogo de regulaciones.',
    );
  });
});

test.describe('the resolution search without JavaScript', () => {
  test('a GET search with a type shows its result cards', async ({ page }) => {
    await page.goto('/resoluciones');
    await page.getByLabel('Nombre del trámite o modalidad').fill('licencia');
    await page.getByRole('checkbox', { name: 'Inscripción' }).check();
    await buscar(page);
    await expect(page).toHaveURL(/\/resoluciones\?nombre=licencia&.*tipo=1(&|$)/);
    await expect(results(page).getByRole('status')).toHaveText(/^Se encontr(ó|aron) \d+ resoluci/);
    const cards = results(page).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('Inscripción');
    await expect(page.getByRole('checkbox', { name: 'Inscripción' })).toBeChecked();
  });

  test('the units are those of the institution sent; the unit then travels too', async ({ page }) => {
    await page.goto('/resoluciones');
    const unidad = page.getByRole('combobox', { name: 'Unidad' });
    await expect(unidad).toBeDisabled();
    await page.getByRole('combobox', { name: 'Institución' }).selectOption({ index: 1 });
    await buscar(page);
    await expect(page).toHaveURL(/[?&]institucion_id=\d+/);
    await expect(unidad).toBeEnabled();
    await unidad.selectOption({ index: 1 });
    await buscar(page);
    await expect(page).toHaveURL(/[?&]institucion_id=\d+&unidad_id=\d+/);
    await expect(results(page).getByRole('status')).toHaveText(/^(Se encontr|Sin resultados)/);
  });

  test('a reversed date range shows the Spanish errors; no search runs', async ({ page }) => {
    await page.goto('/resoluciones');
    // Typed as shown (DD-MM-AAAA); the address carries them as sent (YYYY-MM-DD).
    await page.locator('input[name=fechadesde]').fill('01-05-2024');
    await page.locator('input[name=fechahasta]').fill('01-01-2024');
    await buscar(page);
    await expect(page).toHaveURL(/fechadesde=2024-05-01&fechahasta=2024-01-01/);
    // Each error is shown under its field and read with it.
    const desde = page.locator('input[name=fechadesde]');
    const hasta = page.locator('input[name=fechahasta]');
    await expect(desde).toHaveAccessibleDescription(DATE_MESSAGES.desdePosterior);
    await expect(hasta).toHaveAccessibleDescription(DATE_MESSAGES.hastaAnterior);
    await expect(page.getByText(DATE_MESSAGES.desdePosterior).filter({ visible: true })).toBeVisible();
    await expect(results(page).getByRole('status')).toHaveText('Use los filtros para buscar resoluciones.');
    await expect(desde).toHaveValue('01-05-2024');
    await expect(page.getByText(MESSAGES.criterioRequerido)).toHaveCount(0);
  });

  test('a search without a criterion says so', async ({ page }) => {
    await page.goto('/resoluciones');
    await buscar(page);
    await expect(page).toHaveURL(/\/resoluciones\?nombre=&/);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.criterioRequerido);
  });
});

test('a modality page shows its legal bases, cost, requirements and offices', async ({ page, request }) => {
  const m = await findModalidad(
    request,
    'una modalidad con base legal en una sección y en un requisito, costo fijo y oficinas',
    (x) =>
      x.bases_legales.some((b) => b.seccion !== 'NOMBRE_MODALIDAD') &&
      x.requisitos.some((r) => r.bases_legales.length > 0) &&
      solicitud(x).length > 0 &&
      x.contactos_oficinas.length > 0 &&
      !feeDisplay(x).conDetalle,
  );
  await page.goto(detailUrl(m));
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  await expect(page.getByTestId('costo')).toHaveText(feeDisplay(m).costo!);
  await expect(page.getByRole('heading', { level: 2, name: 'Requisitos de la solicitud' })).toBeVisible();
  if (otros(m).length)
    await expect(page.getByRole('heading', { level: 2, name: 'Otros requisitos' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Oficinas y medios de contacto' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: m.contactos_oficinas[0]!.oficina.nombre }).first(),
  ).toBeVisible();

  const bases = page.getByRole('region', { name: 'Bases legales' });
  await expect(bases).toBeVisible();
  const section = m.bases_legales.find((b) => b.seccion !== 'NOMBRE_MODALIDAD')!;
  await expect(bases.getByRole('table').first()).toBeVisible();
  await expect(bases.getByText(section.regulacion.nombre).first()).toBeVisible();
  const requisito = m.requisitos.find((r) => r.bases_legales.length > 0)!;
  const ofRequisito = bases.getByRole('region', { name: `Base legal: ${requisito.nombre}` });
  await expect(ofRequisito.getByRole('table')).toContainText(requisito.bases_legales[0]!.regulacion.nombre);
});

test('a report shows its table, and "Mostrar más" is a link to every row', async ({ page }) => {
  await page.goto('/reportes/tramites-top-10');
  const table = page.getByRole('table').first();
  await expect(table).toBeVisible();
  const shown = await table.locator('tbody tr').count();
  await page.getByRole('link', { name: 'Mostrar más' }).click();
  await expect(page).toHaveURL(/\/reportes\/tramites-top-10\?ver=todas$/);
  await expect.poll(() => page.getByRole('table').first().locator('tbody tr').count()).toBeGreaterThan(shown);
  await expect(page.getByRole('link', { name: 'Mostrar más' })).toHaveCount(0);
});

test.describe('navigation on a phone without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the footer reaches every section the header menu holds', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Más del portal' });
    for (const [name, path, heading] of [
      ['Catálogo de regulaciones', '/catalogos', /Catálogo/],
      ['Resoluciones', '/resoluciones', /Resoluciones/],
      ['Reportes', '/reportes', /Reportes/],
    ] as const) {
      await footer.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await page.goBack();
    }
  });
});
