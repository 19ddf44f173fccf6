import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, hydrating, test, waitForHydration } from './helpers/fixtures';
import { truncateTitle } from '@rnt/contract/busqueda-tramites-rules';
import { CARD_TITLE_MAX_LENGTH, HOME_PAGE_SIZE, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { emptySearchInfoMessage } from '@rnt/contract/messages';

interface Item {
  id: number;
  tramite_id: number;
  nombre: string;
}
interface Listado {
  data: Item[];
  total: number;
  last_page: number;
  current_page: number;
  vacio: boolean;
}

async function apiSearch(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<Listado> {
  const res = await request.get('/api/public/busqueda_tramites', { params: query });
  expect(res.ok()).toBe(true);
  return (await res.json()).listado;
}

const searchPanel = (page: Page) => page.getByRole('search', { name: 'Búsqueda de trámites' });
const nameField = (page: Page) => page.getByRole('combobox', { name: 'Nombre del trámite' });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /trámite|resultados/ });
const cards = (page: Page) =>
  page.getByRole('region', { name: 'Resultados de la búsqueda' }).getByRole('article');
const cardLinks = (page: Page) => cards(page).getByRole('heading', { level: 3 }).getByRole('link');

/** The filters are native selects behind "Más filtros y mi municipio" (the light home, decision 031). */
async function openFilters(page: Page) {
  const filters = searchPanel(page).locator('details');
  if (!(await filters.evaluate((d) => (d as HTMLDetailsElement).open)))
    await searchPanel(page).getByText('Más filtros y mi municipio').click();
}
const select = (page: Page, label: string) =>
  searchPanel(page).getByRole('combobox', { name: label, exact: true });
async function choose(page: Page, label: string, option: string) {
  await openFilters(page);
  await select(page, label).selectOption({ label: option });
}
const chosen = (page: Page, label: string) => select(page, label).locator('option:checked');

/** After a click that loads a new document (a GET search, a page link): its address, then its islands. */
async function loaded(page: Page, url: RegExp | string) {
  await expect(page).toHaveURL(url);
  await page.waitForLoadState('load');
  await waitForHydration(page);
}

