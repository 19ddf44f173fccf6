/**
 * Search quality on the judged query set (issue 19, docs/search.md): the real app on the seeded demo
 * registry answers each query; hit@3 must stay at 0.90 or more and no judged query may find nothing.
 * `npm run bench:search-quality` prints the same measurement.
 */
import { describe, expect, it } from 'vitest';
import { evaluateSearch, formatReport } from './search-quality/evaluate';
import { JUDGED_QUERIES } from './search-quality/judged-queries';
import { useTestApp } from './helpers/use-test-app';

const t = useTestApp();

describe('search quality on the judged query set', () => {
  it('has at least 150 judged queries of every kind', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(JUDGED_QUERIES.map((j) => j.tipo))).toEqual(
      new Set(['sigla', 'coloquial', 'pregunta', 'error', 'sin-tildes', 'parcial', 'nombre']),
    );
  });

  it('reaches hit@3 ≥ 0.90 and finds something for every judged query', { timeout: 180_000 }, async () => {
    const report = await evaluateSearch(JUDGED_QUERIES, async (q) => {
      const res = await t.get(
        `/api/public/busqueda_tramites?${new URLSearchParams({ nombre: q, per_page: '10' })}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const { data, total } = res.json().listado as { data: { nombre: string }[]; total: number };
      return { names: data.map((d) => d.nombre), total };
    });
    console.log(formatReport(report));
    expect(report.outcomes.filter((o) => o.total === 0).map((o) => o.q)).toEqual([]);
    expect(report.hitAt3).toBeGreaterThanOrEqual(0.9);
  });
});
