/**
 * Issue 31, "Clear on a phone": one test per numbered point of the issue, each at 390 × 844 and 320 × 640.
 *
 * 1. "En Evaluación" looks like "Inscrito"       → 'point 1: …' (the state in words, on screen and on paper)
 * 2. "¿Dónde se hace?" names one arbitrary office → 'point 2: …' (Mi municipio carried and chosen; online first),
 *                                                   and 'without JavaScript › point 2: …' (the GET form)
 * 3. After Enter nothing seems to happen          → 'point 3: …' (search box on the first screen, results in view)
 * 4. The same municipal procedure fills the page  → 'point 4: …' (one card per procedure, hers named)
 * 5. Complaints are hard to reach                 → 'point 5: …' (the phone menu, complaints and tracking first)
 * 6. Suggestions are empty for typos              → 'point 6: …'
 * 7. Acronyms, hidden columns, jargon             → 'point 7: …' (report names and key column; times in words)
 *
 * Points 1 and 2 were built with this spec (they failed on the code before); 3–7 were built before it, and
 * parts of them are also covered elsewhere: paginas-ligeras.spec.ts (4, at the default size),
 * menu-movil.spec.ts (the menu's drawer), reportes.spec.ts (7's report at 390 px).
 */
import type { Page } from '@playwright/test';
import { modalidadSummary, orderOffices } from '@rnt/contract/modalidad-resumen';
import { displayDate, isRegisteredState, onlineProcedureLink } from '@rnt/contract/modalidad-rules';
import { MUNICIPIOS, municipioPorId } from '@rnt/contract/municipios';
import { comentarioModalidadPagePath } from '@rnt/contract/page-paths';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import { detailUrl, findModalidad, solicitud } from './helpers/modalidades';

const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** The element's top is on the first screen (no scrolling needed to see it start). */
async function startsOnFirstScreen(page: Page, selector: ReturnType<Page['locator']>, height: number) {
  const box = await selector.boundingBox();
  expect(box, 'visible').not.toBeNull();
  expect(box!.y, 'on the first screen').toBeLessThan(height);
}

/** Nothing wider than the screen. */
async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * Forgets what the browser kept (the last search, with "Mi municipio"), on a document of the portal that
 * opens nothing kept: the home opens the last search at once (`location.replace`), which raced the clear
 * (`/?limpiar=1` is redirected to that same home).
 */
async function forget(page: Page) {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
}

/** The home without a search: the last one, kept in the browser, would otherwise be opened again. */
async function emptyHome(page: Page) {
  await forget(page);
  await page.goto('/');
}

const where = (page: Page) =>
  page.getByRole('region', { name: 'Resumen del trámite' }).getByTestId('resumen-donde');

// Several page loads at two sizes on a shared machine.
test.slow();

test('point 1: a modality in evaluation says so at the top, on screen and on paper; a registered one since when', async ({
  page,
  request,
}) => {
  const enEvaluacion = await findModalidad(
    request,
    'una modalidad en evaluación',
    (m) => !isRegisteredState(m.estado_id),
  );
  const inscrita = await findModalidad(
    request,
    'una modalidad inscrita con fecha',
    (m) => isRegisteredState(m.estado_id) && m.fecha_inscripcion != null,
  );
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.emulateMedia({ media: 'screen' });
    await page.goto(detailUrl(enEvaluacion));
    const notice = page.getByRole('region', { name: 'En evaluación: aún no está inscrita' });
    await expect(notice).toBeVisible();
    await startsOnFirstScreen(page, notice, size.height);
    await expect(notice).toContainText('Solo es exigible lo inscrito');
    await expect(notice).toContainText('no se le pueden exigir estos requisitos, costos ni plazos');
    await expect(notice.getByRole('link', { name: 'Comentar o denunciar esta modalidad' })).toHaveAttribute(
      'href',
      comentarioModalidadPagePath(enEvaluacion.id),
    );
    await noSidewaysScroll(page, size.width);
    await expectNoAxeViolations(page, `modalidad en evaluación ${size.width}`);
    // The printed checklist carries the same warning, first on the paper.
    await page.emulateMedia({ media: 'print' });
    const paper = page.getByTestId('lista-imprimible');
    await expect(paper).toBeVisible();
    await expect(paper.getByTestId('lista-estado')).toBeVisible();
    await expect(paper.getByTestId('lista-estado')).toContainText('En evaluación: aún no está inscrita');
    await expect(paper.getByTestId('lista-estado')).toContainText(
      comentarioModalidadPagePath(enEvaluacion.id),
    );
    await expect(notice).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Its procedure page says it per modality.
    await page.goto(`/tramite/${enEvaluacion.tramite_id}`);
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: enEvaluacion.nombre, exact: true }) })
        .getByText('Aún no está inscrita: no se le puede exigir mientras se evalúa.'),
    ).toBeVisible();

    // A registered page says it is registered and since when; nothing warns.
    await page.goto(detailUrl(inscrita));
    const line = page.getByTestId('estado-modalidad');
    await expect(line).toContainText(`Inscrito desde el ${displayDate(inscrita.fecha_inscripcion)}`);
    await startsOnFirstScreen(page, line, size.height);
    await expect(page.getByRole('region', { name: /aún no está inscrita/ })).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('lista-estado')).toHaveCount(0);
    await expect(page.getByTestId('lista-imprimible')).toContainText(
      `Inscrito desde el ${displayDate(inscrita.fecha_inscripcion)}`,
    );
    await page.emulateMedia({ media: 'screen' });
  }
});

