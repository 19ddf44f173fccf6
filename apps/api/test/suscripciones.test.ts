/**
 * Issue 32: "Recibir avisos de cambios" (docs/decisions/033-change-alerts.md), with a real SMTP server
 * started here and the real outbox: the same 202 for a new and an existing address; Spanish 400s; the
 * per-client limit; the confirmation mail → the confirmation's POST (one use) → a change by plain SQL →
 * one digest mail, before → after, with its List-Unsubscribe headers → the one-click unsubscribe deletes
 * the row; an SMTP server that is down keeps the digest in the outbox until it returns; two digest runs
 * (two instances on PostgreSQL) write one digest.
 */
import { createHash } from 'node:crypto';
import { MESSAGES } from '@rnt/contract/messages';
import { modalidadPagePath } from '@rnt/contract/page-paths';
import { SUSCRIPCIONES_MESSAGES as M } from '@rnt/contract/suscripciones';
import { createDb, execute } from '@rnt/db/create-db';
import { testDbKind, testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carriesSecret, redactSecrets } from '../src/lib/secret-query';
import { writeDueDigests } from '../src/lib/suscripciones-digest';
import { unsubscribeToken } from '../src/lib/suscripciones-tokens';
import { startSmtp, type Inbox } from './helpers/smtp-inbox';
import { createTestApp, type TestApp } from './helpers/test-app';

const ORIGIN = 'https://tramites.example.sv';
const LIMIT = 4;
let t: TestApp;
let inbox: Inbox;
let smtpPort: number;
let inApp: FastifyInstance;
type Modalidad = { id: number; tramite_id: number; monto: number };
/** Registered modalities with a fixed fee; each test follows its own, so one test's alerts stay its own. */
let modalidades: Modalidad[];
let modalidad: Modalidad;

