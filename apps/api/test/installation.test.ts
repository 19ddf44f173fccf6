/**
 * An embedded installation started the documented way, as real server processes (issue 17 items 1, 3
 * and 4):
 * - no known secret: a token signed with the constant the source used to hold is refused; each
 *   installation generates its own secret (0600 file beside the data, reused on restart) and refuses
 *   the tokens of another;
 * - one process per data folder: a second server refuses to start naming the holder's PID; a server
 *   started while the first is draining waits and then serves; a lock left by a killed process is
 *   taken over;
 * - first-start seeding is atomic: a SIGKILL during the seed leaves nothing half-written, and the
 *   next start seeds the complete registry.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '@rnt/db/create-db';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { openTestDatabase, testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredModalidadId } from './helpers/denuncias-load';
import { openDenunciaUpload, pdfFile } from './helpers/multipart';
import {
  serverDatabase,
  spawnServer,
  startServer,
  waitForOutput,
  type ServerDatabase,
  type ServerProcess,
  type StartServerOptions,
} from './helpers/server-process';

/** The constant that signed every token before issue 17 (public in the repository's history). */
const OLD_PUBLIC_SECRET = 'rnt-desarrollo-secreto-no-usar-en-produccion-0123456789';
const [evaluador] = DEMO_USERS;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const enabled = process.env.TEST_DB !== 'postgres';
if (!enabled) console.log('installation: carpetas de PGlite, se ejecuta en la pasada sobre PGlite.');

let dir: string;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  if (enabled) dir = await mkdtemp(path.join(tmpdir(), 'rnt-installation-'));
});
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** As `npm start` runs it: NODE_ENV unset, no JWT_SECRET, info logs. */
function documented(
  database: ServerDatabase,
  name: string,
  env: Record<string, string> = {},
): StartServerOptions {
  return {
    database: database.env,
    storageDir: path.join(dir, `files-${name}`),
    env: { LOG_LEVEL: 'info', ...env },
    unset: ['NODE_ENV', 'JWT_SECRET'],
  };
}

async function start(options: StartServerOptions) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

