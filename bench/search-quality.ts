/**
 * `npm run bench:search-quality` (issue 19): the home search on the judged query set of
 * apps/api/test/search-quality/ — hit@1, hit@3, MRR and the zero-result rate — against the real app on
 * the seeded demo registry (PGlite; PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL, as the tests).
 * Prints the figures and the queries that missed the first 3; writes them to .tmp/bench/search-quality.md.
 * `apps/api/test/search-quality.test.ts` runs the same set in `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareTestTemplate, testDbKind } from '@rnt/db/testing';
import { createTestApp } from '../apps/api/test/helpers/test-app';
import { evaluateSearch, formatReport } from '../apps/api/test/search-quality/evaluate';
import { JUDGED_QUERIES } from '../apps/api/test/search-quality/judged-queries';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await prepareTestTemplate();
const t = await createTestApp();
try {
  const report = await evaluateSearch(JUDGED_QUERIES, async (q) => {
    const res = await t.app.inject(
      `/api/public/busqueda_tramites?${new URLSearchParams({ nombre: q, per_page: '10' })}`,
    );
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
    const { data, total } = res.json().listado as { data: { nombre: string }[]; total: number };
    return { names: data.map((d) => d.nombre), total };
  });
  const byKind = [...new Set(JUDGED_QUERIES.map((j) => j.tipo))].map((tipo) => {
    const of = report.outcomes.filter((o) => o.tipo === tipo);
    const hit3 = of.filter((o) => o.rank !== null && o.rank <= 3).length;
    return `  ${tipo.padEnd(11)} ${String(of.length).padStart(3)} consultas, hit@3 ${hit3}/${of.length}`;
  });
  const text = `base de datos: ${testDbKind()}\n${formatReport(report)}\n\npor tipo:\n${byKind.join('\n')}\n`;
  console.log(text);
  const out = path.join(root, '.tmp', 'bench');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'search-quality.md'), `\`\`\`\n${text}\`\`\`\n`);
} finally {
  await t.close();
}
