/**
 * CSV export of a report: RFC 4180 quoting, CRLF lines, UTF-8 with a BOM so Excel keeps the accents, and
 * no text cell a spreadsheet would run as a formula (the server's rule, `@rnt/contract/csv`).
 */
import { csvCell as quote } from '@rnt/contract/csv';
import type { ReportColumn, ReportTotal } from './report-table';

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

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
