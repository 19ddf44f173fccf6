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