test('point 2: "¿Dónde se hace?" names no office as the only one; "Mi municipio" puts hers first; online first', async ({
  page,
  request,
}) => {
  // In person at several offices in several departments (the driving licence's SERTRACEN).
  const presencial = await findModalidad(
    request,
    'una modalidad presencial con oficinas en varios departamentos',
    (m) =>
      isRegisteredState(m.estado_id) &&
      !onlineProcedureLink(solicitud(m)) &&
      m.contactos_oficinas.length >= 3 &&
      new Set(m.contactos_oficinas.map((c) => c.oficina.direccion.split(',').at(-1))).size >= 3,
  );
  const enLinea = await findModalidad(
    request,
    'una modalidad en línea',
    (m) => onlineProcedureLink(solicitud(m)) != null,
  );
  // A municipality whose nearest office is not the one the record lists first.
  const municipio = ['santa-ana-centro', 'san-miguel-centro', 'la-libertad-sur', 'san-salvador-centro']
    .map((id) => municipioPorId(id)!)
    .find(
      (m) => orderOffices(presencial.contactos_oficinas, m)[0]!.contacto !== presencial.contactos_oficinas[0],
    )!;
  expect(municipio, 'a municipality whose office is not the first of the record').toBeDefined();
  const hers = orderOffices(presencial.contactos_oficinas, municipio)[0]!;
  const total = presencial.contactos_oficinas.length;

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await forget(page);
    // Without a municipality: how many offices, none named as if it were the only one.
    await page.goto(detailUrl(presencial));
    await expect(where(page)).toContainText(`En ${total} oficinas`);
    for (const c of presencial.contactos_oficinas)
      await expect(where(page)).not.toContainText(c.oficina.nombre);
    await expect(
      where(page).getByRole('link', { name: `Ver las ${total} oficinas: direcciones y horarios` }),
    ).toBeVisible();

    // She chooses her municipality on the page (a GET form: the address says it, the server orders).
    const summary = page.getByRole('region', { name: 'Resumen del trámite' });
    await summary.getByText('Elegir mi municipio: la oficina más cercana').click();
    await expectNoAxeViolations(page, `mi municipio abierto ${size.width}`);
    await summary.getByRole('combobox', { name: 'Mi municipio' }).selectOption(municipio.id);
    await summary.getByRole('button', { name: 'Ver la oficina más cercana' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]municipio=${municipio.id}`));
    await expect(where(page)).toContainText(`En ${total} oficinas`);
    await expect(where(page)).toContainText(hers.contacto.oficina.nombre);
    await expect(where(page)).toContainText(
      hers.cercania === 'municipio'
        ? `En su municipio, ${municipio.nombre}:`
        : hers.cercania === 'departamento'
          ? `En su departamento, ${municipio.departamento}:`
          : `Ninguna en ${municipio.departamento}.`,
    );
    // The chooser (closed again) says which one she chose.
    await expect(summary.getByText('Cambiar mi municipio')).toBeVisible();
    await expect(summary.locator('select[name="municipio"]')).toHaveValue(municipio.id);
    await noSidewaysScroll(page, size.width);

    // From the home's "Mi municipio": results → procedure → modality carry it.
    await page.goto(`/?nombre=${encodeURIComponent(presencial.nombre_tramite)}&municipio=${municipio.id}`);
    const card = page
      .getByRole('region', { name: 'Resultados de la búsqueda' })
      .getByRole('link', { name: presencial.nombre_tramite, exact: true })
      .first();
    await expect(card).toHaveAttribute('href', new RegExp(`municipio=${municipio.id}`));
    await card.click();
    await page.getByRole('link', { name: presencial.nombre, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/detalles/${presencial.id}\\?.*municipio=${municipio.id}`));
    await expect(where(page)).toContainText(hers.contacto.oficina.nombre);
    // The browser remembers it (with the home's last search): a link without it opens with hers.
    await page.goto(detailUrl(presencial));
    await expect(page).toHaveURL(new RegExp(`/detalles/${presencial.id}\\?municipio=${municipio.id}$`));
    await expect(where(page)).toContainText(hers.contacto.oficina.nombre);

    // An online modality: "En línea" and its link come first.
    await page.goto(detailUrl(enLinea));
    await expect(where(page).locator(':scope > :first-child')).toHaveText('En línea');
    await expect(where(page).getByRole('link', { name: /Realizar trámite en línea/ })).toHaveAttribute(
      'href',
      onlineProcedureLink(solicitud(enLinea))!,
    );
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('point 2: the "Mi municipio" form of the modality page works, and the state is said', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'una modalidad presencial de varias oficinas',
      (x) => !onlineProcedureLink(solicitud(x)) && x.contactos_oficinas.length >= 3,
    );
    const municipio = MUNICIPIOS.find(
      (x) => orderOffices(m.contactos_oficinas, x)[0]!.contacto !== m.contactos_oficinas[0],
    )!;
    const hers = orderOffices(m.contactos_oficinas, municipio)[0]!.contacto.oficina.nombre;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(detailUrl(m, '?nombre=x&estado=11'));
      await expect(page.getByTestId('estado-modalidad')).toBeVisible();
      const summary = page.getByRole('region', { name: 'Resumen del trámite' });
      await summary.getByText('Elegir mi municipio: la oficina más cercana').click();
      await summary.getByRole('combobox', { name: 'Mi municipio' }).selectOption(municipio.id);
      await summary.getByRole('button', { name: 'Ver la oficina más cercana' }).click();
      // The procedure's query travels along with her choice.
      await expect(page).toHaveURL(new RegExp(`\\?nombre=x&estado=11&municipio=${municipio.id}$`));
      await expect(where(page)).toContainText(hers);
    }
  });
});

