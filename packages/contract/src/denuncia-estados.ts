/**
 * The complaint lifecycle (issue 23): its states in order, the closing outcomes, and which state may
 * follow which. One place: the API validates actions with it, the back office offers only these moves,
 * the tracking page and the statistics label them with these Spanish names.
 */

export const COMPLAINT_STATES = {
  RECIBIDA: 'Recibida',
  EN_REVISION: 'En revisión',
  REMITIDA: 'Remitida a la institución',
  RESPONDIDA: 'Respondida',
  CERRADA: 'Cerrada',
} as const;
export type ComplaintState = keyof typeof COMPLAINT_STATES;
export const COMPLAINT_STATE_CODES = Object.keys(COMPLAINT_STATES) as ComplaintState[];

/** Outcome recorded when a complaint is closed. */
export const COMPLAINT_OUTCOMES = {
  FUNDADA: 'Fundada',
  NO_FUNDADA: 'No fundada',
  RESUELTA_INSTITUCION: 'Resuelta por la institución',
} as const;
export type ComplaintOutcome = keyof typeof COMPLAINT_OUTCOMES;
export const COMPLAINT_OUTCOME_CODES = Object.keys(COMPLAINT_OUTCOMES) as ComplaintOutcome[];

/**
 * The moves staff may make from each state. A note without a state change keeps the current state
 * (allowed in every state but CERRADA). Closing requires an outcome.
 */
export const COMPLAINT_TRANSITIONS: Record<ComplaintState, readonly ComplaintState[]> = {
  RECIBIDA: ['EN_REVISION', 'REMITIDA', 'RESPONDIDA', 'CERRADA'],
  EN_REVISION: ['REMITIDA', 'RESPONDIDA', 'CERRADA'],
  REMITIDA: ['RESPONDIDA', 'CERRADA'],
  RESPONDIDA: ['CERRADA'],
  CERRADA: [],
};

/** Default answer period in working days (Monday–Friday); configurable by the registry. */
export const COMPLAINT_ANSWER_PERIOD_WORKING_DAYS = 5;
/** Default retention of personal data after a complaint is closed, in days. */
export const COMPLAINT_PERSONAL_DATA_RETENTION_DAYS = 365;
/** Longest description of a procedure that is not in the registry. */
export const COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH = 300;

// ---------------------------------------------------------------- tracking code

/** Letters and digits a citizen can read aloud without confusion: no 0/O, 1/I/L. */
export const TRACKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 12 symbols of 31 (≈ 59 bits), shown as three groups of four: `7KQM-4X9T-R2HW`. */
export const TRACKING_CODE_LENGTH = 12;
const GROUP = 4;

/** A new tracking code from a cryptographic source (rejection sampling: every symbol equally likely). */
export function generateTrackingCode(): string {
  const out: string[] = [];
  const limit = 256 - (256 % TRACKING_CODE_ALPHABET.length);
  while (out.length < TRACKING_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < limit && out.length < TRACKING_CODE_LENGTH)
        out.push(TRACKING_CODE_ALPHABET[byte % TRACKING_CODE_ALPHABET.length]!);
    }
  }
  return formatTrackingCode(out.join(''));
}

/** The code as typed (any case, spaces or dashes) → its canonical form without separators, e.g. ' 7kqm 4x9t-r2hw' → '7KQM4X9TR2HW'. */
export const normalizeTrackingCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

/** Canonical form → display form in groups of four. */
export const formatTrackingCode = (code: string) =>
  normalizeTrackingCode(code)
    .match(new RegExp(`.{1,${GROUP}}`, 'g'))
    ?.join('-') ?? '';

/** Whether a typed code can be a tracking code at all (length and alphabet), before any lookup. */
export const isWellFormedTrackingCode = (typed: string) =>
  new RegExp(`^[${TRACKING_CODE_ALPHABET}]{${TRACKING_CODE_LENGTH}}$`).test(normalizeTrackingCode(typed));

// ---------------------------------------------------------------- working days

/** El Salvador keeps UTC−6 all year (no daylight saving time). */
const EL_SALVADOR_OFFSET_MS = -6 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar day number (days since 1970-01-01) of an instant, in El Salvador's time. */
const localDay = (instant: Date) => Math.floor((instant.getTime() + EL_SALVADOR_OFFSET_MS) / DAY_MS);
/** 1970-01-01 was a Thursday: day 0 → weekday 4 (0 = Sunday). */
const isWorkingDay = (day: number) => {
  const weekday = (((day + 4) % 7) + 7) % 7;
  return weekday !== 0 && weekday !== 6;
};

/**
 * Working days (Monday–Friday, El Salvador's calendar) elapsed from `from` to `to`: the working days d with
 * day(from) < d ≤ day(to). A complaint received on Friday and answered on Monday took 1 working day; the
 * same day is 0. Public holidays are not counted out (the registry keeps no holiday calendar).
 */
export function workingDaysBetween(from: Date, to: Date): number {
  const start = localDay(from);
  const end = localDay(to);
  if (end <= start) return 0;
  let count = 0;
  for (let d = start + 1; d <= end; d++) if (isWorkingDay(d)) count++;
  return count;
}

/** Whether a complaint received at `receivedAt` and not yet answered is overdue at `now`. */
export const isComplaintOverdue = (
  receivedAt: Date,
  now: Date,
  periodWorkingDays = COMPLAINT_ANSWER_PERIOD_WORKING_DAYS,
) => workingDaysBetween(receivedAt, now) > periodWorkingDays;
