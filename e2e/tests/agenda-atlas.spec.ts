import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';

interface AgendaBody {
  total: number;
  agenda: { anio: number; fecha_inicio: string; fecha_fin: string | null }[];
}
const agendaApi = async (request: APIRequestContext, query: string): Promise<AgendaBody> =>
  (await request.get(`/api/agenda_regulatoria?per_page=-1&${query}`)).json();
const plural = (n: number) => `${n} ${n === 1 ? 'regulación planificada' : 'regulaciones planificadas'}.`;
const resultsStatus = (page: Page) =>
  page.getByRole('region', { name: 'Regulaciones planificadas' }).getByRole('status');

test.describe('agenda regulatoria', () => {
  test('filters by year and shows each item with institution, stage and dates', async ({ page, request }) => {
    const all = await agendaApi(request, '');
    const anio = all.agenda[0]!.anio;
    const expected = (await agendaApi(request, `anio=${anio}`)).total;

    await page.goto('/agenda-regulatoria');
    await expect(page).toHaveTitle('Agenda regulatoria - Registro Nacional de Trámites');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /regulaciones/);
    await expect(resultsStatus(page)).toHaveText(plural(all.total));

    await page.getByLabel('Año').fill(String(anio));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`anio=${anio}`));
    await expect(resultsStatus(page)).toHaveText(plural(expected));
    const items = page.getByRole('list', { name: 'Regulaciones planificadas' }).getByRole('listitem');
    await expect(items).toHaveCount(Math.min(expected, 10));
    for (const text of await items.allTextContents()) {
      expect(text).toContain(`Año: ${anio}`);
      expect(text).toMatch(/Institución: .+/);
      expect(text).toMatch(/Etapa: /);
      expect(text).toMatch(
        /Fechas: (del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}|desde el \d{2}\/\d{2}\/\d{4})/,
      );
    }

    await page.getByLabel('Año').fill('25');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('El año debe tener el formato AAAA.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`anio=${anio}`));
  });

  test('filters by a date range typed as DD/MM/YYYY, and refuses a reversed one', async ({
    page,
    request,
  }) => {
    const expected = (await agendaApi(request, 'fechadesde=2025-03-01&fechahasta=2025-06-30')).total;
    await page.goto('/agenda-regulatoria');
    await page.getByRole('textbox', { name: 'Desde' }).fill('01/03/2025');
    await page.getByRole('textbox', { name: 'Hasta' }).fill('30/06/2025');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/fechadesde=2025-03-01&fechahasta=2025-06-30/);
    await expect(resultsStatus(page)).toHaveText(plural(expected));
    // The fields show the dates as DD/MM/YYYY, also after a reload from the shared URL.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2025');
    await expect(resultsStatus(page)).toHaveText(plural(expected));

    await page.getByRole('textbox', { name: 'Desde' }).fill('15/07/2025');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('La fecha desde no puede ser posterior a la fecha hasta.')).toBeVisible();
    await expect(page.getByText('La fecha hasta no puede ser anterior a la fecha desde.')).toBeVisible();
    await expect(page).toHaveURL(/fechadesde=2025-03-01/);

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL(/\/agenda-regulatoria$/);
  });

  test('the carousel turns every 3 s and its pause control stops it', async ({ page }) => {
    await page.goto('/agenda-regulatoria');
    const carousel = page.getByRole('region', { name: 'La agenda regulatoria en imágenes' });
    await expect(carousel.getByRole('figure', { name: /de 6$/, includeHidden: true })).toHaveCount(6);
    const current = () =>
      carousel
        .getByRole('button', { name: /^Ir a la imagen \d/ })
        .evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
    const first = await current();
    await expect.poll(current, { timeout: 5_000 }).not.toBe(first);
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).click();
    const paused = await current();
    await page.waitForTimeout(3_600);
    expect(await current()).toBe(paused);
    await expect(carousel.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible();
    for (const heading of ['Objetivos', 'Beneficios', 'Proceso'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });
});

