/**
 * One meaning of paging on every paged route (lib/pagination.ts, docs/decisions/014): `per_page=-1` or
 * `page=-1` put every row on page 1 and answer `per_page: -1, current_page: 1, last_page: 1`; a page
 * size answers that page of the same ordered list.
 */
import { BUSQUEDA_TRAMITES_PATH } from '@rnt/contract/busqueda-tramites-rules';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  path: string;
  /** Query that every request of the route carries. */
  query?: () => string;
  /** Where the pagination keys are, and the listed rows. */
  page: (body: Body) => Body;
  rows: (body: Body) => { id?: number; modalidad_id?: number }[];
  /** A staff route's token. */
  headers?: () => Record<string, string>;
}

const ROUTES: PagedRoute[] = [
  { path: '/api/agenda_regulatoria', page: (b) => b, rows: (b) => b.agenda as never },
  {
    path: BUSQUEDA_TRAMITES_PATH,
    page: (b) => b.listado as Body,
    rows: (b) => (b.listado as Body).data as never,
  },
  { path: '/api/public_tramites_listado', page: (b) => b, rows: (b) => b.portal as never },
  { path: '/api/regulaciones', page: (b) => b, rows: (b) => b.solicitudes_regulacion as never },
  { path: '/api/public/publicTramitesResoluciones', page: (b) => b, rows: (b) => b.tramites as never },
  {
    path: '/api/public_tramites_modalidades',
    query: () => `id=${tramiteId}`,
    page: (b) => b,
    rows: (b) => b.portal as never,
  },
  {
    path: '/api/denuncias',
    page: (b) => b.listado as Body,
    rows: (b) => (b.listado as Body).data as never,
    headers: () => ({ authorization: `Bearer ${staffToken}` }),
  },
];

async function get(route: PagedRoute, paging: string): Promise<Body> {
  const url = `${route.path}?${[route.query?.(), paging].filter(Boolean).join('&')}`;
  const res = await t.app.inject({ url, headers: route.headers?.() });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json();
}
const key = (r: { id?: number; modalidad_id?: number }) => r.modalidad_id ?? r.id;

describe('every paged route pages alike', () => {
  it('covers every route of the OpenAPI document that takes per_page and answers last_page', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses: Body } }>;
    };
    const paged = Object.entries(doc.paths)
      .filter(
        ([, item]) =>
          item.get?.parameters?.some((p) => p.name === 'per_page') &&
          JSON.stringify(item.get.responses['200'] ?? {}).includes('"last_page"'),
      )
      .map(([path]) => path)
      .sort();
    expect(paged).toEqual(ROUTES.map((r) => r.path).sort());
  });

  for (const route of ROUTES) {
    it(`${route.path}: per_page=-1 and page=-1 answer every row on page 1 with per_page -1`, async () => {
      for (const paging of ['per_page=-1', 'page=-1', 'page=-1&per_page=5']) {
        const body = await get(route, paging);
        const rows = route.rows(body);
        expect(route.page(body), paging).toMatchObject({
          current_page: 1,
          per_page: -1,
          last_page: 1,
          total: rows.length,
        });
        expect(rows.length, `${route.path} needs rows to page`).toBeGreaterThan(2);
      }
    });

    it(`${route.path}: per_page=2&page=2 answers the second pair of the same list`, async () => {
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
