/** Complaint outcomes per institution (issue 23): received split by outcome, answers and working days. */
import type { DenunciasEstadisticas } from '@rnt/contract/graphics';
import { COMPLAINT_OUTCOME_CODES } from '@rnt/contract/denuncia-estados';
import { institutionColumns, institutionKey, type ReportColumn } from '../lib/report-table';
import { ReportStackedChart } from './charts';
import { ReportBody } from './report-body';

type Row = DenunciasEstadisticas['instituciones'][number];

const oneDecimal = new Intl.NumberFormat('es-SV', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "2,4" working days; an em dash when nothing was answered (the CSV leaves the cell empty). */
const days = (value: number | null) => (value == null ? '—' : oneDecimal.format(value));
const OPEN_KEY = 'EN_CURSO';

export function DenunciasReport({ data }: { data: DenunciasEstadisticas }) {
  const title = 'Denuncias recibidas por institución y resultado';
  const series = [
    ...COMPLAINT_OUTCOME_CODES.map((code) => ({ key: code, label: data.resultados[code] })),
    { key: OPEN_KEY, label: 'Sin cerrar' },
  ];
  const columns: ReportColumn<Row>[] = [
    ...institutionColumns<Row>(),
    { header: 'Recibidas', value: (r) => r.recibidas, numeric: true },
    { header: 'Respondidas', value: (r) => r.respondidas, numeric: true },
    {
      header: 'Días hábiles promedio de respuesta',
      value: (r) => r.dias_habiles_promedio ?? '',
      display: (r) => days(r.dias_habiles_promedio),
      numeric: true,
    },
    { header: 'Pendientes', value: (r) => r.pendientes, numeric: true },
    ...COMPLAINT_OUTCOME_CODES.map((code) => ({
      header: data.resultados[code],
      value: (r: Row) => r[code],
      numeric: true,
    })),
  ];
  const t = data.totales;
  return (
    <ReportBody
      layout="stacked"
      chart={
        <ReportStackedChart
          title={title}
          series={series}
          data={data.instituciones.map((r) => ({
            label: r.siglas,
            name: r.nombre_institucion,
            ...Object.fromEntries(COMPLAINT_OUTCOME_CODES.map((code) => [code, r[code]])),
            [OPEN_KEY]: r.recibidas - r.cerradas,
          }))}
        />
      }
      caption={title}
      columns={columns}
      rows={data.instituciones}
      rowKey={institutionKey}
      totals={[
        {
          label: 'Total',
          values: [
            null,
            t.recibidas,
            t.respondidas,
            t.dias_habiles_promedio == null ? '' : days(t.dias_habiles_promedio),
            t.pendientes,
            ...COMPLAINT_OUTCOME_CODES.map((code) => t[code]),
          ],
        },
      ]}
      csvTotals={[
        {
          label: 'Total',
          values: [
            null,
            t.recibidas,
            t.respondidas,
            t.dias_habiles_promedio ?? '',
            t.pendientes,
            ...COMPLAINT_OUTCOME_CODES.map((code) => t[code]),
          ],
        },
      ]}
      fileName="reporte-denuncias.csv"
      note={
        'Respondidas: denuncias con una respuesta pública de la institución. Los días hábiles (lunes a viernes) ' +
        'se cuentan desde la recepción hasta la primera respuesta pública. Pendientes: sin respuesta ni cierre. ' +
        'Solo se publican conteos: ningún texto de las denuncias ni dato personal.'
      }
    />
  );
}
