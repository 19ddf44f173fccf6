/**
 * The database goes away mid-run (issue 12 "Faults"): the API answers 503 with the Spanish message and
 * no internals, nothing is half-stored, and it recovers by itself when the database returns — same
 * process, same pool, no restart. PostgreSQL only (PGlite lives in the process and cannot go away); the
 * app reaches its database through a TCP proxy that the test cuts, so the shared server keeps running.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@rnt/contract/messages';
import { createDb, type Database } from '@rnt/db/create-db';
import { openTestDatabase, testDbKind, type TestDatabase, testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app } from '../src/app';
import { registeredModalidadId } from './helpers/denuncias-load';
import { multipartBody, pngFile } from './helpers/multipart';
import { TcpProxy } from './helpers/tcp-proxy';

const enabled = testDbKind() === 'postgres';
if (!enabled)
  console.log(
    process.env.TEST_DATABASE_URL
      ? 'faults-database: se prueba en la pasada sobre PostgreSQL (TEST_DB=postgres).'
      : 'faults-database: omitida, TEST_DATABASE_URL no está definida (PGlite no puede "caerse").',
  );

describe.skipIf(!enabled)('the database goes away and comes back (PostgreSQL)', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let viaProxy: Database;
  let fastify: FastifyInstance;
  let folder: string;
  let modalidadId: number;

  beforeAll(async () => {
    direct = await openTestDatabase('postgres');
    const target = new URL(direct.url!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const proxied = new URL(direct.url!);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    viaProxy = await createDb({ databaseUrl: proxied.toString(), poolMax: 3 });
    folder = await mkdtemp(path.join(tmpdir(), 'rnt-db-fault-'));
    fastify = Fastify({ logger: false });
    await fastify.register(app, {
      database: viaProxy,
      jwtSecret: randomBytes(32).toString('base64url'),
      storageUrl: folder,
      denunciasRateLimit: { max: 10_000, timeWindowMs: 60_000 },
    });
    await fastify.ready();
    modalidadId = await registeredModalidadId(direct.db);
  });
  afterAll(async () => {
    await fastify?.close();
    await proxy?.cut();
    await direct?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const submit = () => {
    const body = multipartBody(
      {
        anonimo: 'true',
        mensaje: 'Comentario durante una caída de la base.',
        modalidad_id: String(modalidadId),
      },
      [{ name: 'foto.png', content: pngFile() }],
    );
    return fastify.inject({
      method: 'POST',
      url: '/api/public_tramites/denuncias',
      payload: body.payload,
      headers: body.headers,
    });
  };
  const rowCount = async () =>
    Number((await testRows<{ n: string }>(direct.db, sql`SELECT count(*) n FROM denuncias`))[0]!.n);
  const files = async () => (await readdir(folder, { recursive: true })).filter((f) => /\.\w+$/.test(f));
  const SEARCH = '/api/public/busqueda_tramites?nombre=licencia';

  /** A 503 with exactly the Spanish message: no stack, no driver text, no SQL. */
  function expectUnavailable(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.servicioNoDisponible });
    expect(res.headers['retry-after']).toBe('5');
  }

  it('serves normally through the proxy (the pool holds idle connections)', async () => {
    expect((await fastify.inject('/api/health')).statusCode).toBe(200);
    expect((await fastify.inject(SEARCH)).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(201);
  });

  it('answers 503 in Spanish while the database is gone, quickly, storing nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), await files()];
    // Idle pooled connections are reset (their 'error' events must not crash the process) and new
    // ones are refused.
    await proxy.cut();
    const started = Date.now();
    expectUnavailable(await fastify.inject(SEARCH));
    expectUnavailable(await fastify.inject('/api/health'));
    // Liveness does not depend on the database: the process is fine and must not be restarted.
    expect((await fastify.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    expectUnavailable(await fastify.inject(`/api/public_tramites/denuncias/modalidades/${modalidadId}`));
    expectUnavailable(await submit());
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await files()).toEqual(filesBefore);
  });

  it('recovers by itself when the database returns, without a restart', async () => {
    await proxy.start();
    expect((await fastify.inject('/api/health')).statusCode).toBe(200);
    expect((await fastify.inject(SEARCH)).statusCode).toBe(200);
    const res = await submit();
    expect(res.statusCode).toBe(201);
    const [row] = await testRows<{ imagen: string }>(
      direct.db,
      sql`SELECT imagen FROM denuncias WHERE folio = ${res.json().folio}`,
    );
    expect((await files()).map((f) => f.split(path.sep).join('/'))).toContain(row!.imagen);
  });

  it('a cut in the middle of concurrent requests yields only 200s and Spanish 503s, then recovers', async () => {
    const requests = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0 ? submit() : fastify.inject(`${SEARCH}&page=${(i % 5) + 1}`),
    );
    await new Promise((r) => setTimeout(r, 5));
    await proxy.cut();
    const answers = await Promise.all(requests);
    for (const a of answers) {
      expect([200, 201, 503]).toContain(a.statusCode);
      if (a.statusCode === 503) expectUnavailable(a);
    }
    // Every acknowledged comment is stored with its file; nothing else was kept.
    await proxy.start();
    const folios = answers.filter((a) => a.statusCode === 201).map((a) => a.json().folio as string);
    const rows = folios.length
      ? await testRows<{ imagen: string }>(
          direct.db,
          sql`SELECT imagen FROM denuncias WHERE folio IN ${folios}`,
        )
      : [];
    expect(rows).toHaveLength(folios.length);
    const stored = (await files()).map((f) => f.split(path.sep).join('/'));
    for (const r of rows) expect(stored).toContain(r.imagen);
    expect(stored.filter((f) => f.startsWith('tmp/'))).toEqual([]);
    expect((await fastify.inject('/api/health')).statusCode).toBe(200);
  });

  it('lost no pooled connection on the way: the pool closes at once', async () => {
    // A client checked out and never released (drizzle's pooled BEGIN outside try/finally) would make
    // this wait forever, and the pool would shrink by one client per cut.
    const closed = await Promise.race([
      viaProxy.close().then(() => 'cerrado'),
      new Promise((r) => setTimeout(() => r('bloqueado'), 5000)),
    ]);
    expect(closed).toBe('cerrado');
  });
});
