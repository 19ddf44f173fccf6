/**
 * Citizen journeys (issue 10): one test per task a person comes to the portal for, written as the story
 * of that person, end to end in Chromium against the real server and database (e2e/serve.ts). The
 * component specs (home, modalidad, comentarios, …) check each screen's rules; these check that the
 * screens join up into the tasks people actually do.
 */
import { readFile } from 'node:fs/promises';
import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { calendar, dateField } from './helpers/busquedas';
import { expect, hydrating, test, waitForHydration } from './helpers/fixtures';
import type { Modalidad } from '@rnt/contract/modalidad';
import { RULING_EXEMPT_REQUIREMENT_TYPES } from '@rnt/contract/constants';
import { isRegisteredState } from '@rnt/contract/modalidad-rules';
import { EVALUATED_CATEGORY_CODES } from '@rnt/contract/reports';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { elegirModalidad, expectStoredFile, expectStoredRow, opcion, randomPng } from './helpers/denuncias';
import { detailUrl, findModalidad, solicitud } from './helpers/modalidades';

/** The value (dd) next to a label (dt) of a description list. */
const field = (scope: Page | Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal', exact: true });
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every text item of every page of a PDF, whitespace collapsed (long names wrap across lines). */
async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await pdf.destroy();
  return squash(parts.join(' '));
}

/** A document link's download: a real PDF with a .pdf name. */
async function expectPdfDownload(page: Page, link: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return { name: download.suggestedFilename(), bytes };
}

/**
 * Picks a day in a 'Desde'/'Hasta' calendar the way a person does: up to the decade, then the year,
 * the month and the day.
 */
async function pickDate(page: Page, label: 'Desde' | 'Hasta', iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // The calendar opens from the button beside its DD-MM-AAAA field.
  await calendar(page, label).click();
  const dialog = page.getByRole('dialog', { name: label });
  await dialog.getByRole('button', { name: 'Elegir otro mes' }).click();
  await dialog.getByRole('button', { name: 'Elegir otro año' }).click();
  const yearButton = dialog.getByRole('button', { name: String(year), exact: true });
  while (!(await yearButton.isVisible()))
    await dialog.getByRole('button', { name: 'Década anterior' }).click();
  await yearButton.click();
  // The year level lists its twelve months in order.
  await dialog
    .locator('table button')
    .nth(month - 1)
    .click();
  await dialog.getByRole('button', { name: new RegExp(`^${day} `) }).click();
  await expect(dateField(page, label)).toHaveValue(
    `${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`,
  );
}

