/**
 * The pages on the light design (issue 30, decision 031) against the real RSC build of the web app
 * (`npm run build` writes apps/web/dist-pages) and the real database: served by
 * routes of their own, their statuses, nothing executable inlined (the payload is an inert JSON block),
 * the head of the first HTML, and the classic app's pages left to the browser.
 */
import { DATE_MESSAGES } from '@rnt/contract/date-range';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Modalidad } from '@rnt/contract/modalidad';
import { orderOffices } from '@rnt/contract/modalidad-resumen';
import { onlineProcedureLink, requirementsOfTable } from '@rnt/contract/modalidad-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { MUNICIPIOS } from '@rnt/contract/municipios';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { SUSCRIPCIONES_MESSAGES } from '@rnt/contract/suscripciones';
import { testRows } from '@rnt/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../src/config/runtime-config';
import { createTestApp, type TestApp } from './helpers/test-app';
import { LIGHT_PAGE_MARK, requirePagesBuild, webDist } from './helpers/web-build';

const ORIGIN = 'https://tramites.example.gob.sv';

let t: TestApp;
beforeAll(async () => {
  requirePagesBuild('rsc-pages.test.ts');
  t = await createTestApp({ webDist, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** Every `<script>` of a page without `src` must be data, never code (the CSP refuses inline code). */
const inlineScriptTypes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bsrc=/.test(attrs))
    .map((attrs) => /\btype="([^"]+)"/.exec(attrs)?.[1] ?? 'text/javascript');

async function aPublicModality() {
  const [row] = await testRows<{ id: number; tramite_id: number; nombre: string }>(
    t.database.db,
    sql`SELECT m.id, m.tramite_id, m.nombre FROM modalidades m
        WHERE m.estado_id IN (11, 13) ORDER BY m.id LIMIT 1`,
  );
  return row!;
}

describe('light pages', () => {
  it('renders the home with its search form, results and link paging, and no inline code', async () => {
    const res = await get('/?nombre=licencia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<title>Inicio - Registro Nacional de Trámites</title>');
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="nombre"[^>]*value="licencia"/);
    expect(html).toMatch(/Se encontraron \d+ trámites\. Página 1 de \d+\./);
    // Every filter is a native field of the GET form; the second page is a link.
    for (const name of [
      'municipio',
      'estado',
      'institucion_id',
      'unidad_id',
      'categoria_id',
      'clasificacion_id',
    ])
      expect(html, name).toMatch(new RegExp(`<select[^>]*name="${name}"`));
    expect(html).toMatch(/<a href="\/\?nombre=licencia&amp;page=2#resultados-titulo" aria-label="Página 2"/);
    // No inline script at all (the Content-Security-Policy allows none): the islands' props are attributes.
    expect(inlineScriptTypes(html)).toEqual([]);
    expect(html).toContain('<rnt-isla data-isla="search-box#SearchBox"');
    expect(html).not.toContain('rsc-payload');
    expect(html).toMatch(/<script type="module" src="\/assets\/[^"]+\.js"/);
  });

  it('renders a modality page with its data, canonical link on PUBLIC_URL and JSON-LD', async () => {
    const m = await aPublicModality();
    const res = await get(modalidadPagePath(m.tramite_id, m.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="canonical" href="${ORIGIN}${modalidadPagePath(m.tramite_id, m.id)}"/>`,
    );
    expect(res.body).toContain('<script type="application/ld+json">');
    expect(res.body).toContain('Resumen del trámite');
    expect(inlineScriptTypes(res.body).every((type) => /^application\/(ld\+)?json$/.test(type))).toBe(true);
  });

  it('keeps one modality page per "Mi municipio": the address carries it, hers comes first (issue 31)', async () => {
    // A modality done in person at offices of several departments.
    let m: Modalidad | undefined;
    for (let id = 1; id <= 200 && !m; id++) {
      const res = await get(`/api/public_modalidad_get_id/${id}`);
      if (res.statusCode !== 200) continue;
      const x = (res.json() as { modalidad: Modalidad }).modalidad;
      const inPerson = !onlineProcedureLink(requirementsOfTable(x.requisitos, true));
      if (inPerson && x.contactos_oficinas.length >= 3) m = x;
    }
    expect(m, 'a modality with several offices').toBeDefined();
    const first = m!.contactos_oficinas[0]!.oficina.nombre;
    const municipio = MUNICIPIOS.find(
      (x) => orderOffices(m!.contactos_oficinas, x)[0]!.contacto.oficina.nombre !== first,
    )!;
    const hers = orderOffices(m!.contactos_oficinas, municipio)[0]!.contacto.oficina.nombre;
    const path = modalidadPagePath(m!.tramite_id, m!.id);
    const donde = (html: string) => /data-testid="resumen-donde">(.*?)<\/div>/s.exec(html)?.[1] ?? '';

    const plain = await get(path);
    expect(donde(plain.body)).toContain(`En ${m!.contactos_oficinas.length} oficinas`);
    expect(donde(plain.body)).not.toContain(first);
    const chosen = await get(`${path}?municipio=${municipio.id}`);
    expect(chosen.statusCode).toBe(200);
    expect(donde(chosen.body)).toContain(hers);
    expect(chosen.headers.etag).not.toBe(plain.headers.etag);
    // The kept pages do not mix: each address answers its own page again.
    expect(donde((await get(path)).body)).not.toContain(hers);
    expect((await get(`${path}?municipio=${municipio.id}`)).headers.etag).toBe(chosen.headers.etag);
    // An unknown municipality is none.
    expect(donde((await get(`${path}?municipio=no-existe`)).body)).toBe(donde(plain.body));
  });

  it('answers an unknown or malformed modality with 404 and the Spanish page', async () => {
    for (const url of ['/tramite/1/detalles/999999', '/tramite/1/detalles/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      // The modality's own 404, as the classic page: it says what is missing and leads back to its procedure.
      expect(res.body).toContain('<h1>La modalidad no existe</h1>');
      expect(res.body).toContain('<a href="/tramite/1">Volver al trámite</a>');
      expect(res.body).toMatch(/<form[^>]*role="search"/);
    }
  });

  it('sends an ETag and answers 304 when the page did not change', async () => {
    const first = await get('/');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // The same page keeps its ETag however its reads' timing orders the stylesheet links React writes
    // (on PostgreSQL the order changed from one request to the next).
    const etags = new Set<string>();
    for (let i = 0; i < 6; i++) etags.add(String((await get('/')).headers.etag));
    expect([...etags]).toEqual([etag]);
  });

  it('reads each data version once for a page: its cache and the API reads of its render share the read', async () => {
    const [m] = await testRows<{ id: number; tramite_id: number }>(
      t.database.db,
      sql`SELECT id, tramite_id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id DESC LIMIT 1`,
    );
    // The reads of `versiones_datos` (prepared as `version_datos`), counted by scope as they go out.
    const { session } = t.database.db as unknown as {
      session: { prepareQuery: (q: { params: unknown[] }, f: unknown, name: string, a: boolean) => unknown };
    };
    const reads = new Map<string, number>();
    const prepare = session.prepareQuery.bind(session);
    session.prepareQuery = (q, f, name, a) => {
      if (name === 'version_datos') reads.set(String(q.params[0]), (reads.get(String(q.params[0])) ?? 0) + 1);
      return prepare(q, f, name, a);
    };
    try {
      // A first read: neither the page nor the modality's JSON is kept yet, so both caches ask.
      const res = await get(modalidadPagePath(m!.tramite_id, m!.id));
      expect(res.statusCode).toBe(200);
    } finally {
      session.prepareQuery = prepare;
    }
    expect(reads.get('modalidades')).toBe(1);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
  });

  it("serves the change alerts' link pages: a POST form, never stored when the address has the token", async () => {
    const res = await get('/suscripciones/confirmar?token=un-token-de-prueba');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toMatch(
      /<form[^>]*method="post"[^>]*action="\/api\/public\/suscripciones\/confirmar"|<form[^>]*action="\/api\/public\/suscripciones\/confirmar"[^>]*method="post"/,
    );
    expect(res.body).toMatch(/<input type="hidden" name="token" value="un-token-de-prueba"\/>/);
    expect(res.body).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(res.body).toContain('Confirmar suscripción');
    const used = await get('/suscripciones/confirmar?estado=invalida');
    expect(used.body).toContain(SUSCRIPCIONES_MESSAGES.confirmacionInvalida);
    expect(used.headers['cache-control']).toBe('no-cache');
    const baja = await get('/suscripciones/baja?token=1.abc');
    expect([baja.statusCode, baja.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(baja.body).toContain('Dejar de recibir avisos');
    expect((await get('/suscripciones/baja?estado=baja')).body).toContain(SUSCRIPCIONES_MESSAGES.baja);
  });

  it('shows "Recibir avisos de cambios" on the modality page, and the notice after the form without JavaScript', async () => {
    const m = await aPublicModality();
    const res = await get(modalidadPagePath(m.tramite_id, m.id, '?suscripcion=enviada'));
    expect(res.body).toContain('<section id="avisos"');
    expect(res.body).toContain(SUSCRIPCIONES_MESSAGES.titulo);
    expect(res.body).toMatch(/<form[^>]*action="\/api\/public\/suscripciones" method="post"/);
    expect(res.body).toContain(`<input type="hidden" name="modalidad_id" value="${m.id}"/>`);
    expect(res.body).toContain(SUSCRIPCIONES_MESSAGES.enviada);
    expect((await get(modalidadPagePath(m.tramite_id, m.id))).body).not.toContain(
      SUSCRIPCIONES_MESSAGES.enviada,
    );
  });

  it('an institution nobody knows (a hand-edited link) still renders the search, with no units offered', async () => {
    // The search answers (empty); the units' read answers 404: the page is not an error page.
    const res = await get('/?institucion_id=999999&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Resultados de la búsqueda');
    const units = /<select[^>]*name="unidad_id"[^>]*>(.*?)<\/select>/s.exec(res.body)?.[1] ?? '';
    expect(units.match(/<option/g)).toHaveLength(1);
  });

  it('renders a procedure page: its modalities, each state in words, and its own 404', async () => {
    const m = await aPublicModality();
    const res = await get(`/tramite/${m.tramite_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(LIGHT_PAGE_MARK);
    expect(res.body).toMatch(/<h2>Modalidades \(\d+\)<\/h2>/);
    expect(res.body).toContain(`href="${modalidadPagePath(m.tramite_id, m.id)}"`);
    expect(res.body).toMatch(/<span class="[^"]+"><span class="[^"]+">Estado: <\/span>Inscrito<\/span>/);
    for (const url of ['/tramite/999999', '/tramite/abc']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('<h1>El trámite no existe</h1>');
    }
    // Filters carried from a link that match nothing: the page says so, it is not a 404.
    const none = await get(`/tramite/${m.tramite_id}?estado=XYZ`);
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Ver todas las modalidades del trámite');
    // "Ver todas" drops the filters but keeps her municipality (issue 31); the canonical link keeps neither.
    const municipio = MUNICIPIOS[0]!.id;
    const hers = await get(`/tramite/${m.tramite_id}?estado=XYZ&municipio=${municipio}`);
    expect(hers.body).toContain(
      `<a href="${tramitePagePath(m.tramite_id, `?municipio=${municipio}`)}">Ver todas las modalidades del trámite</a>`,
    );
    expect(hers.body).toContain(`<link rel="canonical" href="${ORIGIN}${tramitePagePath(m.tramite_id)}"/>`);
  });

  it('"Limpiar" without JavaScript opens the empty home', async () => {
    const res = await get('/?nombre=licencia&limpiar=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('the catalogue and resolution searches: dates typed DD-MM-YYYY go to the address as YYYY-MM-DD', async () => {
    const catalogo = await get('/catalogos?nombre=ley&fechadesde=1-03-2020&fechahasta=31-12-2020&tomo_do=');
    expect(catalogo.statusCode).toBe(302);
    expect(catalogo.headers.location).toBe(
      '/catalogos?nombre=ley&fechadesde=2020-03-01&fechahasta=2020-12-31&tomo_do=',
    );
    // With the type of the form too: it moves into the path at the same time.
    const tipo = await get('/catalogos/3?fechadesde=01-03-2020&fechahasta=31-12-2020&tipo_solicitud_id=2');
    expect(tipo.headers.location).toBe('/catalogos/2?fechadesde=2020-03-01&fechahasta=2020-12-31');
    const resoluciones = await get('/resoluciones?fechadesde=01-03-2025&fechahasta=31-03-2025&tipo=1');
    expect(resoluciones.statusCode).toBe(302);
    expect(resoluciones.headers.location).toBe(
      '/resoluciones?fechadesde=2025-03-01&fechahasta=2025-03-31&tipo=1',
    );
    // The page shows them as they are displayed, DD-MM-YYYY.
    const shown = await get('/resoluciones?fechadesde=2025-03-01&fechahasta=2025-03-31');
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toMatch(/<input[^>]*name="fechadesde"[^>]*value="01-03-2025"/);
    expect(shown.body).toMatch(/Se encontr(ó|aron) \d+ resoluci/);
  });

  it('a date that does not exist is said in Spanish under its field, kept as typed, and nothing is searched', async () => {
    for (const url of [
      '/resoluciones?nombre=licencia&fechadesde=31-02-2025&fechahasta=2025-03-31',
      '/catalogos?nombre=ley&fechadesde=31-02-2025&fechahasta=2025-03-31',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(DATE_MESSAGES.fechaVisibleInvalida);
      const desde = /<input[^>]*name="fechadesde"[^>]*>/.exec(res.body)?.[0] ?? '';
      expect(desde, url).toContain('value="31-02-2025"');
      expect(desde, url).toContain('aria-invalid="true"');
      expect(res.body, url).toContain('Use los filtros para buscar');
    }
  });

  it('a query the API refuses (400) says in Spanish what was wrong, not a connection problem', async () => {
    const nombre = 'a'.repeat(201);
    for (const url of [`/resoluciones?nombre=${nombre}`, `/catalogos?nombre=${nombre}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const alert = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(res.body)?.[1] ?? '';
      expect(alert, url).toContain('No se pudo realizar la búsqueda');
      expect(alert, url).toMatch(/El nombre admite como máximo \d+ caracteres\./);
      expect(res.body, url).not.toContain('Verifique su conexión');
      // What was typed stays in its field.
      expect(res.body, url).toMatch(new RegExp(`<input[^>]*name="nombre"[^>]*value="${nombre}"`));
    }
  });

  it('"Limpiar" without JavaScript opens the empty catalogue or resolution search', async () => {
    const catalogo = await get('/catalogos/2?nombre=ley&limpiar=1');
    expect(catalogo.statusCode).toBe(302);
    expect(catalogo.headers.location).toBe('/catalogos');
    const resoluciones = await get('/resoluciones?nombre=licencia&limpiar=1');
    expect(resoluciones.headers.location).toBe('/resoluciones');
  });

  it('the catalogue and resolutions carry their own canonical link, without the query', async () => {
    for (const [url, canonical] of [
      ['/catalogos/2?estado=1', '/catalogos/2'],
      ['/resoluciones?tipo=1', '/resoluciones'],
    ] as const) {
      const res = await get(url);
      expect(res.body, url).toContain(LIGHT_PAGE_MARK);
      expect(res.body, url).toContain(`<link rel="canonical" href="${ORIGIN}${canonical}"/>`);
      expect(inlineScriptTypes(res.body), url).not.toContain('text/javascript');
    }
  });

  it('renders the reports: the side menu, each report with its chart and table, its own 404', async () => {
    const res = await get('/reportes/estados');
    expect(res.statusCode).toBe(200);
    expect(inlineScriptTypes(res.body).every((type) => type !== 'text/javascript')).toBe(true);
    expect(res.body).toMatch(/<nav[^>]*aria-label="Reportes"/);
    expect(res.body).toMatch(/<a href="\/reportes\/estados" aria-current="page">/);
    expect(res.body).toContain('Trámites evaluados por estado');
    expect(res.body).toContain('data-dato');
    expect(res.body).toMatch(
      /<a [^>]*href="data:text\/csv;charset=utf-8,%EF%BB%BF[^"]*" download="reporte-estados.csv"/,
    );
    expect(res.body).not.toContain('recharts');
    const unknown = await get('/reportes/no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('La página no existe');
  });

  it('renders the side menu as the reader left it (its cookie), and leaves it to the screen without one', async () => {
    const menu = (html: string) => /<nav[^>]*aria-label="Reportes"[^>]*>/.exec(html)![0];
    const closed = await t.app.inject({
      method: 'GET',
      url: '/reportes',
      headers: { cookie: 'reportes_menu=cerrado' },
    });
    expect(menu(closed.body)).toMatch(/\bhidden=""/);
    const open = await t.app.inject({
      method: 'GET',
      url: '/reportes',
      headers: { cookie: 'x=1; reportes_menu=abierto' },
    });
    expect(menu(open.body)).not.toMatch(/\bhidden/);
    expect(open.body).toMatch(/data-open="true"/);
    const none = await get('/reportes');
    expect(menu(none.body)).not.toMatch(/\bhidden/);
    expect(none.body).toMatch(/data-auto="true"/);
  });

  it('a report whose figures cannot be read answers 503, says so in place and offers to try again', async () => {
    // The figure's query fails (a column it reads is gone); the other reports and the menu are untouched.
    await t.database.db.execute(
      sql`ALTER TABLE requisitos RENAME COLUMN fecha_eliminacion TO fecha_eliminacion_x`,
    );
    try {
      const res = await get('/reportes/requisitos-eliminados');
      expect(res.statusCode).toBe(503);
      expect(res.body).toMatch(/role="alert"[^>]*>.*No se pudo cargar el reporte/s);
      expect(res.body).toContain('<a href="/reportes/requisitos-eliminados">Reintentar</a>');
      expect(res.body).toMatch(/<nav[^>]*aria-label="Reportes"/);
    } finally {
      await t.database.db.execute(
        sql`ALTER TABLE requisitos RENAME COLUMN fecha_eliminacion_x TO fecha_eliminacion`,
      );
    }
    expect((await get('/reportes/requisitos-eliminados')).statusCode).toBe(200);
  });

  it('collapses double slashes in a light page’s path, keeping its query', async () => {
    const res = await get('//catalogos//2?estado=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/catalogos/2?estado=1');
    expect((await get('/resoluciones//')).statusCode).not.toBe(200);
  });

  it('renders /seguimiento: a GET form that works without JavaScript, Spanish messages beside the fields', async () => {
    const empty = await get('/seguimiento');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<title>Seguimiento de denuncias - Registro Nacional de Trámites</title>');
    expect(empty.body).toContain(`<link rel="canonical" href="${ORIGIN}/seguimiento"/>`);
    const form = /<form[^>]*>/.exec(empty.body.slice(empty.body.indexOf('<main')))![0];
    expect(form).toContain('action="/seguimiento"');
    expect(form).toContain('method="get"');
    expect(empty.body).toMatch(/<input[^>]*name="folio"/);
    expect(empty.body).toMatch(/<input[^>]*name="codigo"/);
    expect(empty.body).not.toContain('Revise los siguientes campos');
    expect(inlineScriptTypes(empty.body).every((t) => t.startsWith('application/'))).toBe(true);

    // Sent without JavaScript with both fields empty: each message beside its field and in the summary.
    const required = await get('/seguimiento?folio=&codigo=');
    expect(required.statusCode).toBe(200);
    expect(required.body).toContain('Revise los siguientes campos');
    expect(required.body).toContain(`id="seguimiento-folio-error"`);
    expect(required.body).toContain(MESSAGES.folioRequerido);
    expect(required.body).toContain(MESSAGES.codigoSeguimientoRequerido);

    // Malformed: the typed text comes back in the fields, with the format each one needs.
    const wrong = await get(`/seguimiento?${new URLSearchParams({ folio: 'rnt-26-1', codigo: 'abc' })}`);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toMatch(/<input[^>]*name="folio"[^>]*value="rnt-26-1"/);
    expect(wrong.body).toMatch(/<input[^>]*name="codigo"[^>]*value="abc"/);
    expect(wrong.body).toContain(MESSAGES.folioInvalido);
    expect(wrong.body).toContain(MESSAGES.codigoSeguimientoInvalido);
    expect(wrong.body).toMatch(/aria-invalid="true"/);
    // The address carries a code (even a malformed one): the page is one person's.
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it('renders /error with the ways back and the contact of the runtime configuration', async () => {
    const res = await get('/error');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Error - Registro Nacional de Trámites</title>');
    expect(res.body).toContain('<h1>Ocurrió un error</h1>');
    expect(res.body).toMatch(/<a href="\/"[^>]*>Volver al inicio<\/a>/);
    expect(res.body).toContain('Regresar a la página anterior');
    const { contacto } = DEFAULT_RUNTIME_CONFIG;
    expect(res.body).toContain(`href="mailto:${contacto.correo}"`);
    expect(res.body).toContain(`href="tel:${contacto.telefono.replace(/[^+\d]/g, '')}"`);
  });
});

describe('the light pages at their addresses', () => {
  it('serves the home, procedure and modality pages from the light design (LIGHT_PAGES)', async () => {
    for (const url of ['/', '/inicio', '/?nombre=pasaporte&page=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(LIGHT_PAGE_MARK);
      expect(res.body, url).toContain('<link rel="canonical" href="https://tramites.example.gob.sv/"/>');
    }
    const m = await aPublicModality();
    const page = await t.app.inject({ method: 'GET', url: modalidadPagePath(m.tramite_id, m.id) });
    expect(page.body).toContain(LIGHT_PAGE_MARK);
    // The certificates' old link is the same page, at its one address; the comment form's is its own
    // light page (issue 30), and an unknown modality its 404.
    const old = await t.app.inject({ method: 'GET', url: `/tramite/${m.tramite_id}/${m.id}?x=1` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`${modalidadPagePath(m.tramite_id, m.id)}?x=1`);
    const comment = await t.app.inject({
      method: 'GET',
      url: `/tramite/comentarios-ciudadanos/${m.id}`,
    });
    expect(comment.statusCode).toBe(200);
    expect(comment.body).toContain(LIGHT_PAGE_MARK);
    expect(comment.body).toContain('Modalidad: ');
    for (const url of ['/tramite/comentarios-ciudadanos/999999999', '/tramite/comentarios-ciudadanos/x1']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).toContain('La modalidad no existe o no está inscrita');
    }
    for (const url of ['/denuncias', '/comentario-ciudadano', '/denuncia-ciudadana']) {
      const form = await t.app.inject({ method: 'GET', url });
      expect(form.statusCode, url).toBe(200);
      expect(form.body, url).toContain(LIGHT_PAGE_MARK);
      expect(form.body, url).toContain(
        '<link rel="canonical" href="https://tramites.example.gob.sv/comentario-ciudadano"/>',
      );
      expect(form.body, url).toContain('Motivo del comentario');
    }
    // Complaint tracking and the error page (issue 30): the last public pages moved.
    for (const [url, heading] of [
      ['/seguimiento', 'Seguimiento de denuncias'],
      ['/error', 'Ocurrió un error'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(LIGHT_PAGE_MARK);
      expect(res.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });
});

describe('a light page whose renderer fails', () => {
  it('answers 500 with the static Spanish error page, never a JSON error nor a blank page', async () => {
    // A build whose page renderer throws (a broken deployment), beside a classic index.html.
    const root = mkdtempSync(path.join(tmpdir(), 'rnt-paginas-'));
    mkdirSync(path.join(root, 'dist'));
    writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(root, 'dist-pages', 'server'), { recursive: true });
    writeFileSync(
      path.join(root, 'dist-pages', 'server', 'index.js'),
      "export default async function handler() { throw new Error('compilación rota'); }",
    );
    const broken = await createTestApp({ webDist: path.join(root, 'dist') });
    try {
      const res = await broken.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('Ocurrió un error');
    } finally {
      await broken.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
