/**
 * `npm run bench`: load benchmark of the real server on the 100,000-modality dataset, on PGlite and on
 * PostgreSQL in the same run. The server runs as a child process; autocannon drives it from this process
 * over loopback. Each scenario is reported with requests/s, p50/p95/p99 latency, the server's peak RSS
 * and its throughput as a ratio of the static baseline route measured in the same server.
 *
 *   npm run bench                          # every scenario, both databases (about 10 minutes)
 *   npm run bench -- --scaling             # search p95 at 1,000, 10,000 and 100,000 modalities
 *   npm run bench -- --db postgres --only busqueda
 *
 * Environment: BENCH_DURATION (s per scenario, 6), BENCH_CONNECTIONS (50), BENCH_UPLOADS (complaints
 * per database, 300), BENCH_MODALIDADES (100000), BENCH_PG_URL (server, postgres://postgres@127.0.0.1:5432),
 * BENCH_PG_POOL_MAX (the server's pool; its default otherwise). See bench/README.md.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from '@rnt/contract/zod';
import { queryRows, type DbKind } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { burst } from '../apps/api/test/helpers/burst';
import { multipartBody, pdfFile } from '../apps/api/test/helpers/multipart';
import { writePgliteTestDataDir } from '@rnt/db/testing';
import { BENCH_BASELINE_PATH } from './lib/baseline-route';
import { BENCH_DIR, REPO_ROOT, dataset, ensureDataset, openDataset, type Dataset } from './lib/datasets';
import { runLoad, warmUp, type LoadResult, type Scenario } from './lib/load';
import {
  distinctPaths,
  SEARCH_CITIZEN,
  SEARCH_PAIRS,
  SEARCH_UNCACHED,
  SUGGEST_UNCACHED,
} from './lib/uncached-queries';
import { procMemory, startServer } from './lib/server-process';

const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

const { values: args } = parseArgs({
  options: {
    scaling: { type: 'boolean', default: false },
    burst: { type: 'boolean', default: false },
    db: { type: 'string' },
    only: { type: 'string' },
  },
});

const DURATION_S = Number(process.env.BENCH_DURATION ?? 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 300);
const MODALIDADES = Number(process.env.BENCH_MODALIDADES ?? 100_000);
const SCALING_SIZES = [1_000, 10_000, 100_000];
const KINDS = (args.db ?? (args.scaling ? 'postgres' : 'pglite,postgres')).split(',') as DbKind[];
const log = (message: string) => console.log(message);

/** What the scenarios need from the data: ids that exist at this size, and the complaint count. */
interface Sample {
  modalidades: number[];
  /** Other published modalities, more than the server keeps in memory: each is read from the database. */
  modalidadesFrias: number[];
  tramites: number[];
  denuncias: number;
}