test.describe('agenda regulatoria without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters are a form: dates typed DD/MM/YYYY, errors in place, Limpiar', async ({
    page,
    request,
  }) => {
    const expected = (await agendaApi(request, 'fechadesde=2025-03-01&fechahasta=2025-06-30')).total;
    await page.goto('/agenda-regulatoria');
    await page.getByRole('textbox', { name: 'Desde' }).fill('01/03/2025');
    await page.getByRole('textbox', { name: 'Hasta' }).fill('30/06/2025');
    await page.getByRole('button', { name: 'Buscar' }).click();
    // The page moves to its one address: dates YYYY-MM-DD, empty fields left out.
    await expect(page).toHaveURL(/\/agenda-regulatoria\?fechadesde=2025-03-01&fechahasta=2025-06-30#/);
    await expect(resultsStatus(page)).toHaveText(plural(expected));
    await expect(page.getByRole('textbox', { name: 'Hasta' })).toHaveValue('30/06/2025');

    await page.getByRole('textbox', { name: 'Año' }).fill('25');
    await page.getByRole('textbox', { name: 'Hasta' }).fill('31-12-2025');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('textbox', { name: 'Año' })).toHaveAccessibleDescription(
      'El año debe tener el formato AAAA.',
    );
    await expect(page.getByRole('textbox', { name: 'Hasta' })).toHaveAccessibleDescription(
      'La fecha debe tener el formato DD/MM/AAAA.',
    );
    // What she typed is still there.
    await expect(page.getByRole('textbox', { name: 'Hasta' })).toHaveValue('31-12-2025');
    await expect(page.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/03/2025');

    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).toHaveURL(/\/agenda-regulatoria$/);
  });

  test('its pages are links', async ({ page, request }) => {
    const all = await agendaApi(request, '');
    expect(all.total, 'the demo agenda fills more than one page (80 items in the seed)').toBeGreaterThan(10);
    await page.goto('/agenda-regulatoria');
    await page
      .getByRole('navigation', { name: 'Páginas de la agenda' })
      .getByRole('link', { name: 'Página 2' })
      .click();
    await expect(page).toHaveURL(/\?page=2#agenda-regulaciones$/);
    await expect(
      page.getByRole('list', { name: 'Regulaciones planificadas' }).getByRole('listitem'),
    ).toHaveCount(Math.min(all.total - 10, 10));
  });
});

