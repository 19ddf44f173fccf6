/**
 * Issue 30: what a page costs a phone, against a server already running (`BASE`, default
 * http://127.0.0.1:3300): for each page, N cold loads in the system Chromium, no throttling —
 * the JavaScript downloaded until the network is idle (compressed bytes on the wire) and the main
 * thread's work (`TaskDuration`, Chrome's performance metric) — then N Lighthouse mobile runs (score,
 * TBT, LCP, the other categories and Lighthouse's `benchmarkIndex`). Medians are printed.
 *
 *   BASE=http://127.0.0.1:3300 npx tsx bench/page-cost.ts / /tramite/30/detalles/43 [--runs=3] [--no-lighthouse]
 *
 * With `--against=URL` (a second server, the baseline), it measures only the cold loads, in turns — one
 * load of the baseline, one of `BASE` — and prints each server's median and the median of the pairs'
 * ratios (`BASE` ÷ baseline): on a shared, noisy machine a ratio within one run is what can be compared.
 */
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const pages = args.filter((a) => !a.startsWith('--'));
const against = args.find((a) => a.startsWith('--against='))?.slice(10);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// The system Chromium through e2e/chromium.sh: without the two renderers of its address bar's popup that
// start with every window, busy beside the page under test (decision 037). `--omnibox-ui` keeps them, for a
// figure comparable with the runs before 4 Dec.
const CHROMIUM = args.includes('--omnibox-ui')
  ? '/usr/bin/chromium'
  : fileURLToPath(new URL('../e2e/chromium.sh', import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function coldLoad(url: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    const types = new Map<string, string>();
    let js = 0;
    let files = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      if (types.get(e.requestId) === 'Script') {
        js += e.encodedDataLength;
        files++;
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const task = metrics.find((m) => m.name === 'TaskDuration')!.value * 1000;
    return { js, files, task, version: browser.version() };
  } finally {
    await browser.close();
  }
}

if (against) {
  console.log(
    '| page | baseline: main thread, cold (median) | this build (median) | ratio, median of pairs | JS until idle: baseline → this build | pairs | Chromium |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const p of pages) {
    const pairs = [];
    for (let i = 0; i < runs; i++) {
      const a = await coldLoad(against + p);
      const b = await coldLoad(base + p);
      pairs.push({ a, b, ratio: b.task / a.task });
    }
    const kb = (xs: number[]) => (median(xs) / 1024).toFixed(1);
    console.log(
      `| \`${p}\` | ${Math.round(median(pairs.map((x) => x.a.task)))} ms | ${Math.round(median(pairs.map((x) => x.b.task)))} ms | ${median(pairs.map((x) => x.ratio)).toFixed(2)} | ${kb(pairs.map((x) => x.a.js))} → ${kb(pairs.map((x) => x.b.js))} KB | ${runs} | ${pairs[0]!.b.version} |`,
    );
  }
  process.exit(0);
}

const rows: string[] = [];
for (const p of pages) {
  const url = base + p;
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await coldLoad(url));
  let lh = ' | – | – | – | – | –';
  if (!args.includes('--no-lighthouse')) {
    const results = [];
    // A run Lighthouse could not finish (its `runtimeError`: no paint seen, a protocol timeout) is not a
    // score of 0: it is reported apart and run again, at most twice per page.
    let failures = 0;
    while (results.length < runs && failures <= 2) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
      try {
        const r = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = r!.lhr;
        if (lhr.runtimeError) {
          failures++;
          console.error(`· ${p}: Lighthouse no terminó (${lhr.runtimeError.code}); se repite`);
          continue;
        }
        results.push({
          perf: Math.round((lhr.categories.performance!.score ?? 0) * 100),
          tbt: lhr.audits['total-blocking-time']!.numericValue!,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue!,
          other: ['accessibility', 'best-practices', 'seo']
            .map((c) => Math.round((lhr.categories[c]!.score ?? 0) * 100))
            .join('/'),
          bi: lhr.environment.benchmarkIndex,
        });
      } finally {
        await chrome.kill();
      }
    }
    lh = ` | ${results.map((r) => r.perf).join(' · ')} (median ${median(results.map((r) => r.perf))}) | ${Math.round(median(results.map((r) => r.tbt)))} ms | ${(median(results.map((r) => r.lcp)) / 1000).toFixed(2)} s | ${results.map((r) => r.other).join(' ')} | ${results.map((r) => r.bi).join(', ')}${failures ? ` (${failures} unfinished run${failures > 1 ? 's' : ''} repeated)` : ''}`;
  }
  rows.push(
    `| \`${p}\` | ${(median(loads.map((l) => l.js)) / 1024).toFixed(1)} KB in ${median(loads.map((l) => l.files))} files | ${Math.round(median(loads.map((l) => l.task)))} ms (${loads.map((l) => Math.round(l.task)).join(', ')})${lh} | ${loads[0]!.version} |`,
  );
  console.error(`· ${p}: listo`);
}
console.log(
  '| page | JS until idle (compressed) | main-thread work, cold | Lighthouse mobile | TBT | LCP | a11y/bp/seo | benchmarkIndex | Chromium |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
