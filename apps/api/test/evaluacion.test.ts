import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_BASIS_MAX_REFERENCES } from '@rnt/contract/constants';
import { EVALUACION_MESSAGES as M } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { SECTIONS } from '@rnt/contract/sections';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql, type SQL } from 'drizzle-orm';
import { createUser } from '../src/repositories/users';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
const [evaluador, consulta] = DEMO_USERS;
let evalToken: string;
let consultaToken: string;
let evalId: number;

const rows = <T>(query: SQL) => testRows<T>(t.database.db, query);
async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('la consulta no devolvió filas en los datos de demostración');
  return row;
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

let modalidadId: number;
let requisitoId: number;
let estados: { id: number; codigo: string }[];
const estadoId = (codigo: string) => estados.find((e) => e.codigo === codigo)!.id;

beforeAll(async () => {
  t = await createTestApp();
  const a = await login(evaluador.email, evaluador.password);
  evalToken = a.json().token;
  evalId = a.json().user.id;
  consultaToken = (await login(consulta.email, consulta.password)).json().token;
  ({ modalidad_id: modalidadId, id: requisitoId } = await one<{ modalidad_id: number; id: number }>(
    sql`SELECT modalidad_id, id FROM requisitos ORDER BY id LIMIT 1`,
  ));
  estados = await rows(sql`SELECT id, codigo FROM estados_dictamen`);
});
afterAll(async () => {
  await t.close();
});

const validReferencia = {
  referencia_id: 1,
  valor_referencia: '15',
  sub_referencia_id: null,
  valor_sub_referencia: null,
};
const baseBody = () => ({
  seccion: 'DESCRIPCION',
  regulacion_id: 1,
  modalidad_id: modalidadId,
  referencias: [{ ...validReferencia }],
});
const rulingBody = (overrides: Record<string, unknown> = {}) => ({
  seccion: 'PERIODICIDAD',
  modalidad_id: modalidadId,
  comentarios: 'Revisado',
  condicion_inscripcion_id: null,
  estados_dictamen: [estadoId('001')],
  ...overrides,
});