test.describe('atlas de trámites', () => {
  test('drills down institution → unit → procedure → modality', async ({ page, request }) => {
    const atlas = await (await request.get('/api/atlas_tramites')).json();
    const institucion = atlas.instituciones[0];
    const unidad = institucion.unidades[0];
    const tramite = unidad.tramites[0];
    const modalidad = tramite.modalidades[0];

    await page.goto('/atlas-de-tramites');
    await expect(page).toHaveTitle('Atlas de trámites - Registro Nacional de Trámites');
    // Each branch is a native disclosure: its summary names it, its <details> says whether it is open.
    const branch = (name: RegExp) => page.locator('summary').filter({ hasText: name }).first();
    const institucionBranch = branch(new RegExp(`^${institucion.nombre} \\(`));
    const institucionDetails = institucionBranch.locator('xpath=..');
    await expect(institucionDetails).not.toHaveAttribute('open');
    await expect(institucionBranch).toContainText(`${institucion.total_modalidades} modalidades`);
    await institucionBranch.click();
    await expect(institucionDetails).toHaveAttribute('open', '');
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${institucion.nombre}`) }),
    ).toBeVisible();
    await branch(new RegExp(`^${unidad.nombre}`)).click();
    await branch(new RegExp(`^${tramite.nombre}`)).click();
    await expect(page.getByRole('link', { name: `Ver el trámite «${tramite.nombre}»` })).toHaveAttribute(
      'href',
      `/tramite/${tramite.id}`,
    );
    await page.getByRole('link', { name: modalidad.nombre, exact: true }).first().click();
    await expect(page).toHaveURL(`/tramite/${tramite.id}/detalles/${modalidad.id}`);
  });

  test('filters by typing, ignoring accents, and announces the count', async ({ page, request }) => {
    type Named = { nombre: string };
    type Tramite = Named & { id: number; modalidades: Named[] };
    const atlas: {
      instituciones: (Named & { siglas: string; unidades: (Named & { tramites: Tramite[] })[] })[];
    } = await (await request.get('/api/atlas_tramites')).json();
    const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const names = atlas.instituciones.flatMap((i) => [
      `${i.nombre} ${i.siglas}`,
      ...i.unidades.flatMap((u) => [
        u.nombre,
        ...u.tramites.flatMap((t) => [t.nombre, ...t.modalidades.map((m) => m.nombre)]),
      ]),
    ]);
    const tramites = atlas.instituciones.flatMap((i) => i.unidades.flatMap((u) => u.tramites));
    // A procedure with an accent in its name, which no other name contains: typed without accents
    // and in capitals, it matches that procedure and its modalities only.
    const tramite = tramites.find(
      (t) =>
        /[áéíóú]/.test(t.nombre) &&
        names.filter((n) => plain(n).includes(plain(t.nombre))).length === 1 + t.modalidades.length,
    )!;
    const sinTildes = plain(tramite.nombre).toUpperCase();
    const expected = `1 trámite y ${tramite.modalidades.length} ${tramite.modalidades.length === 1 ? 'modalidad' : 'modalidades'} coinciden`;

    await page.goto('/atlas-de-tramites');
    await page.getByRole('textbox', { name: 'Filtrar por nombre' }).fill(sinTildes);
    await expect(page.getByRole('status').filter({ hasText: 'coinciden' })).toContainText(expected);
    // A narrow filter opens its branches: the modality links are there.
    await expect(
      page.getByRole('link', { name: tramite.modalidades[0]!.nombre, exact: true }).first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Filtrar por nombre' }).fill('zzzz inexistente');
    await expect(page.getByRole('status').filter({ hasText: 'Sin resultados' })).toBeVisible();
  });
});

test.describe('atlas de trámites without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('its branches open and its filter is a form the server answers', async ({ page, request }) => {
    const atlas = await (await request.get('/api/atlas_tramites')).json();
    const tramite = atlas.instituciones[0].unidades[0].tramites[0];
    await page.goto('/atlas-de-tramites');
    const first = page.locator('summary').first();
    await first.click();
    await expect(first.locator('xpath=..')).toHaveAttribute('open', '');

    await page.getByRole('textbox', { name: 'Filtrar por nombre' }).fill(tramite.nombre);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/atlas-de-tramites\?filtro=/);
    await expect(page.getByRole('textbox', { name: 'Filtrar por nombre' })).toHaveValue(tramite.nombre);
    await expect(page.getByRole('status').filter({ hasText: 'coinciden' })).toContainText(
      `coinciden con «${tramite.nombre}»`,
    );
    await expect(
      page.getByRole('link', { name: tramite.modalidades[0].nombre, exact: true }).first(),
    ).toBeVisible();
  });
});

test.describe('404, error and open data pages', () => {
  test('an unknown URL shows the Spanish 404 page whose search opens the procedure search', async ({
    page,
  }) => {
    await page.goto('/esta/direccion/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'La página no existe' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada - Registro Nacional de Trámites');
    const search = page.getByRole('search', { name: 'Buscar trámites' });
    await search
      .getByRole('searchbox', { name: 'Buscar un trámite por su nombre' })
      .fill('licencia sanitaria');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL('/?nombre=licencia+sanitaria');
  });

  test('/error renders with a way back', async ({ page }) => {
    await page.goto('/error');
    await expect(page.getByRole('heading', { level: 1, name: 'Ocurrió un error' })).toBeVisible();
    await expect(page).toHaveTitle('Error - Registro Nacional de Trámites');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the footer links to the open-data downloads, which download', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datos abiertos' }).click();
    await expect(page).toHaveURL('/datos-abiertos');
    await expect(page.getByRole('heading', { level: 1, name: 'Datos abiertos' })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    const link = page.getByRole('link', { name: 'Descargar trámites y modalidades en CSV' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/api\/datos-abiertos\/tramites\.csv$/);
    const res = await request.get(href!);
    expect(res.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await res.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
