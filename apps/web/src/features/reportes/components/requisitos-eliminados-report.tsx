/** Unnecessary requirements removed, per institution. */
import type { RequisitosEliminados } from '@rnt/contract/graphics';
import { institutionColumns, institutionKey, type ReportColumn } from '../lib/report-table';
import { ReportBarChart } from './charts';
import { ReportBody } from './report-body';

type Row = RequisitosEliminados['instituciones'][number];

const columns: ReportColumn<Row>[] = [
  ...institutionColumns<Row>(),
  { header: 'Requisitos eliminados', value: (r) => r.requisitos, numeric: true },
  { header: 'Modalidades simplificadas', value: (r) => r.modalidades, numeric: true },
];

export function RequisitosEliminadosReport({ data }: { data: RequisitosEliminados }) {
  const title = 'Requisitos innecesarios eliminados por institución';
  return (
    <ReportBody
      chart={
        <ReportBarChart
          title={title}
          seriesLabel="Requisitos eliminados"
          data={data.instituciones.map((r) => ({
            label: r.siglas,
            name: r.nombre_institucion,
            value: r.requisitos,
          }))}
        />
      }
      caption={title}
      columns={columns}
      rows={data.instituciones}
      rowKey={institutionKey}
      totals={[{ label: 'Total', values: [null, data.totales.requisitos, data.totales.modalidades] }]}
      fileName="reporte-requisitos-eliminados.csv"
    />
  );
}
