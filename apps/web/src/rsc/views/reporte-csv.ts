/**
 * CSV export of a report: RFC 4180 quoting, CRLF lines, UTF-8 with a BOM so Excel keeps the accents, and
 * no text cell a spreadsheet would run as a formula (the server's rule, `@rnt/contract/csv`).
 */
import { csvCell as quote } from '@rnt/contract/csv';
import type { ReportColumn, ReportTotal } from './reporte-columns';

const BOM = '\uFEFF';

export function toCsv<T>(columns: ReportColumn<T>[], rows: readonly T[], totals: ReportTotal[] = []): string {
  const kept = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.inCsv !== false);
  const lines = [kept.map(({ c }) => quote(c.header))];
  for (const row of rows) lines.push(kept.map(({ c }) => quote(c.value(row))));
  for (const total of totals) {
    const cells = [total.label, ...total.values];
    lines.push(kept.map(({ i }) => quote(cells[i] ?? null)));
  }
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/**
 * The CSV as the address of a download link (`<a download>`): the file is in the page, so the link works
 * without JavaScript and without a second request.
 */
export const csvHref = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
