/**
 * CSV cells that a spreadsheet cannot run (issue 17, item 10; OWASP "CSV Injection"): a text cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return is read by Excel, LibreOffice and
 * Google Sheets as a formula (`=HYPERLINK(…)`, `=cmd|…`, DDE). Such a cell gets a leading apostrophe,
 * which spreadsheets show as text and do not evaluate. Every CSV the server writes and every CSV the
 * web app writes goes through this one rule. A plain decimal number (`-5`, `-89.2182`, also when the
 * database hands it over as text) is a value, not a formula, and stays as it is.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The text as a spreadsheet will show it, never as a formula. */
export function neutralizeCsvFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell of a CSV line: neutralised text, quoted as RFC 4180 says when it holds `"`, `,` or a line end. */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  const text = neutralizeCsvFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
