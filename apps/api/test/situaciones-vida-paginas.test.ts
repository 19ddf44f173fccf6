/**
 * The life events' pages (issue 33), on the light design (`LIGHT_PAGES`). Against the real build
 * (`npm run build`) and the real database: statuses, the totals as the API computed them, every step's
 * modality linked to its page, the checklist, JSON-LD, canonical link, the back-link of a modality page,
 * the life event above the home's results and the sitemap.
 */
import { LIGHT_PAGE_MARK } from './helpers/web-build';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  modalidadPagePath,
  situacionesVidaPagePath,
  situacionVidaPagePath,
  tramitePagePath,
} from '@rnt/contract/page-paths';
import type { SituacionDetalle } from '@rnt/contract/situaciones-vida';
import { LIFE_EVENTS } from '@rnt/db/seed/situaciones-vida';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const ORIGIN = 'https://tramites.example.gob.sv';
const NEGOCIO = 'abrir-un-negocio-persona-natural';

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(webDist, '../dist-pages/server/index.js')))
    throw new Error('situaciones-vida-paginas.test.ts necesita la compilación de la web: `npm run build`.');
  t = await createTestApp({ webDist, publicUrl: ORIGIN });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const detail = async (slug: string) =>
  (await get(`/api/public/situaciones_vida/${slug}`)).json() as SituacionDetalle;
/** The `<script type="application/ld+json">` objects of a page. */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
/** Text of the HTML without tags and React's comment markers, entities of the few characters we use. */
const text = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe('life events pages', () => {
  it('serves the index: every event linked, ItemList JSON-LD, canonical link, no classic shell', async () => {
    const res = await get(situacionesVidaPagePath());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain(LIGHT_PAGE_MARK);
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<title>Situaciones de vida - Registro Nacional de Trámites</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${situacionesVidaPagePath()}"/>`);
    for (const e of LIFE_EVENTS) expect(html).toContain(`href="${situacionVidaPagePath(e.slug)}"`);
    const [list] = jsonLd(html);
    expect(list!['@type']).toBe('ItemList');
    expect((list!.itemListElement as unknown[]).length).toBe(LIFE_EVENTS.length);
  });

  it('filters the index by a citizen’s phrase without JavaScript (a GET form)', async () => {
    const html = (await get(situacionesVidaPagePath('?q=me%20voy%20a%20casar'))).body;
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/situaciones-de-vida"[^>]*method="get"/);
    expect(html).toContain(`href="${situacionVidaPagePath('casarse')}"`);
    expect(html).not.toContain(`href="${situacionVidaPagePath('importar-o-exportar')}"`);
  });

  it('serves a life event: the API’s totals, numbered steps linking their modalities, checklist, HowTo', async () => {
    const d = await detail(NEGOCIO);
    const res = await get(situacionVidaPagePath(NEGOCIO));
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const page = text(html);
    expect(html).toContain(
      `<title>${d.nombre} - Situaciones de vida - Registro Nacional de Trámites</title>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${situacionVidaPagePath(NEGOCIO)}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    // The totals as the API computed them, under their names.
    expect(page).toContain(`Costo total ${d.totales.costo_texto}`);
    expect(page).toContain(`Tiempo total ${d.totales.tiempo_texto}`);
    // A municipal step: its fee varies by municipality, said on the page.
    expect(d.totales.tarifas_municipales.length).toBeGreaterThan(0);
    expect(page).toContain('La tarifa municipal varía según el municipio');
    // Each step numbered, required or "según el caso", each modality a link to its page.
    for (const p of d.pasos) {
      expect(html).toContain(`id="paso-${p.orden}"`);
      expect(page).toContain(`Paso ${p.orden} ${p.titulo}`);
      for (const m of p.modalidades)
        expect(html).toContain(`href="${modalidadPagePath(m.tramite_id, m.id)}"`);
    }
    expect(page).toContain('Según el caso');
    expect(page).toContain('Antes debe hacer: paso 1');
    // The checklist of the whole journey and its print button.
    expect(html).toContain('id="lista"');
    expect(page).toContain('Imprimir lista de verificación');
    for (const doc of d.totales.documentos_lista) expect(page).toContain(doc);
    const [howTo] = jsonLd(html);
    expect(howTo!['@type']).toBe('HowTo');
    expect((howTo!.step as { position: number }[]).map((s) => s.position)).toEqual(
      d.pasos.map((p) => p.orden),
    );
  });

  it('answers an unknown or malformed life event with 404 and the Spanish page', async () => {
    for (const url of [
      situacionVidaPagePath('no-existe'),
      situacionVidaPagePath('x'.repeat(90)),
      situacionVidaPagePath('Casarse%'),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('La página no existe');
    }
  });

  it('lists the index and every life event in the sitemap', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${ORIGIN}${situacionesVidaPagePath()}</loc>`);
    for (const e of LIFE_EVENTS)
      expect(xml).toContain(`<loc>${ORIGIN}${situacionVidaPagePath(e.slug)}</loc>`);
  });
});

describe('links to the life events from the light pages', () => {
  it('shows the matching life events above the home’s results, and none for an unrelated search', async () => {
    const html = (await t.app.inject('/?nombre=abrir%20un%20negocio')).body;
    expect(html).toContain('Situación de vida');
    expect(html).toContain(`href="${situacionVidaPagePath(NEGOCIO)}"`);
    // Above the procedures: before the first result's link.
    const firstResult = html.indexOf(`href="${tramitePagePath('')}`);
    expect(firstResult).toBeGreaterThan(0);
    expect(html.indexOf(`href="${situacionVidaPagePath(NEGOCIO)}"`)).toBeLessThan(firstResult);
    const other = (await t.app.inject('/?nombre=zzzz')).body;
    expect(other).not.toContain('Situación de vida');
    // The home links the index, and so does the shell's menu.
    expect((await t.app.inject('/')).body).toContain(`href="${situacionesVidaPagePath()}"`);
  });

  it('says on a modality page which life events it is a step of, each linked', async () => {
    const d = await detail('casarse');
    const m = d.pasos[0]!.modalidades[0]!;
    const html = (await t.app.inject(modalidadPagePath(m.tramite_id, m.id))).body;
    expect(text(html)).toContain('Forma parte de:');
    expect(html).toContain(`href="${situacionVidaPagePath('casarse')}"`);
  });
});
