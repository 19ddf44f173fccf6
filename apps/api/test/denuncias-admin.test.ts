/**
 * The complaint back office (issue 23): permission matrix, personal data only with
 * DENUNCIAS_DATOS_PERSONALES (and audited), transitions, overdue marks, CSV without personal data, the
 * attachment's download headers, and the e-mail read back from a real SMTP server started here.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isComplaintOverdue } from '@rnt/contract/denuncia-estados';
import {
  DENUNCIAS_ADMIN_MESSAGES,
  DENUNCIAS_CSV_COLUMNS,
  PARAM_COMPLAINT_ANSWER_PERIOD,
  type DenunciaDetalle,
  type DenunciasListResponse,
} from '@rnt/contract/denuncias-admin';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overdueBefore } from '../src/repositories/denuncias-admin';
import { createUser } from '../src/repositories/users';
import { multipartBody, pdfFile, type FilePart } from './helpers/multipart';
import { startSmtp, type Inbox } from './helpers/smtp-inbox';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

// ---------------------------------------------------------------- the app

const NO_LIMIT = { max: 1_000_000, timeWindowMs: 60_000 };

let t: TestApp;
let inbox: Inbox;
let folder: string;
/** Every permission (the demo evaluator). */
let evaluador: string;
/** The read-only demo account: none of the DENUNCIAS_* permissions. */
let consulta: string;
/** DENUNCIAS_VER and DENUNCIAS_GESTIONAR, without DENUNCIAS_DATOS_PERSONALES. */
let sinDatos: string;
let evaluadorId: number;
let modalidad: { id: number; institucion_id: number; institucion: string };

async function login(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { id: number } };
}

