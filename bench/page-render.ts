/**
 * Issue 30: a rendered modality page's first read, one client, against a running server (`BASE`):
 * each variant (a query suffix, e.g. `proto=a`) reads its own modalities (ids no other variant reads,
 * so every read is a first read: no JSON nor page cache answers it), in turns, and the p50/p95 of each
 * is printed. `--ids=N` modalities per variant; a second run against the same server process reads other
 * modalities with `--skip=N` (N ≥ the first run's (ids + warm) × variants).
 *
 *   BASE=http://127.0.0.1:3300 npx tsx bench/page-render.ts '' proto=a proto=b --ids=150
 *
 * A variant that is an origin (`http://127.0.0.1:3400`) reads that server instead of `BASE`: two builds, each
 * its own server on the same database, compared in one run.
 *
 * Before anything is timed, each variant reads `--warm=N` other modalities (default 60, never read again):
 * a server in service has its pooled connections open and their statements planned (PostgreSQL plans a
 * named statement afresh on each connection's first five executions). `--warm=1` measures a server
 * that has just started or has been idle.
 */
import { z } from '@rnt/contract/zod';
import { execute, queryRows } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { isPublicModality } from '../apps/api/src/repositories/public-modalities';
import { dataset, openDataset } from './lib/datasets';

const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const args = process.argv.slice(2);
const perVariant = Number(args.find((a) => a.startsWith('--ids='))?.slice(6) ?? 150);
const variants = args.filter((a) => !a.startsWith('--'));
// The dataset the server at BASE runs on (`--dataset=postgres:100000`, the default): the ids are read there.
const [datasetKind, datasetSize] = (
  args.find((a) => a.startsWith('--dataset='))?.slice(10) ?? 'postgres:100000'
).split(':') as ['postgres' | 'pglite', string];
// Ids already read by an earlier run against the same server process (`--skip=N`: start after them).
const skip = Number(args.find((a) => a.startsWith('--skip='))?.slice(7) ?? 0);
// Untimed reads per variant before the timed ones (the server's steady state: connections and plans).
const warm = Math.max(1, Number(args.find((a) => a.startsWith('--warm='))?.slice(7) ?? 60));

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

// Published modalities of published procedures, read from the database itself: scanning them through the
// API would put each detail in the API's JSON cache, and the "first reads" below would be repeats. A fixed
// pseudo-random order spreads them over the table.
const database = await openDataset(dataset(datasetKind, Number(datasetSize)));
const ids = await queryRows(
  database.db,
  z.object({ m: z.number().int(), t: z.number().int() }),
  sql`SELECT m.id AS m, m.tramite_id AS t
        FROM modalidades m JOIN tramites t ON t.id = m.tramite_id
       WHERE t.publicado AND ${isPublicModality('m')}
       ORDER BY md5(m.id::text)
       LIMIT ${(perVariant + warm) * variants.length} OFFSET ${skip}`,
);
// A first read measures the render, not the disk: every table, index and TOAST table of the dataset is read
// once into the OS cache before anything is timed (`pg_prewarm` in `read` mode, PostgreSQL's contrib), as a
// production database keeps its 0.5 GB in memory. Without it, on this machine kind, the p95 spread over
// 58–350 ms with the disk (2026-12-03, docs/performance.md).
if (datasetKind === 'postgres') {
  await execute(database.db, sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`);
  await execute(
    database.db,
    sql`SELECT sum(pg_prewarm(c.oid, 'read')) FROM pg_class c
         WHERE c.relkind IN ('r', 'i', 't') AND c.relnamespace IN ('public'::regnamespace, 'pg_toast'::regnamespace)`,
  );
}
await database.close();
/** A variant's page address: on its own server when the variant is an origin, else `BASE` with its query. */
const pageUrl = (v: string, t: number, m: number) =>
  /^https?:\/\//.test(v) ? `${v}/tramite/${t}/detalles/${m}` : `${base}/tramite/${t}/detalles/${m}?${v}`;
// Warm-up, untimed: the renderers load their code, the pools open their connections and plan their statements.
// Each variant reads its own ids, none of which is timed later.
for (let i = 0; i < warm; i++)
  for (const [k, v] of variants.entries()) {
    const { m, t } = ids[i * variants.length + k]!;
    await (await fetch(pageUrl(v, t, m))).arrayBuffer();
  }
const times = new Map<string, number[]>(variants.map((v) => [v, []]));
const statuses = new Map<string, number>();
for (let i = 0; i < perVariant; i++)
  for (const [k, v] of variants.entries()) {
    const { m, t } = ids[(warm + i) * variants.length + k]!;
    const started = performance.now();
    const r = await fetch(pageUrl(v, t, m), {
      headers: { 'accept-encoding': 'br' },
    });
    await r.arrayBuffer();
    times.get(v)!.push(performance.now() - started);
    statuses.set(`${v} ${r.status}`, (statuses.get(`${v} ${r.status}`) ?? 0) + 1);
  }
console.log('| variant | first reads | p50 ms | p95 ms |');
console.log('|---|---|---|---|');
for (const v of variants) {
  const xs = times.get(v)!;
  console.log(
    `| ${v || 'current'} | ${xs.length} | ${pct(xs, 0.5).toFixed(1)} | ${pct(xs, 0.95).toFixed(1)} |`,
  );
}
console.log(JSON.stringify(Object.fromEntries(statuses)));
