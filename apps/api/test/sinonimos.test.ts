/**
 * The search thesaurus kept by staff (issue 19): its routes (401/403, Spanish validation, audit rows) and
 * its effect on the next search, without restart and through the search cache.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { SINONIMOS_MESSAGES } from '@rnt/contract/sinonimos';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { SINONIMOS } from '@rnt/db/seed/sinonimos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let evaluador: string;
let consulta: string;

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const [withPermission, without] = DEMO_USERS;
  evaluador = await login(withPermission.email, withPermission.password);
  consulta = await login(without.email, without.password);
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const search = async (nombre: string) => {
  const res = await t.app.inject(
    `/api/public/busqueda_tramites?nombre=${encodeURIComponent(nombre)}&per_page=-1`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listado as { data: { id: number; nombre: string }[]; total: number; parcial: boolean };
};
const auditRows = (id: number) =>
  testRows<{ accion: string; user_id: number; antes: unknown; despues: unknown }>(
    t.database.db,
    sql`SELECT accion, user_id, antes, despues FROM auditoria WHERE entidad = 'sinonimos' AND entidad_id = ${id} ORDER BY id`,
  );

describe('the thesaurus routes', () => {
  it('the demo evaluator holds SINONIMOS_EDITAR and the read-only demo user does not', () => {
    expect(DEMO_USERS[0].operaciones).toContain(PERMISSIONS.editarSinonimos);
    expect(DEMO_USERS[1].operaciones).not.toContain(PERMISSIONS.editarSinonimos);
  });

  it('answers 401 without a token and 403 without the permission, on every route', async () => {
    const body = { termino: 'xyz', equivalentes: ['abc'] };
    for (const [method, url] of [
      ['GET', '/api/sinonimos'],
      ['POST', '/api/sinonimos'],
      ['PUT', '/api/sinonimos/1'],
      ['DELETE', '/api/sinonimos/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body : undefined;
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, consulta, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    // Nothing was written by the refused calls.
    expect((await auditRows(1)).length).toBe(0);
  });

  it('lists the seeded thesaurus (at least 150 entries for El Salvador)', async () => {
    const res = await call('GET', '/api/sinonimos', evaluador);
    expect(res.statusCode).toBe(200);
    const { sinonimos } = res.json() as { sinonimos: { termino: string; equivalentes: string[] }[] };
    expect(sinonimos.length).toBe(SINONIMOS.length);
    expect(sinonimos.length).toBeGreaterThanOrEqual(150);
    expect(sinonimos.find((s) => s.termino === 'DUI')?.equivalentes).toEqual([
      'Documento Único de Identidad',
    ]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('validates in Spanish: required fields, empty equivalents, term without words, repeated term', async () => {
    const cases: [unknown, string, string][] = [
      [{ equivalentes: ['a b'] }, 'termino', SINONIMOS_MESSAGES.terminoRequerido],
      [{ termino: '   ', equivalentes: ['a b'] }, 'termino', SINONIMOS_MESSAGES.terminoRequerido],
      [{ termino: 'x'.repeat(101), equivalentes: ['a b'] }, 'termino', SINONIMOS_MESSAGES.terminoMaximo],
      [{ termino: 'tuc tuc' }, 'equivalentes', SINONIMOS_MESSAGES.equivalentesRequeridos],
      [{ termino: 'tuc tuc', equivalentes: [] }, 'equivalentes', SINONIMOS_MESSAGES.equivalentesRequeridos],
      [{ termino: 'tuc tuc', equivalentes: [' '] }, 'equivalentes.0', SINONIMOS_MESSAGES.equivalenteVacio],
      [
        { termino: 'Tuc tuc', equivalentes: ['tuc  TUC'] },
        'equivalentes',
        SINONIMOS_MESSAGES.equivalenteIgual,
      ],
      [{ termino: 'de la', equivalentes: ['algo'] }, 'termino', SINONIMOS_MESSAGES.terminoSinPalabras],
      [{ termino: 'dui', equivalentes: ['algo'] }, 'termino', SINONIMOS_MESSAGES.terminoRepetido],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/api/sinonimos', evaluador, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(body.message).toBe(MESSAGES.solicitudInvalida);
      expect(body.errors[field], JSON.stringify(body.errors)).toContain(message);
    }
    expect(
      (await call('PUT', '/api/sinonimos/999999', evaluador, { termino: 'x y', equivalentes: ['z'] }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', '/api/sinonimos/999999', evaluador)).statusCode).toBe(404);
  });

  it('adds, edits and deletes with an audit row each, and the next search follows without restart', async () => {
    // A procedure that an invented word cannot find yet.
    const [target] = await testRows<{ id: number; nombre: string }>(
      t.database.db,
      sql`SELECT t.id, t.nombre FROM tramites t
          WHERE EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))
          ORDER BY t.id LIMIT 1`,
    );
    expect((await search('zorgomilo')).total).toBe(0); // asked before: the answer is cached

    const created = await call('POST', '/api/sinonimos', evaluador, {
      termino: '  Zorgomilo ',
      equivalentes: [target!.nombre],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { sinonimo, message } = created.json() as {
      message: string;
      sinonimo: { id: number; termino: string };
    };
    expect(message).toBe(SINONIMOS_MESSAGES.guardado);
    expect(sinonimo.termino).toBe('Zorgomilo');
    expect((await search('zorgomilo')).data[0]?.id).toBe(target!.id);

    const edited = await call('PUT', `/api/sinonimos/${sinonimo.id}`, evaluador, {
      termino: 'Zorgomilo',
      equivalentes: ['xqzwv inexistente'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('zorgomilo')).total).toBe(0);

    expect((await call('DELETE', `/api/sinonimos/${sinonimo.id}`, evaluador)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/sinonimos', evaluador))
        .json()
        .sinonimos.some((s: { id: number }) => s.id === sinonimo.id),
    ).toBe(false);

    const trail = await auditRows(sinonimo.id);
    expect(trail.map((r) => r.accion)).toEqual(['crear', 'editar', 'eliminar']);
    expect(new Set(trail.map((r) => r.user_id))).toEqual(new Set([1]));
    expect(trail[0]!.antes).toBeNull();
    expect(trail[1]!.antes).toMatchObject({ equivalentes: [target!.nombre] });
    expect(trail[1]!.despues).toMatchObject({ equivalentes: ['xqzwv inexistente'] });
    expect(trail[2]!.despues).toBeNull();
  });
});