test('point 3: the search box is on the first screen; after Enter the suggestions close, the count is said and the results are in view', async ({
  page,
}) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await emptyHome(page);
    const box = page.getByRole('combobox', { name: /Nombre del trámite/ });
    const rect = (await box.boundingBox())!;
    expect(rect.y + rect.height, 'the search box is on the first screen').toBeLessThanOrEqual(size.height);
    await box.fill('licencia');
    await expect(
      page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option').first(),
    ).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/nombre=licencia/);
    await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /trámites/ })).toHaveText(
      /^Se encontraron \d+ trámites\. Página 1 de \d+\./,
    );
    const heading = page.getByRole('heading', { name: 'Resultados de la búsqueda' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await noSidewaysScroll(page, size.width);
  }
});

test('point 4: the same municipal procedure of several alcaldías is one card, with hers named', async ({
  page,
  request,
}) => {
  // A municipality whose alcaldía has the procedure (not every one holds every procedure).
  const query = 'partida de matrimonio';
  let hers: { id: string; nombre: string } | null = null;
  for (const m of MUNICIPIOS) {
    const res = await request.get(
      `/api/public/busqueda_tramites?${new URLSearchParams({ nombre: query, municipio: m.id, page: '1', per_page: '9' })}`,
    );
    const body = (await res.json()) as { listado: { data: { municipios: { propio: unknown } | null }[] } };
    if (body.listado.data.some((item) => item.municipios?.propio)) {
      hers = m;
      break;
    }
  }
  expect(hers, 'an alcaldía with the procedure').not.toBeNull();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const query of ['partida de matrimonio', 'inscribir mi negocio']) {
      await page.goto(`/?nombre=${encodeURIComponent(query)}`);
      const results = page.getByRole('region', { name: 'Resultados de la búsqueda' });
      const names = await results.getByRole('heading', { level: 3 }).allTextContents();
      expect(names.length, query).toBeGreaterThan(0);
      expect(new Set(names).size, `${query}: ${names.join(' | ')}`).toBe(names.length);
    }
    await page.goto(`/?nombre=${encodeURIComponent(query)}&municipio=${hers!.id}`);
    await expect(
      page
        .getByRole('region', { name: 'Resultados de la búsqueda' })
        .getByText(new RegExp(`^En \\d+ municipios — el suyo: ${hers!.nombre}$`))
        .first(),
    ).toBeVisible();
    await noSidewaysScroll(page, size.width);
  }
});