beforeAll(async () => {
  inbox = await startSmtp();
  folder = await mkdtemp(path.join(tmpdir(), 'rnt-denuncias-admin-'));
  t = await createTestApp({ smtpUrl: inbox.url, storageUrl: folder, denunciasRateLimit: NO_LIMIT });
  const [withAll, readOnly] = DEMO_USERS;
  ({
    token: evaluador,
    user: { id: evaluadorId },
  } = await login(withAll.email, withAll.password));
  ({ token: consulta } = await login(readOnly.email, readOnly.password));
  await createUser(t.database.db, {
    email: 'bandeja@rnt.gob.sv',
    nombre: 'Personal sin datos personales',
    password: 'Clave-Larga-De-Prueba-1',
    permisos: [PERMISSIONS.verDenuncias, PERMISSIONS.gestionarDenuncias],
  });
  ({ token: sinDatos } = await login('bandeja@rnt.gob.sv', 'Clave-Larga-De-Prueba-1'));
  [modalidad] = (await testRows<typeof modalidad>(
    t.database.db,
    sql`SELECT m.id, u.institucion_id, i.nombre AS institucion
        FROM modalidades m JOIN tramites tr ON tr.id = m.tramite_id JOIN unidades u ON u.id = tr.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE m.estado_id IN (11, 13) ORDER BY m.id LIMIT 1`,
  )) as [typeof modalidad];
});
afterAll(async () => {
  await t.close();
  await inbox.close();
  await rm(folder, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

const identified = (correo = 'maria.nunez@example.com') => ({
  anonimo: 'false',
  mensaje: 'La ventanilla pide una constancia que no aparece en el registro.',
  modalidad_id: String(modalidad.id),
  nombres: 'María José',
  apellidos: 'Núñez',
  correo,
  telefono: '7012 3456',
});
const anonymous = () => ({
  anonimo: 'true',
  mensaje: 'Cobran una tasa que no está publicada.',
  modalidad_id: String(modalidad.id),
});

async function submit(app: TestApp, fields: Record<string, string>, files: FilePart[] = []) {
  const body = multipartBody(fields, files);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { folio } = res.json() as { folio: string };
  const [{ id }] = (await testRows<{ id: number }>(
    app.database.db,
    sql`SELECT id FROM denuncias WHERE folio = ${folio}`,
  )) as [{ id: number }];
  return { id, folio };
}

const detail = async (id: number, token = evaluador) => {
  const res = await call('GET', `/api/denuncias/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { denuncia: DenunciaDetalle }).denuncia;
};
const list = async (query: string, token = evaluador) => {
  const res = await call('GET', `/api/denuncias?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DenunciasListResponse;
};
const act = (id: number, body: object, token = evaluador) =>
  call('POST', `/api/denuncias/${id}/acciones`, token, body);
const auditRows = (id: number, accion: string) =>
  testRows<{ user_id: number; sesion_id: string; despues: Record<string, unknown> }>(
    t.database.db,
    sql`SELECT user_id, sesion_id, despues FROM auditoria
        WHERE entidad = 'denuncias' AND entidad_id = ${id} AND accion = ${accion} ORDER BY id`,
  );

// ---------------------------------------------------------------- tests

describe('permissions', () => {
  it('the demo evaluator holds the three DENUNCIAS_* permissions, the read-only account none', () => {
    const codes = [
      PERMISSIONS.verDenuncias,
      PERMISSIONS.verDatosPersonalesDenuncias,
      PERMISSIONS.gestionarDenuncias,
    ];
    for (const code of codes) {
      expect(DEMO_USERS[0].operaciones).toContain(code);
      expect(DEMO_USERS[1].operaciones).not.toContain(code);
    }
  });

  it('answers 401 without a token and 403 without the permission on every route', async () => {
    const { id } = await submit(t, anonymous());
    const routes = [
      ['GET', '/api/denuncias'],
      ['GET', '/api/denuncias.csv'],
      ['GET', `/api/denuncias/${id}`],
      ['GET', `/api/denuncias/${id}/adjunto`],
      ['POST', `/api/denuncias/${id}/acciones`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { estado: 'EN_REVISION' } : undefined;
      const none = await call(method, url, undefined, payload);
      expect(none.statusCode, `${method} ${url}`).toBe(401);
      expect(none.json()).toEqual({ message: MESSAGES.noAutenticado });
      const refused = await call(method, url, consulta, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.sinPermiso });
    }
    // Reading is not acting: DENUNCIAS_VER alone cannot record an action.
    const reader = await createUser(t.database.db, {
      email: 'lectura@rnt.gob.sv',
      nombre: 'Solo lectura',
      password: 'Clave-Larga-De-Prueba-1',
      permisos: [PERMISSIONS.verDenuncias],
    });
    const readerToken = await t.signToken(reader);
    expect((await call('GET', `/api/denuncias/${id}`, readerToken)).statusCode).toBe(200);
    expect((await act(id, { estado: 'EN_REVISION' }, readerToken)).statusCode).toBe(403);
    expect((await detail(id)).estado).toBe('RECIBIDA');
  });
});

describe('list and detail', () => {
  it('shows the message, institution, procedure and history; personal data only with the permission, audited', async () => {
    const { id, folio } = await submit(t, identified());
    await inbox.next(); // the acknowledgment (its content is checked below)

    const withoutPermission = await call('GET', `/api/denuncias/${id}`, sinDatos);
    expect(withoutPermission.statusCode).toBe(200);
    const hidden = (withoutPermission.json() as { denuncia: DenunciaDetalle }).denuncia;
    expect(hidden.datos_personales_estado).toBe('sin_permiso');
    expect(hidden.datos_personales).toBeNull();
    for (const value of ['maria.nunez@example.com', 'Núñez', '7012-3456'])
      expect(withoutPermission.body).not.toContain(value);
    expect(await auditRows(id, 'ver_datos_personales')).toEqual([]);

    const shown = await detail(id);
    expect(shown).toMatchObject({
      folio,
      estado: 'RECIBIDA',
      mensaje: identified().mensaje,
      institucion: { id: modalidad.institucion_id, nombre: modalidad.institucion },
      modalidad: { id: modalidad.id },
      datos_personales_estado: 'visibles',
      datos_personales: {
        nombres: 'María José',
        apellidos: 'Núñez',
        correo: 'maria.nunez@example.com',
        telefono: '7012-3456',
      },
      estados_siguientes: ['EN_REVISION', 'REMITIDA', 'RESPONDIDA', 'CERRADA'],
      plazo_dias_habiles: 5,
    });
    expect(shown.historial).toEqual([
      expect.objectContaining({ estado: 'RECIBIDA', usuario: null, nota_interna: null, nota_publica: null }),
    ]);
    const reads = await auditRows(id, 'ver_datos_personales');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.user_id).toBe(evaluadorId);
    expect(reads[0]!.sesion_id).toBeTruthy();
    // The audit names the read, not the data.
    expect(JSON.stringify(reads[0]!.despues)).not.toContain('maria.nunez');

    // An anonymous complaint has none to show, and its read is not a read of personal data.
    const anon = await submit(t, anonymous());
    expect((await detail(anon.id)).datos_personales_estado).toBe('anonima');
    expect(await auditRows(anon.id, 'ver_datos_personales')).toEqual([]);
  });

  it('lists without personal data, newest first, filtered and paged', async () => {
    const { folio } = await submit(t, identified('lista@example.com'));
    await inbox.next();
    const page = await list('per_page=2');
    expect(page.listado).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.listado.data).toHaveLength(2);
    expect(page.listado.data[0]!.folio).toBe(folio);
    expect(page.listado.total).toBeGreaterThanOrEqual(3);
    const all = await call('GET', '/api/denuncias?per_page=-1', evaluador);
    for (const value of ['lista@example.com', 'maria.nunez', 'Núñez', '7012-3456', 'nombres', 'telefono'])
      expect(all.body).not.toContain(value);

    // Each filter against an independent count of the rows (the demo data hold complaints of every
    // state and institution, so the counts are read, not assumed).
    const count = async (where: ReturnType<typeof sql>) =>
      (
        await testRows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM denuncias WHERE ${where}`,
        )
      )[0]!.n;
    const byInstitution = await list(`institucion_id=${modalidad.institucion_id}&per_page=-1`);
    expect(byInstitution.listado.total).toBe(await count(sql`institucion_id = ${modalidad.institucion_id}`));
    expect(byInstitution.listado.data.map((d) => d.folio)).toContain(folio);
    expect((await list('institucion_id=999999')).listado.total).toBe(0);
    expect((await list('estado=CERRADA')).listado.total).toBe(await count(sql`estado = 'CERRADA'`));
    // Today, in El Salvador's calendar.
    const today = new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);
    const ofToday = await list(`fecha_desde=${today}&fecha_hasta=${today}&per_page=-1`);
    expect(ofToday.listado.total).toBe(
      await count(sql`(created_at AT TIME ZONE 'America/El_Salvador')::date = ${today}::date`),
    );
    expect(ofToday.listado.data.map((d) => d.folio)).toContain(folio);
    expect((await list('fecha_hasta=2020-01-01')).listado.total).toBe(0);
  });

  it('refuses bad filters with Spanish errors, and unknown complaints with 404', async () => {
    const res = await call(
      'GET',
      '/api/denuncias?estado=ABIERTA&vencidas=quiza&fecha_desde=2026-02-30&institucion_id=x',
      evaluador,
    );
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['estado', 'fecha_desde', 'institucion_id', 'vencidas']);
    expect(errors.estado).toEqual([DENUNCIAS_ADMIN_MESSAGES.estadoInvalido]);
    const reversed = await call(
      'GET',
      '/api/denuncias?fecha_desde=2026-05-02&fecha_hasta=2026-05-01',
      evaluador,
    );
    expect(reversed.statusCode).toBe(400);
    const missing = await call('GET', '/api/denuncias/999999', evaluador);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: DENUNCIAS_ADMIN_MESSAGES.noExiste });
    expect((await act(999999, { estado: 'EN_REVISION' })).statusCode).toBe(404);
  });
});

describe('actions', () => {
  it('forwards, answers and closes: history, times, audit, and the public answer mailed without the internal note', async () => {
    const { id, folio } = await submit(t, identified('respuesta@example.com'));
    await inbox.next();

    const forwarded = await act(id, {
      estado: 'REMITIDA',
      nota_interna: 'Remitido al enlace de la institución.',
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json().message).toBe(DENUNCIAS_ADMIN_MESSAGES.accionRegistrada);
    // The action's answer never carries personal data.
    expect(forwarded.body).not.toContain('respuesta@example.com');
    let state = await detail(id);
    expect(state).toMatchObject({
      estado: 'REMITIDA',
      respondida_at: null,
      estados_siguientes: ['RESPONDIDA', 'CERRADA'],
    });

    const answer = 'La institución retiró la constancia de la lista de requisitos.';
    const answered = await act(id, {
      estado: 'RESPONDIDA',
      nota_publica: answer,
      nota_interna: 'NOTA-INTERNA-SECRETA',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const mail = await inbox.next();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('respuesta@example.com');
    expect(mail.subject).toBe(`Respuesta a su denuncia — folio ${folio}`);
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('Estado: Respondida.');
    expect(mail.text).not.toContain('NOTA-INTERNA-SECRETA');
    expect(mail.text).toContain('/seguimiento');

    state = await detail(id);
    expect(state.respondida_at).not.toBeNull();
    expect(state.vencida).toBe(false);

    const closed = await act(id, { estado: 'CERRADA', resultado: 'RESUELTA_INSTITUCION' });
    expect(closed.statusCode, closed.body).toBe(200);
    state = await detail(id);
    expect(state).toMatchObject({
      estado: 'CERRADA',
      resultado: 'RESUELTA_INSTITUCION',
      estados_siguientes: [],
    });
    expect(state.cerrada_at).not.toBeNull();
    expect(state.historial.map((h) => [h.estado, h.usuario])).toEqual([
      ['RECIBIDA', null],
      ['REMITIDA', 'Evaluadora de demostración'],
      ['RESPONDIDA', 'Evaluadora de demostración'],
      ['CERRADA', 'Evaluadora de demostración'],
    ]);
    expect(state.historial[1]!.nota_interna).toBe('Remitido al enlace de la institución.');
    expect(state.historial[2]).toMatchObject({ nota_publica: answer, nota_interna: 'NOTA-INTERNA-SECRETA' });

    const audited = await auditRows(id, 'accion');
    expect(audited.map((a) => a.despues.estado)).toEqual(['REMITIDA', 'RESPONDIDA', 'CERRADA']);
    expect(audited.every((a) => a.user_id === evaluadorId && a.sesion_id)).toBe(true);

    // Closed is final.
    const after = await act(id, { nota_interna: 'otra' });
    expect(after.statusCode).toBe(400);
    expect(after.json().errors).toEqual({ estado: [DENUNCIAS_ADMIN_MESSAGES.cerradaSinCambios] });
  });

  it('refuses moves the lifecycle does not allow, closing without an outcome and empty actions', async () => {
    const { id } = await submit(t, anonymous());
    const cases: [object, Record<string, string[]>][] = [
      [{}, { estado: [DENUNCIAS_ADMIN_MESSAGES.accionVacia] }],
      [
        { estado: '', nota_interna: '   ', nota_publica: '' },
        { estado: [DENUNCIAS_ADMIN_MESSAGES.accionVacia] },
      ],
      [{ estado: 'CERRADA' }, { resultado: [DENUNCIAS_ADMIN_MESSAGES.resultadoRequerido] }],
      [
        { estado: 'EN_REVISION', resultado: 'FUNDADA' },
        { resultado: [DENUNCIAS_ADMIN_MESSAGES.resultadoSoloAlCerrar] },
      ],
      [{ estado: 'ARCHIVADA' }, { estado: [DENUNCIAS_ADMIN_MESSAGES.estadoInvalido] }],
      [
        { estado: 'CERRADA', resultado: 'TAL_VEZ' },
        { resultado: [DENUNCIAS_ADMIN_MESSAGES.resultadoInvalido] },
      ],
      [{ nota_publica: 'x'.repeat(2001) }, { nota_publica: [DENUNCIAS_ADMIN_MESSAGES.notaLarga] }],
    ];
    for (const [body, errors] of cases) {
      const res = await act(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ message: MESSAGES.solicitudInvalida, errors });
    }
    expect(
      await act(id, { estado: 'RESPONDIDA', nota_publica: 'Respondida.' }).then((r) => r.statusCode),
    ).toBe(200);
    const back = await act(id, { estado: 'EN_REVISION' });
    expect(back.statusCode).toBe(400);
    expect(back.json().errors).toEqual({
      estado: [DENUNCIAS_ADMIN_MESSAGES.transicionNoPermitida('Respondida', 'En revisión')],
    });
    // Nothing of the refused calls was written.
    expect((await detail(id)).historial).toHaveLength(2);
    expect(await auditRows(id, 'accion')).toHaveLength(1);
  });

  it('a public note without a state change is an answer too, and a note keeps the state', async () => {
    const { id } = await submit(t, anonymous());
    const res = await act(id, { nota_publica: 'Estamos revisando su caso.' }, sinDatos);
    expect(res.statusCode, res.body).toBe(200);
    const state = await detail(id);
    expect(state.estado).toBe('RECIBIDA');
    expect(state.respondida_at).not.toBeNull();
    expect(state.historial.at(-1)).toMatchObject({
      estado: 'RECIBIDA',
      nota_publica: 'Estamos revisando su caso.',
      usuario: 'Personal sin datos personales',
    });
  });
});

describe('overdue complaints', () => {
  it('the SQL bound agrees with the contract rule at every hour of two weeks', () => {
    for (const now of [
      new Date('2026-11-24T18:00:00Z'),
      new Date('2026-11-28T05:59:00Z'),
      new Date('2026-11-30T06:00:00Z'),
    ])
      for (const period of [1, 5, 15]) {
        const bound = overdueBefore(now, period);
        for (let h = 0; h < 24 * 30; h++) {
          const received = new Date(now.getTime() - h * 3_600_000);
          expect(received < bound, `${now.toISOString()} ${period} ${received.toISOString()}`).toBe(
            isComplaintOverdue(received, now, period),
          );
        }
      }
  });

  it('marks and filters unanswered complaints past the period; the period is a parameter', async () => {
    const old = await submit(t, anonymous());
    const oldAnswered = await submit(t, anonymous());
    const recent = await submit(t, anonymous());
    await t.database.db.execute(
      sql`UPDATE denuncias SET created_at = now() - interval '30 days' WHERE id IN (${old.id}, ${oldAnswered.id})`,
    );
    expect((await act(oldAnswered.id, { estado: 'RESPONDIDA', nota_publica: 'Atendida.' })).statusCode).toBe(
      200,
    );

    const overdue = await list('vencidas=true&per_page=-1');
    const ids = overdue.listado.data.map((d) => d.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(oldAnswered.id);
    expect(ids).not.toContain(recent.id);
    expect(overdue.listado.data.every((d) => d.vencida)).toBe(true);
    const old1 = overdue.listado.data.find((d) => d.id === old.id)!;
    expect(old1.dias_habiles).toBeGreaterThanOrEqual(20);

    const onTime = await list('vencidas=false&per_page=-1');
    expect(onTime.listado.data.map((d) => d.id)).toEqual(expect.arrayContaining([oldAnswered.id, recent.id]));
    expect(onTime.listado.data.some((d) => d.vencida)).toBe(false);
    expect(overdue.listado.total + onTime.listado.total).toBe((await list('per_page=1')).listado.total);

    // A longer period (a `parametros` row) and nothing is overdue any more.
    await t.database.db.execute(
      sql`INSERT INTO parametros (codigo, valor, descripcion) VALUES (${PARAM_COMPLAINT_ANSWER_PERIOD}, '40', 'Plazo')`,
    );
    try {
      const longer = await list('vencidas=true&per_page=-1');
      expect(longer.plazo_dias_habiles).toBe(40);
      // This test's complaint (30 days old) is no longer overdue; only older ones (demo data) still are.
      expect(longer.listado.data.map((d) => d.id)).not.toContain(old.id);
      expect(longer.listado.data.every((d) => d.dias_habiles > 40)).toBe(true);
      expect((await detail(old.id)).vencida).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`DELETE FROM parametros WHERE codigo = ${PARAM_COMPLAINT_ANSWER_PERIOD}`,
      );
    }
  });
});

describe('CSV and attachment', () => {
  it('exports the filtered list as CSV without personal data nor the message', async () => {
    const { folio } = await submit(t, identified('csv@example.com'));
    await inbox.next();
    const res = await call('GET', '/api/denuncias.csv?estado=RECIBIDA', evaluador);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="denuncias.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(DENUNCIAS_CSV_COLUMNS.join(','));
    expect(lines.some((l) => l.startsWith(`${folio},`) && l.includes(',Recibida,'))).toBe(true);
    for (const value of ['csv@example.com', 'Núñez', '7012-3456', identified().mensaje])
      expect(res.body).not.toContain(value);
    expect((await call('GET', '/api/denuncias.csv?vencidas=maybe', evaluador)).statusCode).toBe(400);
  });

  it('serves the attachment as a download with nosniff, audited; 404 when there is none', async () => {
    const content = pdfFile(5000);
    const { id } = await submit(t, anonymous(), [
      { name: 'constancia de pago.pdf', content, type: 'application/pdf' },
    ]);
    const res = await call('GET', `/api/denuncias/${id}/adjunto`, sinDatos);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="constancia de pago.pdf"; filename*=UTF-8''constancia%20de%20pago.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(content)).toBe(true);
    expect(await auditRows(id, 'descargar_adjunto')).toHaveLength(1);
    expect((await detail(id)).adjunto).toEqual({
      nombre: 'constancia de pago.pdf',
      mime: 'application/pdf',
      bytes: 5000,
    });

    const none = await submit(t, anonymous());
    const missing = await call('GET', `/api/denuncias/${none.id}/adjunto`, evaluador);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: DENUNCIAS_ADMIN_MESSAGES.sinAdjunto });
  });
});

describe('e-mail', () => {
  it('acknowledges an identified complaint (folio, what happens next); an anonymous one gets none', async () => {
    await submit(t, anonymous());
    const { folio } = await submit(t, identified('acuse@example.com'));
    // The anonymous complaint sent nothing: the next message is the identified one's.
    const mail = await inbox.next();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('acuse@example.com');
    expect(mail.from?.text).toContain('no-responder@tramites.gob.sv');
    expect(mail.subject).toBe(`Denuncia recibida — folio ${folio}`);
    expect(mail.text).toContain(`Su número de folio es ${folio}.`);
    expect(mail.text).toContain('¿Qué sigue?');
    expect(mail.text).toContain('5 días hábiles');
    expect(mail.text).toContain(`http://localhost:3000/seguimiento`);
    expect(mail.text).toContain(modalidad.institucion);
  });

  it('a failing SMTP server neither loses nor fails the complaint', async () => {
    let refusedMail!: () => void;
    const refused = new Promise<void>((resolve) => (refusedMail = resolve));
    const failing = await startSmtp({
      onMailFrom(_address, _session, callback) {
        refusedMail();
        callback(Object.assign(new Error('Buzón no disponible'), { responseCode: 550 }));
      },
    });
    const other = await createTestApp({ smtpUrl: failing.url, denunciasRateLimit: NO_LIMIT });
    try {
      const { folio } = await submit(other, identified('falla@example.com'));
      await refused;
      const stored = await testRows<{ correo: string }>(
        other.database.db,
        sql`SELECT correo FROM denuncias WHERE folio = ${folio}`,
      );
      expect(stored).toEqual([{ correo: 'falla@example.com' }]);
    } finally {
      await other.close();
      await failing.close();
    }
  });

  it('a mail server that does not answer does not hold the 201', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const slow = await startSmtp({
      onMailFrom(_address, _session, callback) {
        arrived();
        void held.then(() => callback());
      },
    });
    const other = await createTestApp({ smtpUrl: slow.url, denunciasRateLimit: NO_LIMIT });
    try {
      // The answer comes while the SMTP server is still holding the message.
      const { folio } = await submit(other, identified('lento@example.com'));
      expect(folio).toMatch(/^RNT-/);
      await reached;
      release();
      await slow.next();
    } finally {
      release();
      await other.close();
      await slow.close();
    }
  });
});
