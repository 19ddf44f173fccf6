/**
 * Complaint submissions under load against a real server process (issue 12 "Load"), shared by the
 * small CI test and `bench/denuncias-load.ts`: many clients send comments with a small unique
 * attachment and an Idempotency-Key, retrying refused or failed requests with the same key; then
 * every acknowledged comment is looked for in the database (exactly once, with its folio) and its
 * file in the store (right size and SHA-256).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@rnt/contract/messages';
import { type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { startServer, type ServerProcess, type StartServerOptions } from './server-process';
import { testRows } from '@rnt/db/testing';

export interface Submission {
  key: string;
  sha256: string;
  bytes: number;
  attempts: number;
  folio?: string;
}

export interface LoadSettings {
  url: string;
  /** Instances behind one load balancer: attempt n of a submission goes to urls[(index + n) % length]. */
  urls?: string[];
  /** Extra headers of a submission's requests (X-Forwarded-For through a trusted proxy). */
  headers?(index: number): Record<string, string>;
  total: number;
  concurrency: number;
  modalidadId: number;
  /** Marks this run's comments (in the message and the keys). */
  runId: string;
  /** One submission is given up after retrying for this long. */
  retryForMs?: number;
  /** Called after each acknowledged submission, with the running count. */
  onAcknowledged?(count: number): void;
}

export interface LoadResult {
  submissions: Submission[];
  /** HTTP requests sent, retries included. */
  requests: number;
  acknowledged: number;
  /** Submissions that needed more than one request. */
  retried: number;
  /** Submissions given up (never acknowledged). */
  abandoned: number;
  /** What the retried requests met: status codes and network error codes. */
  failures: Record<string, number>;
  elapsedMs: number;
}

