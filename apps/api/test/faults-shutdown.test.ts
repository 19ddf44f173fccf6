/**
 * Graceful shutdown of the real server process (issue 12 "Faults"): SIGTERM while complaint uploads
 * are still arriving lets each of them finish with its folio, row and file, refuses new connections,
 * and the process exits 0.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FOLIO_PATTERN } from '@rnt/contract/denuncia';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const UPLOADS = 4;
const FILE_BYTES = 1_000_000;

let dir: string;
let database: ServerDatabase;
let server: ServerProcess | undefined;
let modalidadId: number;

const enabled = runsServerProcessTests('faults-shutdown');
beforeAll(async () => {
  if (!enabled) return;
  dir = await mkdtemp(path.join(tmpdir(), 'rnt-shutdown-'));
  database = await serverDatabase(dir);
  modalidadId = await database.use(registeredModalidadId);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.dispose();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A ~1 MB PDF whose bytes are unique to this upload. */
function uniquePdf(): Buffer {
  const file = pdfFile(FILE_BYTES);
  randomBytes(32)
    .toString('hex')
    .split('')
    .forEach((c, i) => (file[100 + i] = c.charCodeAt(0)));
  return file;
}

/** Resolves true when a TCP connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

interface Upload {
  req: ClientRequest;
  body: Buffer;
  file: Buffer;
  answer: Promise<{ status: number; body: string }>;
}

function openUpload(port: number, i: number): Upload {
  const file = uniquePdf();
  const upload = openDenunciaUpload(
    port,
    {
      anonimo: 'true',
      mensaje: `Subida en curso ${i} durante el cierre del servidor.`,
      modalidad_id: String(modalidadId),
    },
    { name: `adjunto-${i}.pdf`, content: file, type: 'application/pdf' },
  );
  return { req: upload.req, body: upload.payload, file, answer: upload.answer };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!enabled)('SIGTERM during complaint uploads', () => {
  it('finishes every upload in flight with its folio, refuses new connections and exits 0', async () => {
    const storageDir = path.join(dir, 'files');
    server = await startServer({ database: database.env, storageDir });
    const { port } = server;

    // Each upload sends its fields and the first 200 KB of its file, then stalls.
    const uploads = Array.from({ length: UPLOADS }, (_, i) => openUpload(port, i));
    for (const u of uploads) u.req.write(u.body.subarray(0, 200_000));
    // The server is receiving them all once each has a temporary file in the store.
    const tmpFiles = async () => (await readdir(path.join(storageDir, 'tmp')).catch(() => [])).length;
    for (let waited = 0; (await tmpFiles()) < UPLOADS; waited += 20) {
      if (waited > 10_000) throw new Error(`las subidas no llegaron al servidor:\n${server.output()}`);
      await sleep(20);
    }

    server.child.kill('SIGTERM');
    let refusedAfterSignal = false;
    for (let waited = 0; waited < 3000 && !refusedAfterSignal; waited += 20) {
      refusedAfterSignal = await refused(port);
      if (!refusedAfterSignal) await sleep(20);
    }
    expect(refusedAfterSignal).toBe(true);

    // The rest of each body arrives slowly, after the signal.
    for (let at = 200_000; at < uploads[0]!.body.length; at += 200_000) {
      for (const u of uploads) u.req.write(u.body.subarray(at, at + 200_000));
      await sleep(50);
    }
    for (const u of uploads) u.req.end();

    const answers = await Promise.all(uploads.map((u) => u.answer));
    expect(answers.map((a) => a.status)).toEqual(Array(UPLOADS).fill(201));
    const folios = answers.map((a) => JSON.parse(a.body).folio as string);
    for (const folio of folios) expect(folio).toMatch(FOLIO_PATTERN);
    expect(new Set(folios).size).toBe(UPLOADS);
    expect(await server.exited).toBe(0);

    // Each row is there with its file, byte for byte; nothing is left under tmp/.
    const rows = await database.use((db) =>
      testRows<{ folio: string; imagen: string; imagen_bytes: number }>(
        db,
        sql`SELECT folio, imagen, imagen_bytes FROM denuncias WHERE folio IN ${folios}`,
      ),
    );
    expect(rows.map((r) => r.folio).sort()).toEqual([...folios].sort());
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const expected = new Set(uploads.map((u) => sha(u.file)));
    for (const row of rows) {
      const stored = await readFile(path.join(storageDir, ...row.imagen.split('/')));
      expect(stored.length).toBe(FILE_BYTES);
      expect(Number(row.imagen_bytes)).toBe(FILE_BYTES);
      expect(expected.delete(sha(stored))).toBe(true);
    }
    expect(await tmpFiles()).toBe(0);
  }, 120_000);
});
