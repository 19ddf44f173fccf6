/**
 * Lighthouse scores (issues 10 and 11): performance, accessibility, best practices and SEO of `/`, a
 * modality page, `/catalogos`, `/reportes` and `/comentario-ciudadano`, with the mobile preset (Lighthouse's default config) and
 * the desktop preset.
 *
 * It serves the built app with our own server on a fresh copy of the demo database (e2e/serve.ts, on
 * its own port and folder), and drives the system Chromium through Lighthouse's launcher. Nothing may
 * leave the machine: any request to another host is listed and fails the run.
 *
 *   npm run bench:lighthouse                    # builds apps/web, then measures
 *   npm run bench:lighthouse -- --no-build      # measures the existing apps/web/dist
 *   npm run bench:lighthouse -- --mobile-only   # skips the desktop preset
 *   npm run bench:lighthouse -- --details       # lists every audit under 100 % of each page
 *   npm run bench:lighthouse -- --only=/        # only the pages given (repeatable; 'modalidad' for the modality)
 *   npm run bench:lighthouse -- --save          # also writes each report's JSON to .tmp/lighthouse-reports/
 *   npm run bench:lighthouse -- --omnibox-ui    # keeps Chromium's address-bar popup renderers (decision 037)
 */
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const only = process.argv
  .slice(2)
  .filter((a) => a.startsWith('--only='))
  .map((a) => a.slice('--only='.length));
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const base = `http://127.0.0.1:${PORT}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!args.has('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });

const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    E2E_DIR: `.tmp/lighthouse-${PORT}`,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó con código ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('El servidor no respondió en 120 s');
}

/** A modality page of the demo data (ids are generated: the first one the API answers). */
async function modalityPath(): Promise<string> {
  for (let id = 1; id < 100; id++) {
    const res = await fetch(`${base}/api/public_modalidad_get_id/${id}`);
    if (!res.ok) continue;
    const { modalidad } = (await res.json()) as { modalidad: { id: number; tramite_id: number } };
    return `/tramite/${modalidad.tramite_id}/detalles/${modalidad.id}`;
  }
  throw new Error('No hay modalidades en los datos de demostración');
}

interface Row {
  page: string;
  preset: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: string;
  outside: string[];
  below: string[];
}

const rows: Row[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  const modalidad = await modalityPath();
  const pages = ['/', modalidad, '/catalogos', '/reportes', '/comentario-ciudadano'].filter(
    (p) => only.length === 0 || only.includes(p === modalidad ? 'modalidad' : p),
  );
  chrome = await chromeLauncher.launch({
    // The system Chromium (`CHROMIUM_PATH`) through e2e/chromium.sh, without its address bar's popup
    // renderers (decision 037); `--omnibox-ui` keeps them, as the runs before 4 Dec had them.
    chromePath: args.has('--omnibox-ui')
      ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
      : path.join(root, 'e2e/chromium.sh'),
    chromeFlags: CHROME_FLAGS,
  });
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const presets: [string, Config | undefined][] = [['móvil', undefined]];
  if (!args.has('--mobile-only')) presets.push(['escritorio', desktopConfig]);

  for (const [preset, config] of presets)
    for (const page of pages) {
      // A trace Lighthouse could not record (NO_NAVSTART, "no paint recorded") is not a score: that page
      // is measured again, at most twice, and the run says so.
      let result = await lighthouse(`${base}${page}`, flags, config);
      for (let retry = 1; retry <= 2 && result?.lhr.runtimeError; retry++) {
        console.error(`· ${preset} ${page}: ${result.lhr.runtimeError.code}, se mide otra vez (${retry})`);
        result = await lighthouse(`${base}${page}`, flags, config);
      }
      if (!result) throw new Error(`Lighthouse no devolvió resultado para ${page}`);
      const { lhr } = result;
      if (args.has('--save')) {
        const dir = path.join(root, '.tmp/lighthouse-reports');
        mkdirSync(dir, { recursive: true });
        const name = `${preset === 'móvil' ? 'mobile' : 'desktop'}${page.replace(/[^a-z0-9]+/gi, '-')}.json`;
        writeFileSync(path.join(dir, name), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '—';
      const requests =
        (lhr.audits['network-requests']?.details as { items?: { url: string }[] })?.items ?? [];
      const below = Object.values(lhr.categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => {
            const audit = lhr.audits[ref.id]!;
            // Which elements fail (accessibility, best practices, SEO): their HTML, shortened.
            const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items;
            const nodes = (items ?? []).flatMap((i) =>
              i.node?.snippet ? [i.node.snippet.slice(0, 160)] : [],
            );
            return [`${category.id}: ${audit.title} (${audit.displayValue ?? ''})`, ...nodes].join(
              '\n      ',
            );
          }),
      );
      rows.push({
        page,
        preset,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Row['scores'],
        metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
        outside: requests
          .map((r) => r.url)
          .filter((url) => !url.startsWith(base) && !url.startsWith('data:')),
        below,
      });
      console.error(`· ${preset} ${page}: listo`);
    }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}

console.log('\n| página | preset | rendimiento | accesibilidad | buenas prácticas | SEO | métricas |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| \`${r.page}\` | ${r.preset} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.metrics} |`,
  );

if (args.has('--details'))
  for (const r of rows.filter((x) => x.below.length)) {
    console.log(`\n${r.preset} ${r.page}:`);
    for (const line of r.below) console.log(`  - ${line}`);
  }

const outside = [...new Set(rows.flatMap((r) => r.outside))];
if (outside.length) {
  console.log(
    `\nPeticiones a otros servidores (no debe haber ninguna):\n${outside.map((u) => `  ${u}`).join('\n')}`,
  );
  process.exitCode = 1;
} else console.log('\nNinguna petición salió del servidor local.');
