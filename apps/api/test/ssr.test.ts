/**
 * The pages against the real build of the web app (`npm run build` writes apps/web/dist, the classic app,
 * and apps/web/dist-pages, the light design) and the real database: the light pages rendered on the server
 * (issue 21, decision 031) with their statuses, head and data; the classic app's pages (the staff back
 * office) sent as index.html to render in the browser (issue 30); the sitemap and robots.txt.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PAGES } from '@rnt/contract/page-paths';
import { DEFAULT_RUNTIME_CONFIG } from '../src/config/runtime-config';
import { createTestApp, type TestApp } from './helpers/test-app';
import { LIGHT_PAGE_MARK, requirePagesBuild, webDist } from './helpers/web-build';
import { testRows } from '@rnt/db/testing';

const ORIGIN = 'https://tramites.example.gob.sv';

let t: TestApp;
/** Error-level log lines of the app (a page that fails to render writes one, with its stack). */
const errorLog: string[] = [];
beforeAll(async () => {
  requirePagesBuild('ssr.test.ts');
  // PUBLIC_URL reaches the app as server.ts passes it, validated by the env schema (issue 17).
  const stream = new Writable({
    write(chunk, _encoding, done) {
      errorLog.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ webDist, publicUrl: ORIGIN }, { server: { logger: { level: 'error', stream } } });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
/** The opening tag of the first form, and the opening tags of the inputs named `name`, of a page. */
const formTag = (html: string) => /<form\b[^>]*>/.exec(html)?.[0] ?? '';
const inputTags = (html: string, name: string) =>
  (html.match(/<input\b[^>]*>/g) ?? []).filter((tag) => tag.includes(` name="${name}"`));
/** Text as React writes it in HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const count = async (query: ReturnType<typeof sql>) =>
  Number((await testRows<{ n: string | number }>(t.database.db, query))[0]!.n);

async function aPublicModality() {
  const [row] = await testRows<{ id: number; tramite_id: number; nombre: string }>(
    t.database.db,
    sql`SELECT m.id, m.tramite_id, m.nombre FROM modalidades m
        WHERE m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal) ORDER BY m.id LIMIT 1`,
  );
  return row!;
}

describe('server-rendered pages', () => {
  it('renders the home with its own title, description, canonical link and Open Graph tags in <head>', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const h = head(res.body);
    expect(h).toContain('<title>Inicio - Registro Nacional de Trámites</title>');
    expect(h).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(h).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    expect(h).toContain(`<meta property="og:url" content="${ORIGIN}/"`);
    expect(h).toContain('<meta property="og:title" content="Inicio - Registro Nacional de Trámites"');
    // Exactly one document title (the chart's SVG bars carry their own <title>s, in the body).
    expect(h.match(/<title>/g)).toHaveLength(1);
  });

  it('renders a modality page with its data, its title, canonical link and JSON-LD', async () => {
    const m = await aPublicModality();
    const url = `/tramite/${m.tramite_id}/detalles/${m.id}`;
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    const escaped = m.nombre.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(h).toContain(`<title>${escaped} - Registro Nacional de Trámites</title>`);
    expect(h).toContain(`<link rel="canonical" href="${ORIGIN}${url}"`);
    expect(res.body).toContain('<script type="application/ld+json">');
    expect(res.body).toContain(`"url":"${ORIGIN}${url}"`);
    expect(res.body).toContain('Requisitos de la solicitud');
  });

  it('renders each report page with its own title and its table', async () => {
    const res = await get('/reportes/estados');
    expect(res.statusCode).toBe(200);
    expect(head(res.body)).toContain(
      '<title>Estado de los trámites evaluados - Reportes - Registro Nacional de Trámites</title>',
    );
    expect(res.body).toContain('<table');
    expect(res.body).not.toContain('Cargando el reporte');
  });

  it('renders the home search results from the query string (a shareable GET search)', async () => {
    const first = await get('/?nombre=licencia');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/Se encontraron \d+ trámites\. Página 1 de \d+\./);
    const second = await get('/?nombre=licencia&page=2');
    expect(second.body).toMatch(/Página 2 de \d+\./);
  });

  it('renders a catalogue GET search (the form sent without JavaScript) with its results and page links', async () => {
    const api = (await get('/api/regulaciones?nombre=ley&estado_tipo_solicitud_regulacion_id=1')).json() as {
      total: number;
      last_page: number;
      solicitudes_regulacion: { nombre: string }[];
    };
    expect(api.last_page).toBeGreaterThan(1);
    const res = await get('/catalogos?nombre=ley&fechadesde=&fechahasta=&estado=1&tomo_do=&numero_do=');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Se encontraron ${api.total} regulaciones; página 1 de ${api.last_page}.`);
    for (const r of api.solicitudes_regulacion)
      expect(res.body.includes(escapeHtml(r.nombre)), r.nombre).toBe(true);
    expect(formTag(res.body)).toContain('method="get"');
    expect(formTag(res.body)).toContain('action="/catalogos"');
    expect(res.body).toContain('href="/catalogos?nombre=ley&amp;estado=1&amp;page=2"');
    // The native fields start from the search: the state checked, the name typed.
    const estados = inputTags(res.body, 'estado');
    expect(estados.filter((tag) => tag.includes('checked=""'))).toEqual([
      expect.stringContaining('value="1"'),
    ]);
    expect(inputTags(res.body, 'nombre')).toEqual([expect.stringContaining('value="ley"')]);
  });

  it('moves the type sent by the GET form into the catalogue path', async () => {
    const res = await get('/catalogos?nombre=ley&tipo_solicitud_id=1&estado=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/catalogos/1?nombre=ley&estado=1');
    const none = await get('/catalogos?nombre=ley&tipo_solicitud_id=');
    expect(none.headers.location).toBe('/catalogos?nombre=ley');
    const typed = await get('/catalogos/1?nombre=ley');
    expect(typed.statusCode).toBe(200);
    expect(typed.body).toMatch(/<option value="1" selected="">Ley<\/option>/);
  });

  it('renders a resolution GET search with its results, and the errors of a bad one', async () => {
    const api = (await get('/api/public/publicTramitesResoluciones?nombre=licencia&tipo=1')).json() as {
      total: number;
      tramites: { numero: string }[];
    };
    expect(api.total).toBeGreaterThan(0);
    const res = await get('/resoluciones?nombre=licencia&fechadesde=&fechahasta=&institucion_id=&tipo=1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/Se encontr(ó|aron) \d+ resoluci/);
    for (const r of api.tramites) expect(res.body.includes(escapeHtml(r.numero)), r.numero).toBe(true);
    expect(formTag(res.body)).toContain('method="get"');
    expect(formTag(res.body)).toContain('action="/resoluciones"');
    const tipos = inputTags(res.body, 'tipo');
    expect(tipos.length).toBeGreaterThan(1);
    expect(tipos.filter((tag) => tag.includes('checked=""'))).toEqual([expect.stringContaining('value="1"')]);

    const reversed = await get('/resoluciones?fechadesde=2024-05-01&fechahasta=2024-01-01');
    expect(reversed.statusCode).toBe(200);
    expect(reversed.body).toContain('La fecha inicial no puede ser posterior a la fecha final.');
    expect(reversed.body).toContain('La fecha final no puede ser anterior a la fecha inicial.');
    expect(reversed.body).toContain('Use los filtros para buscar resoluciones.');
    // The fields say what is wrong: not also the missing criterion (as after a submit with JavaScript).
    expect(reversed.body).not.toContain('Debe ingresar o seleccionar');

    const empty = await get('/resoluciones?nombre=&fechadesde=&fechahasta=');
    expect(empty.body).toContain('Debe ingresar o seleccionar al menos un criterio de búsqueda.');
    // Without a query the page only invites a search.
    expect((await get('/resoluciones')).body).not.toContain('Debe ingresar o seleccionar');
  });

  it('answers an unknown address, procedure or modality with 404 and the Spanish page', async () => {
    const unknown = await get('/esta-pagina-no-existe');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toContain('La página no existe');
    // On the light design (decision 031): no classic app is shipped to say that a page does not exist.
    expect(unknown.body).toContain(LIGHT_PAGE_MARK);
    expect(unknown.body).not.toContain('id="rnt-ssr"');
    expect(head(unknown.body)).toContain(
      '<title>Página no encontrada - Registro Nacional de Trámites</title>',
    );

    for (const [url, text] of [
      ['/tramite/2147483647', 'El trámite no existe'],
      ['/tramite/abc', 'El trámite no existe'],
      ['/tramite/1/detalles/2147483647', 'La modalidad no existe'],
      ['/tramite/abc/detalles/x', 'La modalidad no existe'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(text);
    }
    // API paths keep their JSON 404.
    expect((await get('/api/no-existe')).json().message).toBeTruthy();
  });

  it('answers the Spanish 404 page for paths the router cannot match, with nothing logged as an error', async () => {
    const paths = [
      '/%0A',
      '/%0D',
      '/%E2%80%A8',
      '/tramites/%E2%80%A9',
      '/a%0Ab',
      '/%0D%0Aset-cookie:x=1',
      '/%01',
      '/%1F',
      '/%7F',
      '/%C2%85',
      '/%FF',
      '/%C0%AF',
      '/tramites/%E2%80',
      '/%ED%A0%80',
    ];
    for (const url of paths) {
      errorLog.length = 0;
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('La página no existe');
      expect(head(res.body), url).toContain(
        '<title>Página no encontrada - Registro Nacional de Trámites</title>',
      );
      expect(errorLog, url).toEqual([]);
    }
    // An API path that is not valid UTF-8 keeps its Spanish JSON 400.
    const api = await get('/api/public_tramites/%FF');
    expect(api.statusCode).toBe(400);
    expect(api.json().errors.url).toBeDefined();
  });

  it('gives /reportes and every report page a canonical link naming its own address', async () => {
    const reports = [
      '/reportes',
      '/reportes/instituciones',
      '/reportes/estados',
      '/reportes/promedio-tiempo-respuesta',
      '/reportes/requisitos-eliminados',
      '/reportes/niveles-de-digitalizacion',
      '/reportes/tramites-sin-solicitud',
      '/reportes/tramites-evaluados',
      '/reportes/tramites-top-10',
      '/reportes/denuncias',
    ];
    // Every report the menu offers is in the list (a new report page needs its canonical link too).
    const menu = [...(await get('/reportes')).body.matchAll(/href="(\/reportes[^"?#]*)"/g)].map((m) => m[1]);
    expect(new Set(menu)).toEqual(new Set(reports));
    for (const url of reports) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const links = head(res.body).match(/<link rel="canonical"[^>]*>/g) ?? [];
      expect(links, url).toEqual([`<link rel="canonical" href="${ORIGIN}${url}"/>`]);
    }
  });

  it('sends an ETag and answers 304 when the page did not change', async () => {
    const first = await get('/atlas-de-tramites');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await get('/atlas-de-tramites', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("puts Mantine's rules before the app's own in the stylesheet, which override them", async () => {
    const href = /<link rel="stylesheet"[^>]* href="\/([^"]+)"/.exec(
      head((await get('/admin/login')).body),
    )?.[1];
    const css = readFileSync(path.join(webDist, href!), 'utf8');
    const appRules = [...css.matchAll(/\._[a-zA-Z]+_[a-z0-9]{5}_\d+/g)].map((m) => m.index);
    const mantineRules = [...css.matchAll(/\.m_[0-9a-f]{8}/g)].map((m) => m.index);
    expect(appRules.length).toBeGreaterThan(10);
    expect(mantineRules.length).toBeGreaterThan(100);
    // With the chunks regrouped (decision 027) the app's rules had moved first and lost to Mantine's:
    // the inputs showed no focus outline.
    expect(Math.max(...mantineRules)).toBeLessThan(Math.min(...appRules));
  });

  it('keeps a rendered modality page under the data version, like its JSON, and renders it again after a write', async () => {
    const m = await aPublicModality();
    const url = `/tramite/${m.tramite_id}/detalles/${m.id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(
      (await get(`/api/public_modalidad_get_id/${m.id}`)).headers['cache-control'],
    );
    const etag = String(first.headers.etag);
    // Kept: the same bytes (the same read times inside), and a 304 for the browser that has them.
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);

    // A write to the modality bumps 'modalidades' (migration 0005): the next read renders the new name.
    const renamed = `${m.nombre} (nombre nuevo ${Date.now()})`;
    await t.database.db.execute(sql`UPDATE modalidades SET nombre = ${renamed} WHERE id = ${m.id}`);
    try {
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).toContain(renamed.replace(/&/g, '&amp;'));
      expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`UPDATE modalidades SET nombre = ${m.nombre} WHERE id = ${m.id}`);
    }
  });

  it('sends a kept modality page in each encoding asked, with one ETag, and its new version after a write', async () => {
    const m = await aPublicModality();
    const url = `/tramite/${m.tramite_id}/detalles/${m.id}`;
    const plain = await get(url);
    // Kept with the page, one compressed copy per encoding: asked in turns, each is its own encoding.
    for (const [asked, sent] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['identity', undefined],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': asked });
      expect(res.headers['content-encoding'], asked).toBe(sent);
      expect(res.headers.etag, asked).toBe(plain.headers.etag);
      const html =
        sent === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : sent === 'gzip'
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(html, asked).toBe(plain.body);
    }
    const renamed = `${m.nombre} (comprimido de nuevo ${Date.now()})`;
    await t.database.db.execute(sql`UPDATE modalidades SET nombre = ${renamed} WHERE id = ${m.id}`);
    try {
      const after = await get(url, { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(after.rawPayload).toString()).toContain(renamed.replace(/&/g, '&amp;'));
      expect(after.headers.etag).not.toBe(plain.headers.etag);
    } finally {
      await t.database.db.execute(sql`UPDATE modalidades SET nombre = ${m.nombre} WHERE id = ${m.id}`);
    }
  });

  it('does not keep a modality page that is not there (404 each time, revalidated)', async () => {
    const res = await get('/tramite/1/detalles/999999999');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect((await get('/tramite/1/detalles/999999999')).statusCode).toBe(404);
  });

  it('compresses the page for a browser that accepts it (brotli, else gzip)', async () => {
    const plain = await get('/reportes/estados');
    const br = await get('/reportes/estados', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/reportes/estados', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    // The light design's pages too: a route's (the home) and the not-found handler's (an unknown address).
    for (const [url, status] of [
      ['/', 200],
      ['/esta-pagina-no-existe', 404],
    ] as const) {
      const light = await get(url, { 'accept-encoding': 'br' });
      expect(light.statusCode, url).toBe(status);
      expect(light.headers['content-encoding'], url).toBe('br');
      expect(light.headers.vary, url).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(light.rawPayload).toString(), url).toContain(LIGHT_PAGE_MARK);
      expect((await get(url)).headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('redirects a path with double slashes to the collapsed one, on the classic and the light pages', async () => {
    for (const [url, location] of [
      ['//reportes//estados?x=1', '/reportes/estados?x=1'],
      ['//tramite//1', '/tramite/1'],
      ['//agenda-regulatoria', '/agenda-regulatoria'],
      ['//admin//login', '/admin/login'],
      ['/admin//denuncias/7?estado=1', '/admin/denuncias/7?estado=1'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });
});

describe('the classic app (the staff back office), rendered in the browser', () => {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');

  it('serves each of its pages from a route of its own, as the built index.html, revalidated', async () => {
    expect(STAFF_PAGES.length).toBeGreaterThanOrEqual(6);
    for (const pattern of STAFF_PAGES) {
      // A route, not the not-found handler (issue 30).
      expect(t.app.hasRoute({ method: 'GET', url: pattern }), pattern).toBe(true);
      const url = pattern.replace(/:\w+/g, '7');
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(index);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/admin/login' })).statusCode).toBe(200);
  });

  it('renders nothing on the server: an empty root, the configuration from /config.json, no inline code', async () => {
    const res = await get('/admin/login');
    expect(res.body).toContain('<div id="root"></div>');
    // Nothing of the server renderer (decision 015) is left: no payload, no page in the HTML.
    expect(res.body).not.toContain('id="rnt-ssr"');
    expect(res.body).not.toContain('Iniciar sesión');
    // The app reads its configuration as the browser does (the light pages' PUBLIC_URL among it).
    expect((await get('/config.json')).json()).toEqual({ ...DEFAULT_RUNTIME_CONFIG, publicUrl: ORIGIN });
    // CSP script-src 'self': every <script> has a src.
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
  });

  it('answers an address under /admin that is no staff page with the Spanish 404 of the light design', async () => {
    for (const url of ['/admin', '/admin/no-existe', '/admin/denuncias/7/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('La página no existe');
      expect(res.body, url).toContain(LIGHT_PAGE_MARK);
    }
  });

  it('needs no server renderer: a build without apps/web/dist-server serves every kind of page', async () => {
    // The build writes no server renderer any more (issue 30)…
    const web = path.resolve(webDist, '..');
    const { scripts } = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8')) as {
      scripts: { build: string };
    };
    expect(scripts.build).not.toMatch(/--ssr|entry-server/);
    expect(existsSync(path.join(web, 'src/entry-server.tsx'))).toBe(false);
    // …and the server has no use for one: the two builds alone, copied where no dist-server is beside them.
    const root = mkdtempSync(path.join(tmpdir(), 'rnt-sin-ssr-'));
    cpSync(webDist, path.join(root, 'dist'), { recursive: true });
    cpSync(path.join(web, 'dist-pages'), path.join(root, 'dist-pages'), { recursive: true });
    const alone = await createTestApp({ webDist: path.join(root, 'dist'), publicUrl: ORIGIN });
    try {
      for (const [url, status, marker] of [
        ['/admin/login', 200, '<div id="root"></div>'],
        ['/', 200, LIGHT_PAGE_MARK],
        ['/no-existe', 404, 'La página no existe'],
      ] as const) {
        const res = await alone.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(status);
        expect(res.body, url).toContain(marker);
      }
    } finally {
      await alone.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('sitemap and robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const publicModalities = sql`SELECT count(*) AS n FROM modalidades m
    WHERE m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal)`;
  const publicTramites = sql`SELECT count(DISTINCT m.tramite_id) AS n FROM modalidades m
    WHERE m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal)`;

  it('lists every public modality and procedure of the database, on PUBLIC_URL', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls = locs(res.body);
    expect(urls.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(urls.filter((u) => u.includes('/detalles/')).length).toBe(await count(publicModalities));
    expect(urls.filter((u) => /\/tramite\/\d+$/.test(u)).length).toBe(await count(publicTramites));
    expect(urls).toContain(`${ORIGIN}/`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('becomes a sitemap index of child sitemaps past the per-file limit, with the same addresses', async () => {
    const small = await createTestApp({ webDist, publicUrl: ORIGIN, sitemapPageSize: 400 });
    try {
      const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.body).toContain('<sitemapindex');
      const children = locs(index.body);
      expect(children.length).toBeGreaterThan(1);
      const all: string[] = [];
      for (const child of children) {
        const res = await small.app.inject({ method: 'GET', url: new URL(child).pathname });
        expect(res.statusCode).toBe(200);
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(400);
        all.push(...urls);
      }
      expect(all).toEqual(locs((await get('/sitemap.xml')).body));
      const past = await small.app.inject({ method: 'GET', url: `/sitemap-${children.length + 1}.xml` });
      expect(past.statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('robots.txt points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('when the service fails', () => {
  it('answers a page with a 5xx status and the Spanish error page, not a blank 200', async () => {
    const m = await aPublicModality();
    const broken = await createTestApp({ webDist, publicUrl: ORIGIN });
    await broken.database.close();
    try {
      const res = await broken.app.inject({
        method: 'GET',
        url: `/tramite/${m.tramite_id}/detalles/${m.id}`,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Ocurrió un error');
    } finally {
      await broken.app.close();
    }
  });
});