async function readSample(set: Dataset): Promise<Sample> {
  const database = await openDataset(set);
  try {
    // Published modalities (what citizens open), spread over the whole table by a fixed hash order.
    const idRow = z.object({ id: z.number().int() });
    const modalidades = await queryRows(
      database.db,
      idRow,
      sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY md5(id::text) LIMIT 12000`,
    );
    const tramites = await queryRows(
      database.db,
      idRow,
      sql`SELECT DISTINCT tramite_id AS id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY 1 LIMIT 2000`,
    );
    const ids = modalidades.map((r) => r.id);
    return {
      modalidades: ids.slice(0, 200),
      modalidadesFrias: ids.slice(2000),
      tramites: tramites.map((r) => r.id),
      denuncias: await countDenuncias(set, database),
    };
  } finally {
    await database.close();
  }
}

async function countDenuncias(set: Dataset, open?: Awaited<ReturnType<typeof openDataset>>) {
  const database = open ?? (await openDataset(set));
  try {
    const [row] = await queryRows(
      database.db,
      z.object({ n: z.number().int() }),
      sql`SELECT count(*)::int AS n FROM denuncias`,
    );
    return row!.n;
  } finally {
    if (!open) await database.close();
  }
}

/** Cycles through fixed values, so every run sends the same mix. */
function cycle(values: readonly string[]): () => string {
  let i = 0;
  return () => values[i++ % values.length]!;
}
const search = (query: string) => `/api/public/busqueda_tramites?${query}`;

const SEARCH_ACCENTED = [
  'nombre=inscripci%C3%B3n',
  'nombre=autorizaci%C3%B3n%20de%20funcionamiento',
  'nombre=certificaci%C3%B3n',
  'nombre=renovaci%C3%B3n%20de%20licencia',
  'nombre=matr%C3%ADcula',
  'nombre=Licencia%20Sanitaria',
].map(search);
const SEARCH_TYPO = [
  'nombre=pasaprte',
  'nombre=licensia',
  'nombre=autorisacion',
  'nombre=inscripcionn',
  'nombre=certificasion%20de%20nacimiento',
  'nombre=renobacion',
].map(search);
const SEARCH_FILTERED = [
  'nombre=permiso&institucion_id=3&clasificacion_id=2',
  'institucion_id=5&categoria_id=2',
  'estado=OBS&page=2',
  'nombre=licencia&categoria_id=4&page=2',
  'clasificacion_id=1&page=5',
].map(search);

/** A search scenario whose every query is new to the server (each sent once: uncached-queries.ts). */
function uncached(name: string, paths: readonly string[]): Scenario {
  const distinct = distinctPaths(paths);
  return { name, kind: 'busqueda', path: distinct.next, distinct };
}

const REPORTS = [
  '/api/graphics/tramites',
  '/api/graphics/instituciones',
  '/api/graphics/estadosWithTramites',
  '/api/graphics/tiempoPromedio',
  '/api/graphics/requisitos_eliminados',
  '/api/graphics/nivelesDeDigitalizacion',
  '/api/graphics/tramites_sin_solicitud',
  '/api/graphics/top10_digitalizacion',
  '/api/graphics/tramites_evaluados',
  '/api/public/cantidadTramitesGraficoPortal',
];

function scenarios(sample: Sample): Scenario[] {
  const modalidad = cycle(sample.modalidades.map(String));
  const modalidadFria = cycle(sample.modalidadesFrias.map(String));
  const tramite = cycle(sample.tramites.map(String));
  const upload = multipartBody(
    {
      anonimo: 'false',
      mensaje: 'Prueba de carga: la ventanilla pide una constancia que no aparece en el registro.',
      modalidad_id: String(sample.modalidades[0]),
      nombres: 'María José',
      apellidos: 'Núñez',
      correo: 'maria.nunez@example.com',
      telefono: '7012 3456',
    },
    [{ name: 'constancia.pdf', content: pdfFile(1_048_576), type: 'application/pdf' }],
  );
  return [
    { name: 'base: JSON estático de 1 KB', kind: 'base', path: () => BENCH_BASELINE_PATH },
    { name: 'búsqueda por nombre con tildes', kind: 'busqueda', path: cycle(SEARCH_ACCENTED) },
    { name: 'búsqueda por nombre con un error', kind: 'busqueda', path: cycle(SEARCH_TYPO) },
    { name: 'búsqueda con filtros', kind: 'busqueda', path: cycle(SEARCH_FILTERED) },
    uncached('búsqueda sin caché (consultas distintas)', SEARCH_UNCACHED),
    uncached('búsqueda ciudadana sin caché (tesauro, preguntas)', SEARCH_CITIZEN),
    uncached('búsqueda de pares de palabras nuevos (sin caché)', SEARCH_PAIRS),
    uncached('sugerencias sin caché', SUGGEST_UNCACHED),
    {
      // The 200 most read modalities (a deadline, a news item): each read once in the warm-up, then
      // answered from the server's memory.
      name: 'detalle de modalidad (200 más leídas)',
      kind: 'detalle',
      path: () => `/api/public_modalidad_get_id/${modalidad()}`,
      warmUpRequests: sample.modalidades.length,
    },
    {
      // The same 200 modalities as the server-rendered page (issue 21): the JSON above through the
      // in-process API call, then the React render. The procedure id of the address is not checked.
      name: 'página de modalidad renderizada (200 más leídas)',
      kind: 'detalle',
      path: () => `/tramite/1/detalles/${modalidad()}`,
      warmUpRequests: sample.modalidades.length,
    },
    // 10,000 ids at 100k, more than MODALIDAD_CACHE_ENTRIES: each read is computed. Left out when the
    // dataset has too few published modalities for that.
    ...(sample.modalidadesFrias.length > 0
      ? [
          {
            name: 'detalle de modalidad sin caché (ids distintos)',
            kind: 'detalle',
            path: () => `/api/public_modalidad_get_id/${modalidadFria()}`,
          } satisfies Scenario,
          {
            name: 'página de modalidad renderizada sin caché (ids distintos)',
            kind: 'detalle',
            path: () => `/tramite/1/detalles/${modalidadFria()}`,
          } satisfies Scenario,
        ]
      : []),
    {
      name: 'listado de modalidades',
      kind: 'otro',
      path: cycle(['1', '2', '7', '40'].map((p) => `/api/public_tramites_listado?page=${p}`)),
    },
    {
      name: 'modalidades de un trámite',
      kind: 'otro',
      path: () => `/api/public_tramites_modalidades?id=${tramite()}`,
    },
    ...REPORTS.map((url): Scenario => ({
      name: `reporte ${url.split('/').pop()}`,
      kind: 'reporte',
      path: () => url,
    })),
    {
      name: 'catálogo de regulaciones',
      kind: 'otro',
      path: cycle([
        '/api/regulaciones?page=1',
        '/api/regulaciones?nombre=ley',
        '/api/regulaciones?fechadesde=2023-01-01&fechahasta=2024-12-31',
        '/api/regulaciones?categorias_id[]=3&page=2',
      ]),
    },
    {
      name: 'búsqueda de resoluciones',
      kind: 'otro',
      path: cycle([
        '/api/public/publicTramitesResoluciones?page=1',
        '/api/public/publicTramitesResoluciones?nombre=licencia',
        '/api/public/publicTramitesResoluciones?fechadesde=2024-01-01&fechahasta=2025-06-30',
        '/api/public/publicTramitesResoluciones?tipo[]=1&page=2',
      ]),
    },
    { name: 'PDF de la modalidad', kind: 'otro', path: () => `/pdf/modalidad/${modalidad()}` },
    {
      name: 'denuncia con adjunto de 1 MB',
      kind: 'denuncia',
      method: 'POST',
      path: () => '/api/public_tramites/denuncias',
      body: upload.payload,
      headers: upload.headers,
      amount: UPLOADS,
    },
  ];
}

interface Row {
  kind: DbKind;
  scenario: Scenario;
  result: LoadResult;
  ratio: number;
  /** Complaints only: rows added vs 201 answers. */
  check?: { before: number; after: number; created: number; ok: boolean };
}

const BENCH_JWT_SECRET = randomBytes(32).toString('base64url');

function serverEnv(set: Dataset): Record<string, string | undefined> {
  return {
    DATABASE_URL: undefined,
    ...set.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // PostgreSQL needs one; each run signs with a secret of its own.
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: 'http://localhost',
    SEED_DEMO_DATA: 'false',
    // The built web app, for the server-rendered page rows (`npm run build` first).
    WEB_DIST: existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : '',
    STORAGE_URL: path.join(BENCH_DIR, `files-${set.kind}`),
    DENUNCIAS_RATE_LIMIT_MAX: '1000000',
    ...(process.env.BENCH_PG_POOL_MAX ? { PG_POOL_MAX: process.env.BENCH_PG_POOL_MAX } : {}),
  };
}

/** Runs the scenarios against one dataset; the baseline always runs first, for the ratios. */
async function benchDataset(
  set: Dataset,
  pick: (s: Scenario) => boolean,
): Promise<{ rows: Row[]; hwm: number }> {
  await ensureDataset(set, log);
  const sample = await readSample(set);
  const env = serverEnv(set);
  rmSync(env.STORAGE_URL!, { recursive: true, force: true });
  const server = await startServer(env, { entry: 'bench/server.ts' });
  log(
    `\n${set.kind}, ${set.modalidades} modalidades: servidor listo en ${Math.round(server.readyMs)} ms (pid ${server.pid})`,
  );
  const rows: Row[] = [];
  let baseline = NaN;
  let complaints: Row | undefined;
  let hwm: number;
  try {
    for (const scenario of scenarios(sample).filter((s) => s.kind === 'base' || pick(s))) {
      await warmUp(server.url, scenario, CONNECTIONS);
      const result = await runLoad(server.url, scenario, {
        connections: CONNECTIONS,
        durationS: scenario.amount ? 120 : DURATION_S,
        serverPid: server.pid,
      });
      if (scenario.kind === 'base') baseline = result.rps;
      const row: Row = { kind: set.kind, scenario, result, ratio: result.rps / baseline };
      if (scenario.kind === 'denuncia') complaints = row;
      rows.push(row);
      log(formatLine(row));
    }
  } finally {
    hwm = procMemory(server.pid, 'VmHWM');
    await server.stop();
  }
  if (complaints) {
    // Every 201 must be a stored row: the count after the run is the count before plus the 201s
    // (the warm-up's uploads included), and nothing else may have answered.
    const after = await countDenuncias(set);
    const created = complaints.result.statuses[201] ?? 0;
    const warmed = after - sample.denuncias - created;
    const others = complaints.result.requests - created;
    complaints.check = {
      before: sample.denuncias,
      after,
      created,
      ok: others === 0 && complaints.result.errors === 0 && warmed >= 0 && warmed <= 20,
    };
    log(
      `  denuncias: ${sample.denuncias} antes, ${after} después, ${created} respuestas 201 (+${warmed} del calentamiento), ` +
        `${others} otras respuestas, ${complaints.result.errors} errores → ${complaints.check.ok ? 'sin pérdidas' : 'FALLO'}`,
    );
  }
  rmSync(env.STORAGE_URL!, { recursive: true, force: true });
  return { rows, hwm };
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0);
const ms = (value: number) => value.toFixed(1);

function statusNote(result: LoadResult): string {
  const odd = Object.entries(result.statuses).filter(([code]) => !code.startsWith('2'));
  const parts = odd.map(([code, n]) => `${n}×${code}`);
  if (result.errors) parts.push(`${result.errors} errores`);
  if (result.exhausted)
    parts.push(`consultas distintas agotadas: se detuvo a los ${result.seconds.toFixed(1)} s`);
  if (result.repeats) parts.push(`${result.repeats} consultas repetidas`);
  return parts.join(', ');
}

function formatLine(row: Row): string {
  const r = row.result;
  return (
    `  ${row.scenario.name.padEnd(42)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(6)}  ` +
    `p95 ${ms(r.p95).padStart(6)}  p99 ${ms(r.p99).padStart(6)} ms  RSS ${mb(r.peakRssBytes).padStart(4)} MB  ` +
    `×${row.ratio.toFixed(2)}  ${statusNote(r)}`
  );
}

/** Whether a PostgreSQL row meets its target (issue 11); '' when no target applies. */
function verdict(row: Row): string {
  const { kind, result } = { kind: row.scenario.kind, result: row.result };
  if (kind === 'busqueda' || kind === 'detalle')
    return row.ratio >= 0.35 && result.p95 < 30 ? 'cumple' : 'no cumple (≥ 0,35 y p95 < 30 ms)';
  if (kind === 'reporte') return result.p95 < 50 ? 'cumple' : 'no cumple (p95 < 50 ms)';
  if (kind === 'denuncia') return row.check?.ok ? 'cumple (sin errores ni filas perdidas)' : 'no cumple';
  return '';
}

function markdownTable(rows: Row[]): string {
  const lines = [
    '| escenario | BD | req/s | p50 ms | p95 ms | p99 ms | RSS pico MB | × base | respuestas no 2xx | objetivo |',
    '|---|---|--:|--:|--:|--:|--:|--:|---|---|',
  ];
  for (const row of rows) {
    const r = row.result;
    const note = [
      statusNote(r),
      row.check ? `filas ${row.check.before}→${row.check.after}, ${row.check.created}×201` : '',
    ]
      .filter(Boolean)
      .join('; ');
    lines.push(
      `| ${row.scenario.name} | ${row.kind} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ` +
        `${mb(r.peakRssBytes)} | ${row.ratio.toFixed(2)} | ${note} | ${row.kind === 'postgres' ? verdict(row) : ''} |`,
    );
  }
  return lines.join('\n');
}

function machine(): string {
  const [one, five] = loadavg();
  return `${cpus().length} núcleos (${cpus()[0]?.model ?? '?'}), Node ${process.version}, carga media ${one!.toFixed(1)} (1 min) / ${five!.toFixed(1)} (5 min)`;
}

async function mainRun() {
  const only = args.only;
  const pick = (s: Scenario) => !only || s.name.includes(only) || s.kind.includes(only);
  const startLoad = machine();
  log(
    `Banco de carga: ${MODALIDADES} modalidades, ${CONNECTIONS} conexiones, ${DURATION_S} s por escenario; ${startLoad}`,
  );
  const rows: Row[] = [];
  const peaks: string[] = [];
  for (const kind of KINDS) {
    const { rows: done, hwm } = await benchDataset(dataset(kind, MODALIDADES), pick);
    rows.push(...done);
    peaks.push(`${kind} ${mb(hwm)} MB`);
  }
  const doc = [
    `# Resultados de \`npm run bench\``,
    '',
    `${new Date().toISOString()} · ${MODALIDADES} modalidades · ${CONNECTIONS} conexiones · ${DURATION_S} s por escenario ` +
      `(denuncias: ${UPLOADS} envíos) · al empezar: ${startLoad} · al terminar: ${machine()}`,
    '',
    markdownTable(rows),
    '',
    `Pico de memoria del servidor en toda la ejecución (VmHWM): ${peaks.join(', ')}.`,
    '',
  ].join('\n');
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'results.md'), doc);
  log(`\nTabla en ${path.relative(process.cwd(), path.join(BENCH_DIR, 'results.md'))}`);
}

