/**
 * Issue 23, citizen side: the tracking code of a complaint (shown once, stored as a hash), the tracking
 * lookup (identical 404 for an unknown folio and a wrong code, rate limited, nothing personal, no internal
 * note) and complaints about a procedure that is not in the registry.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { COMPLAINT_STATE_CODES, isWellFormedTrackingCode } from '@rnt/contract/denuncia-estados';
import { FOLIO_PATTERN } from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogSerializer } from '../src/lib/log-redaction';
import { carriesSecret, redactSecrets } from '../src/lib/secret-query';
import { LocalStorage } from '../src/lib/storage/local-storage';
import { multipartBody, pngFile } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let folder: string;
let modalidad: { id: number; nombre: string; tramite: string; institucion_id: number; institucion: string };
let otraInstitucion: { id: number; nombre: string };

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rnt-seguimiento-'));
  t = await createTestApp({
    storage: new LocalStorage(folder),
    denunciasRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    seguimientoRateLimit: { max: 10_000, timeWindowMs: 60_000 },
  });
  [modalidad] = (await testRows<typeof modalidad>(
    t.database.db,
    sql`SELECT m.id, m.nombre, t.nombre AS tramite, i.id AS institucion_id, i.nombre AS institucion
        FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE m.estado_id IN (11, 13) ORDER BY m.id LIMIT 1`,
  )) as [typeof modalidad];
  [otraInstitucion] = (await testRows<typeof otraInstitucion>(
    t.database.db,
    sql`SELECT id, nombre FROM instituciones WHERE id <> ${modalidad.institucion_id} ORDER BY id LIMIT 1`,
  )) as [typeof otraInstitucion];
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

const identified = () => ({
  anonimo: 'false',
  mensaje: 'En la ventanilla me pidieron una solvencia que no aparece en el registro.',
  modalidad_id: String(modalidad.id),
  nombres: 'Rosa Elena',
  apellidos: 'Martínez Quintanilla',
  correo: 'rosa.martinez@example.com',
  telefono: '7123 4567',
});
const anonymous = () => ({
  anonimo: 'true',
  mensaje: 'Piden una copia certificada que no está inscrita.',
  modalidad_id: String(modalidad.id),
});
const unlisted = (overrides: Record<string, string> = {}) => ({
  anonimo: 'true',
  mensaje: 'Para inscribir mi negocio me exigieron una constancia de la alcaldía.',
  tramite_no_listado: 'true',
  institucion_id: String(otraInstitucion.id),
  descripcion_tramite: 'Constancia de no adeudo municipal para abrir una tienda',
  ...overrides,
});

function send(fields: Record<string, string>, headers: Record<string, string> = {}, app = t.app) {
  const body = multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const track = (folio: string, codigo: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `/api/public_tramites/denuncias/seguimiento?${new URLSearchParams({ folio, codigo })}`,
  });

async function submitted(fields: Record<string, string>) {
  const res = await send(fields);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { message: string; folio: string; codigo_seguimiento: string };
}

const idOf = async (folio: string) =>
  (await testRows<{ id: number }>(t.database.db, sql`SELECT id FROM denuncias WHERE folio = ${folio}`))[0]!
    .id;

describe('submission → tracking code', () => {
  it('answers 201 with the message, the folio and a code shown once, stored only as its hash', async () => {
    const res = await send(identified(), {}, t.app);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['codigo_seguimiento', 'folio', 'message']);
    expect(body.message).toBe(MESSAGES.denunciaEnviadaTitulo);
    expect(body.folio).toMatch(FOLIO_PATTERN);
    expect(body.codigo_seguimiento).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(isWellFormedTrackingCode(body.codigo_seguimiento)).toBe(true);

    const [row] = await testRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT * FROM denuncias WHERE folio = ${body.folio}`,
    );
    const canonical = body.codigo_seguimiento.replace(/-/g, '');
    expect(row!.codigo_seguimiento_hash).toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(row).toMatchObject({ estado: 'RECIBIDA', institucion_id: modalidad.institucion_id });
    // Neither form of the code is kept anywhere in the row.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(canonical);
    expect(stored).not.toContain(body.codigo_seguimiento);
  });

  it('gives every complaint a different code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await submitted(anonymous())).codigo_seguimiento);
    expect(codes.size).toBe(5);
  });

  it('an idempotent retry answers the same folio without a code (it is not kept); the first code still works', async () => {
    const key = `seguimiento-${Date.now()}`;
    const first = await send(anonymous(), { 'idempotency-key': key });
    const retry = await send(anonymous(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual({
      message: MESSAGES.codigoNoRepetible,
      folio: first.json().folio,
      codigo_seguimiento: null,
    });
    expect((await track(first.json().folio, first.json().codigo_seguimiento)).statusCode).toBe(200);
  });
});

describe('GET /api/public_tramites/denuncias/seguimiento', () => {
  it('shows the state, the date, the institution and the history to the holder of folio and code', async () => {
    const { folio, codigo_seguimiento } = await submitted(identified());
    // Typed as people type it: lower case, spaces instead of dashes, a folio in lower case.
    const typed = ` ${codigo_seguimiento.toLowerCase().replace(/-/g, ' ')} `;
    const res = await track(folio.toLowerCase(), typed);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      folio,
      estado: 'RECIBIDA',
      estado_nombre: 'Recibida',
      institucion: modalidad.institucion,
      tramite: `${modalidad.tramite} — ${modalidad.nombre}`,
      resultado: null,
      resultado_nombre: null,
      historial: [{ estado: 'RECIBIDA', estado_nombre: 'Recibida', nota_publica: null }],
    });
    expect(Math.abs(Date.parse(body.fecha) - Date.now())).toBeLessThan(5 * 60_000);
    expect(body.historial[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('shows the public notes staff wrote and the outcome, never the internal note nor any personal data', async () => {
    const { folio, codigo_seguimiento } = await submitted(identified());
    const id = await idOf(folio);
    // The registry's staff act through the back office (the demo evaluator holds DENUNCIAS_GESTIONAR).
    const [staff] = DEMO_USERS;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    const { token } = login.json() as { token: string };
    for (const accion of [
      {
        estado: 'REMITIDA',
        nota_interna: 'NOTA-INTERNA-SECRETA: llamar al jefe de la unidad',
        nota_publica: 'Remitimos su denuncia a la institución.',
      },
      {
        estado: 'CERRADA',
        resultado: 'FUNDADA',
        nota_interna: 'OTRA-NOTA-INTERNA',
        nota_publica: 'La institución dejó de pedir la solvencia.',
      },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/denuncias/${id}/acciones`,
        headers: { authorization: `Bearer ${token}` },
        payload: accion,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const res = await track(folio, codigo_seguimiento);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      estado: 'CERRADA',
      estado_nombre: 'Cerrada',
      resultado: 'FUNDADA',
      resultado_nombre: 'Fundada',
    });
    expect(
      body.historial.map((h: { estado: string; nota_publica: string | null }) => [h.estado, h.nota_publica]),
    ).toEqual([
      ['RECIBIDA', null],
      ['REMITIDA', 'Remitimos su denuncia a la institución.'],
      ['CERRADA', 'La institución dejó de pedir la solvencia.'],
    ]);
    for (const h of body.historial)
      expect(Object.keys(h).sort()).toEqual(['estado', 'estado_nombre', 'fecha', 'nota_publica']);
    for (const secret of [
      'NOTA-INTERNA',
      'nota_interna',
      'Rosa',
      'Martínez',
      'rosa.martinez@example.com',
      '7123',
      identified().mensaje,
      'correo',
      'telefono',
    ])
      expect(res.body).not.toContain(secret);
    expect(COMPLAINT_STATE_CODES).toContain(body.estado);
  });

  it('answers the same 404 for an unknown folio, a wrong code and a complaint without a code', async () => {
    const { folio, codigo_seguimiento } = await submitted(anonymous());
    const other = await submitted(anonymous());
    // A complaint stored before tracking codes existed has no hash: no code opens it.
    const legacy = await submitted(anonymous());
    await testRows(
      t.database.db,
      sql`UPDATE denuncias SET codigo_seguimiento_hash = NULL WHERE folio = ${legacy.folio}`,
    );
    const answers = await Promise.all([
      track('RNT-2026-999999', codigo_seguimiento),
      track(folio, other.codigo_seguimiento),
      track(folio, '2222-2222-2222'),
      track(legacy.folio, legacy.codigo_seguimiento),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.seguimientoNoEncontrado });
    }
    // Same body, byte for byte: nothing tells which folios exist.
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await track(folio, codigo_seguimiento)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed folio or code with a Spanish 400', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['', { folio: [MESSAGES.folioRequerido], codigo: [MESSAGES.codigoSeguimientoRequerido] }],
      ['?folio=RNT-2026-000001', { codigo: [MESSAGES.codigoSeguimientoRequerido] }],
      ['?folio=123&codigo=ABCD-EFGH-JKMN', { folio: [MESSAGES.folioInvalido] }],
      ['?folio=RNT-2026-000001&codigo=0000-1111-OOOO', { codigo: [MESSAGES.codigoSeguimientoInvalido] }],
      ['?folio=RNT-2026-000001&codigo=ABCD', { codigo: [MESSAGES.codigoSeguimientoInvalido] }],
    ];
    for (const [query, errors] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/public_tramites/denuncias/seguimiento${query}`,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual(errors);
    }
  });

  it('is rate limited per client: past the limit even the right code gets a Spanish 429', async () => {
    const limited = await createTestApp({
      storage: new LocalStorage(folder),
      seguimientoRateLimit: { max: 3, timeWindowMs: 60_000 },
    });
    try {
      const res = await send(anonymous(), {}, limited.app);
      const { folio, codigo_seguimiento } = res.json();
      const from = (ip: string, codigo: string) =>
        limited.app.inject({
          method: 'GET',
          url: `/api/public_tramites/denuncias/seguimiento?${new URLSearchParams({ folio, codigo })}`,
          remoteAddress: ip,
        });
      expect((await from('203.0.113.7', '2222-2222-2222')).statusCode).toBe(404);
      expect((await from('203.0.113.7', '3333-3333-3333')).statusCode).toBe(404);
      expect((await from('203.0.113.7', codigo_seguimiento)).statusCode).toBe(200);
      const refused = await from('203.0.113.7', codigo_seguimiento);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.demasiadasSolicitudes });
      expect(refused.headers['retry-after']).toBeDefined();
      // Another client is counted apart.
      expect((await from('198.51.100.20', codigo_seguimiento)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keeps the code out of the request log, however its name is written', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // The production logger's request serializer (server.ts), at the level that logs every request.
    const logged = await createTestApp(
      { seguimientoRateLimit: { max: 10_000, timeWindowMs: 60_000 } },
      { server: { logger: { level: 'info', stream, serializers: { req: requestLogSerializer } } } },
    );
    try {
      const created = await send(anonymous(), {}, logged.app);
      const { folio, codigo_seguimiento } = created.json() as { folio: string; codigo_seguimiento: string };
      const query = (name: string) => `folio=${folio}&${name}=${codigo_seguimiento}`;
      // The server decodes parameter names: each of these is the code to the route, which answers.
      for (const name of ['codigo', 'c%6Fdigo', '%63odigo', '%63%6F%64%69%67%6F', 'cod%69go']) {
        for (const base of ['/api/public_tramites/denuncias/seguimiento', '/seguimiento']) {
          lines.length = 0;
          const res = await logged.app.inject({ method: 'GET', url: `${base}?${query(name)}` });
          if (base.startsWith('/api')) expect(res.statusCode, name).toBe(200);
          const log = lines.join('');
          expect(log, name).toContain(`${name}=[oculto]`);
          expect(log, name).not.toContain(codigo_seguimiento);
        }
      }
    } finally {
      await logged.close();
    }
  });

  it('redacts every spelling of the name and nothing else', () => {
    const code = '7KQM-4X9T-R2HW';
    expect(redactSecrets(`/seguimiento?folio=RNT-2026-000001&codigo=${code}`)).toBe(
      '/seguimiento?folio=RNT-2026-000001&codigo=[oculto]',
    );
    expect(redactSecrets(`/seguimiento?CODIGO=${code}&folio=RNT-2026-000001`)).toBe(
      '/seguimiento?CODIGO=[oculto]&folio=RNT-2026-000001',
    );
    expect(redactSecrets(`/seguimiento?C%6Fdigo=${code}&codigo=${code}`)).toBe(
      '/seguimiento?C%6Fdigo=[oculto]&codigo=[oculto]',
    );
    // A name that only contains the word is another parameter; a value that spells it is a value.
    expect(redactSecrets('/buscar?codigos=1&q=codigo=2')).toBe('/buscar?codigos=1&q=codigo=2');
    expect(carriesSecret('/buscar?codigos=1&q=codigo=2')).toBe(false);
    expect(carriesSecret(`/x?c%6Fdigo=${code}`)).toBe(true);
    expect(carriesSecret('/seguimiento')).toBe(false);
  });
});

describe('a complaint about a procedure not in the registry', () => {
  it('is stored with the institution and the description, without a modality, and can be tracked', async () => {
    const { folio, codigo_seguimiento } = await submitted(unlisted());
    const [row] = await testRows<Record<string, unknown>>(
      t.database.db,
      sql`SELECT modalidad_id, institucion_id, descripcion_tramite, estado FROM denuncias WHERE folio = ${folio}`,
    );
    expect(row).toEqual({
      modalidad_id: null,
      institucion_id: otraInstitucion.id,
      descripcion_tramite: unlisted().descripcion_tramite,
      estado: 'RECIBIDA',
    });
    const res = await track(folio, codigo_seguimiento);
    expect(res.json()).toMatchObject({
      institucion: otraInstitucion.nombre,
      tramite: 'Trámite no inscrito en el Registro Nacional de Trámites',
    });
    // The citizen's own words are not echoed on the tracking page.
    expect(res.body).not.toContain(unlisted().descripcion_tramite);
  });

  it('is recognised without the flag when an institution and a description come instead of a modality', async () => {
    const { tramite_no_listado: _, ...rest } = unlisted();
    const { folio } = await submitted(rest);
    expect(
      (await testRows(t.database.db, sql`SELECT modalidad_id FROM denuncias WHERE folio = ${folio}`))[0],
    ).toEqual({ modalidad_id: null });
  });

  it('accepts a description of exactly 300 characters and an attachment', async () => {
    const body = multipartBody(unlisted({ descripcion_tramite: 'd'.repeat(300) }), [
      { name: 'constancia.png', content: pngFile(), type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public_tramites/denuncias',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('requires the institution and the description, at most 300 characters, in Spanish', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        unlisted({ descripcion_tramite: '' }),
        { descripcion_tramite: [MESSAGES.descripcionTramiteRequerida] },
      ],
      [
        unlisted({ descripcion_tramite: '   ' }),
        { descripcion_tramite: [MESSAGES.descripcionTramiteRequerida] },
      ],
      [
        unlisted({ descripcion_tramite: 'd'.repeat(301) }),
        { descripcion_tramite: [MESSAGES.descripcionTramiteMaximo] },
      ],
      [unlisted({ institucion_id: '' }), { institucion_id: [MESSAGES.institucionRequerida] }],
      [unlisted({ institucion_id: 'abc' }), { institucion_id: [MESSAGES.opcionInvalida] }],
      [unlisted({ institucion_id: '2147483000' }), { institucion_id: [MESSAGES.institucionNoExiste] }],
      [
        unlisted({ modalidad_id: String(modalidad.id) }),
        { modalidad_id: [MESSAGES.modalidadConTramiteNoListado] },
      ],
      [
        { ...anonymous(), descripcion_tramite: 'Otra cosa' },
        { descripcion_tramite: [MESSAGES.descripcionConModalidad] },
      ],
      // Without a modality and without anything of an unlisted procedure, the spec's message stays.
      [{ ...anonymous(), modalidad_id: '' }, { modalidad_id: [MESSAGES.modalidadRequerida] }],
    ];
    const before = (
      await testRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int n FROM denuncias`)
    )[0]!.n;
    for (const [fields, errors] of cases) {
      const res = await send(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json(), JSON.stringify(fields)).toEqual({ message: MESSAGES.solicitudInvalida, errors });
    }
    const after = (
      await testRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int n FROM denuncias`)
    )[0]!.n;
    expect(after).toBe(before);
  });

  it('an idempotent retry of an unlisted complaint is recognised; another institution under the key is a 409', async () => {
    const key = `no-listado-${Date.now()}`;
    const first = await send(unlisted(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const retry = await send(unlisted(), { 'idempotency-key': key });
    expect(retry.json()).toMatchObject({ folio: first.json().folio, codigo_seguimiento: null });
    const other = await send(unlisted({ institucion_id: String(modalidad.institucion_id) }), {
      'idempotency-key': key,
    });
    expect(other.statusCode).toBe(409);
  });
});