test.describe('home page', () => {
  test('searches by name with and without accents; Enter searches', async ({ page, request }) => {
    const expected = await apiSearch(request, { nombre: 'inscripcion' });
    expect(expected.total).toBeGreaterThan(HOME_PAGE_SIZE);
    await page.goto('/');
    await nameField(page).fill('Inscripción');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=Inscripci/);
    await expect(status(page)).toHaveText(
      `Se encontraron ${expected.total} trámites. Página 1 de ${expected.last_page}.`,
    );
    await expect(cards(page)).toHaveCount(HOME_PAGE_SIZE);
    await expect(cardLinks(page)).toHaveText(expected.data.map((d) => truncateTitle(d.nombre)));
    await expect(cards(page).first()).toContainText('Estado - Publicado');

    await nameField(page).fill('inscripcion');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=inscripcion/);
    await expect(status(page)).toHaveText(
      `Se encontraron ${expected.total} trámites. Página 1 de ${expected.last_page}.`,
    );
    for (const name of await cardLinks(page).evaluateAll((els) => els.map((e) => e.getAttribute('title'))))
      expect(name).toMatch(/inscripci[oó]n/i);
  });

  test('an institution loads its units; pagination re-runs the search; Clear empties everything', async ({
    page,
    request,
  }) => {
    const { instituciones } = await (await request.get('/api/lista_instituciones')).json();
    const institution = instituciones[0] as { id: number; nombre: string };
    const { unidades } = await (await request.get(`/api/lista_unidades/${institution.id}`)).json();
    await page.goto('/');
    await openFilters(page);
    const unit = select(page, 'Unidad');
    await expect(unit).toBeDisabled();
    await choose(page, 'Institución', institution.nombre);
    await expect(unit).toBeEnabled();
    await expect(unit.locator('option')).toHaveText([
      'Todas las unidades',
      ...unidades.map((u: { nombre: string }) => u.nombre),
    ]);
    await unit.selectOption({ label: unidades[0].nombre });
    await expect(chosen(page, 'Unidad')).toHaveText(unidades[0].nombre);
    // Another institution: its own units, and the previous unit is cleared.
    await choose(page, 'Institución', (instituciones[1] as { nombre: string }).nombre);
    await expect(unit).toHaveValue('');

    // Pagination of a search with an empty form (every published procedure): the pages are links.
    await searchPanel(page).getByRole('button', { name: 'Limpiar' }).click();
    await loaded(page, /\/$/);
    await searchPanel(page).getByRole('button', { name: 'Buscar' }).click();
    await loaded(page, /page=1/);
    const first = await apiSearch(request, {});
    const second = await apiSearch(request, { page: 2 });
    await expect(cardLinks(page)).toHaveText(first.data.map((d) => truncateTitle(d.nombre)));
    await page
      .getByRole('navigation', { name: 'Páginas de resultados' })
      .getByRole('link', { name: 'Página 2', exact: true })
      .click();
    await loaded(page, /page=2/);
    await expect(cardLinks(page)).toHaveText(second.data.map((d) => truncateTitle(d.nombre)));
    await expect(status(page)).toContainText(`Página 2 de ${first.last_page}`);
    await expect(page.getByRole('heading', { name: 'Resultados de la búsqueda' })).toBeFocused();

    await nameField(page).fill('licencia');
    // Her suggestions open over the form's buttons (a click on "Limpiar" waited on them until the test's
    // timeout, once); she closes them with Escape, which keeps what she typed.
    const sugerencias = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect(sugerencias).toBeVisible();
    await nameField(page).press('Escape');
    await expect(sugerencias).toBeHidden();
    await expect(nameField(page)).toHaveValue('licencia');
    await searchPanel(page).getByRole('button', { name: 'Limpiar' }).click();
    await loaded(page, /\/$/);
    await expect(nameField(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Resultados de la búsqueda' })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SEARCH_PARAMS)).toBeNull();
  });

  test('titles longer than 55 characters are cut with an ellipsis; the card leads to the procedure', async ({
    page,
    request,
  }) => {
    const all = await apiSearch(request, { estado: 'INS', per_page: -1 });
    const long = all.data.find((d) => d.nombre.length > CARD_TITLE_MAX_LENGTH + 5)!;
    expect(long).toBeDefined();
    await page.goto(`/?nombre=${encodeURIComponent(long.nombre)}&estado=INS&page=1`);
    const link = cardLinks(page).first();
    await expect(link).toHaveText(truncateTitle(long.nombre));
    expect((await link.textContent())!.length).toBe(truncateTitle(long.nombre).length);
    await expect(link).toHaveText(/…$/);
    await expect(link).toHaveAttribute('title', long.nombre);
    await expect(cardLinks(page).first()).toHaveAccessibleName(long.nombre);
    await link.click();
    await expect(page).toHaveURL(
      `/tramite/${long.tramite_id}?${new URLSearchParams({ nombre: long.nombre, estado: 'INS' })}`,
    );
  });

  test('a new result set collapses an expanded card', async ({ page }) => {
    await page.goto('/?nombre=licencia&page=1');
    // The modalities are a disclosure of the card (it opens without JavaScript too).
    await cards(page)
      .first()
      .getByText(/^Ver modalidades/)
      .click();
    await expect(cards(page).first().locator('details[open]')).toHaveCount(1);
    await expect(cards(page).first().getByRole('listitem').first()).toBeVisible();
    await nameField(page).fill('permiso');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=permiso/);
    await expect(cards(page).first()).toBeVisible();
    await expect(cards(page).locator('details[open]')).toHaveCount(0);
  });

  test('empty results: the red alert for 4 s and the three info messages', async ({ page, request }) => {
    // An institution and one of its units without published procedures, found through the API.
    const { instituciones } = await (await request.get('/api/lista_instituciones')).json();
    let pair: { institucion: { id: number; nombre: string }; unidad: { id: number; nombre: string } } | null =
      null;
    for (const institucion of instituciones as { id: number; nombre: string }[]) {
      const { unidades } = await (await request.get(`/api/lista_unidades/${institucion.id}`)).json();
      for (const unidad of unidades as { id: number; nombre: string }[]) {
        if ((await apiSearch(request, { institucion_id: institucion.id, unidad_id: unidad.id })).vacio) {
          pair = { institucion, unidad };
          break;
        }
      }
      if (pair) break;
    }
    expect(pair).not.toBeNull();

    await page.goto('/');
    await choose(page, 'Institución', pair!.institucion.nombre);
    await choose(page, 'Unidad', pair!.unidad.nombre);
    await searchPanel(page).getByRole('button', { name: 'Buscar' }).click();
    await loaded(page, /unidad_id=/);
    const alert = page.getByRole('alert').filter({ hasText: 'No se encontraron resultados' });
    await expect(alert).toBeVisible();
    const shownAt = Date.now();
    await expect(
      page.getByText(emptySearchInfoMessage(pair!.institucion.nombre, pair!.unidad.nombre), { exact: true }),
    ).toBeVisible();
    await expect(status(page)).toHaveText('No se encontraron resultados');
    // The alert goes away by itself after 4 s; the info message stays. Measured from when the test saw
    // it (up to a poll later than it appeared), so a busy machine cannot make it look shorter.
    await expect(alert).toBeHidden({ timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3000);
    await expect(
      page.getByText(emptySearchInfoMessage(pair!.institucion.nombre, pair!.unidad.nombre)),
    ).toBeVisible();

    // Only an institution (and a name nothing matches).
    await page.goto(`/?nombre=xqzwvjk&institucion_id=${pair!.institucion.id}&page=1`);
    await expect(
      page.getByText(emptySearchInfoMessage(pair!.institucion.nombre), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No se encontraron resultados' })).toBeVisible();

    // Neither.
    await searchPanel(page).getByRole('button', { name: 'Limpiar' }).click();
    await loaded(page, /\/$/);
    await nameField(page).fill('xqzwvjk');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=xqzwvjk/);
    await expect(page.getByText('No se encontraron trámites', { exact: true })).toBeVisible();
  });

  test('the last search is kept in local storage and the URL: reload, a new visit and the back button', async ({
    page,
    request,
  }) => {
    const licencias = await apiSearch(request, { nombre: 'licencia' });
    await page.goto('/');
    await nameField(page).fill('licencia');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=licencia/);
    await expect(cardLinks(page).first()).toHaveText(truncateTitle(licencias.data[0]!.nombre));
    const stored = JSON.parse(
      (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY_SEARCH_PARAMS))!,
    );
    expect(stored).toMatchObject({ nombre: 'licencia', page: 1, per_page: HOME_PAGE_SIZE });

    await page.reload();
    await expect(nameField(page)).toHaveValue('licencia');
    await expect(cardLinks(page).first()).toHaveText(truncateTitle(licencias.data[0]!.nombre));

    // Opening the home again (no query) restores the stored search, and puts it back in the URL.
    await page.goto('/catalogos');
    await page.goto('/');
    await loaded(page, /nombre=licencia/);
    await expect(nameField(page)).toHaveValue('licencia');
    await expect(status(page)).toHaveText(/^Se encontraron/);

    // Back restores the previous search, form included.
    await nameField(page).fill('pasaporte');
    await nameField(page).press('Enter');
    await loaded(page, /nombre=pasaporte/);
    await page.goBack();
    await expect(page).toHaveURL(/nombre=licencia/);
    await expect(nameField(page)).toHaveValue('licencia');
    await expect(cardLinks(page).first()).toHaveText(truncateTitle(licencias.data[0]!.nombre));
  });

  test('a shared link restores the search, its filters and its page', async ({
    browser,
    request,
    baseURL,
  }) => {
    const { categorias } = await (await request.get('/api/categorias_tramite/portal')).json();
    let target: { id: number; nombre: string } | undefined;
    for (const c of categorias as { id: number; nombre: string }[]) {
      if ((await apiSearch(request, { categoria_id: c.id })).last_page > 1) {
        target = c;
        break;
      }
    }
    expect(target).toBeDefined();
    const pageTwo = await apiSearch(request, { categoria_id: target!.id, page: 2 });
    // A fresh browser context: nothing in local storage, only the link.
    const context = await browser.newContext({ baseURL });
    const page = hydrating(await context.newPage());
    await page.goto(`/?categoria_id=${target!.id}&page=2`);
    await expect(chosen(page, 'Categoría')).toHaveText(target!.nombre);
    await expect(cardLinks(page)).toHaveText(pageTwo.data.map((d) => truncateTitle(d.nombre)));
    await expect(
      page
        .getByRole('navigation', { name: 'Páginas de resultados' })
        .getByRole('link', { name: 'Página 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  test('the monthly chart shows Spanish month names, with the same data as a table', async ({
    page,
    request,
  }) => {
    const counts: Record<string, number> = await (
      await request.get('/api/public/cantidadTramitesGraficoPortal')
    ).json();
    const months = Object.keys(counts);
    const spanish = (key: string) =>
      new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' })
        .format(new Date(Number(key.slice(3)), Number(key.slice(0, 2)) - 1, 1))
        .replace(' de ', ' ');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Cantidad de trámites/modalidades inscritos' });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Cantidad de trámites/modalidades inscritos',
    );
    // Drawn on the server: an SVG image with its own summary, and no chart code reaches the phone.
    const chart = section.getByRole('img');
    await expect(chart).toHaveAccessibleName(/^Cantidad de trámites\/modalidades inscritos: /);
    // Under the bars, the Spanish short month and the year, e.g. 'nov 2026'.
    await expect(chart.locator('text').filter({ hasText: /^[a-zñ]{3} \d{4}$/ })).toHaveText(
      months.map((key) => spanish(key)).map((label) => `${label.slice(0, 3)} ${label.slice(-4)}`),
    );

    await section.getByText('Ver los datos en una tabla').click();
    const table = section.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(months.length + 1);
    for (const key of [months[0]!, months.at(-1)!]) {
      await expect(table.getByRole('row', { name: spanish(key) })).toContainText(String(counts[key]));
    }
    expect(spanish(months.at(-1)!)).toMatch(
      /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) \d{4}$/,
    );
  });

  test('the first visit asks the API nothing while it becomes interactive: the search lists come with the page', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // The lists are there: the institution select offers the registry's institutions.
    await openFilters(page);
    expect(await select(page, 'Institución').locator('option').count()).toBeGreaterThan(10);
    expect(asked).toEqual([]);
  });

  test('carousel of six images that advances by itself and can be paused; the other home sections', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Presentación del Registro Nacional de Trámites' });
    await expect(carousel.locator('img')).toHaveCount(6);
    const indicators = carousel.getByRole('button', { name: /^Ir a la imagen/ });
    await expect(indicators).toHaveCount(6);
    const active = () =>
      indicators.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-current') === 'true'));
    await expect.poll(active).toBe(0);
    // The next image after 3 s (the pointer away: hovering pauses the rotation).
    await page.mouse.move(0, 0);
    await expect.poll(active, { timeout: 4500 }).toBe(1);
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible();
    const paused = await active();
    await page.waitForTimeout(3500);
    expect(await active()).toBe(paused);

    await expect(page.getByRole('link', { name: 'Ver el catálogo de regulaciones' })).toHaveAttribute(
      'href',
      '/catalogos',
    );
    await expect(page.getByRole('link', { name: 'Enviar un comentario o denuncia' })).toHaveAttribute(
      'href',
      '/denuncias',
    );
    const blocks = page.getByRole('region', { name: 'Mejora regulatoria' }).getByRole('article');
    await expect(blocks).toHaveCount(3);
  });
});