/** Search p95 at each size: the growth from 1,000 to 100,000 modalities shows whether indexes carry it. */
async function scalingRun() {
  const startLoad = machine();
  log(`Escalado de la búsqueda: ${SCALING_SIZES.join(', ')} modalidades; ${startLoad}`);
  const rows: Row[] = [];
  const searches = (s: Scenario) => s.kind === 'busqueda' || s.kind === 'detalle';
  for (const kind of KINDS)
    for (const size of SCALING_SIZES) {
      const { rows: done } = await benchDataset(dataset(kind, size), searches);
      rows.push(...done);
    }
  const names = [...new Set(rows.map((r) => r.scenario.name))];
  const lines = [
    `| escenario | BD | ${SCALING_SIZES.map((n) => `p95 ms (× base) a ${n}`).join(' | ')} | p95 ${SCALING_SIZES.at(-1)} / ${SCALING_SIZES[0]} |`,
    `|---|---|${SCALING_SIZES.map(() => '--:').join('|')}|--:|`,
  ];
  for (const kind of KINDS)
    for (const name of names) {
      const bySize = SCALING_SIZES.map(
        (_, i) => rows.filter((r) => r.kind === kind && r.scenario.name === name)[i],
      );
      if (bySize.some((r) => !r)) continue;
      const growth = bySize.at(-1)!.result.p95 / bySize[0]!.result.p95;
      lines.push(
        `| ${name} | ${kind} | ${bySize.map((r) => `${ms(r!.result.p95)} (${r!.ratio.toFixed(2)})`).join(' | ')} | ${growth.toFixed(2)} |`,
      );
    }
  const doc = [
    '# Escalado de la búsqueda (`npm run bench -- --scaling`)',
    '',
    `${new Date().toISOString()} · ${CONNECTIONS} conexiones · ${DURATION_S} s por escenario · al empezar: ${startLoad} · al terminar: ${machine()}`,
    '',
    lines.join('\n'),
    '',
  ].join('\n');
  log(`\n${lines.join('\n')}`);
  writeFileSync(path.join(BENCH_DIR, 'scaling.md'), doc);
}

