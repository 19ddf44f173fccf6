/**
 * "¿Le fue útil esta página?" (issue 22, decision 019): the public POST (validation in Spanish, rate
 * limit, nothing personal stored) and the evaluators' count per page (401/403, order, audit).
 */
import { MESSAGES } from '@rnt/contract/messages';
import { VALORACIONES_MESSAGES as M, VALORACION_COMENTARIO_MAX } from '@rnt/contract/valoraciones';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let evaluador: string;
let consulta: string;
const LIMIT = 6;

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp({ valoracionesRateLimit: { max: LIMIT, timeWindowMs: 60_000 } });
  evaluador = await login(DEMO_USERS[0].email, DEMO_USERS[0].password);
  consulta = await login(DEMO_USERS[1].email, DEMO_USERS[1].password);
});
afterAll(async () => {
  await t.close();
});

/** Each test posts from its own address, so the limit of one test does not reach the next. */
let address = 10;
const post = (payload: unknown, remoteAddress = `10.0.0.${address}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/valoraciones',
    payload: payload as object,
    remoteAddress,
    headers: { 'user-agent': 'Navegador-de-prueba/1.0 (datos-que-no-se-guardan)' },
  });
const rows = () =>
  testRows<Record<string, unknown>>(t.database.db, sql`SELECT * FROM valoraciones ORDER BY id`);

describe('POST /api/public/valoraciones', () => {
  it('stores a Sí/No answer and a problem report: 201', async () => {
    address++;
    expect((await post({ ruta: '/reportes/estados', util: true })).statusCode).toBe(201);
    const res = await post({
      ruta: '/reportes/estados',
      motivo: 'informacion_incorrecta',
      comentario: '  La cifra de 2025 no coincide.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: M.enviada });
    const stored = (await rows()).slice(-2);
    expect(stored.map((r) => [r.ruta, r.util, r.motivo, r.comentario])).toEqual([
      ['/reportes/estados', true, null, null],
      ['/reportes/estados', null, 'informacion_incorrecta', 'La cifra de 2025 no coincide.'],
    ]);
  });

  it('stores nothing personal: no address, no user agent, no other column', async () => {
    const columns = await testRows<{ column_name: string }>(
      t.database.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'valoraciones' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'ruta',
      'util',
      'motivo',
      'comentario',
      'created_at',
    ]);
    const dump = JSON.stringify(await rows());
    expect(dump).not.toMatch(/10\.0\.0\.|Navegador-de-prueba|datos-que-no-se-guardan/);
  });

  it('refuses bad input with a Spanish errors map (400), never a 500', async () => {
    address++;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ ruta: '/x' }, { util: [M.vacio] }],
      [{ ruta: '/x', comentario: 'algo' }, { motivo: [M.motivoRequerido] }],
      [{ ruta: '/x', util: 'si' }, { util: [M.utilInvalido] }],
      [{ ruta: '/x', motivo: 'me_aburre' }, { motivo: [M.motivoInvalido] }],
      [
        { ruta: '/x', motivo: 'otro', comentario: 'a'.repeat(VALORACION_COMENTARIO_MAX + 1) },
        { comentario: [M.comentarioMaximo] },
      ],
      [{ ruta: 'https://evil.example/x', util: true }, { ruta: [M.rutaInvalida] }],
      [{ ruta: '/buscar?nombre=Ana', util: true }, { ruta: [M.rutaInvalida] }],
      [{ ruta: '/admin/valoraciones', util: true }, { ruta: [M.rutaInvalida] }],
      [{ util: true }, { ruta: [M.rutaInvalida] }],
    ];
    // Each from its own address: a refused post counts against the limit too.
    for (const [i, [payload, errors]] of cases.entries()) {
      const res = await post(payload, `10.1.${i}.1`);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ message: MESSAGES.solicitudInvalida, errors });
    }
    const extra = await post({ ruta: '/x', util: true, correo: 'ana@example.com' }, '10.2.0.1');
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(await rows())).not.toContain('ana@example.com');
  });

  it('is rate limited per client address like the comments (429), another address still posts', async () => {
    address++;
    for (let i = 0; i < LIMIT; i++) expect((await post({ ruta: '/', util: true })).statusCode).toBe(201);
    const over = await post({ ruta: '/', util: true });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/[áéíóúñ]|solicitudes/i);
    expect((await post({ ruta: '/', util: true }, '10.9.9.9')).statusCode).toBe(201);
  });
});

describe('GET /api/valoraciones', () => {
  const get = (token?: string, query = '') =>
    t.app.inject({
      url: `/api/valoraciones${query}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('401 without a session, 403 without VALORACIONES_VER', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(consulta)).statusCode).toBe(403);
  });

  it('counts per page, most reported first, and audits the read', async () => {
    address++;
    for (let i = 0; i < 3; i++)
      await post({ ruta: '/atlas-de-tramites', motivo: 'no_funciona', comentario: `falla ${i}` });
    await post({ ruta: '/atlas-de-tramites', util: false });
    for (let i = 0; i < 4; i++) await post({ ruta: '/catalogos', util: false });
    const before = await testRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM auditoria WHERE entidad = 'valoraciones' AND accion = 'consultar'`,
    );
    const res = await get(evaluador);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.paginas[0]).toMatchObject({
      ruta: '/atlas-de-tramites',
      reportes: 3,
      util_no: 1,
      motivos: { no_funciona: 3 },
    });
    expect(body.paginas[0].comentarios.map((c: { comentario: string }) => c.comentario)).toEqual([
      'falla 2',
      'falla 1',
      'falla 0',
    ]);
    expect(body.paginas[1]).toMatchObject({ ruta: '/reportes/estados', reportes: 1 });
    const reportes = body.paginas.map((p: { reportes: number }) => p.reportes);
    expect(reportes).toEqual([...reportes].sort((a, b) => b - a));
    expect(body.total).toBe(body.paginas.length);
    expect(Object.keys(body).sort()).toEqual(['paginas', 'total']);
    const after = await testRows<{ n: number; user_id: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, max(user_id) AS user_id FROM auditoria WHERE entidad = 'valoraciones' AND accion = 'consultar'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(after[0]!.user_id).toBe(1);
  });
});