/** The first modality that accepts comments (registered, states 11/13). */
export const registeredModalidadId = async (db: Db) =>
  (
    await testRows<{ id: number }>(
      db,
      sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id LIMIT 1`,
    )
  )[0]!.id;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A small PDF (1–4 KB) whose bytes are unique to one submission. */
function attachment(key: string): Buffer {
  const filler = randomBytes(500 + Math.floor(Math.random() * 1500)).toString('hex');
  return Buffer.from(`%PDF-1.4\n% ${key}\n% ${filler}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
}

/** Answers that mean "try again later, with the same key". */
const RETRYABLE = new Set([429, 500, 502, 503, 504]);
const SPANISH_REFUSALS = new Set<string>([
  MESSAGES.servicioNoDisponible,
  MESSAGES.adjuntoNoGuardado,
  MESSAGES.demasiadasSolicitudes,
  MESSAGES.errorInterno,
]);

export async function runLoad(settings: LoadSettings): Promise<LoadResult> {
  const retryForMs = settings.retryForMs ?? 120_000;
  const submissions: Submission[] = [];
  const failures: Record<string, number> = {};
  let requests = 0;
  let acknowledged = 0;
  let next = 0;
  const started = performance.now();

  async function submit(index: number): Promise<void> {
    const key = `${settings.runId}-${index}`;
    const file = attachment(key);
    const submission: Submission = { key, sha256: sha256(file), bytes: file.length, attempts: 0 };
    submissions.push(submission);
    const giveUpAt = Date.now() + retryForMs;
    for (;;) {
      submission.attempts++;
      requests++;
      const form = new FormData();
      form.set('anonimo', 'true');
      form.set('mensaje', `Carga ${key}: comentario de prueba de carga.`);
      form.set('modalidad_id', String(settings.modalidadId));
      form.set('imagen', new Blob([file], { type: 'application/pdf' }), `adjunto-${index}.pdf`);
      let failure: string;
      try {
        const urls = settings.urls ?? [settings.url];
        const url = urls[(index + submission.attempts) % urls.length]!;
        const res = await fetch(`${url}/api/public_tramites/denuncias`, {
          method: 'POST',
          body: form,
          headers: { 'idempotency-key': key, ...settings.headers?.(index) },
          signal: AbortSignal.timeout(30_000),
        });
        const body = (await res.json().catch(() => ({}))) as { folio?: string; message?: string };
        if (res.status === 201 && body.folio) {
          submission.folio = body.folio;
          settings.onAcknowledged?.(++acknowledged);
          return;
        }
        // Every refusal is one of ours, in Spanish (a 503 while the server closes included).
        if (!RETRYABLE.has(res.status) || !SPANISH_REFUSALS.has(body.message ?? ''))
          throw new Error(`respuesta inesperada ${res.status} para ${key}: ${JSON.stringify(body)}`);
        failure = String(res.status);
      } catch (error) {
        if ((error as Error).message.startsWith('respuesta inesperada')) throw error;
        const cause = (error as { cause?: { code?: string } }).cause;
        failure = cause?.code ?? (error as Error).name;
      }
      failures[failure] = (failures[failure] ?? 0) + 1;
      if (Date.now() > giveUpAt) return;
      await sleep(Math.min(1000, 50 * 2 ** Math.min(submission.attempts, 5)) + Math.random() * 100);
    }
  }

  await Promise.all(
    Array.from({ length: settings.concurrency }, async () => {
      while (next < settings.total) await submit(next++);
    }),
  );
  return {
    submissions,
    requests,
    acknowledged,
    retried: submissions.filter((s) => s.attempts > 1).length,
    abandoned: submissions.filter((s) => !s.folio).length,
    failures,
    elapsedMs: performance.now() - started,
  };
}

export interface Verification {
  /** Acknowledged submissions found with their folio. */
  found: number;
  /** Acknowledged submissions with no row, or a row with another folio. */
  missing: number;
  /** Rows beyond the first for one submission. */
  duplicates: number;
  /** Rows whose file is absent, or differs in size or SHA-256 from what was sent. */
  missingFiles: number;
  badFiles: number;
  /** Stored rows of submissions the client gave up on (stored, never acknowledged). */
  storedNotAcknowledged: number;
  /** Files in the store that no row of this run names, and temporary files left behind. */
  strayFiles: number;
  tmpFiles: number;
}

/** What a flawless run of `found` acknowledged submissions verifies as. */
export const cleanVerification = (found: number): Verification => ({
  found,
  missing: 0,
  duplicates: 0,
  missingFiles: 0,
  badFiles: 0,
  storedNotAcknowledged: 0,
  strayFiles: 0,
  tmpFiles: 0,
});

/** Looks for every submission of the run in the database and the storage folder. */
export async function verifyLoad(
  db: Db,
  storageDir: string,
  runId: string,
  submissions: Submission[],
): Promise<Verification> {
  const rows = await testRows<{
    folio: string;
    mensaje: string;
    idempotency_key: string | null;
    imagen: string | null;
    imagen_bytes: number | null;
  }>(
    db,
    sql`SELECT folio, mensaje, idempotency_key, imagen, imagen_bytes FROM denuncias
        WHERE mensaje LIKE ${`Carga ${runId}-%`}`,
  );
  // Rows are matched by the key written in the message, so a row stored without its key counts too.
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = /^Carga (\S+):/.exec(row.mensaje)![1]!;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const result = cleanVerification(0);
  const named = new Set<string>();
  for (const s of submissions) {
    const found = byKey.get(s.key) ?? [];
    result.duplicates += Math.max(0, found.length - 1);
    if (!s.folio) {
      if (found.length) result.storedNotAcknowledged++;
    } else if (found.length && found[0]!.folio === s.folio) result.found++;
    else result.missing++;
    for (const row of found) {
      if (!row.imagen) {
        result.missingFiles++;
        continue;
      }
      named.add(row.imagen);
      let data: Buffer;
      try {
        data = await readFile(path.join(storageDir, ...row.imagen.split('/')));
      } catch {
        result.missingFiles++;
        continue;
      }
      if (data.length !== s.bytes || Number(row.imagen_bytes) !== s.bytes || sha256(data) !== s.sha256)
        result.badFiles++;
    }
  }
  const files = (await readdir(storageDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(storageDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  result.tmpFiles = files.filter((f) => f.startsWith('tmp/')).length;
  result.strayFiles = files.filter((f) => !f.startsWith('tmp/') && !named.has(f)).length;
  return result;
}

/** The server process, restartable on the same port (SIGTERM, wait for the exit, start again). */
export class RestartableServer {
  server: ServerProcess | undefined;
  readonly exitCodes: (number | null)[] = [];
  /** Milliseconds from SIGTERM to the new process answering /api/health. */
  readonly downtimesMs: number[] = [];
  private restarting: Promise<void> = Promise.resolve();

  constructor(private readonly options: StartServerOptions) {}

  get url() {
    return this.server!.url;
  }

  async start() {
    this.server = await startServer(this.options);
    this.options.port = this.server.port;
  }

  /** Restarts once; calls made while a restart runs wait for it. */
  restart(): Promise<void> {
    this.restarting = this.restarting.then(async () => {
      const t0 = performance.now();
      this.exitCodes.push(await this.server!.stop('SIGTERM'));
      await this.start();
      this.downtimesMs.push(Math.round(performance.now() - t0));
    });
    return this.restarting;
  }

  async stop() {
    await this.restarting;
    this.exitCodes.push(await this.server!.stop('SIGTERM'));
  }
}
