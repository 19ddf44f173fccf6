import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  dateRangeErrors,
  dateRangeStatus,
  isDateRangeComplete,
  isDateRangeOrdered,
  isIsoDate,
  toDisplayDate,
} from '../src/date-range';
import {
  hasRegulacionFilter,
  isNumericOrEmpty,
  lastDocument,
  regulacionesQuerySchema,
  regulacionFilterErrors,
} from '../src/regulaciones';
import { hasResolucionCriterio, resolucionesQuerySchema } from '../src/resoluciones';

describe('dates', () => {
  it('accepts only real calendar dates written YYYY-MM-DD', () => {
    for (const ok of ['2024-02-29', '2025-12-31', '1999-01-01']) expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of ['2025-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '05-03-2024', '2024-3-5', ''])
      expect(isIsoDate(bad), bad).toBe(false);
  });

  it('displays DD-MM-YYYY', () => {
    expect(toDisplayDate('2024-03-05')).toBe('05-03-2024');
    expect(toDisplayDate('2024-03-05T10:00:00Z')).toBe('05-03-2024');
    expect(toDisplayDate(null)).toBe('');
  });

  it('a range counts only when both ends are set and from is not after to', () => {
    expect(dateRangeStatus({})).toBe('vacio');
    expect(dateRangeStatus({ desde: '2024-01-01' })).toBe('incompleto');
    expect(dateRangeStatus({ hasta: '2024-01-01' })).toBe('incompleto');
    expect(dateRangeStatus({ desde: '2024-01-02', hasta: '2024-01-01' })).toBe('invertido');
    expect(dateRangeStatus({ desde: '2024-01-01', hasta: '2024-01-01' })).toBe('completo');
    expect(isDateRangeComplete({ desde: '2023-12-31', hasta: '2024-01-01' })).toBe(true);
    expect(isDateRangeComplete({ desde: '2024-01-01' })).toBe(false);
    expect(isDateRangeOrdered({ desde: '2024-01-01' })).toBe(true);
    expect(isDateRangeOrdered({ desde: '2024-02-01', hasta: '2024-01-31' })).toBe(false);
  });
});

describe('regulation search rules', () => {
  it('runs only when some filter is set; a half date range is not one', () => {
    expect(hasRegulacionFilter({})).toBe(false);
    expect(hasRegulacionFilter({ nombre: '   ', estados: [], categorias: [], actividades: [] })).toBe(false);
    expect(hasRegulacionFilter({ fechadesde: '2024-01-01' })).toBe(false);
    expect(hasRegulacionFilter({ fechadesde: '2024-02-01', fechahasta: '2024-01-01' })).toBe(false);
    expect(hasRegulacionFilter({ fechadesde: '2024-01-01', fechahasta: '2024-02-01' })).toBe(true);
    for (const f of [
      { nombre: 'ley' },
      { tipo_solicitud_id: 2 },
      { estados: [1] },
      { actividades: [3] },
      { categorias: [4] },
      { tomo_do: '12' },
      { numero_do: '7' },
    ])
      expect(hasRegulacionFilter(f), JSON.stringify(f)).toBe(true);
  });

  it('Número DO is numeric', () => {
    expect(isNumericOrEmpty('')).toBe(true);
    expect(isNumericOrEmpty('0123')).toBe(true);
    for (const bad of ['12a', '1.5', '-3', 'uno']) expect(isNumericOrEmpty(bad), bad).toBe(false);
  });

  it('offers the last document', () => {
    expect(lastDocument([{ ruta: 'a' }, { ruta: 'b' }])).toEqual({ ruta: 'b' });
    expect(lastDocument([])).toBeUndefined();
  });

  it('parses the query: lists in both spellings, blanks as unset, ordered ranges', () => {
    const q = regulacionesQuerySchema.parse({
      'categorias_id[]': ['1', '2'],
      categorias_id: '2',
      estado_tipo_solicitud_regulacion_id: '3',
      nombre: ' ',
      numero_do: '15',
    });
    expect(q.categorias_id).toEqual([2, 1]);
    expect(q.estado_tipo_solicitud_regulacion_id).toEqual([3]);
    expect(q.actividad_economica_id).toEqual([]);
    expect(q.nombre).toBeUndefined();
    expect(q.numero_do).toBe(15);
    const reversed = regulacionesQuerySchema.safeParse({
      fechadesde: '2024-02-01',
      fechahasta: '2024-01-01',
    });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['fechadesde', DATE_MESSAGES.desdePosterior],
      ['fechahasta', DATE_MESSAGES.hastaAnterior],
    ]);
  });
});

describe('resolution search rules', () => {
  it('needs at least one criterion; a date range counts only when complete', () => {
    expect(hasResolucionCriterio({})).toBe(false);
    expect(hasResolucionCriterio({ nombre: ' ', tipos: [] })).toBe(false);
    expect(hasResolucionCriterio({ fechadesde: '2024-01-01' })).toBe(false);
    expect(hasResolucionCriterio({ fechahasta: '2024-01-01' })).toBe(false);
    expect(hasResolucionCriterio({ fechadesde: '2024-01-01', fechahasta: '2024-01-31' })).toBe(true);
    for (const f of [{ nombre: 'licencia' }, { institucion_id: 1 }, { unidad_id: 4 }, { tipos: [1, 2] }])
      expect(hasResolucionCriterio(f), JSON.stringify(f)).toBe(true);
  });

  it('parses tipo and tipo[] into one list', () => {
    expect(resolucionesQuerySchema.parse({ tipo: ['1', '3'], 'tipo[]': '3' }).tipo).toEqual([1, 3]);
    expect(resolucionesQuerySchema.parse({}).tipo).toEqual([]);
  });
});

describe('form errors', () => {
  it('names each malformed end, or both ends of a reversed range', () => {
    expect(dateRangeErrors({})).toEqual({});
    expect(dateRangeErrors({ desde: '2024-01-01' })).toEqual({});
    expect(dateRangeErrors({ desde: 'ayer', hasta: '2024-01-01' })).toEqual({
      fechadesde: DATE_MESSAGES.fechaInvalida,
    });
    expect(dateRangeErrors({ desde: '2024-01-02', hasta: '2024-01-01' })).toEqual({
      fechadesde: 'La fecha inicial no puede ser posterior a la fecha final.',
      fechahasta: 'La fecha final no puede ser anterior a la fecha inicial.',
    });
  });

  it('the catalogue form refuses a non-numeric Tomo DO or Número DO', () => {
    expect(regulacionFilterErrors({ tomo_do: '12', numero_do: '' })).toEqual({});
    expect(regulacionFilterErrors({ tomo_do: 'XII', numero_do: '4b' })).toEqual({
      tomo_do: 'Tomo DO debe ser numérico.',
      numero_do: 'Número DO debe ser numérico.',
    });
  });
});