/**
 * `npm run bench -- --burst`: 300 concurrent `requisitos.json` exports, then 1,000 concurrent PDFs,
 * while the liveness route and a cached modality are probed one after another; without load shedding
 * (LOAD_SHEDDING=false) and with it, in the same run. On the demo data (PGlite, as `npm start`) unless
 * --db and BENCH_MODALIDADES name a generated dataset.
 */
async function burstRun() {
  const startLoad = machine();
  const exports = Number(process.env.BENCH_BURST_EXPORTS ?? 300);
  const pdfs = Number(process.env.BENCH_BURST_PDFS ?? 1000);
  let set: Dataset;
  if (args.db) {
    set = dataset(args.db as DbKind, MODALIDADES);
    await ensureDataset(set, log);
  } else {
    const dir = path.join(BENCH_DIR, 'burst-pglite');
    rmSync(dir, { recursive: true, force: true });
    await writePgliteTestDataDir(dir);
    set = { kind: 'pglite', modalidades: 800, env: { PGLITE_DATA_DIR: dir } };
  }
  const sample = await readSample(set);
  log(
    `Ráfagas (${set.kind}, ${set.modalidades} modalidades): ${exports} exportaciones, ${pdfs} PDF; ${startLoad}`,
  );
  const live = '/api/health/live';
  const cached = `/api/public_modalidad_get_id/${sample.modalidades[0]}`;
  const lines = [
    '| ráfaga | reparto de carga | respuestas | duración s | vida: respuestas, p50 / p95 / máx ms | lectura en caché: p50 / p95 / máx ms |',
    '|---|---|---|--:|---|---|',
  ];
  // BENCH_BURST_MODES=on skips the run without shedding (minutes on a busy machine).
  const modes = (process.env.BENCH_BURST_MODES ?? 'off,on').split(',');
  for (const shedding of [false, true].filter((on) => modes.includes(on ? 'on' : 'off'))) {
    const server = await startServer({ ...serverEnv(set), LOAD_SHEDDING: String(shedding) });
    try {
      await fetch(server.url + cached).then((r) => r.arrayBuffer());
      for (const [name, count, pathOf] of [
        ['requisitos.json', exports, () => '/api/datos-abiertos/requisitos.json'],
        [
          'PDF de la modalidad',
          pdfs,
          (i: number) => `/pdf/modalidad/${sample.modalidades[i % sample.modalidades.length]}`,
        ],
      ] as const) {
        const result = await burst(server.url, { path: pathOf, count, probes: [live, cached] });
        const l = result.probes[live]!;
        const c = result.probes[cached]!;
        const answers = [
          ...Object.entries(result.statuses).map(([code, n]) => `${n}×${code}`),
          ...Object.entries(result.errors).map(([code, n]) => `${n}×${code}`),
        ].join(', ');
        const line =
          `| ${count} × ${name} | ${shedding ? 'sí' : 'no'} | ${answers} | ${(result.elapsedMs / 1000).toFixed(1)} | ` +
          `${l.answered} (${l.failed} sin respuesta), ${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.max)} | ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} |`;
        lines.push(line);
        log(line);
      }
    } finally {
      await server.stop();
    }
  }
  const doc = [
    '# Ráfagas (`npm run bench -- --burst`)',
    '',
    `${new Date().toISOString()} · al empezar: ${startLoad} · al terminar: ${machine()}`,
    '',
    lines.join('\n'),
    '',
  ].join('\n');
  mkdirSync(BENCH_DIR, { recursive: true });
  writeFileSync(path.join(BENCH_DIR, 'burst.md'), doc);
  log(`\n${lines.join('\n')}`);
}

if (args.burst) await burstRun();
else if (args.scaling) await scalingRun();
else await mainRun();