beforeAll(async () => {
  inbox = await startSmtp();
  smtpPort = inbox.port;
  t = await createTestApp(
    {
      smtpUrl: inbox.url,
      publicUrl: ORIGIN,
      mailOutbox: { pollMs: 100, retryBaseMs: 150 },
      // The job runs when the test says (an hour is never reached).
      digestIntervalMs: 3_600_000,
      suscripcionesRateLimit: { max: LIMIT, timeWindowMs: 60_000 },
    },
    {
      onRoute: (_route, instance) => {
        if (!inApp && 'suscripciones' in instance) inApp = instance;
      },
    },
  );
  modalidades = await testRows<Modalidad>(
    t.database.db,
    sql`SELECT id, tramite_id, monto::float8 AS monto FROM modalidades
        WHERE estado_id = 11 AND tipo_tarifa = 'Tarifa Fija' AND monto > 0 ORDER BY id DESC LIMIT 20`,
  );
});
/** Each test posts from its own client address and follows its own modality. */
let client = 10;
beforeEach(() => {
  client++;
  modalidad = modalidades[client - 10]!;
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

let request = 0;
/** Each request from another client address (the 400 cases are many requests). */
const otherClient = () => `10.4.${Math.floor(++request / 200)}.${request % 200}`;
const suscribir = (payload: unknown, remoteAddress = `10.3.0.${client}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/suscripciones',
    payload: payload as object,
    remoteAddress,
  });
const form = (url: string, fields: Record<string, string>, remoteAddress = `10.3.0.${client}`) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
const filas = (correo: string) =>
  testRows<{ id: number; confirmado: boolean; confirmacion_hash: string | null; ultimo_aviso: boolean }>(
    t.database.db,
    sql`SELECT id, confirmado_at IS NOT NULL AS confirmado, confirmacion_hash,
          ultimo_aviso_at IS NOT NULL AS ultimo_aviso
        FROM suscripciones_modalidad WHERE correo = ${correo}`,
  );
const confirmToken = (mail: ParsedMail) => {
  const match = /\/suscripciones\/confirmar\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  expect(match, mail.text).not.toBeNull();
  return match![1]!;
};
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
const outboxCount = async () =>
  (await testRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM correos_salientes`))[0]!.n;
/** As if the last mail to `correo` had been sent more than 10 minutes ago. */
const later = (correo: string) =>
  execute(
    t.database.db,
    sql`UPDATE suscripciones_modalidad SET ultimo_envio_at = now() - interval '11 minutes'
        WHERE correo = ${correo}`,
  );
const digest = () => inApp.suscripciones.digest.run();
const outbox = (tipo: string) =>
  testRows<{ enviado: boolean; intentos: number }>(
    t.database.db,
    sql`SELECT enviado_at IS NOT NULL AS enviado, intentos FROM correos_salientes
        WHERE tipo = ${tipo} ORDER BY id DESC LIMIT 1`,
  );
async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/public/suscripciones', () => {
  it('answers the same 202 for a new, a pending and a confirmed address; only the mail differs', async () => {
    const correo = 'misma.respuesta@example.com';
    const first = await suscribir({ correo, modalidad_id: modalidad.id });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ message: M.enviada });
    const mail1 = await inbox.next();
    expect(mail1.subject).toContain('Confirme los avisos de cambios');

    // Asked again at once (from another client): the same answer, but no second mail to that address.
    const queued = await outboxCount();
    const flood = await suscribir({ correo, modalidad_id: modalidad.id }, otherClient());
    expect([flood.statusCode, flood.body]).toEqual([first.statusCode, first.body]);
    expect(await outboxCount()).toBe(queued);
    await later(correo);

    // Again, pending (in capitals: one address): the same answer, a new link, the old one no longer works.
    const second = await suscribir({ correo: '  Misma.Respuesta@EXAMPLE.com ', modalidad_id: modalidad.id });
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    const mail2 = await inbox.next();
    expect(confirmToken(mail2)).not.toBe(confirmToken(mail1));
    expect((await filas(correo)).length).toBe(1);
    const stale = await form('/api/public/suscripciones/confirmar', { token: confirmToken(mail1) });
    expect(stale.headers.location).toBe('/suscripciones/confirmar?estado=invalida');

    const ok = await form('/api/public/suscripciones/confirmar', { token: confirmToken(mail2) });
    expect(ok.statusCode).toBe(303);
    await later(correo);
    // Confirmed: the same answer again, and the mail tells the owner it already follows the modality.
    const third = await suscribir({ correo, modalidad_id: modalidad.id });
    expect([third.statusCode, third.body, third.headers['cache-control']]).toEqual([
      first.statusCode,
      first.body,
      first.headers['cache-control'],
    ]);
    const mail3 = await inbox.next();
    expect(mail3.subject).toContain('Ya recibe avisos');
    expect(mail3.text).toContain('/suscripciones/baja?token=');
    expect((await filas(correo))[0]).toMatchObject({ confirmado: true, confirmacion_hash: null });
  });

  it('refuses bad input with a Spanish 400 and its errors map, and an unknown modality with 404', async () => {
    const bad = await suscribir({ correo: 'no-es-un-correo', modalidad_id: modalidad.id }, otherClient());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: MESSAGES.solicitudInvalida,
      errors: { correo: [MESSAGES.correoInvalido] },
    });
    const empty = await suscribir({ correo: '  ', modalidad_id: modalidad.id }, otherClient());
    expect(empty.json().errors.correo).toEqual([MESSAGES.correoRequerido]);
    const id = await suscribir({ correo: 'a@example.com', modalidad_id: 'abc' }, otherClient());
    expect(id.statusCode).toBe(400);
    expect(Object.keys(id.json().errors)).toEqual(['modalidad_id']);
    expect((await suscribir({ correo: 'a@example.com', modalidad_id: 0 }, otherClient())).statusCode).toBe(
      400,
    );
    expect(
      (await suscribir({ correo: 'a@example.com', modalidad_id: modalidad.id, x: 1 }, otherClient()))
        .statusCode,
    ).toBe(400);
    const long = await suscribir(
      { correo: `${'a'.repeat(250)}@example.com`, modalidad_id: modalidad.id },
      otherClient(),
    );
    expect(long.json().errors.correo).toEqual([MESSAGES.correoInvalido]);
    const unknown = await suscribir({ correo: 'a@example.com', modalidad_id: 2_000_000 }, otherClient());
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: M.modalidadNoExiste }]);
    expect(await filas('a@example.com')).toEqual([]);
    expect(inbox.pending()).toEqual([]);
  });

  it('answers the form without JavaScript with a 303 back to the modality page', async () => {
    const page = (aviso: string) =>
      modalidadPagePath(modalidad.tramite_id, modalidad.id, `?suscripcion=${aviso}#avisos`);
    const sent = await form('/api/public/suscripciones', {
      correo: 'sin-javascript@example.com',
      modalidad_id: String(modalidad.id),
    });
    expect([sent.statusCode, sent.headers.location]).toEqual([303, page('enviada')]);
    expect((await inbox.next()).subject).toContain('Confirme');
    const bad = await form('/api/public/suscripciones', { correo: 'x', modalidad_id: String(modalidad.id) });
    expect([bad.statusCode, bad.headers.location]).toEqual([303, page('invalida')]);
  });

  it('is limited per client address (429); another address still asks', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect(
        (await suscribir({ correo: `limite${i}@example.com`, modalidad_id: modalidad.id })).statusCode,
      ).toBe(202);
    const over = await suscribir({ correo: 'limite-extra@example.com', modalidad_id: modalidad.id });
    expect([over.statusCode, over.json()]).toEqual([429, { message: MESSAGES.demasiadasSolicitudes }]);
    expect(await filas('limite-extra@example.com')).toEqual([]);
    expect(
      (await suscribir({ correo: 'otro-cliente@example.com', modalidad_id: modalidad.id }, otherClient()))
        .statusCode,
    ).toBe(202);
    for (let i = 0; i < LIMIT + 1; i++) await inbox.next();
  });
});

