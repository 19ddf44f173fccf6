// `npm test`: lint, typecheck, unit and API tests on PGlite — again on PostgreSQL when TEST_DATABASE_URL
// is set — then the browser tests in the system Chromium when it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestReport = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest-${name}.json`,
];

/** Adds up the test counts every runner wrote, for one honest closing line. */
function totals() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ['vitest-pglite', 'vitest-postgres', 'playwright']) {
    const file = `${reports}/${name}.json`;
    if (!existsSync(file)) continue;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    if (r.stats) {
      passed += r.stats.expected + r.stats.flaky;
      failed += r.stats.unexpected;
      skipped += r.stats.skipped;
    } else {
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    }
  }
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  // The API tests of server-rendered pages (apps/api/test/ssr.test.ts) render the built web app.
  ['build web', 'npm', ['run', 'build']],
  ['unit + API (PGlite)', 'npx', ['vitest', 'run', ...vitestReport('pglite')], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'DB + API (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'db', '--project', 'api', ...vitestReport('postgres')],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('\n>> TEST_DATABASE_URL no está definida: se omiten las pruebas de API sobre PostgreSQL.');
}
if (existsSync(chromium)) {
  steps.push([
    'browser (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(reports, 'playwright.json'),
      // With PostgreSQL at hand the browser tests' server uses a copy of its template (e2e/serve.ts): its
      // queries run beside Node rather than inside its event loop (home + modality specs 117 → 98 s).
      // `npm start`'s embedded database is covered by the API tests on PGlite and by `npm start` itself.
      ...(process.env.TEST_DATABASE_URL ? { E2E_DB: 'postgres' } : {}),
    },
  ]);
} else {
  console.log(
    `\n>> Chromium no está instalado en ${chromium}: se omiten las pruebas de navegador (Playwright).`,
  );
}

const results = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n>> ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}\n${totals()}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n${totals()}`);