test('point 5: the phone menu offers complaints and tracking first, and every section', async ({ page }) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    const links = menu.getByRole('link');
    await expect(links.nth(0)).toHaveText('Comentar o denunciar');
    await expect(links.nth(0)).toHaveAttribute('href', '/comentario-ciudadano');
    await expect(links.nth(1)).toHaveText('Seguimiento de denuncias');
    await expect(links.nth(1)).toHaveAttribute('href', '/seguimiento');
    for (const name of ['Catálogo de regulaciones', 'Resoluciones', 'Reportes', 'Situaciones de vida'])
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await links.nth(0).click();
    await expect(page).toHaveURL('/comentario-ciudadano');
  }
});

test('point 6: suggestions come for typos too, corrected as the search corrects them', async ({ page }) => {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: /Nombre del trámite/ });
    for (const [typo, meant] of [
      ['licensia', /licencia/i],
      ['pasaprte', /pasaporte/i],
      ['partida de nasim', /nacimiento/i],
      ['solvensia', /solvencia/i],
    ] as const) {
      await box.fill(typo);
      const options = page.getByRole('listbox', { name: 'Sugerencias' }).getByRole('option');
      await expect(options.first(), typo).toBeVisible();
      await expect(options.filter({ hasText: meant }).first(), typo).toBeVisible();
    }
  }
});

test('point 7: reports name institutions in full and keep their key column; times are written for citizens', async ({
  page,
  request,
}) => {
  const data = (await (await request.get('/api/graphics/top10_digitalizacion')).json()) as {
    instituciones: { siglas: string; nombre_institucion: string }[];
  };
  const horas = await findModalidad(
    request,
    'una modalidad con tiempo en horas hábiles y plazo legal',
    (m) =>
      /^hora/i.test(m.tiempo_promedio_unidad_tiempo?.nombre ?? '') &&
      m.tiempo_promedio_tipo_dias?.toLowerCase() === 'hábiles' &&
      m.plazo_legal_valor != null,
  );
  const resumen = modalidadSummary(horas, new Date());
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto('/reportes/tramites-top-10');
    // The chart's first bar names the institution in full, its acronym on a second line.
    const firstBar = page.getByRole('figure').locator('li').first();
    await expect(firstBar).toContainText(data.instituciones[0]!.nombre_institucion);
    await expect(firstBar).toContainText(data.instituciones[0]!.siglas);
    // The percentage column is reached by scrolling the table's own frame, and the key column stays.
    const table = page.getByRole('table', { name: 'Instituciones por porcentaje de digitalización' });
    const key = table.locator('tbody tr').first().locator(':scope > :first-child');
    const lastHeader = table.locator('thead th').last();
    await key.scrollIntoViewIfNeeded();
    const before = (await key.boundingBox())!;
    await table.evaluate((t) => t.closest('[role="region"]')!.scrollBy({ left: 4000 }));
    await expect(lastHeader).toBeInViewport();
    await expect.poll(async () => Math.abs((await key.boundingBox())!.x - before.x)).toBeLessThan(1);
    await noSidewaysScroll(page, size.width);

    // "1 Hora hábil" beside "Plazo legal 2 Horas" is said in a citizen's words, the legal limit explained.
    await page.goto(detailUrl(horas));
    const tiempo = page.getByRole('region', { name: 'Resumen del trámite' }).getByTestId('resumen-tiempo');
    await expect(tiempo).toHaveText(resumen.tiempo);
    await expect(tiempo).toContainText('en horario de atención');
    await expect(page.getByRole('region', { name: 'Resumen del trámite' })).toContainText(
      /La ley le da a la institución un máximo de \d+ horas? para responder\./,
    );
  }
});
