/** Unnecessary requirements removed, per institution. */
import type { RequisitosEliminados } from '@rnt/contract/graphics';
import { institutionColumns, institutionKey, type ReportColumn } from '../lib/report-table';
import { ReportBarChart } from './charts';
import { CsvDownloadButton } from './csv-download-button';
import { ReportBody } from './report-body';
import { ReportTable } from './report-table';

type Row = RequisitosEliminados['instituciones'][number];

const columns: ReportColumn<Row>[] = [
  ...institutionColumns<Row>(),
  { header: 'Requisitos eliminados', value: (r) => r.requisitos, numeric: true },
  { header: 'Modalidades simplificadas', value: (r) => r.modalidades, numeric: true },
];

export function RequisitosEliminadosReport({ data }: { data: RequisitosEliminados }) {
  const { requisitos, modalidades } = data.totales;
  const totals = [{ label: 'Total', values: [null, requisitos, modalidades] }];
  return (
    <ReportBody
      download={
        <CsvDownloadButton
          fileName="reporte-requisitos-eliminados.csv"
          columns={columns}
          rows={data.instituciones}
          totals={totals}
        />
      }
      chart={
        <ReportBarChart
          title="Requisitos innecesarios eliminados por institución"
          seriesLabel="Requisitos eliminados"
          data={data.instituciones.map((r) => ({ label: r.siglas, value: r.requisitos }))}
        />
      }
      table={
        <ReportTable
          caption="Requisitos innecesarios eliminados por institución"
          columns={columns}
          rows={data.instituciones}
          rowKey={institutionKey}
          totals={totals}
        />
      }
    />
  );
}
