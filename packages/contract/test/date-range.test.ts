import { describe, expect, it } from 'vitest';
import { agendaQuerySchema } from '../src/agenda';
import { formatDisplayDate, isDateRangeOrdered, isIsoDate, parseDisplayDate } from '../src/date-range';

describe('dates', () => {
  it('accepts only real calendar days in YYYY-MM-DD', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('25-01-01')).toBe(false);
  });

  it('reads and writes the agenda display format DD/MM/YYYY', () => {
    expect(parseDisplayDate('05/03/2025')).toBe('2025-03-05');
    expect(parseDisplayDate(' 31/12/2026 ')).toBe('2026-12-31');
    expect(parseDisplayDate('31/02/2025')).toBeNull();
    expect(parseDisplayDate('2025-03-05')).toBeNull();
    expect(formatDisplayDate('2025-03-05')).toBe('05/03/2025');
  });

  it("the 'from' date cannot be after the 'to' date", () => {
    expect(isDateRangeOrdered({ desde: '2025-01-01', hasta: '2025-01-01' })).toBe(true);
    expect(isDateRangeOrdered({ desde: '2025-01-02', hasta: '2025-01-01' })).toBe(false);
    expect(isDateRangeOrdered({ desde: '2025-01-02', hasta: null })).toBe(true);
    expect(isDateRangeOrdered({ desde: undefined, hasta: '2025-01-01' })).toBe(true);
  });

  it('the agenda query parses the year and pages, and refuses a reversed range', () => {
    expect(agendaQuerySchema.parse({ anio: '2025' })).toEqual({ anio: 2025, page: 1, per_page: 10 });
    const reversed = agendaQuerySchema.safeParse({ fechadesde: '2025-02-01', fechahasta: '2025-01-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.error!.issues[0]!.path).toEqual(['fechadesde']);
    expect(agendaQuerySchema.safeParse({ anio: '20255' }).success).toBe(false);
  });
});
