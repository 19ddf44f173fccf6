import { describe, expect, it } from 'vitest';
import {
  COMPLAINT_STATE_CODES,
  COMPLAINT_TRANSITIONS,
  TRACKING_CODE_ALPHABET,
  formatTrackingCode,
  generateTrackingCode,
  isComplaintOverdue,
  isWellFormedTrackingCode,
  normalizeTrackingCode,
  workingDaysBetween,
} from '../src/denuncia-estados';

// Instants in El Salvador's time (UTC−6).
const sv = (local: string) => new Date(`${local}-06:00`);

describe('tracking code', () => {
  it('is 12 symbols of the unambiguous alphabet, in three groups of four', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateTrackingCode();
      expect(code).toMatch(/^[^-]{4}-[^-]{4}-[^-]{4}$/);
      for (const ch of code.replaceAll('-', '')) expect(TRACKING_CODE_ALPHABET).toContain(ch);
      expect(isWellFormedTrackingCode(code)).toBe(true);
    }
    expect(TRACKING_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('is not repeated across many draws', () => {
    const codes = new Set(Array.from({ length: 5000 }, generateTrackingCode));
    expect(codes.size).toBe(5000);
  });

  it('reads what the citizen types in any case, with spaces or dashes', () => {
    expect(normalizeTrackingCode(' 7kqm 4x9t-r2hw ')).toBe('7KQM4X9TR2HW');
    expect(formatTrackingCode('7kqm4x9tr2hw')).toBe('7KQM-4X9T-R2HW');
    expect(isWellFormedTrackingCode('7kqm 4x9t r2hw')).toBe(true);
    expect(isWellFormedTrackingCode('7KQM-4X9T-R2H')).toBe(false); // short
    expect(isWellFormedTrackingCode('OKQM-4X9T-R2HW')).toBe(false); // O is not in the alphabet
  });
});

describe('working days (Monday–Friday, El Salvador)', () => {
  it('counts the working days after the first day up to the last', () => {
    // 2026-11-20 is a Friday.
    expect(workingDaysBetween(sv('2026-11-20T10:00:00'), sv('2026-11-20T17:00:00'))).toBe(0);
    expect(workingDaysBetween(sv('2026-11-20T10:00:00'), sv('2026-11-22T10:00:00'))).toBe(0); // Sunday
    expect(workingDaysBetween(sv('2026-11-20T10:00:00'), sv('2026-11-23T08:00:00'))).toBe(1); // Monday
    expect(workingDaysBetween(sv('2026-11-20T10:00:00'), sv('2026-11-27T08:00:00'))).toBe(5); // next Friday
    expect(workingDaysBetween(sv('2026-11-27T08:00:00'), sv('2026-11-20T10:00:00'))).toBe(0); // backwards
  });

  it("uses El Salvador's calendar day, not UTC's", () => {
    // 23:30 on Friday in San Salvador is already Saturday in UTC; Monday 00:30 local is Monday 06:30 UTC.
    expect(workingDaysBetween(sv('2026-11-20T23:30:00'), sv('2026-11-23T00:30:00'))).toBe(1);
    expect(workingDaysBetween(sv('2026-11-19T23:30:00'), sv('2026-11-20T00:10:00'))).toBe(1);
  });

  it('marks a complaint overdue after the answer period (5 working days by default)', () => {
    const received = sv('2026-11-20T10:00:00');
    expect(isComplaintOverdue(received, sv('2026-11-27T16:00:00'))).toBe(false); // 5 days: last day
    expect(isComplaintOverdue(received, sv('2026-11-30T08:00:00'))).toBe(true); // 6
    expect(isComplaintOverdue(received, sv('2026-11-23T08:00:00'), 0)).toBe(true);
  });
});

describe('transitions', () => {
  it('lead only forward and end at CERRADA', () => {
    for (const from of COMPLAINT_STATE_CODES)
      for (const to of COMPLAINT_TRANSITIONS[from])
        expect(COMPLAINT_STATE_CODES.indexOf(to)).toBeGreaterThan(COMPLAINT_STATE_CODES.indexOf(from));
    expect(COMPLAINT_TRANSITIONS.CERRADA).toEqual([]);
  });
});
