/**
 * In-process profile of the home search steps on a dataset (issue 19 speed): for each query, the time of
 * understanding + ranking every match (what a search the server has not seen costs), then of a page cut
 * from the ranking, then of the suggestions. Sequential, one connection.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rnt_bench_100k npx tsx bench/search-profile.ts
 *   PGLITE_DATA_DIR=.tmp/bench/pglite-100k npx tsx bench/search-profile.ts
 */
import { createDb } from '@rnt/db/create-db';
import { rankTramites, rankingPage, suggest } from '../apps/api/src/repositories/busqueda-tramites';

const QUERIES = [
  'inscripción',
  'licencia',
  'pasaprte',
  'autorisacion',
  'permiso',
  'constancia',
  'licencia de manejo',
  '¿cómo saco mi pasaporte?',
  'dui perdido',
  'record policial',
  'solvencia de hacienda',
  'pasaporte urgente',
  'abrir una empresa',
  'antesedentes penales',
];
const SUGGESTIONS = [
  'licencia re',
  'pasaporte pe',
  'registro co',
  'permiso in',
  'solvencia au',
  'constancia ce',
];

const database = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DATA_DIR,
  poolMax: 1,
});
await database.migrate();
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const rounds = Number(process.env.PROFILE_ROUNDS ?? 3);
const rankTimes: number[] = [];
const pageTimes: number[] = [];
for (let round = 0; round < rounds; round++)
  for (const nombre of QUERIES) {
    let start = process.hrtime.bigint();
    const ranking = (await rankTramites(database.db, { nombre }))!;
    const rank = ms(start);
    start = process.hrtime.bigint();
    await rankingPage(database.db, ranking, { page: 2, per_page: 9 });
    const page = ms(start);
    rankTimes.push(rank);
    pageTimes.push(page);
    if (round === rounds - 1)
      console.log(
        `${nombre.padEnd(28)} ${String(ranking.ids.length).padStart(6)} coincidencias  ranking ${rank.toFixed(1)} ms  página ${page.toFixed(1)} ms`,
      );
  }
const suggestTimes: number[] = [];
for (let round = 0; round < rounds; round++)
  for (const q of SUGGESTIONS) {
    const start = process.hrtime.bigint();
    await suggest(database.db, q, 8);
    suggestTimes.push(ms(start));
  }
console.log(
  `p95: ranking ${p95(rankTimes).toFixed(1)} ms, página ${p95(pageTimes).toFixed(1)} ms, sugerencias ${p95(suggestTimes).toFixed(1)} ms`,
);
await database.close();
