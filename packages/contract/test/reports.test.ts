import { describe, expect, it } from 'vitest';
import {
  applyStatesChartRule,
  isResponseTimeBand,
  STATES_CHART_RULE,
  type ConteoEstado,
} from '../src/reports';
import { bandaParamsSchema } from '../src/graphics';

const rows: ConteoEstado[] = [
  { estado_id: 1, nombre: 'Borrador', total: 4 },
  { estado_id: 9, nombre: 'En evaluación fase 2', total: 30 },
  { estado_id: 11, nombre: 'Inscrito', total: 400 },
  { estado_id: 13, nombre: 'Inscrito con modificaciones', total: 90 },
  { estado_id: 15, nombre: 'Desistido', total: 12 },
  { estado_id: 17, nombre: 'Rechazado', total: 9 },
  { estado_id: 23, nombre: 'Observado', total: 60 },
];

describe('states chart rule', () => {
  it('is one named constant: 11 and 13 merged, observed 23 with +126', () => {
    expect(STATES_CHART_RULE.merged.ids).toEqual([11, 13]);
    expect(STATES_CHART_RULE.observed).toEqual({ id: 23, offset: 126 });
  });

  it('merges states 11 and 13 into one slice named Inscrito', () => {
    const slices = applyStatesChartRule(rows);
    const inscrito = slices.find((s) => s.nombre === 'Inscrito');
    expect(inscrito).toEqual({
      nombre: 'Inscrito',
      estado_ids: [11, 13],
      conteo: 490,
      ajuste: 0,
      total: 490,
    });
    expect(slices.filter((s) => s.estado_ids.includes(11) || s.estado_ids.includes(13))).toHaveLength(1);
  });

  it('adds 126 to the observed state and to nothing else', () => {
    const slices = applyStatesChartRule(rows);
    const observado = slices.find((s) => s.estado_ids.includes(23));
    expect(observado).toEqual({ nombre: 'Observado', estado_ids: [23], conteo: 60, ajuste: 126, total: 186 });
    for (const s of slices.filter((x) => x !== observado)) expect(s.total).toBe(s.conteo);
    // The observed slice keeps its offset even when the tables hold no observed modality.
    const empty = applyStatesChartRule(rows.map((r) => (r.estado_id === 23 ? { ...r, total: 0 } : r)));
    expect(empty.find((s) => s.estado_ids.includes(23))?.total).toBe(126);
  });

  it('keeps only the states whose evaluation ended', () => {
    const ids = applyStatesChartRule(rows).flatMap((s) => s.estado_ids);
    expect(ids.sort((a, b) => a - b)).toEqual([11, 13, 15, 17, 23]);
  });
});

describe('response-time band codes', () => {
  it('knows B00 to B08 and rejects other codes', () => {
    expect(isResponseTimeBand('B00')).toBe(true);
    expect(isResponseTimeBand('B08')).toBe(true);
    expect(isResponseTimeBand('B09')).toBe(false);
    expect(isResponseTimeBand('toString')).toBe(false);
  });
  it('answers a malformed code in Spanish', () => {
    const result = bandaParamsSchema.safeParse({ code: 'b1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/forma B00/);
  });
});
