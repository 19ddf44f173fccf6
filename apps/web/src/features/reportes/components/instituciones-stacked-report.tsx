/**
 * Per-institution counts split into series (digitalisation levels, evaluated categories): a stacked,
 * patterned bar per institution and the table with one column per series and a total.
 */
import type { ReactNode } from 'react';
import { institutionColumns, institutionKey, sumOf, type ReportColumn } from '../lib/report-table';
import { ReportStackedChart, type StackSeries } from './charts';
import { ReportBody } from './report-body';

export interface StackedRow {
  institucion_id: number;
  nombre_institucion: string;
  siglas: string;
  total: number;
}

export function StackedInstitutionsReport<T extends StackedRow>({
  rows,
  series,
  valueOf,
  title,
  fileName,
  note,
}: {
  rows: readonly T[];
  series: StackSeries[];
  valueOf: (row: T, seriesKey: string) => number;
  title: string;
  fileName: string;
  note?: ReactNode;
}) {
  const columns: ReportColumn<T>[] = [
    ...institutionColumns<T>(),
    ...series.map((s) => ({ header: s.label, value: (r: T) => valueOf(r, s.key), numeric: true })),
    { header: 'Total', value: (r) => r.total, numeric: true },
  ];
  const totals = [
    {
      label: 'Total',
      values: [
        null,
        ...series.map((s) => sumOf(rows, (r) => valueOf(r, s.key))),
        sumOf(rows, (r) => r.total),
      ],
    },
  ];
  return (
    <ReportBody
      layout="stacked"
      chart={
        <ReportStackedChart
          title={title}
          series={series}
          data={rows.map((r) => ({
            label: r.siglas,
            name: r.nombre_institucion,
            ...Object.fromEntries(series.map((s) => [s.key, valueOf(r, s.key)])),
          }))}
        />
      }
      caption={title}
      columns={columns}
      rows={rows}
      rowKey={institutionKey}
      totals={totals}
      fileName={fileName}
      note={note}
    />
  );
}
