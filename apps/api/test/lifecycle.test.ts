/**
 * The server process's life around its requests (issue 17 items 12, 13, 24), as a real process:
 * - shutdown drains: requests in flight at SIGTERM (on keep-alive connections, reading big exports) all
 *   finish with 2xx before the database is closed, and no "pool after end" error is logged;
 * - a client that disconnects mid-upload is logged as such (info), not as "database unavailable";
 * - a start that does not seed does not load the seed (Faker and its locales);
 * - the start sweeps what a hard kill left behind (old temporary uploads, stored attachments without a
 *   row) but nothing recent, and attachments are stored for the owner only (0600, folders 0700).
 */
import { Agent, request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registeredModalidadId } from './helpers/denuncias-load';
import { openDenunciaUpload, pdfFile } from './helpers/multipart';
import {
  runsServerProcessTests,
  serverDatabase,
  startServer,
  type ServerDatabase,
  type ServerProcess,
} from './helpers/server-process';
import { testRows } from '@rnt/db/testing';

let dir: string;
let database: ServerDatabase;
let modalidadId: number;
const servers: ServerProcess[] = [];

const enabled = runsServerProcessTests('lifecycle');
beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-lifecycle-'));
  database = await serverDatabase(dir);
  modalidadId = await database.use(registeredModalidadId);
});
// A PGlite folder is open in one process at a time (`npm test` without TEST_DATABASE_URL runs this file on
// PGlite): each test's servers stop before the next test starts its own.
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
});
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await database?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const server = await startServer({
    database: database.env,
    storageDir: path.join(dir, 'files'),
    env: { LOG_LEVEL: 'info', ...env },
  });
  servers.push(server);
  return server;
}

/**
 * GET over a keep-alive agent, reading the body slowly; `started` resolves once the answer has begun,
 * `done` with the status and body size.
 */
