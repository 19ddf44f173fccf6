/**
 * The `/seguimiento` lookup as a citizen types it (folio and tracking code), checked in one place: by the
 * API's query schema (`seguimientoQuerySchema`), by the light page on the server for the form sent without
 * JavaScript, and by the page's island before it asks the API (every lookup counts against the client's
 * limit). Zod-free: the island ships it.
 */
import { isWellFormedTrackingCode, normalizeTrackingCode } from './denuncia-estados';
import { MESSAGES } from './messages';

/** 'RNT-2026-000123': the year and the row id, at least six digits. */
export const FOLIO_PATTERN = /^RNT-\d{4}-\d{6,}$/;

/** Longest folio or code accepted as typed (either is far shorter). */
export const SEGUIMIENTO_FIELD_MAX_LENGTH = 40;

/** A folio as typed: trimmed, upper case ('rnt-2026-000123 ' → 'RNT-2026-000123'). */
export const normalizeFolio = (typed: string) => typed.trim().toUpperCase();

/** The folio's message, or null when it can be a folio. */
export function folioError(typed: string): string | null {
  if (typed.length > SEGUIMIENTO_FIELD_MAX_LENGTH) return MESSAGES.folioInvalido;
  const folio = normalizeFolio(typed);
  if (!folio) return MESSAGES.folioRequerido;
  return FOLIO_PATTERN.test(folio) ? null : MESSAGES.folioInvalido;
}

/** The code's message, or null when it can be a tracking code (any case, spaces or dashes). */
export function codigoError(typed: string): string | null {
  if (typed.length > SEGUIMIENTO_FIELD_MAX_LENGTH) return MESSAGES.codigoSeguimientoInvalido;
  if (!normalizeTrackingCode(typed)) return MESSAGES.codigoSeguimientoRequerido;
  return isWellFormedTrackingCode(typed) ? null : MESSAGES.codigoSeguimientoInvalido;
}

/** The two fields, in the form's order. */
export const SEGUIMIENTO_FIELDS = ['folio', 'codigo'] as const;
export type SeguimientoField = (typeof SEGUIMIENTO_FIELDS)[number];
export type SeguimientoTyped = Record<SeguimientoField, string>;
export type SeguimientoErrors = Partial<Record<SeguimientoField, string>>;

/** The typed lookup checked: its canonical folio and code to send, or each wrong field's message. */
export function checkSeguimiento(
  typed: SeguimientoTyped,
): { consulta: SeguimientoTyped; errors: null } | { consulta: null; errors: SeguimientoErrors } {
  const errors: SeguimientoErrors = {};
  const folio = folioError(typed.folio);
  const codigo = codigoError(typed.codigo);
  if (folio) errors.folio = folio;
  if (codigo) errors.codigo = codigo;
  if (folio || codigo) return { consulta: null, errors };
  return {
    consulta: { folio: normalizeFolio(typed.folio), codigo: normalizeTrackingCode(typed.codigo) },
    errors: null,
  };
}
