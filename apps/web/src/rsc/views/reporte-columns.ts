/**
 * One description of a report's data, read by its table (what the page shows) and by its CSV download
 * (the same columns, every row), so the two never disagree.
 */
import type { ReactNode } from 'react';

export type CellValue = string | number;

export interface ReportColumn<T> {
  header: string;
  /** The raw value: what the CSV holds and what the cell shows unless `display` says otherwise. */
  value: (row: T) => CellValue;
  /** Right-aligned, formatted with Spanish digit grouping. */
  numeric?: boolean;
  /** Percentages with one decimal. */
  percent?: boolean;
  display?: (row: T) => ReactNode;
  /** False for columns that only make sense on screen (links). */
  inCsv?: boolean;
}

/** A footer row: its label, then one value per column after the first (null leaves the cell empty). */
export interface ReportTotal {
  label: string;
  values: (CellValue | null)[];
}

const integer = new Intl.NumberFormat('es-SV');
const decimal = new Intl.NumberFormat('es-SV', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatNumber(value: CellValue | null, percent = false): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return percent ? `${decimal.format(value)} %` : integer.format(value);
}

/** Sums one numeric field over rows (footer totals). */
export function sumOf<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((total, row) => total + value(row), 0);
}

interface InstitutionRow {
  institucion_id: number;
  nombre_institucion: string;
  siglas: string;
}

/** The first two columns of every per-institution report; the chart's axis shows the acronym. */
export function institutionColumns<T extends InstitutionRow>(): ReportColumn<T>[] {
  return [
    { header: 'Institución', value: (r) => r.nombre_institucion },
    { header: 'Siglas', value: (r) => r.siglas },
  ];
}

export const institutionKey = (row: InstitutionRow) => row.institucion_id;

/** Institutions in Spanish alphabetical order (accents and case ignored). */
export function alphabetical<T extends InstitutionRow>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) =>
    a.nombre_institucion.localeCompare(b.nombre_institucion, 'es', { sensitivity: 'base' }),
  );
}
