/**
 * One meaning of paging on every paged route (lib/pagination.ts, docs/decisions/014): `per_page=-1` or
 * `page=-1` put every row on page 1 and answer `per_page: -1, current_page: 1, last_page: 1`; a page
 * size answers that page of the same ordered list. The paged routes are the endpoint objects that
 * declare `paged: true`; an object whose schemas page (a `per_page` query, a `last_page` answer) and does
 * not say so, or says so and does not page, fails here.
 */
import type { Endpoint } from '@rnt/contract/endpoint';
import { agendaRegulatoria } from '@rnt/contract/endpoints/agenda';
import { busquedaTramites, tramitesListado } from '@rnt/contract/endpoints/busqueda-tramites';
import { listDenuncias } from '@rnt/contract/endpoints/denuncias-admin';
import { publicTramitesModalidades } from '@rnt/contract/endpoints/modalidades';
import { regulaciones } from '@rnt/contract/endpoints/regulaciones';
import { publicPublicTramitesResoluciones } from '@rnt/contract/endpoints/resoluciones';
import { z } from '@rnt/contract/zod';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints } from './helpers/contract-endpoints';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let tramiteId: number;
/** The staff complaint list (issue 23) is paged too; it needs a token and some complaints. */
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const [evaluador] = DEMO_USERS;
  staffToken = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador })).json()
    .token;
  await t.database.db.execute(
    sql`INSERT INTO denuncias (folio, anonimo, mensaje, modalidad_id, institucion_id)
        SELECT 'RNT-PAG-' || g, true, 'Denuncia de prueba de paginación', m.id, u.institucion_id
        FROM generate_series(1, 5) g, modalidades m JOIN tramites tr ON tr.id = m.tramite_id
        JOIN unidades u ON u.id = tr.unidad_id WHERE m.id = (SELECT min(id) FROM modalidades)`,
  );
  // The procedure with the most modalities, so its list has more than one page of two.
  const [row] = await testRows<{ tramite_id: number }>(
    t.database.db,
    sql`SELECT tramite_id FROM modalidades GROUP BY tramite_id ORDER BY count(*) DESC, tramite_id LIMIT 1`,
  );
  tramiteId = row!.tramite_id;
});
afterAll(async () => {
  await t.close();
});

type Body = Record<string, unknown>;
interface PagedRoute {
  endpoint: Endpoint;
  /** Query that every request of the route carries. */
  query?: () => string;
  /** Where the pagination keys are, and the listed rows. */
  page: (body: Body) => Body;
  rows: (body: Body) => { id?: number; modalidad_id?: number }[];
  /** A staff route's token. */
  headers?: () => Record<string, string>;
}

const ROUTES: PagedRoute[] = [
  { endpoint: agendaRegulatoria, page: (b) => b, rows: (b) => b.agenda as never },
  {
    endpoint: busquedaTramites,
    page: (b) => b.listado as Body,
    rows: (b) => (b.listado as Body).data as never,
  },
  { endpoint: tramitesListado, page: (b) => b, rows: (b) => b.portal as never },
  { endpoint: regulaciones, page: (b) => b, rows: (b) => b.solicitudes_regulacion as never },
  { endpoint: publicPublicTramitesResoluciones, page: (b) => b, rows: (b) => b.tramites as never },
  {
    endpoint: publicTramitesModalidades,
    query: () => `id=${tramiteId}`,
    page: (b) => b,
    rows: (b) => b.portal as never,
  },
  {
    endpoint: listDenuncias,
    page: (b) => b.listado as Body,
    rows: (b) => (b.listado as Body).data as never,
    headers: () => ({ authorization: `Bearer ${staffToken}` }),
  },
];

/** Whether a schema, as JSON Schema, names `key` (a query parameter, an answer's property). */
const names = (schema: unknown, key: string, io: 'input' | 'output') =>
  schema instanceof z.ZodType &&
  JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' })).includes(`"${key}"`);
/** What the object's schemas say: it takes `per_page` and answers `last_page`. */
const pagesBySchema = (e: Endpoint) =>
  names(e.query, 'per_page', 'input') && names(e.response[200], 'last_page', 'output');

async function get(route: PagedRoute, paging: string): Promise<Body> {
  const url = `${route.endpoint.path}?${[route.query?.(), paging].filter(Boolean).join('&')}`;
  const res = await t.app.inject({ url, headers: route.headers?.() });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
}
const key = (r: { id?: number; modalidad_id?: number }) => r.modalidad_id ?? r.id;

describe('every paged route pages alike', () => {
  it('declares paged: true on exactly the endpoint objects whose schemas page', async () => {
    const all = await contractEndpoints();
    expect(all.length).toBeGreaterThan(60);
    const name = (e: Endpoint) => `${e.method} ${e.path}`;
    expect({
      pagedWithoutSayingSo: all.filter((e) => pagesBySchema(e) && !e.paged).map(name),
      saysPagedButDoesNotPage: all.filter((e) => e.paged && !pagesBySchema(e)).map(name),
    }).toEqual({ pagedWithoutSayingSo: [], saysPagedButDoesNotPage: [] });
  });

  it('runs the paging checks below on every endpoint object that declares paged: true', async () => {
    const paged = (await contractEndpoints()).filter((e) => e.paged).map((e) => e.operationId);
    expect(ROUTES.map((r) => r.endpoint.operationId).sort()).toEqual(paged.sort());
  });

  for (const route of ROUTES) {
    it(`${route.endpoint.path}: per_page=-1 and page=-1 answer every row on page 1 with per_page -1`, async () => {
      for (const paging of ['per_page=-1', 'page=-1', 'page=-1&per_page=5']) {
        const body = await get(route, paging);
        const rows = route.rows(body);
        expect(route.page(body), paging).toMatchObject({
          current_page: 1,
          per_page: -1,
          last_page: 1,
          total: rows.length,
        });
        expect(rows.length, `${route.endpoint.path} needs rows to page`).toBeGreaterThan(2);
      }
    });

    it(`${route.endpoint.path}: per_page=2&page=2 answers the second pair of the same list`, async () => {
      const all = route.rows(await get(route, 'per_page=-1')).map(key);
      const body = await get(route, 'per_page=2&page=2');
      expect(route.page(body)).toMatchObject({
        current_page: 2,
        per_page: 2,
        total: all.length,
        last_page: Math.ceil(all.length / 2),
      });
      expect(route.rows(body).map(key)).toEqual(all.slice(2, 4));
    });
  }
});
