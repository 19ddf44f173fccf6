/**
 * A real PostgreSQL outage (issue 12 "Faults"), for a PRIVATE instance only — never the shared one:
 * starts the server on OUTAGE_DATABASE_URL, probes it every 100 ms (readiness, liveness, a search, a
 * comment), stops PostgreSQL with OUTAGE_STOP, waits OUTAGE_DOWN_S seconds, starts it with OUTAGE_START,
 * and prints what the probes saw: answers by phase, seconds until recovery, and whether the process
 * survived without a restart. The CI test (apps/api/test/faults-database.test.ts) cuts a TCP proxy instead.
 *
 *   OUTAGE_DATABASE_URL=postgres://postgres@127.0.0.1:55432/rnt \
 *   OUTAGE_STOP='runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg -m fast -w stop' \
 *   OUTAGE_START='runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D /tmp/pg -o "-p 55432" -l /tmp/pg.log -w start' \
 *   npx tsx bench/postgres-outage.ts
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '@rnt/db/create-db';
import { registeredModalidadId } from '../apps/api/test/helpers/denuncias-load';
import { startServer } from '../apps/api/test/helpers/server-process';

const url = process.env.OUTAGE_DATABASE_URL;
const stop = process.env.OUTAGE_STOP;
const start = process.env.OUTAGE_START;
const downSeconds = Number(process.env.OUTAGE_DOWN_S ?? 5);
if (!url || !stop || !start) throw new Error('Definir OUTAGE_DATABASE_URL, OUTAGE_STOP y OUTAGE_START.');

const probeDb = await createDb({ databaseUrl: url, poolMax: 1 });
const modalidadId = await registeredModalidadId(probeDb.db);
await probeDb.close();
const dir = await mkdtemp(path.join(tmpdir(), 'rnt-outage-'));
const server = await startServer({
  database: { DATABASE_URL: url },
  storageDir: path.join(dir, 'files'),
  env: { DENUNCIAS_RATE_LIMIT_MAX: '100000' },
});

type Phase = 'antes' | 'caída' | 'después';
let phase: Phase = 'antes';
const seen: Record<string, Record<string, number>> = {};
const firstOk: Record<string, number> = {};
let restartedAt = 0;
let probing = true;
let sequence = 0;

async function probe(name: string, send: () => Promise<Response>) {
  let outcome: string;
  const t0 = performance.now();
  try {
    const res = await send();
    const body = await res.text();
    outcome = String(res.status);
    if (res.status >= 500 && !/"message":"[^"]*(Intente|disponible)/.test(body)) outcome += ' (sin mensaje)';
    if (phase === 'después' && res.status < 300 && !(name in firstOk))
      firstOk[name] = Math.round(performance.now() - restartedAt);
  } catch (error) {
    outcome = (error as { cause?: { code?: string } }).cause?.code ?? 'error';
  }
  const ms = Math.round(performance.now() - t0);
  const key = `${phase} ${name}`;
  seen[key] ??= {};
  seen[key][outcome] = (seen[key][outcome] ?? 0) + 1;
  seen[key].max_ms = Math.max(seen[key].max_ms ?? 0, ms);
}

const comment = () => {
  const form = new FormData();
  form.set('anonimo', 'true');
  form.set('mensaje', `Prueba de caída ${sequence++}`);
  form.set('modalidad_id', String(modalidadId));
  form.set('imagen', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'a.pdf');
  return fetch(`${server.url}/api/public_tramites/denuncias`, { method: 'POST', body: form });
};
const loop = (async () => {
  while (probing) {
    await Promise.all([
      probe('health', () => fetch(`${server.url}/api/health`)),
      probe('live', () => fetch(`${server.url}/api/health/live`)),
      probe('búsqueda', () => fetch(`${server.url}/api/public/busqueda_tramites?nombre=licencia`)),
      probe('comentario', comment),
    ]);
    await new Promise((r) => setTimeout(r, 100));
  }
})();

await new Promise((r) => setTimeout(r, 2000));
phase = 'caída';
execSync(stop, { stdio: 'inherit' });
await new Promise((r) => setTimeout(r, downSeconds * 1000));
execSync(start, { stdio: 'inherit' });
restartedAt = performance.now();
phase = 'después';
await new Promise((r) => setTimeout(r, 5000));
probing = false;
await loop;

const alive = server.child.exitCode === null;
console.log(
  JSON.stringify(
    { respuestas: seen, primera_respuesta_ok_ms_tras_arrancar: firstOk, proceso_vivo: alive },
    null,
    2,
  ),
);
console.log(`salida del servidor al cerrar: ${await server.stop('SIGTERM')}`);
await rm(dir, { recursive: true, force: true });
