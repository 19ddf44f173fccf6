import type { ReactNode } from 'react';
import { toCsv, csvHref } from './reporte-csv';
import type { ReportColumn, ReportTotal } from './reporte-columns';
import { ReporteTable } from './reporte-table';
import s from './reporte.module.css';

/**
 * A view of a report: its chart, then its table (side by side where both fit, for the short ones). The
 * table and the CSV read the same columns, so they never disagree.
 */
export function ReporteBody<T>({
  chart,
  caption,
  columns,
  rows,
  rowKey,
  totals = [],
  layout = 'side',
}: {
  chart: ReactNode;
  caption: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  totals?: ReportTotal[];
  layout?: 'side' | 'stacked';
}) {
  return (
    <div className={layout === 'side' ? s.side : s.stacked}>
      {chart}
      <ReporteTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} totals={totals} />
    </div>
  );
}

/** Every row of a report (not only the rows on screen) as a CSV file: a link that needs no JavaScript. */
export function CsvLink<T>({
  fileName,
  columns,
  rows,
  totals,
}: {
  fileName: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  totals?: ReportTotal[];
}) {
  return (
    <a className={s.csv} href={csvHref(toCsv(columns, rows, totals))} download={fileName}>
      <span aria-hidden="true">⤓</span> Descargar datos (CSV)
    </a>
  );
}