test.describe('recorridos de la ciudadanía', () => {
  test('Como ciudadana busco un trámite por su nombre, aunque lo escriba sin tildes y con una falta, y leo los requisitos y las oficinas de una modalidad', async ({
    page,
    request,
  }) => {
    const consulta = 'renovacion de licensia';
    const { listado } = await (
      await request.get('/api/public/busqueda_tramites', { params: { nombre: consulta } })
    ).json();
    const tramite = listado.data[0] as { tramite_id: number; nombre: string };
    expect(tramite.nombre).toMatch(/Renovación de licencia/);
    const { modalidad: m } = (await (
      await request.get(`/api/public_modalidad_get_id/${listado.data[0].modalidades[0].modalidad_id}`)
    ).json()) as { modalidad: Modalidad };

    await test.step('escribo «renovacion de licensia» en el buscador de la página de inicio', async () => {
      await page.goto('/');
      const nombre = page.getByRole('combobox', { name: 'Nombre del trámite' });
      await nombre.fill(consulta);
      await nombre.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /^Se encontr/ })).toContainText(
        `${listado.total} trámite`,
      );
    });

    await test.step('abro el trámite que buscaba y elijo una de sus modalidades', async () => {
      const resultados = page.getByRole('region', { name: 'Resultados de la búsqueda' });
      await resultados.getByRole('link', { name: tramite.nombre, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: tramite.nombre })).toBeVisible();
      await page.getByRole('link', { name: m.nombre, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
      // A document of the classic app after the light pages: its buttons work once it has hydrated.
      await waitForHydration(page);
      await expect(field(page, 'Institución')).toContainText(m.nombre_institucion);
    });

    await test.step('leo los requisitos de la solicitud y el detalle de uno de ellos', async () => {
      await page.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
      const tabla = page.getByRole('table', { name: 'Requisitos que forman parte de la solicitud' });
      await expect(tabla.getByRole('row')).toHaveCount(solicitud(m).length + 1);
      const requisito = solicitud(m)[0]!;
      await tabla
        .getByRole('button', { name: `Ver detalle de ${requisito.nombre}` })
        .first()
        .click();
      const detalle = page.getByRole('dialog', { name: requisito.nombre });
      await expect(detalle).toBeVisible();
      if (requisito.descripcion) await expect(detalle).toContainText(squash(requisito.descripcion));
      await detalle.getByRole('button', { name: 'Cerrar' }).click();
      await expect(detalle).toBeHidden();
    });

    await test.step('consulto dónde hacerlo: las oficinas, su dirección y su horario', async () => {
      await page.getByRole('button', { name: 'Oficinas y medios de contacto' }).click();
      const oficinas = page.getByRole('dialog', { name: 'Oficinas y medios de contacto' });
      await expect(oficinas.getByRole('listitem')).toHaveCount(m.contactos_oficinas.length);
      const contacto = m.contactos_oficinas[0]!;
      await oficinas
        .getByRole('button', { name: new RegExp(contacto.oficina.nombre) })
        .first()
        .click();
      const oficina = page.getByRole('dialog', { name: contacto.oficina.nombre });
      await expect(field(oficina, 'Dirección')).toHaveText(contacto.oficina.direccion);
      await expect(field(oficina, 'Horarios')).toContainText(contacto.oficina.horarios[0]!.dia);
    });
  });

  test('Como ciudadano descargo la ficha en PDF de una modalidad para llevarla impresa', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'una modalidad', () => true);

    await test.step('abro la modalidad y pulso «Descargar ficha (PDF)»', async () => {
      await page.goto(detailUrl(m));
      await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
    });

    await test.step('recibo un PDF de verdad, con su nombre de archivo y el nombre de la modalidad dentro', async () => {
      const ficha = page.getByRole('link', { name: /Descargar ficha \(PDF\)/ });
      // The link opens in a new tab, where the browser receives the PDF.
      const [respuesta] = await Promise.all([
        page
          .context()
          .waitForEvent('response', (r) => new URL(r.url()).pathname === `/pdf/modalidad/${m.id}`),
        ficha.click(),
      ]);
      expect(respuesta.status()).toBe(200);
      expect(respuesta.headers()['content-type']).toBe('application/pdf');
      expect(respuesta.headers()['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`Ficha de la modalidad ${m.id}.pdf`)}`,
      );
      // The tab shows it in the browser's PDF viewer; read the same address's bytes.
      const bytes = await (await page.context().request.get(respuesta.url())).body();
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(bytes)).toContain(squash(m.nombre_modalidad));
    });
  });

  test('Como ciudadana envío una denuncia anónima con una captura de pantalla y recibo su folio', async ({
    page,
    request,
  }) => {
    const o = await opcion(request, 4);
    const captura = randomPng();
    let folio = '';

    await test.step('desde la página de inicio voy a «Enviar un comentario o denuncia»', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Enviar un comentario o denuncia' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Comentario sobre el trámite' }),
      ).toBeVisible();
      await waitForHydration(page);
    });

    await test.step('elijo la institución, el trámite y la modalidad, y marco que es anónima', async () => {
      await elegirModalidad(page, o);
      await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
      await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveCount(0);
    });

    await test.step('cuento lo que pasó, adjunto la captura y envío', async () => {
      await page
        .getByRole('textbox', { name: 'Motivo del comentario' })
        .fill('En la ventanilla me pidieron una solvencia que no aparece entre los requisitos.');
      await page.locator('input[type=file]').setInputFiles({
        name: 'captura-ventanilla.png',
        mimeType: 'image/png',
        buffer: captura,
      });
      const envio = page.waitForRequest(
        (r) => r.url().endsWith('/api/public_tramites/denuncias') && r.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Enviar comentario' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Denuncia enviada con éxito' });
      await expect(dialogo).toBeVisible();
      folio = (await dialogo.getByTestId('folio').textContent())!;
      expect(folio).toMatch(/^RNT-\d{4}-\d{6,}$/);
      await dialogo.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByTestId('agradecimiento')).toContainText(folio);

      // What the portal promised is true: the complaint and its picture are stored.
      await expectStoredRow(request, await envio, folio, o.modalidadId);
      expectStoredFile(captura);
    });
  });

  test('Como abogado consulto el catálogo de regulaciones por tipo y fecha de publicación y abro el documento de una', async ({
    page,
    request,
  }) => {
    const { solicitudes_regulacion } = await (await request.get('/api/regulaciones?per_page=-1')).json();
    // Types the catalogue offers (internal circulars are not shown on the portal).
    const { tipos_normativa } = await (
      await request.get(
        '/api/lista_tipos_normativa?sort=orden_portal&direction=asc&visible_portal=true&per_page=-1',
      )
    ).json();
    const visibles = new Set((tipos_normativa as { id: number }[]).map((t) => t.id));
    // A regulation with a document, published in the last few years (the calendar opens on today).
    const regulacion = (
      solicitudes_regulacion as {
        nombre: string;
        fecha_publicacion_do: string | null;
        tipo_solicitud: { id: number; nombre: string };
        documentos: unknown[];
      }[]
    ).find(
      (r) =>
        visibles.has(r.tipo_solicitud.id) &&
        r.documentos.length > 0 &&
        (r.fecha_publicacion_do ?? '') >= '2020-01-01',
    )!;
    expect(regulacion).toBeDefined();
    const fecha = regulacion.fecha_publicacion_do!.slice(0, 10);
    const desde = `${fecha.slice(0, 8)}01`;

    await test.step('voy al «Catálogo de regulaciones» desde el menú', async () => {
      await page.goto('/');
      await mainNav(page).getByRole('link', { name: 'Catálogo de regulaciones' }).click();
      await expect(page).toHaveURL('/catalogos');
      await waitForHydration(page);
    });

    await test.step(`elijo el tipo «${regulacion.tipo_solicitud.nombre}» y las fechas de publicación del ${desde} al ${fecha}`, async () => {
      await page
        .getByRole('combobox', { name: 'Tipo de normativa', exact: true })
        .selectOption({ label: regulacion.tipo_solicitud.nombre });
      await pickDate(page, 'Desde', desde);
      await pickDate(page, 'Hasta', fecha);
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    });

    await test.step('veo cuántas regulaciones hay y encuentro la que buscaba', async () => {
      const query = `tipo_solicitud_id=${regulacion.tipo_solicitud.id}&fechadesde=${desde}&fechahasta=${fecha}`;
      const { total } = await (await request.get(`/api/regulaciones?${query}`)).json();
      expect(total).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`fechadesde=${desde}&fechahasta=${fecha}`));
      await expect(page.getByRole('region', { name: 'Resultados' }).getByRole('status')).toHaveText(
        new RegExp(`^Se encontr(ó|aron) ${total} regulaci`),
      );
    });

    await test.step('abro su documento y es un PDF', async () => {
      const tarjeta = page.getByRole('article').filter({ hasText: regulacion.nombre }).first();
      await expectPdfDownload(page, tarjeta.getByRole('link', { name: /^Descargar .*\(PDF\)$/ }));
    });
  });

  test('Como funcionaria busco las resoluciones de un trámite por su nombre y tipo y abro una', async ({
    page,
    request,
  }) => {
    const { tipos_resolucion } = await (await request.get('/api/public/tipos_resolucion')).json();
    const nombre = 'licencia';
    // A type that the name's resolutions include, so that the search finds something.
    const { tramites } = await (
      await request.get(`/api/public/publicTramitesResoluciones?nombre=${nombre}&per_page=-1`)
    ).json();
    const tipo = (tipos_resolucion as { id: number; nombre: string }[]).find((t) =>
      (tramites as { tipo: string }[]).some((r) => r.tipo === t.nombre),
    )!;
    const { total, tramites: esperadas } = await (
      await request.get(`/api/public/publicTramitesResoluciones?nombre=${nombre}&tipo[]=${tipo.id}`)
    ).json();

    await test.step('voy a «Resoluciones» desde el menú', async () => {
      await page.goto('/');
      await mainNav(page).getByRole('link', { name: 'Resoluciones' }).click();
      await expect(page).toHaveURL('/resoluciones');
      await waitForHydration(page);
    });

    await test.step(`escribo «${nombre}», marco el tipo «${tipo.nombre}» y busco`, async () => {
      await page.getByLabel('Nombre del trámite o modalidad').fill(nombre);
      await page.getByRole('checkbox', { name: tipo.nombre }).check();
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Resultados' }).getByRole('status')).toHaveText(
        new RegExp(`^Se encontr(ó|aron) ${total} resoluci`),
      );
    });

    await test.step('cada resolución es del tipo que pedí, y abro el documento de la primera', async () => {
      const tarjetas = page.getByRole('article');
      await expect(tarjetas.first()).toBeVisible();
      for (const tarjeta of await tarjetas.all())
        await expect(field(tarjeta, 'Tipo de resolución')).toHaveText(tipo.nombre);
      const primera = esperadas[0] as { modalidad: { nombre: string }; documentos_resoluciones: unknown[] };
      const tarjeta = tarjetas.filter({ hasText: primera.modalidad.nombre }).first();
      await expect(field(tarjeta, 'Modalidad')).toHaveText(primera.modalidad.nombre);
      await expectPdfDownload(page, tarjeta.getByRole('link', { name: /^Descargar/ }).first());
    });
  });

  test('Como periodista leo cada reporte y sus tablas dicen lo mismo que los datos publicados', async ({
    page,
    request,
  }) => {
    // Nine reports in one story.
    test.slow();
    type Api = Record<string, never> & Record<string, unknown>;
    type Cell = string | number | null; // null: a cell not compared (a link)
    type Row = Record<string, unknown>;
    const rowsOf = (key: string) => (api: Api) => api[key] as Row[];
    const byInstitution = (cells: (r: Row) => Cell[]) => (r: Row) =>
      [r.nombre_institucion as string, ...cells(r)] as [string, ...Cell[]];
    const sum = (rows: Row[], value: (r: Row) => number) => rows.reduce((t, r) => t + value(r), 0);
    const counts = (r: Row) => [r.siglas as string, r.tramites as number, r.modalidades as number];
    const institutionTotals = (api: Api) => {
      const t = api.totales as Row;
      return [null, t.tramites, t.modalidades] as Cell[];
    };
    const nivel = (r: Row, id: number) =>
      (r.conteos as { nivel_id: number; total: number }[]).find((c) => c.nivel_id === id)?.total ?? 0;

    const reports: {
      link: string;
      endpoint: string;
      caption: string;
      rows: (api: Api) => Row[];
      row: (r: Row) => [string, ...Cell[]];
      total: (api: Api) => Cell[];
    }[] = [
      {
        link: 'Solicitudes de inscripción por institución',
        endpoint: 'tramites',
        caption: 'Trámites y modalidades con solicitud de inscripción por institución',
        rows: rowsOf('instituciones'),
        row: byInstitution(counts),
        total: institutionTotals,
      },
      {
        link: 'Instituciones con trámites cargados',
        endpoint: 'instituciones',
        caption: 'Trámites y modalidades cargados por institución',
        rows: rowsOf('instituciones'),
        row: byInstitution(counts),
        total: institutionTotals,
      },
      {
        link: 'Estado de los trámites evaluados',
        endpoint: 'estadosWithTramites',
        caption: 'Trámites evaluados por estado',
        rows: rowsOf('estados'),
        row: (r) => [r.nombre as string, r.conteo as number, r.ajuste as number, r.total as number],
        total: (api) => {
          const estados = api.estados as Row[];
          return [
            sum(estados, (e) => e.conteo as number),
            sum(estados, (e) => e.ajuste as number),
            api.total as number,
          ];
        },
      },
      {
        link: 'Tiempo promedio de respuesta',
        endpoint: 'tiempoPromedio',
        caption: 'Modalidades por banda de tiempo promedio de respuesta',
        rows: rowsOf('bandas'),
        row: (r) => [r.codigo as string, r.nombre as string, r.total as number, null],
        total: (api) => [null, api.total as number, null],
      },
      {
        link: 'Requisitos innecesarios eliminados',
        endpoint: 'requisitos_eliminados',
        caption: 'Requisitos innecesarios eliminados por institución',
        rows: rowsOf('instituciones'),
        row: byInstitution((r) => [r.siglas as string, r.requisitos as number, r.modalidades as number]),
        total: (api) => {
          const t = api.totales as Row;
          return [null, t.requisitos as number, t.modalidades as number];
        },
      },
      {
        link: 'Niveles de digitalización',
        endpoint: 'nivelesDeDigitalizacion',
        caption: 'Modalidades por nivel de digitalización e institución',
        rows: rowsOf('instituciones'),
        row: (r) => [
          r.nombre_institucion as string,
          r.siglas as string,
          ...[1, 2, 3, 4, 5].map((id) => nivel(r, id)),
          r.total as number,
        ],
        total: (api) => {
          const rows = api.instituciones as Row[];
          const niveles = (api.niveles as { id: number }[]).map((n) => sum(rows, (r) => nivel(r, n.id)));
          return [null, ...niveles, sum(rows, (r) => r.total as number)];
        },
      },
      {
        link: 'Trámites sin solicitud',
        endpoint: 'tramites_sin_solicitud',
        caption: 'Trámites y modalidades sin solicitud de inscripción por institución',
        rows: rowsOf('instituciones'),
        row: byInstitution(counts),
        total: institutionTotals,
      },
      {
        link: 'Trámites evaluados',
        endpoint: 'tramites_evaluados',
        caption: 'Resoluciones emitidas por institución y categoría',
        rows: rowsOf('instituciones'),
        row: byInstitution((r) => [
          r.siglas as string,
          ...EVALUATED_CATEGORY_CODES.map((c) => r[c] as number),
          r.total as number,
        ]),
        total: (api) => {
          const rows = api.instituciones as Row[];
          return [
            null,
            ...EVALUATED_CATEGORY_CODES.map((c) => sum(rows, (r) => r[c] as number)),
            sum(rows, (r) => r.total as number),
          ];
        },
      },
      {
        link: 'Top 10 de digitalización',
        endpoint: 'top10_digitalizacion',
        caption: 'Instituciones por porcentaje de digitalización',
        rows: rowsOf('instituciones'),
        row: byInstitution((r) => [
          r.posicion as number,
          r.siglas as string,
          r.modalidades as number,
          r.modalidades_digitalizadas as number,
          r.niveles as number,
          r.porcentaje as number,
        ]),
        total: (api) => {
          const rows = api.instituciones as Row[];
          // The total percentage is derived on the page; the counts are compared.
          return [
            null,
            null,
            sum(rows, (r) => r.modalidades as number),
            sum(rows, (r) => r.modalidades_digitalizadas as number),
            sum(rows, (r) => r.niveles as number),
            null,
          ];
        },
      },
    ];

    /** A cell as the reader sees it: a number with Spanish digit grouping (and '%'), or text. */
    const expectCells = (actual: string[], expected: Cell[], where: string) => {
      expect(actual.length, where).toBe(expected.length);
      expected.forEach((value, i) => {
        if (value === null) return;
        if (typeof value === 'string') expect(squash(actual[i]!), where).toBe(squash(value));
        else {
          expect(actual[i], where).toMatch(/^-?[\d,]+(\.\d)?( %)?$/);
          expect(Number(actual[i]!.replace(/[^\d.-]/g, '')), where).toBe(value);
        }
      });
    };
    await test.step('voy a «Reportes» desde el menú', async () => {
      await page.goto('/catalogos');
      await mainNav(page).getByRole('link', { name: 'Reportes', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
    });

    for (const [i, r] of reports.entries()) {
      await test.step(`abro «${r.link}»: su gráfico tiene al lado una tabla con las mismas cifras que los datos publicados`, async () => {
        // The reports are rendered on the server: the page is compared with the published figures.
        if (i > 0)
          await page
            .getByRole('navigation', { name: 'Reportes', exact: true })
            .getByRole('link', { name: r.link, exact: true })
            .click();
        const respuesta = await request.get(`/api/graphics/${r.endpoint}`);
        expect(respuesta.status()).toBe(200);
        const api = (await respuesta.json()) as Api;
        await expect(page.getByRole('heading', { level: 2, name: r.link })).toBeVisible();
        const figura = page.getByRole('figure');
        await expect(figura.locator('[data-dato]').first()).toBeVisible();

        const tabla = page.getByRole('table', { name: r.caption });
        await expect(tabla.locator('tbody tr').first()).toBeVisible();
        const cells = (selector: string) =>
          tabla
            .locator(selector)
            .evaluateAll((rows) =>
              rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => (c.textContent ?? '').trim())),
            );
        const expected = new Map(r.rows(api).map((row) => [squash(r.row(row)[0]), r.row(row)]));
        const shown = await cells('tbody tr');
        expect(shown.length).toBeGreaterThan(0);
        for (const [header, ...rest] of shown) {
          const row = expected.get(squash(header!));
          expect(row, `${r.link}: fila «${header}»`).toBeDefined();
          expectCells(rest, row!.slice(1), `${r.link}: ${header}`);
        }
        const [total, ...totalCells] = (await cells('tfoot tr')).at(-1)!;
        expect(total).toMatch(/^Total/);
        expectCells(totalCells, r.total(api), `${r.link}: ${total}`);
      });
    }
  });

  test('Como evaluadora registro la base legal y el dictamen de un requisito, y la página pública lo refleja', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const [evaluadora] = DEMO_USERS;
    // A registered modality (a ruling hides requirements only in state 11 or 13) with a request requirement
    // the ruling rule applies to (not type 1 or 2), alone with its name, next to others that stay.
    const sujeto = (x: Modalidad) =>
      isRegisteredState(x.estado_id)
        ? solicitud(x).find(
            (r) =>
              !(RULING_EXEMPT_REQUIREMENT_TYPES as readonly number[]).includes(r.tipo_requisito_id) &&
              solicitud(x).filter((o) => o.nombre === r.nombre).length === 1,
          )
        : undefined;
    const m = await findModalidad(
      request,
      'una modalidad inscrita con un requisito de la solicitud que se puede dictaminar',
      (x) => sujeto(x) != null && solicitud(x).length > 1,
      { fromEnd: true },
    );
    const requisito = sujeto(m)!;
    const { regulaciones } = (await (
      await request.get('/api/solicitudes_regulacion/regulaciones?nombre=ley')
    ).json()) as { regulaciones: { nombre: string }[] };
    const regulacion = regulaciones[0]!;
    const valor = String(100 + Math.floor(Math.random() * 800));

    // The public page, seen by a visitor who is not logged in. A new visitor each time: the API lets
    // browsers keep a modality for 60 s, so someone who had it open sees a change within a minute.
    const visitantes: BrowserContext[] = [];
    const abrirPublica = async () => {
      const visitante = await browser.newContext({ baseURL });
      visitantes.push(visitante);
      const publica = hydrating(await visitante.newPage());
      await publica.goto(detailUrl(m));
      await publica.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
      const tabla = publica.getByRole('table', { name: 'Requisitos que forman parte de la solicitud' });
      await expect(tabla.getByRole('row').nth(1)).toBeVisible();
      return { publica, tabla };
    };

    await test.step('inicio sesión como evaluadora y llego a la modalidad', async () => {
      await page.goto(`/admin/login?redirect=${encodeURIComponent(detailUrl(m))}`);
      await page.getByLabel('Correo electrónico').fill(evaluadora.email);
      await page.getByLabel('Contraseña').fill(evaluadora.password);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
    });

    const dialogo = page.getByRole('dialog', { name: `Base legal: ${requisito.nombre}` });
    await test.step(`registro la base legal de «${requisito.nombre}»: ${regulacion.nombre}, artículo ${valor}`, async () => {
      await page.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
      await page
        .getByRole('button', { name: `Ver base legal de ${requisito.nombre}` })
        .first()
        .click();
      await dialogo.getByRole('button', { name: 'Agregar referencia' }).click();
      await dialogo
        .getByRole('combobox', { name: 'Regulación', exact: true })
        .fill(regulacion.nombre.slice(0, 12));
      await page.getByRole('option', { name: regulacion.nombre }).first().click();
      await page.getByRole('combobox', { name: 'Referencia', exact: true }).click();
      await page.getByRole('option', { name: /Art/ }).first().click();
      await dialogo.getByLabel('Valor de referencia').fill(valor);
      await dialogo.getByRole('button', { name: 'Guardar referencia' }).click();
      await expect(dialogo.getByRole('row').filter({ hasText: valor })).toBeVisible();
    });

    await test.step('como visitante, veo esa base legal en la página pública del requisito', async () => {
      const { publica } = await abrirPublica();
      await publica
        .getByRole('button', { name: `Ver base legal de ${requisito.nombre}` })
        .first()
        .click();
      const base = publica.getByRole('dialog', { name: `Base legal: ${requisito.nombre}` });
      await expect(
        base.getByRole('row').filter({ hasText: regulacion.nombre }).filter({ hasText: valor }),
      ).toBeVisible();
      await expect(base.getByRole('button', { name: 'Agregar referencia' })).toHaveCount(0);
    });

    await test.step('en la fase 2 dictamino el requisito como «No conforme: eliminar»', async () => {
      await dialogo.getByRole('button', { name: 'Cerrar' }).click();
      await page.getByRole('switch', { name: 'Modo de evaluación fase 2' }).check();
      await page
        .getByRole('button', { name: `Ver base legal de ${requisito.nombre}` })
        .first()
        .click();
      await expect(dialogo.getByRole('heading', { name: 'Dictaminar sección' })).toBeVisible();
      await dialogo
        .getByLabel('Comentarios')
        .fill('El requisito no tiene base legal suficiente: se elimina.');
      await dialogo.getByRole('combobox', { name: 'Estado', exact: true }).click();
      await page.getByRole('option', { name: 'No conforme: eliminar', exact: true }).click();
      // The base legal's save above said "Guardado con éxito." too; on a fast run its notification is still
      // up (it closes after 4 s): the one awaited below must be this save's, not that one.
      await expect(page.getByText('Guardado con éxito.')).toHaveCount(0, { timeout: 10_000 });
      await dialogo.getByRole('button', { name: 'Guardar dictamen' }).click();
      await expect(page.getByText('Guardado con éxito.')).toBeVisible();
    });

    await test.step('como visitante, el requisito eliminado ya no aparece entre los de la solicitud y los demás siguen', async () => {
      const { tabla } = await abrirPublica();
      await expect(tabla.getByRole('row')).toHaveCount(solicitud(m).length);
      await expect(tabla.getByRole('rowheader', { name: requisito.nombre, exact: true })).toHaveCount(0);
      const otro = solicitud(m).find((r) => r.id !== requisito.id)!;
      await expect(tabla.getByRole('rowheader', { name: otro.nombre }).first()).toBeVisible();
    });
    for (const visitante of visitantes) await visitante.close();
  });
});