function slowGet(agent: Agent, port: number, url: string) {
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, agent }, (res) => {
      started();
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // A slow reader: the export must wait for it, batch after batch.
        res.pause();
        setTimeout(() => res.resume(), 5);
      });
      res.on('end', () => resolve({ status: res.statusCode!, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
  return { started: begun, done };
}

describe.skipIf(!enabled)('start', () => {
  it('loads the demo seed (Faker and all its locales) only to seed, not on a start that does not seed', async () => {
    const server = await start({
      NODE_OPTIONS: `--import=${pathToFileURL(path.join(import.meta.dirname, 'helpers/module-report.mjs')).href}`,
      MODULE_REPORT: '/node_modules/(@faker-js/faker|fastify)/',
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const loaded = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('modulo: '));
    // The report works (Fastify is loaded), and names no Faker module.
    expect(loaded.some((line) => line.includes('/node_modules/fastify/'))).toBe(true);
    expect(loaded.filter((line) => line.includes('@faker-js'))).toEqual([]);
  });
});

describe.skipIf(!enabled)('shutdown', () => {
  it('drains the requests in flight at SIGTERM before closing the database', async () => {
    const server = await start();
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const urls = [
      '/api/datos-abiertos/requisitos.csv',
      '/api/datos-abiertos/requisitos.json',
      '/api/datos-abiertos/tramites.csv',
      '/api/datos-abiertos/oficinas.json',
    ];
    // Warm the keep-alive connections, then start slow exports on them.
    await Promise.all(urls.map(() => slowGet(agent, server.port, '/api/health/live').done));
    const inFlight = Array.from({ length: 8 }, (_, i) => slowGet(agent, server.port, urls[i % urls.length]!));
    // Every answer has begun (the server is working on all of them) when the signal arrives.
    await Promise.all(inFlight.map((r) => r.started));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight.map((r) => r.done));
    agent.destroy();
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    for (const a of answers) expect(a.bytes).toBeGreaterThan(10_000);
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/after calling end on the pool|PGlite is closed|unhandled error/);
  }, 120_000);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Log lines at error level (pino: 50) or above. */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(5\d|60)/.test(line));

describe.skipIf(!enabled)('shutdown after clients left', () => {
  it('closes the database only after the handlers of departed clients finish: nothing fails', async () => {
    const server = await start();
    // Uncached searches and modality pages (several queries each), whose clients leave at once.
    const urls = Array.from({ length: 24 }, (_, i) =>
      i % 2
        ? `/api/public/busqueda_tramites?nombre=${['licencia', 'permiso', 'registro'][i % 3]}${i}&page=${i}`
        : `/api/public_modalidad_get_id/${i + 1}`,
    );
    const requests = urls.map((url) => {
      const req = httpRequest({ host: '127.0.0.1', port: server.port, path: url, agent: false });
      req.on('error', () => {});
      req.end();
      return req;
    });
    await sleep(150);
    for (const req of requests) req.destroy();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toMatch(/after calling end on the pool|PGlite is closed/);
    expect(errorLines(server.output())).toEqual([]);
  }, 120_000);
});

describe.skipIf(!enabled)('a client that disconnects during an upload', () => {
  it.each([
    ['while its file arrives', 300_000],
    ['before its file begins', 120],
  ])(
    '%s: logged as a client abort at info level, not as "database unavailable"',
    async (_when, sent) => {
      const storageDir = path.join(dir, 'files');
      const server = await start();
      const upload = openDenunciaUpload(
        server.port,
        {
          anonimo: 'true',
          mensaje: 'Subida interrumpida por el cliente.',
          modalidad_id: String(modalidadId),
        },
        { name: 'adjunto.pdf', content: pdfFile(2_000_000), type: 'application/pdf' },
      );
      upload.answer.catch(() => {});
      upload.req.write(upload.payload.subarray(0, sent));
      // The server is reading the body once the request is logged (and, with a file, its temporary file exists).
      const tmpFiles = async () => (await readdir(path.join(storageDir, 'tmp')).catch(() => [])).length;
      for (let waited = 0; !/"url":"\/api\/public_tramites\/denuncias"/.test(server.output()); waited += 20) {
        if (waited > 10_000) throw new Error(`la subida no llegó al servidor:\n${server.output()}`);
        await sleep(20);
      }
      if (sent > 100_000)
        for (let waited = 0; (await tmpFiles()) === 0; waited += 20) {
          if (waited > 10_000) throw new Error(`el archivo no llegó al servidor:\n${server.output()}`);
          await sleep(20);
        }
      await sleep(200);
      upload.req.destroy();
      for (
        let waited = 0;
        !/cliente cerró la conexión/.test(server.output()) && waited < 10_000;
        waited += 50
      )
        await sleep(50);
      const output = server.output();
      expect(output).not.toContain('database unavailable');
      expect(errorLines(output)).toEqual([]);
      const line = output.split('\n').find((l) => l.includes('cliente cerró la conexión'));
      expect(line, output).toBeDefined();
      expect(JSON.parse(line!).level).toBe(30);
      // No temporary file is left behind.
      for (let waited = 0; (await tmpFiles()) > 0 && waited < 5000; waited += 50) await sleep(50);
      expect(await tmpFiles()).toBe(0);
      expect(await server.stop()).toBe(0);
    },
    120_000,
  );
});

describe.skipIf(!enabled)('leftovers of a hard kill', () => {
  it('are swept at start when older than the margin; attachments are stored 0600 in 0700 folders', async () => {
    const storageDir = path.join(dir, 'files-sweep');
    const options = { database: database.env, storageDir, env: { LOG_LEVEL: 'info' } };
    // A complaint with its attachment, stored by the server itself.
    let server = await startServer(options);
    servers.push(server);
    const upload = openDenunciaUpload(
      server.port,
      {
        anonimo: 'true',
        mensaje: 'Comentario con adjunto que se conserva.',
        modalidad_id: String(modalidadId),
      },
      { name: 'adjunto.pdf', content: pdfFile(20_000), type: 'application/pdf' },
    );
    upload.req.end(upload.payload);
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    const { folio } = JSON.parse(answer.body) as { folio: string };
    expect(await server.stop()).toBe(0);
    const [row] = await database.use((db) =>
      testRows<{ imagen: string }>(db, sql`SELECT imagen FROM denuncias WHERE folio = ${folio}`),
    );
    const kept = path.join(storageDir, ...row!.imagen.split('/'));
    expect((await stat(kept)).mode & 0o777).toBe(0o600);
    for (let folder = path.dirname(kept); folder.startsWith(storageDir); folder = path.dirname(folder))
      expect((await stat(folder)).mode & 0o777, folder).toBe(0o700);

    // What a hard kill leaves: temporary uploads and attachments without a row, old and recent.
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const leftover = async (key: string, old: boolean) => {
      const file = path.join(storageDir, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, 'sobrante');
      if (old) await utimes(file, twoHoursAgo, twoHoursAgo);
      return file;
    };
    const oldTemp = await leftover('tmp/0b6c9d0e-viejo', true);
    const newTemp = await leftover('tmp/1c7d0e1f-en-curso', false);
    const oldOrphan = await leftover('denuncias/2026/huerfano-viejo.pdf', true);
    const newOrphan = await leftover('denuncias/2026/huerfano-reciente.pdf', false);
    await utimes(kept, twoHoursAgo, twoHoursAgo);

    server = await startServer(options);
    servers.push(server);
    for (let waited = 0; !/limpieza de archivos sobrantes terminada/.test(server.output()); waited += 50) {
      if (waited > 20_000) throw new Error(`no terminó la limpieza:\n${server.output()}`);
      await sleep(50);
    }
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );
    expect(await exists(oldTemp)).toBe(false);
    expect(await exists(oldOrphan)).toBe(false);
    // Recent ones may belong to an upload in flight in another instance sharing the store.
    expect(await exists(newTemp)).toBe(true);
    expect(await exists(newOrphan)).toBe(true);
    // The complaint's own attachment stays, however old.
    expect(await exists(kept)).toBe(true);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('limpieza de archivos sobrantes'));
    expect(JSON.parse(line!).summary).toEqual({ temporales: 1, huerfanos: 1 });
    expect(await server.stop()).toBe(0);
  }, 120_000);
});
