// `npm test`: lint, typecheck, unit and API tests on PGlite — again on PostgreSQL when TEST_DATABASE_URL
// is set — then the browser tests in the system Chromium when it is installed.
import { spawn } from 'node:child_process';
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
/**
 * The steps, in order; the three of the first group run side by side (each is one process, mostly one core:
 * on the 2-core machines they take about the time of the longest), and their output is printed whole, one
 * step after the other, as each ends.
 */
const steps = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    // The API tests of server-rendered pages (apps/api/test/ssr.test.ts) render the built web app.
    ['build web', 'npm', ['run', 'build']],
  ],
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

/**
 * Runs one step: its output goes straight to the terminal, or, with `buffered`, is kept and printed whole
 * when it ends (a step beside others). Resolves with its line for the summary and its exit status.
 */
function run([name, cmd, args, env], buffered = false) {
  const header = `\n>> ${name}: ${cmd} ${args.join(' ')}`;
  if (!buffered) console.log(header);
  const started = Date.now();
  const child = spawn(cmd, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    // A command that cannot start fails its step, as `spawnSync`'s null status did.
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      resolve({ line: `${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`, status });
    });
  });
}

const results = [];
for (const step of steps) {
  const group = Array.isArray(step[0]) ? step : [step];
  const done = await Promise.all(group.map((s) => run(s, group.length > 1)));
  results.push(...done.map((d) => d.line));
  const failed = done.find((d) => d.status !== 0);
  if (failed) {
    console.log(`\n${results.join('\n')}\n${totals()}`);
    process.exit(failed.status);
  }
}
console.log(`\n${results.join('\n')}\n${totals()}`);
