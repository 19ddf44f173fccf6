import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import type { EstadosWithTramites } from '@rnt/contract/graphics';
import { detailUrl, findModalidad } from './helpers/modalidades';
import { waitForPage } from './helpers/pages';

/**
 * What screen-reader users hear and what does not rest on colour (WCAG 4.1.3, 1.1.1, 1.4.1): search
 * status and result counts in live regions, charts with their data as tables, states said in words.
 */

/**
 * Marks every live region present now. A screen reader announces only changes to a live region that
 * was already in the page, so the region that later says the count must carry the mark.
 */
const markLiveRegions = (page: Page) =>
  page.evaluate(() =>
    document
      .querySelectorAll('[role="status"], [aria-live="polite"], [aria-live="assertive"]')
      .forEach((el) => el.setAttribute('data-present-before', '')),
  );

async function expectAnnounced(page: Page, text: string | RegExp) {
  const region = page.getByRole('status').filter({ hasText: text });
  await expect(region).toHaveCount(1);
  await expect(region).toHaveAttribute('data-present-before', '');
  // role=status is polite and atomic by itself; the portal says so explicitly too.
  await expect(region).toHaveAttribute('aria-live', 'polite');
}

/**
 * Every text a status region is given after the document loaded, in order, in `window.said` (a screen
 * reader announces such changes, not the text a page loads with).
 */
const recordStatusTexts = (page: Page) =>
  page.addInitScript(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = []);
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"]'))
          if (el.textContent && said.at(-1) !== el.textContent) said.push(el.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

test('the home search says “searching” and then its count in a live region', async ({ page, request }) => {
  const { listado } = await (
    await request.get('/api/public/busqueda_tramites', { params: { nombre: 'licencia' } })
  ).json();
  await recordStatusTexts(page);
  await page.goto('/');
  await waitForPage(page);
  await markLiveRegions(page);
  // The form is sent; this first time the page stays (its submission is stopped here) so that the
  // 'searching' state can be read where it is said: in the region that was already in the page.
  await page.evaluate(() =>
    document
      .querySelector('form[role="search"]')!
      .addEventListener('submit', (e) => e.preventDefault(), { capture: true }),
  );
  const field = page.getByRole('combobox', { name: 'Nombre del trámite' });
  await field.fill('licencia');
  await field.press('Enter');
  await expectAnnounced(page, 'Buscando trámites…');
  // Then the search's page itself.
  await page.goto('/?nombre=licencia&page=1');
  const count = `Se encontraron ${plural(listado.total, 'trámite', 'trámites')}. Página 1 de ${listado.last_page}.`;
  // The new page's region is written once it is live: the count is announced.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
    .toContainEqual(expect.stringContaining(count));
  await expect(page.getByRole('status').filter({ hasText: count })).toHaveAttribute('aria-live', 'polite');
});

for (const { what, path, search, api, noun } of [
  {
    what: 'catalogue',
    path: '/catalogos',
    search: '/catalogos/2',
    api: '/api/regulaciones?tipo_solicitud_id=2',
    noun: /regulaci(ón|ones)/,
  },
  {
    what: 'resolutions',
    path: '/resoluciones',
    search: '/resoluciones?tipo=1',
    api: '/api/public/publicTramitesResoluciones?tipo[]=1',
    noun: /resoluci(ón|ones)/,
  },
]) {
  test(`the ${what} search says its status and count in a live region`, async ({ page, request }) => {
    const { total } = await (await request.get(api)).json();
    await recordStatusTexts(page);
    await page.goto(path);
    await waitForPage(page);
    const results = page.getByRole('region', { name: 'Resultados' });
    await expect(results.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    // A search (as a shared link opens it): the new page's region is written once it is live.
    await page.goto(search);
    await waitForPage(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said))
      .toContainEqual(expect.stringMatching(new RegExp(`^Se encontr(ó|aron) ${total} `)));
    await expect(results.getByRole('status')).toContainText(noun);
    await expect(results.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
}

test('the states report’s chart has its data as a table with the API’s numbers', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/api/graphics/estadosWithTramites')).json()) as EstadosWithTramites;
  await page.goto('/reportes/estados');
  const table = page.getByRole('table', { name: 'Trámites evaluados por estado' });
  await expect(table).toBeVisible();
  // The chart itself is an image that says what it shows and where its numbers are.
  await expect(page.getByRole('figure').getByRole('img').first()).toHaveAccessibleName(
    'Gráfico: Trámites evaluados por estado. Los mismos datos están en la tabla del reporte.',
  );
  const number = new Intl.NumberFormat('es-SV');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(data.estados.length);
  for (const [i, estado] of data.estados.entries()) {
    await expect(rows.nth(i).getByRole('rowheader')).toHaveText(estado.nombre);
    await expect(rows.nth(i).getByRole('cell').last()).toHaveText(number.format(estado.total));
  }
  await expect(table.locator('tfoot').getByRole('cell').last()).toHaveText(number.format(data.total));
});

test('colour never carries meaning alone: states and regulation types are said in words', async ({
  page,
  request,
}) => {
  const m = await findModalidad(request, 'una modalidad');
  await page.goto(detailUrl(m));
  await waitForPage(page);
  await expect(page.locator('[data-estado]').first()).toHaveText(/^Estado: (Inscrito|En Evaluación)$/);

  await page.goto('/catalogos/2');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // Each coloured badge says the type it stands for.
  for (const card of (await cards.all()).slice(0, 5)) {
    const tipo = await card.locator('dt:text-is("Tipo de normativa") + dd').textContent();
    await expect(card.locator('[data-tipo-color]').first()).toHaveText(tipo!);
  }
});