describe('login', () => {
  it('issues a token with the user and its permissions from user_operaciones', async () => {
    const res = await login(evaluador.email, evaluador.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const permisos = await rows<{ codigo: string }>(
      sql`SELECT o.codigo FROM user_operaciones uo JOIN operaciones o ON o.id = uo.operacion_id
          JOIN users u ON u.id = uo.user_id WHERE u.email = ${evaluador.email} ORDER BY o.codigo`,
    );
    expect(body.user.permisos).toEqual(permisos.map((p) => p.codigo));
    expect(body.user.nombre).toBe(evaluador.nombre);
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('answers 401 for a wrong password or an unknown e-mail', async () => {
    for (const [email, password] of [
      [evaluador.email, 'otra-cosa'],
      ['nadie@rnt.gob.sv', evaluador.password],
    ]) {
      const res = await login(email!, password!);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Correo o contraseña incorrectos.');
    }
  });

  it('answers 400 in Spanish for missing or malformed fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toContain(MESSAGES.correoInvalido);
    expect(res.json().errors.password).toContain(M.contrasenaRequerida);
  });

  it('rate-limits login attempts per IP with a Spanish 429', async () => {
    const limited = await createTestApp({ loginRateLimit: { max: 2, timeWindowMs: 60_000 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'a@b.sv', password: 'x' },
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(MESSAGES.demasiadasSolicitudes);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Once limited, even the right password is refused: guessing cannot go on.
      const right = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
      expect(right.statusCode).toBe(429);
      // No proxy is trusted by default: a forged X-Forwarded-For escapes the limit neither from the
      // machine itself (inject comes from 127.0.0.1) nor from the Internet.
      const forged = (remoteAddress: string, n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.100.${n}` },
          // A malformed body counts like any attempt, without the cost of a password hash.
          payload: { email: 'x' },
        });
      expect((await forged('127.0.0.1', 1)).statusCode).toBe(429);
      expect((await forged('127.0.0.1', 2)).statusCode).toBe(429);
      expect([
        (await forged('203.0.113.7', 1)).statusCode,
        (await forged('203.0.113.7', 2)).statusCode,
        (await forged('203.0.113.7', 3)).statusCode,
      ]).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
    // It opens a second app on its own database copy.
  }, 120_000);

  it('counts clients behind a proxy named in TRUST_PROXY one by one, and only that proxy', async () => {
    const proxied = await createTestApp(
      { loginRateLimit: { max: 1, timeWindowMs: 60_000 } },
      { server: { trustProxy: '10.0.0.5' } },
    );
    try {
      const via = (remoteAddress: string, client: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          headers: { 'x-forwarded-for': client },
          payload: { email: 'x' },
        });
      expect((await via('10.0.0.5', '198.51.100.1')).statusCode).toBe(400);
      expect((await via('10.0.0.5', '198.51.100.2')).statusCode).toBe(400);
      expect((await via('10.0.0.5', '198.51.100.1')).statusCode).toBe(429);
      // Loopback is not the named proxy: its forged header is ignored.
      expect((await via('127.0.0.1', '198.51.100.3')).statusCode).toBe(400);
      expect((await via('127.0.0.1', '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  }, 120_000);

  it('throttles failed attempts per account, whatever address they come from', async () => {
    const limited = await createTestApp({
      loginRateLimit: { max: 100, timeWindowMs: 60_000, accountFailuresMax: 3, accountWindowMs: 60_000 },
    });
    try {
      let n = 0;
      // Every guess from a new address on the Internet, no proxy involved.
      const from = (payload: object) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `203.0.113.${++n}`,
          payload,
        });
      const wrong = (email: string) => from({ email, password: `adivinanza-${n}` });
      expect((await wrong(evaluador.email)).statusCode).toBe(401);
      // The same account however the e-mail is written.
      expect((await wrong(evaluador.email.toUpperCase())).statusCode).toBe(401);
      // A success in between does not give the guesser a fresh allowance.
      expect((await from(evaluador)).statusCode).toBe(200);
      expect((await wrong(` ${evaluador.email} `)).statusCode).toBe(401);
      const limitedAnswer = await wrong(evaluador.email);
      expect(limitedAnswer.statusCode).toBe(429);
      expect(limitedAnswer.json().message).toBe(MESSAGES.demasiadasSolicitudes);
      const retryAfter = Number(limitedAnswer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Even the right password waits, from yet another address.
      expect((await from(evaluador)).statusCode).toBe(429);
      // Other accounts are not affected, and an unknown e-mail is throttled alike (no enumeration).
      expect((await from(consulta)).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await wrong('nadie@rnt.gob.sv')).statusCode).toBe(401);
      expect((await wrong('nadie@rnt.gob.sv')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('a user created by the CLI repository logs in with exactly its permissions', async () => {
    await createUser(t.database.db, {
      email: 'nueva@rnt.gob.sv',
      nombre: 'Nueva Evaluadora',
      password: 'Clave-Larga-De-Prueba-1',
      permisos: ['DICTAMEN_VER'],
    });
    const res = await login('nueva@rnt.gob.sv', 'Clave-Larga-De-Prueba-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.permisos).toEqual(['DICTAMEN_VER']);
    await expect(
      createUser(t.database.db, {
        email: 'otra@rnt.gob.sv',
        nombre: 'X',
        password: 'x',
        permisos: ['NO_EXISTE'],
      }),
    ).rejects.toThrow('Permisos desconocidos');
  });

  it('lists the operations of the user itself only', async () => {
    const res = await call('GET', `/api/users/operaciones/${evalId}`, evalToken);
    expect(res.statusCode).toBe(200);
    const count = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_operaciones WHERE user_id = ${evalId}`,
    );
    expect(res.json().operaciones).toHaveLength(count.n);
    expect(res.json().operaciones[0]).toEqual({ codigo: expect.any(String), nombre: expect.any(String) });
    expect((await call('GET', `/api/users/operaciones/${evalId}`, consultaToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/operaciones/${evalId}`)).statusCode).toBe(401);
  });
});

// Every guarded route × every bad credential is in authorization-matrix.test.ts.
describe('permissions are read on every request', () => {
  it('403 for a read endpoint as soon as the user loses its permission', async () => {
    await t.database.db.execute(
      sql`DELETE FROM user_operaciones WHERE user_id = (SELECT id FROM users WHERE email = ${consulta.email})
          AND operacion_id = (SELECT id FROM operaciones WHERE codigo = 'DICTAMEN_VER')`,
    );
    expect((await call('GET', '/api/estados_dictamen', consultaToken)).statusCode).toBe(403);
    expect((await call('GET', '/api/referencias', consultaToken)).statusCode).toBe(200);
  });
});

describe('catalogues and help', () => {
  it('lists statuses, conditions, references and sub-references from their tables', async () => {
    const estadosRes = (await call('GET', '/api/estados_dictamen?per_page=-1', evalToken)).json();
    expect(estadosRes.estados_dictamen.map((e: { codigo: string }) => e.codigo)).toEqual(
      estados.map((e) => e.codigo).sort(),
    );
    const select = (await call('GET', '/api/estados_dictamen/select?per_page=-1', evalToken)).json();
    expect(select.estados_dictamen).toHaveLength(estados.length);
    const n = async (table: string) =>
      (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)).n;
    expect(
      (await call('GET', '/api/condiciones_inscripciones', evalToken)).json().condiciones_inscripciones,
    ).toHaveLength(await n('condiciones_inscripcion'));
    expect((await call('GET', '/api/referencias?page=-1', evalToken)).json().referencias).toHaveLength(
      await n('referencias'),
    );
    expect(
      (await call('GET', '/api/sub_referencias?page=-1', evalToken)).json().sub_referencias,
    ).toHaveLength(await n('sub_referencias'));
  });

  it('reads a help text by code, 404 when unknown', async () => {
    const ayuda = await one<{ texto: string }>(
      sql`SELECT texto FROM ayudas WHERE codigo = 'REQUISITOS_PARTE_SOLICITUD'`,
    );
    const res = await call('GET', '/api/ayudas/getAyudaByCodigo/REQUISITOS_PARTE_SOLICITUD', evalToken);
    expect(res.json().ayuda.texto).toBe(ayuda.texto);
    expect((await call('GET', '/api/ayudas/getAyudaByCodigo/NO_EXISTE', evalToken)).statusCode).toBe(404);
  });

  it('looks regulations up by name, accent-insensitive', async () => {
    const reg = await one<{ nombre: string }>(
      sql`SELECT nombre FROM regulaciones WHERE nombre ~ '[áéíóú]' ORDER BY id LIMIT 1`,
    );
    const word = reg.nombre.split(' ').find((w) => /[áéíóú]/.test(w))!;
    const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const res = await call(
      'GET',
      `/api/solicitudes_regulacion/regulaciones?nombre=${encodeURIComponent(plain)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().regulaciones.length).toBeGreaterThan(0);
    for (const r of res.json().regulaciones)
      expect(
        r.nombre
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      ).toContain(plain.toLowerCase());
  });
});

describe('legal bases', () => {
  const auditRows = (entidad: string, id: number) =>
    rows<{ user_id: number; accion: string; antes: unknown; despues: unknown; created_at: unknown }>(
      sql`SELECT user_id, accion, antes, despues, created_at FROM auditoria WHERE entidad = ${entidad} AND entidad_id = ${id} ORDER BY id`,
    );

  it('rejects each reference rule with the errors map, nothing written', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ referencia_id: null }, 'referencias.0.referencia_id', M.referenciaRequerida],
      [{ valor_referencia: '' }, 'referencias.0.valor_referencia', M.valorReferenciaRequerido],
      [{ valor_referencia: 'x'.repeat(41) }, 'referencias.0.valor_referencia', M.valorReferenciaMaximo],
      [
        { sub_referencia_id: 1, valor_sub_referencia: '' },
        'referencias.0.valor_sub_referencia',
        M.valorSubReferenciaRequerido,
      ],
      [
        { sub_referencia_id: 1, valor_sub_referencia: 'y'.repeat(41) },
        'referencias.0.valor_sub_referencia',
        M.valorSubReferenciaMaximo,
      ],
      [{ referencia_id: 999999 }, 'referencias.0.referencia_id', 'La referencia no existe.'],
    ];
    const before = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM base_legal_referencias`);
    for (const [override, field, message] of cases) {
      const body = { ...baseBody(), referencias: [{ ...validReferencia, ...override }] };
      const res = await call('POST', '/api/base_legal/create', evalToken, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toContain(message);
    }
    const noRegulation = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      regulacion_id: null,
    });
    expect(noRegulation.json().errors.regulacion_id).toContain(M.regulacionRequerida);
    const noTarget = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      seccion: null,
    });
    expect(noTarget.json().errors.seccion).toContain(M.destinoRequerido);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM base_legal_referencias`)).n).toBe(
      before.n,
    );
  });

  it('creates, lists, edits and deletes, each change audited with before and after', async () => {
    const created = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      seccion: null,
      codigo_modelo: 'Requisito',
      modelo_id: requisitoId,
      referencias: [
        validReferencia,
        { referencia_id: 2, valor_referencia: '3', sub_referencia_id: 1, valor_sub_referencia: 'a)' },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const base = created.json().base_legal;
    const stored = await rows<{ valor_referencia: string; valor_sub_referencia: string | null }>(
      sql`SELECT valor_referencia, valor_sub_referencia FROM base_legal_referencias WHERE base_legal_id = ${base.id} ORDER BY id`,
    );
    expect(stored).toEqual([
      { valor_referencia: '15', valor_sub_referencia: null },
      { valor_referencia: '3', valor_sub_referencia: 'a)' },
    ]);

    const list = await call(
      'GET',
      `/api/base_legal?per_page=-1&modalidad_id=${modalidadId}&modelo_id=${requisitoId}&codigo_modelo=Requisito`,
      evalToken,
    );
    expect(list.json().bases_legales.map((b: { id: number }) => b.id)).toContain(base.id);

    const [first, second] = base.referencias;
    const updated = await call('PUT', `/api/base_legal/update/${base.id}`, evalToken, {
      ...baseBody(),
      seccion: null,
      codigo_modelo: 'Requisito',
      modelo_id: requisitoId,
      referencias: [
        { id: first.id, referencia_id: 1, valor_referencia: '16' },
        { id: second.id, ...validReferencia, valor_referencia: '4' },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      updated.json().base_legal.referencias.map((r: { valor_referencia: string }) => r.valor_referencia),
    ).toEqual(['16', '4']);

    expect((await call('DELETE', `/api/base_legal/referencias/${first.id}`, evalToken)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/base_legal/referencias/${first.id}`, evalToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/base_legal/referencias/${second.id}`, evalToken)).statusCode).toBe(
      200,
    );
    expect(await rows(sql`SELECT 1 FROM bases_legales WHERE id = ${base.id}`)).toHaveLength(0);

    const trail = await auditRows('bases_legales', base.id);
    expect(trail.map((a) => a.accion)).toEqual(['crear', 'editar', 'editar', 'eliminar']);
    expect(trail.every((a) => a.user_id === evalId && a.created_at != null)).toBe(true);
    expect(trail[0]!.antes).toBeNull();
    expect((trail[1]!.antes as { referencias: unknown[] }).referencias).toHaveLength(2);
    expect(trail[3]!.despues).toBeNull();
  });

  it('refuses a requirement of another modality and a reference of another basis', async () => {
    const other = await one<{ id: number }>(
      sql`SELECT id FROM requisitos WHERE modalidad_id <> ${modalidadId} LIMIT 1`,
    );
    const res = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      seccion: null,
      codigo_modelo: 'Requisito',
      modelo_id: other.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.modelo_id).toBeDefined();
    const foreignRef = await one<{ id: number; base_legal_id: number }>(
      sql`SELECT id, base_legal_id FROM base_legal_referencias ORDER BY id LIMIT 1`,
    );
    const target = await one<{ id: number }>(
      sql`SELECT id FROM bases_legales WHERE id <> ${foreignRef.base_legal_id} AND seccion IS NOT NULL LIMIT 1`,
    );
    const upd = await call('PUT', `/api/base_legal/update/${target.id}`, evalToken, {
      ...baseBody(),
      referencias: [{ ...validReferencia, id: foreignRef.id }],
    });
    expect(upd.statusCode).toBe(400);
    expect(Object.keys(upd.json().errors)).toContain('referencias.0.id');
  });

  it(`caps a basis at ${LEGAL_BASIS_MAX_REFERENCES} references on create and update, nothing written`, async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...validReferencia, valor_referencia: String(i + 1) }));
    const before = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM base_legal_referencias`);
    const tooMany = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      referencias: many(LEGAL_BASIS_MAX_REFERENCES + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.referencias).toEqual([M.referenciasMaximo]);
    // 10,000 references (the audit's case) are refused the same way.
    const huge = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      referencias: many(10_000),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors.referencias).toEqual([M.referenciasMaximo]);

    const atCap = await call('POST', '/api/base_legal/create', evalToken, {
      ...baseBody(),
      seccion: 'PERIODICIDAD',
      referencias: many(LEGAL_BASIS_MAX_REFERENCES),
    });
    expect(atCap.statusCode, atCap.body).toBe(200);
    const base = atCap.json().base_legal as { id: number; referencias: { id: number }[] };
    const update = await call('PUT', `/api/base_legal/update/${base.id}`, evalToken, {
      ...baseBody(),
      seccion: 'PERIODICIDAD',
      referencias: [...base.referencias.map((r) => ({ ...validReferencia, id: r.id })), validReferencia],
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().errors.referencias).toEqual([M.referenciasMaximo]);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM base_legal_referencias`)).n).toBe(
      before.n + LEGAL_BASIS_MAX_REFERENCES,
    );
    for (const r of base.referencias)
      expect((await call('DELETE', `/api/base_legal/referencias/${r.id}`, evalToken)).statusCode).toBe(200);
  });

  it('answers 400 for a malformed list query, never 500', async () => {
    for (const q of [
      'modalidad_id=abc&seccion=DESCRIPCION',
      'modalidad_id=1',
      'modalidad_id=1&seccion=OTRA',
      'modalidad_id=1&modelo_id=2',
    ]) {
      const res = await call('GET', `/api/base_legal?${q}`, evalToken);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().errors).toBeDefined();
    }
  });
});

