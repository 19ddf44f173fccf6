/**
 * Issue 32: every mail goes through the outbox (docs/decisions/032-mail-outbox.md). With a real SMTP
 * server started here: a mail queued while the server is down waits and leaves when it returns; two app
 * instances on one PostgreSQL database send each mail once.
 */
import { randomBytes } from 'node:crypto';
import { createDb, type Database } from '@rnt/db/create-db';
import { testDbKind, testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app, fastifyOptions } from '../src/app';
import { retryDelay } from '../src/lib/mail-outbox';
import { enqueueMail } from '../src/repositories/mail-outbox';
import { multipartBody } from './helpers/multipart';
import { validDenuncia } from './helpers/sample-requests';
import { startSmtp, type Inbox } from './helpers/smtp-inbox';
import { createTestApp, type TestApp } from './helpers/test-app';

const NO_LIMIT = { max: 1_000_000, timeWindowMs: 60_000 };
const FAST = { pollMs: 100, retryBaseMs: 150 };

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no llegó a tiempo: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Fila {
  intentos: number;
  enviado: boolean;
  destinatario: string | null;
  ultimo_error: string | null;
}
const outboxRow = async (t: TestApp, folio: string) =>
  (
    await testRows<Fila>(
      t.database.db,
      sql`SELECT intentos, enviado_at IS NOT NULL AS enviado, destinatario, ultimo_error
          FROM correos_salientes WHERE referencia = ${folio}`,
    )
  )[0];

async function submitIdentified(t: TestApp, correo: string): Promise<string> {
  const [modalidad] = await testRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM modalidades WHERE estado_id = 11 ORDER BY id LIMIT 1`,
  );
  const body = multipartBody({ ...validDenuncia(modalidad!.id), correo });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { folio: string }).folio;
}

describe('retry schedule', () => {
  it('doubles the wait after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(30, 30_000)).toBe(3_600_000);
  });
});

describe('an SMTP server that is down', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // A port where nothing listens yet: the server is "down" until the test starts it there.
    const probe = await startSmtp();
    port = probe.port;
    await probe.close();
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailOutbox: FAST,
      denunciasRateLimit: NO_LIMIT,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the acknowledgment in the outbox, retries, and sends it once the server is back', async () => {
    const folio = await submitIdentified(t, 'espera@example.com');
    // Attempted and failed at least twice (backoff), still waiting with the address it needs.
    const waiting = await until('dos intentos fallidos', async () => {
      const row = await outboxRow(t, folio);
      return row && row.intentos >= 2 ? row : undefined;
    });
    expect(waiting).toMatchObject({ enviado: false, destinatario: 'espera@example.com' });
    expect(waiting.ultimo_error).toBeTruthy();

    const inbox = await startSmtp({}, port);
    try {
      const mail = await inbox.next();
      expect(mail.subject).toBe(`Denuncia recibida — folio ${folio}`);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('espera@example.com');
      const sent = await until('marcado como enviado', async () => {
        const row = await outboxRow(t, folio);
        return row?.enviado ? row : undefined;
      });
      // Sent: the address (personal data) is no longer kept.
      expect(sent.destinatario).toBeNull();
    } finally {
      await inbox.close();
    }
  });
});

// Two instances need two connections to one database: PostgreSQL (a PGlite folder is one process's).
describe.runIf(testDbKind() === 'postgres')('two instances on one database', () => {
  let inbox: Inbox;
  let a: TestApp;
  let second: Database;
  let b: FastifyInstance;
  let bApp: FastifyInstance | undefined;
  let aApp: FastifyInstance | undefined;
  beforeAll(async () => {
    inbox = await startSmtp();
    a = await createTestApp(
      { smtpUrl: inbox.url, mailOutbox: { pollMs: 50, retryBaseMs: 1000 } },
      {
        onRoute: (_route, instance) => {
          if (!aApp && 'outbox' in instance) aApp = instance;
        },
      },
    );
    second = await createDb({ databaseUrl: a.database.url, poolMax: 4 });
    b = Fastify({ logger: false, ...fastifyOptions });
    // The app's decorators live in its own context: a route registered there lends them.
    const keep = (instance: FastifyInstance) => {
      if (!bApp && 'outbox' in instance) bApp = instance;
    };
    b.addHook('onRoute', function () {
      keep(this);
    });
    await b.register(app, {
      database: second,
      jwtSecret: randomBytes(32).toString('base64url'),
      smtpUrl: inbox.url,
      mailOutbox: { pollMs: 50, retryBaseMs: 1000 },
    });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
    await inbox?.close();
  });

  it('sends each mail once', async () => {
    const total = 40;
    await a.database.db.transaction(async (tx) => {
      for (let i = 1; i <= total; i++)
        await enqueueMail(tx as never, {
          to: `uno-${i}@example.com`,
          subject: `Prueba ${i}`,
          text: 'Una vez.',
          log: { tipo: 'prueba', folio: `P-${i}` },
        });
    });
    for (let i = 0; i < 5; i++) {
      aApp!.outbox.wake();
      bApp!.outbox.wake();
    }
    const subjects: string[] = [];
    for (let i = 0; i < total; i++) subjects.push((await inbox.next()).subject ?? '');
    // Several more polls of both workers: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(inbox.pending()).toEqual([]);
    expect(new Set(subjects).size).toBe(total);
    const [row] = await testRows<{ enviados: number; intentos: number }>(
      a.database.db,
      sql`SELECT count(*)::int AS enviados, sum(intentos)::int AS intentos FROM correos_salientes
          WHERE tipo = 'prueba' AND enviado_at IS NOT NULL`,
    );
    expect(row).toEqual({ enviados: total, intentos: total });
  });
});