async function login(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: evaluador.email, password: evaluador.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const evaluatorStatus = async (server: ServerProcess, token: string) =>
  (await fetch(`${server.url}/api/estados_dictamen`, { headers: { authorization: `Bearer ${token}` } }))
    .status;

describe.skipIf(!enabled)('the signing secret of an embedded installation', () => {
  it('refuses tokens signed with the old public constant or by another installation', async () => {
    const a = await serverDatabase(path.join(dir, 'a'));
    const b = await serverDatabase(path.join(dir, 'b'));
    const serverA = await start(documented(a, 'a'));

    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('rnt-admin')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(OLD_PUBLIC_SECRET));
    expect(await evaluatorStatus(serverA, forged)).toBe(401);

    // A secret of its own, generated once, kept beside the data folder for the owner only; the log
    // names where it came from and never the secret itself.
    const secretFile = `${a.env.PGLITE_DATA_DIR}.jwt-secret`;
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(serverA.output()).toContain('generado para esta instalación');
    const token = await login(serverA);
    expect(await evaluatorStatus(serverA, token)).toBe(200);

    // A restart reuses it: the session survives.
    expect(await serverA.stop()).toBe(0);
    const again = await start(documented(a, 'a'));
    expect(again.output()).toContain('archivo de la instalación');
    expect(await evaluatorStatus(again, token)).toBe(200);
    const secret = readFileSync(secretFile, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(serverA.output() + again.output()).not.toContain(secret);

    // Another installation does not accept it (same demo user, same session table shape).
    const serverB = await start(documented(b, 'b'));
    expect(await evaluatorStatus(serverB, token)).toBe(401);
    expect(await evaluatorStatus(serverB, await login(serverB))).toBe(200);
    await again.stop();
    await serverB.stop();
  }, 180_000);
});

/** A complaint upload that sends its first bytes and waits; `finish()` sends the rest. */
function stalledUpload(server: ServerProcess, modalidadId: number) {
  const { req, payload, answer } = openDenunciaUpload(
    server.port,
    { anonimo: 'true', mensaje: 'Subida en curso durante el reinicio.', modalidad_id: String(modalidadId) },
    { name: 'adjunto.pdf', content: pdfFile(300_000), type: 'application/pdf' },
  );
  req.write(payload.subarray(0, 50_000));
  return { answer, finish: () => req.end(payload.subarray(50_000)) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!enabled)('one process per embedded data folder', () => {
  let database: ServerDatabase;
  let modalidadId: number;
  beforeAll(async () => {
    database = await serverDatabase(path.join(dir, 'lock'));
    modalidadId = await database.use(registeredModalidadId);
  });

  it('a second server on the same folder exits non-zero, naming the holder’s PID', async () => {
    const first = await start(documented(database, 'lock'));
    const second = await spawnServer(documented(database, 'lock'));
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(`está en uso por otro proceso (PID ${first.child.pid})`);
    expect(second.output()).toContain(`is in use by another process (PID ${first.child.pid})`);
    // The command-line tools that open the folder refuse too.
    const tools = [
      ['packages/db/src/cli/seed.ts'],
      [
        'apps/api/src/cli/create-user.ts',
        '--email',
        'x@rnt.gob.sv',
        '--nombre',
        'X',
        '--password',
        'una-clave-larga-1',
        '--permisos',
        'BASE_LEGAL_VER',
      ],
    ];
    const { DATABASE_URL: _unused, ...withoutDatabaseUrl } = process.env;
    for (const [script, ...args] of tools) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script!, ...args], {
        cwd: repoRoot,
        env: { ...withoutDatabaseUrl, PGLITE_DATA_DIR: database.env.PGLITE_DATA_DIR },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, script).not.toBe(0);
      expect(run.stderr + run.stdout, script).toContain(`(PID ${first.child.pid})`);
    }
    // The first one never noticed.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    expect(existsSync(`${database.env.PGLITE_DATA_DIR}.lock`)).toBe(false);
  }, 120_000);

  it('a server started while the first drains after SIGTERM waits for it, then serves', async () => {
    const first = await start(documented(database, 'lock'));
    const upload = stalledUpload(first, modalidadId);
    await sleep(500); // the upload is being received
    first.child.kill('SIGTERM');
    await waitForOutput(first, /cerrando: se terminan las solicitudes en curso/);

    const second = await spawnServer(documented(database, 'lock'));
    servers.push(second);
    await waitForOutput(second, /se espera su cierre/);
    expect(second.hasExited()).toBe(false);
    expect(await fetch(`${second.url}/api/health`).catch(() => null)).toBeNull();

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    const { folio } = JSON.parse(answer.body) as { folio: string };
    expect(await first.exited).toBe(0);

    await second.ready();
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await second.stop()).toBe(0);
    const rows = await database.use((db) =>
      testRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM denuncias WHERE folio = ${folio}`),
    );
    expect(rows[0]!.n).toBe(1);
  }, 120_000);

  it('takes over the lock of a process that was killed', async () => {
    const first = await start(documented(database, 'lock'));
    await first.stop('SIGKILL');
    expect(existsSync(`${database.env.PGLITE_DATA_DIR}.lock`)).toBe(true);
    const next = await start(documented(database, 'lock'));
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    expect(await next.stop()).toBe(0);
  }, 120_000);
});

/** Row counts of the registry's main tables. */
async function registryCounts(db: Db) {
  const [row] = await testRows<Record<string, number>>(
    db,
    sql`SELECT (SELECT count(*) FROM instituciones)::int AS instituciones,
               (SELECT count(*) FROM tramites)::int AS tramites,
               (SELECT count(*) FROM modalidades)::int AS modalidades,
               (SELECT count(*) FROM requisitos)::int AS requisitos,
               (SELECT count(*) FROM regulaciones)::int AS regulaciones,
               (SELECT count(*) FROM resoluciones)::int AS resoluciones,
               (SELECT count(*) FROM users)::int AS users`,
  );
  return row!;
}

describe.skipIf(!enabled)('first-start seeding', () => {
  it('a SIGKILL during the seed leaves nothing half-done: the next start seeds the complete registry', async () => {
    const dataDir = path.join(dir, 'seed', 'pglite');
    const options: StartServerOptions = {
      database: { PGLITE_DATA_DIR: dataDir },
      storageDir: path.join(dir, 'files-seed'),
      env: { LOG_LEVEL: 'info', SEED_DEMO_DATA: 'true' },
      unset: ['NODE_ENV', 'JWT_SECRET'],
    };
    const first = await spawnServer(options);
    servers.push(first);
    // Start-up, initdb and migrations come first: minutes on a machine as loaded as CI can be.
    await waitForOutput(first, /sembrando los datos de demostración/, 240_000);
    await sleep(3000);
    expect(first.hasExited()).toBe(false);
    await first.stop('SIGKILL');

    const second = await spawnServer(options);
    servers.push(second);
    await second.ready(300_000);
    expect(await evaluatorStatus(second, await login(second))).toBe(200);
    expect(await second.stop()).toBe(0);

    const clean = await openTestDatabase('pglite');
    const expected = await registryCounts(clean.db);
    await clean.close();
    const seeded = await createDb({ dataDir });
    try {
      expect(await registryCounts(seeded.db)).toEqual(expected);
    } finally {
      await seeded.close();
    }
  }, 600_000);
});