describe('rulings', () => {
  it('applies each ruling rule with the errors map', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ comentarios: '' }, 'comentarios', M.comentariosRequeridos],
      [{ comentarios: 'x'.repeat(801) }, 'comentarios', M.comentariosMaximo],
      [{ estados_dictamen: [] }, 'estados_dictamen', M.estadoRequerido],
      [{ estados_dictamen: [9999] }, 'estados_dictamen', M.estadoInvalido],
      [{ estados_dictamen: [estadoId('004')] }, 'condicion_inscripcion_id', M.condicionRequerida],
      [{ estados_dictamen: [estadoId('006')] }, 'estados_dictamen', M.estadoSoloNombre],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/dictamenes/create', evalToken, rulingBody(override));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field], JSON.stringify(res.json())).toContain(message);
    }
  });

  it('issues a 004 ruling with its condition, clears it with another status, audits both', async () => {
    const condicion = await one<{ id: number }>(
      sql`SELECT id FROM condiciones_inscripcion ORDER BY id LIMIT 1`,
    );
    const created = await call(
      'POST',
      '/api/dictamenes/create',
      evalToken,
      rulingBody({ estados_dictamen: [estadoId('004')], condicion_inscripcion_id: condicion.id }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().dictamen.id;
    expect(
      await one(sql`SELECT condicion_inscripcion_id, created_by FROM dictamenes WHERE id = ${id}`),
    ).toEqual({
      condicion_inscripcion_id: condicion.id,
      created_by: evalId,
    });
    const updated = await call(
      'PUT',
      `/api/dictamenes/update/${id}`,
      evalToken,
      rulingBody({ estados_dictamen: [estadoId('001')], condicion_inscripcion_id: condicion.id }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().dictamen.condicion_inscripcion_id).toBeNull();
    expect(updated.json().dictamen.estados_dictamen.map((e: { codigo: string }) => e.codigo)).toEqual([
      '001',
    ]);

    const list = await call(
      'GET',
      `/api/dictamenes?per_page=-1&modalidad_id=${modalidadId}&seccion=PERIODICIDAD`,
      evalToken,
    );
    expect(list.json().dictamenes.map((d: { id: number }) => d.id)).toContain(id);

    const trail = await rows<{
      accion: string;
      user_id: number;
      antes: { condicion_inscripcion_id: number } | null;
    }>(
      sql`SELECT accion, user_id, antes FROM auditoria WHERE entidad = 'dictamenes' AND entidad_id = ${id} ORDER BY id`,
    );
    expect(trail.map((a) => a.accion)).toEqual(['crear', 'editar']);
    expect(trail[1]!.antes!.condicion_inscripcion_id).toBe(condicion.id);
  });

  it('accepts 006 only for NOMBRE_MODALIDAD', async () => {
    const res = await call(
      'POST',
      '/api/dictamenes/create',
      evalToken,
      rulingBody({ seccion: 'NOMBRE_MODALIDAD', estados_dictamen: [estadoId('006')] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(SECTIONS)).toContain('NOMBRE_MODALIDAD');
  });

  it('404 when updating an unknown ruling', async () => {
    expect((await call('PUT', '/api/dictamenes/update/999999', evalToken, rulingBody())).statusCode).toBe(
      404,
    );
  });
});
