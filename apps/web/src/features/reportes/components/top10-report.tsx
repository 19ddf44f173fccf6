/** Digitalisation top 10: institutions ranked by digitalisation percentage, the first ten, then more. */
import { REPORT_TOP_SIZE } from '@rnt/contract/constants';
import type { Top10Digitalizacion } from '@rnt/contract/graphics';
import { institutionKey, sumOf, type ReportColumn, type ReportTotal } from '../lib/report-table';
import { ReportBarChart } from './charts';
import { ReportBody } from './report-body';
import { useSlice } from './show-more';
import { NOUNS, shownOf } from '@rnt/contract/plural';

type Row = Top10Digitalizacion['instituciones'][number];

const columns: ReportColumn<Row>[] = [
  { header: 'Institución', value: (r) => r.nombre_institucion },
  { header: 'Posición', value: (r) => r.posicion, numeric: true },
  { header: 'Siglas', value: (r) => r.siglas },
  { header: 'Modalidades', value: (r) => r.modalidades, numeric: true },
  { header: 'Modalidades digitalizadas', value: (r) => r.modalidades_digitalizadas, numeric: true },
  { header: 'Niveles ofrecidos', value: (r) => r.niveles, numeric: true },
  { header: 'Porcentaje de digitalización', value: (r) => r.porcentaje, percent: true },
];

function totalOf(label: string, rows: readonly Row[], levels: number): ReportTotal {
  const modalidades = sumOf(rows, (r) => r.modalidades);
  const niveles = sumOf(rows, (r) => r.niveles);
  const porcentaje = modalidades && levels ? Math.round((1000 * niveles) / (modalidades * levels)) / 10 : 0;
  return {
    label,
    values: [null, null, modalidades, sumOf(rows, (r) => r.modalidades_digitalizadas), niveles, porcentaje],
  };
}

export function Top10Report({ data }: { data: Top10Digitalizacion }) {
  const slice = useSlice(data.instituciones, REPORT_TOP_SIZE);
  const rows = slice.visible;
  const total = totalOf('Total', data.instituciones, data.total_niveles);
  const totals =
    rows.length < data.instituciones.length
      ? [
          totalOf('Total de las instituciones mostradas', rows, data.total_niveles),
          { ...total, label: 'Total de todas las instituciones' },
        ]
      : [total];
  return (
    <ReportBody
      layout="stacked"
      chart={
        <ReportBarChart
          title="Porcentaje de digitalización por institución"
          seriesLabel="Porcentaje de digitalización"
          percent
          data={rows.map((r) => ({ label: r.siglas, name: r.nombre_institucion, value: r.porcentaje }))}
        />
      }
      caption="Instituciones por porcentaje de digitalización"
      columns={columns}
      rows={rows}
      rowKey={institutionKey}
      totals={totals}
      fileName="reporte-top-10-digitalizacion.csv"
      csvRows={data.instituciones}
      csvTotals={[total]}
      note={`${shownOf(rows.length, data.instituciones.length, NOUNS.institucion)}. El porcentaje compara los niveles ofrecidos con los ${data.total_niveles} niveles posibles de cada modalidad.`}
      slice={slice}
      partial={rows.length < data.instituciones.length}
    />
  );
}