describe('confirmation, a change, the digest and the unsubscribe', () => {
  it('goes from the confirmation mail to one digest with the change and a one-click unsubscribe', async () => {
    const correo = 'sigue@example.com';
    expect((await suscribir({ correo, modalidad_id: modalidad.id })).statusCode).toBe(202);
    const token = confirmToken(await inbox.next());

    // Not confirmed: a change sends nothing.
    await execute(t.database.db, sql`UPDATE modalidades SET monto = monto + 1 WHERE id = ${modalidad.id}`);
    expect(await digest()).toBe(0);

    const ok = await form('/api/public/suscripciones/confirmar', { token });
    expect([ok.statusCode, ok.headers.location]).toEqual([
      303,
      `/suscripciones/confirmar?estado=confirmada&modalidad=${modalidad.id}`,
    ]);
    // One use.
    const again = await form('/api/public/suscripciones/confirmar', { token });
    expect(again.headers.location).toBe('/suscripciones/confirmar?estado=invalida');
    // Nothing changed since the confirmation: nothing to say.
    expect(await digest()).toBe(0);

    await execute(t.database.db, sql`UPDATE modalidades SET monto = 4321.5 WHERE id = ${modalidad.id}`);
    expect(await digest()).toBe(1);
    const mail = await inbox.next();
    expect(mail.subject).toMatch(/^Cambió «.+» en el Registro Nacional de Trámites$/);
    expect(mail.text).toContain('Costo: antes «Tarifa Fija: $');
    expect(mail.text).toContain('ahora «Tarifa Fija: $4,321.50»');
    expect(mail.text).toContain(`${ORIGIN}${modalidadPagePath(modalidad.tramite_id, modalidad.id)}`);
    const [row] = await filas(correo);
    const bajaToken = unsubscribeToken(inApp.suscripciones.bajaKey, row!.id);
    expect(mail.text).toContain(`${ORIGIN}/suscripciones/baja?token=${bajaToken}`);
    expect(header(mail, 'List-Unsubscribe')).toBe(
      `<${ORIGIN}/api/public/suscripciones/baja?token=${bajaToken}>`,
    );
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // At most one mail a day: another change waits.
    await execute(t.database.db, sql`UPDATE modalidades SET monto = 4400 WHERE id = ${modalidad.id}`);
    expect(await digest()).toBe(0);

    // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the header's address.
    const url = header(mail, 'List-Unsubscribe')!.slice(1, -1).replace(ORIGIN, '');
    const oneClick = await form(url, { 'List-Unsubscribe': 'One-Click' });
    expect([oneClick.statusCode, oneClick.json()]).toEqual([200, { message: M.baja }]);
    expect(await filas(correo)).toEqual([]);
    // Again (a second click, as multipart/form-data, which RFC 8058 recommends): still unsubscribed.
    const boundary = 'rnt-prueba';
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect([multipart.statusCode, multipart.json()]).toEqual([200, { message: M.baja }]);
    const forged = await form(url.replace(/token=.*/, `token=${row!.id}.${'A'.repeat(32)}`), {
      'List-Unsubscribe': 'One-Click',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('unsubscribes with a one-click POST as multipart/form-data (RFC 8058)', async () => {
    const correo = 'multipart@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    await form('/api/public/suscripciones/confirmar', { token: confirmToken(await inbox.next()) });
    const [row] = await filas(correo);
    const boundary = '----rnt';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/suscripciones/baja?token=${unsubscribeToken(inApp.suscripciones.bajaKey, row!.id)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect([res.statusCode, res.json()]).toEqual([200, { message: M.baja }]);
    expect(await filas(correo)).toEqual([]);
  });

  it("unsubscribes from the page's form (303 to the page) and refuses a forged token", async () => {
    const correo = 'pagina-baja@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    await form('/api/public/suscripciones/confirmar', { token: confirmToken(await inbox.next()) });
    const [row] = await filas(correo);
    const forged = await form('/api/public/suscripciones/baja', { token: `${row!.id}.${'B'.repeat(32)}` });
    expect([forged.statusCode, forged.headers.location]).toEqual([
      303,
      '/suscripciones/baja?estado=invalida',
    ]);
    expect(await filas(correo)).toHaveLength(1);
    const ok = await form('/api/public/suscripciones/baja', {
      token: unsubscribeToken(inApp.suscripciones.bajaKey, row!.id),
    });
    expect([ok.statusCode, ok.headers.location]).toEqual([303, '/suscripciones/baja?estado=baja']);
    expect(await filas(correo)).toEqual([]);
  });

  it('refuses an expired confirmation link and then deletes the unconfirmed address', async () => {
    const correo = 'vencida@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    const token = confirmToken(await inbox.next());
    await execute(
      t.database.db,
      sql`UPDATE suscripciones_modalidad SET confirmacion_expira = now() - interval '1 minute' WHERE correo = ${correo}`,
    );
    const late = await form('/api/public/suscripciones/confirmar', { token });
    expect(late.headers.location).toBe('/suscripciones/confirmar?estado=invalida');
    await digest();
    expect(await filas(correo)).toEqual([]);
  });

  it('keeps the digest in the outbox while the SMTP server is down and sends it when it returns', async () => {
    const correo = 'espera-aviso@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    await form('/api/public/suscripciones/confirmar', { token: confirmToken(await inbox.next()) });
    await inbox.close();
    await execute(t.database.db, sql`UPDATE modalidades SET monto = 77 WHERE id = ${modalidad.id}`);
    expect(await digest()).toBe(1);
    await until('dos intentos fallidos', async () => {
      const [row] = await outbox('aviso-cambios');
      return row && !row.enviado && row.intentos >= 2 ? row : undefined;
    });
    inbox = await startSmtp({}, smtpPort);
    const mail = await inbox.next();
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(correo);
    expect(mail.text).toContain('ahora «Tarifa Fija: $77.00»');
    await until('enviado', async () => ((await outbox('aviso-cambios'))[0]?.enviado ? true : undefined));
  });

  it('writes one digest when two runs (two instances on PostgreSQL) look at once', async () => {
    const correo = 'una-vez@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    await form('/api/public/suscripciones/confirmar', { token: confirmToken(await inbox.next()) });
    await execute(t.database.db, sql`UPDATE modalidades SET monto = 88 WHERE id = ${modalidad.id}`);
    const options = { publicUrl: ORIGIN, bajaKey: inApp.suscripciones.bajaKey };
    // PostgreSQL: a second pool, as a second instance would have; PGlite: one connection, two runs.
    const other =
      testDbKind() === 'postgres' ? await createDb({ databaseUrl: t.database.url, poolMax: 2 }) : null;
    try {
      const runs = await Promise.all([
        writeDueDigests(t.database.db, options),
        writeDueDigests(other?.db ?? t.database.db, options),
        writeDueDigests(t.database.db, options),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    } finally {
      await other?.close();
    }
    const mail = await inbox.next();
    expect(mail.text).toContain('ahora «Tarifa Fija: $88.00»');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(inbox.pending()).toEqual([]);
  });
});

describe('what is stored', () => {
  it('only the address, the modality, the hashed confirmation token and dates', async () => {
    const columns = await testRows<{ column_name: string }>(
      t.database.db,
      sql`SELECT column_name FROM information_schema.columns
          WHERE table_name = 'suscripciones_modalidad' ORDER BY ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'id',
      'correo',
      'modalidad_id',
      'confirmacion_hash',
      'confirmacion_expira',
      'confirmado_at',
      'historial_visto',
      'ultimo_aviso_at',
      'ultimo_envio_at',
      'created_at',
    ]);
    const correo = 'guardado@example.com';
    await suscribir({ correo, modalidad_id: modalidad.id });
    const token = confirmToken(await inbox.next());
    const [row] = await filas(correo);
    expect(row!.confirmacion_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });
});

describe('the tokens in addresses', () => {
  it('are hidden in the logs and mark the page as not to be stored', () => {
    expect(redactSecrets('/suscripciones/confirmar?token=abc123')).toBe(
      '/suscripciones/confirmar?token=[oculto]',
    );
    expect(redactSecrets('/api/public/suscripciones/baja?t%6Fken=1.abc')).toBe(
      '/api/public/suscripciones/baja?t%6Fken=[oculto]',
    );
    expect(carriesSecret('/suscripciones/baja?token=1.abc')).toBe(true);
    expect(carriesSecret('/suscripciones/baja?estado=baja')).toBe(false);
  });
});

describe('without an SMTP server', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });
  it('takes no subscription (503): no address is kept for a mail that cannot leave', async () => {
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/public/suscripciones',
      payload: { correo: 'sin-smtp@example.com', modalidad_id: modalidad.id },
    });
    expect([res.statusCode, res.json()]).toEqual([503, { message: M.noDisponible }]);
    const rows = await testRows(bare.database.db, sql`SELECT 1 FROM suscripciones_modalidad`);
    expect(rows).toEqual([]);
  });
});
