/**
 * Measures the home search on the judged query set (issue 19): hit@1, hit@3, mean reciprocal rank (of the
 * first expected procedure within the first 10 results) and the zero-result rate. The same function serves
 * the test (search-quality.test.ts) and `npm run bench:search-quality`.
 */
import type { JudgedQuery } from './judged-queries';

export interface QueryOutcome extends JudgedQuery {
  /** 1-based position of the first expected procedure among the first 10 results; null: not there. */
  rank: number | null;
  total: number;
  top: string[];
}

export interface QualityReport {
  queries: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  zeroResultRate: number;
  outcomes: QueryOutcome[];
}

/** `search` answers the names of the first results (10 or more) and the total for one query. */
export async function evaluateSearch(
  judged: JudgedQuery[],
  search: (q: string) => Promise<{ names: string[]; total: number }>,
): Promise<QualityReport> {
  const outcomes: QueryOutcome[] = [];
  for (const judgedQuery of judged) {
    const { names, total } = await search(judgedQuery.q);
    const top = names.slice(0, 10);
    const index = top.findIndex((n) => judgedQuery.esperados.includes(n));
    outcomes.push({ ...judgedQuery, rank: index === -1 ? null : index + 1, total, top });
  }
  const share = (f: (o: QueryOutcome) => boolean) => outcomes.filter(f).length / outcomes.length;
  return {
    queries: outcomes.length,
    hitAt1: share((o) => o.rank === 1),
    hitAt3: share((o) => o.rank !== null && o.rank <= 3),
    mrr: outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / outcomes.length,
    zeroResultRate: share((o) => o.total === 0),
    outcomes,
  };
}

/** The report as text: the four figures, then every query that missed the first 3. */
export function formatReport(report: QualityReport): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const lines = [
    `consultas juzgadas: ${report.queries}`,
    `hit@1: ${pct(report.hitAt1)}   hit@3: ${pct(report.hitAt3)}   MRR: ${report.mrr.toFixed(3)}   sin resultados: ${pct(report.zeroResultRate)}`,
  ];
  const missed = report.outcomes.filter((o) => o.rank === null || o.rank > 3);
  if (missed.length) lines.push('', 'fuera de los 3 primeros:');
  for (const o of missed)
    lines.push(
      `  [${o.tipo}] "${o.q}" → ${o.rank ?? '-'} (total ${o.total}); primeros: ${o.top.slice(0, 3).join(' | ')}`,
    );
  return lines.join('\n');
}
