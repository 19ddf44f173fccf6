// `npm test`: lint, typecheck, unit and API tests on PGlite — again on PostgreSQL when TEST_DATABASE_URL
// is set — then the browser tests in the system Chromium when it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit + API (PGlite)', 'npx', ['vitest', 'run'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'DB + API (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'db', '--project', 'api'],
    { TEST_DB: 'postgres' },
  ]);
} else {
  console.log('\n>> TEST_DATABASE_URL no está definida: se omiten las pruebas de API sobre PostgreSQL.');
}
if (existsSync(chromium)) {
  steps.push(['build web', 'npm', ['run', 'build']]);
  steps.push([
    'browser (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
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
    console.log(`\n${results.join('\n')}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
