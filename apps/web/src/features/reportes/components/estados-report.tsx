/** Status of the evaluated procedures: a pie after the states-chart rule, and the counts behind it. */
import type { EstadosWithTramites } from '@rnt/contract/graphics';
import { STATES_CHART_RULE, type EstadoGrafico } from '@rnt/contract/reports';
import { sumOf, type ReportColumn } from '../lib/report-table';
import { ReportPieChart } from './charts';
import { ReportBody } from './report-body';
import { countOf } from '@rnt/contract/plural';

const columns: ReportColumn<EstadoGrafico>[] = [
  { header: 'Estado', value: (r) => r.nombre },
  { header: 'Modalidades en el registro', value: (r) => r.conteo, numeric: true },
  { header: 'Ajuste', value: (r) => r.ajuste, numeric: true },
  { header: 'Total', value: (r) => r.total, numeric: true },
];

export function EstadosReport({ data }: { data: EstadosWithTramites }) {
  const { merged, observed } = STATES_CHART_RULE;
  const values = [sumOf(data.estados, (e) => e.conteo), sumOf(data.estados, (e) => e.ajuste), data.total];
  return (
    <ReportBody
      chart={
        <ReportPieChart
          title="Trámites evaluados por estado"
          data={data.estados.map((e) => ({ name: e.nombre, value: e.total }))}
        />
      }
      caption="Trámites evaluados por estado"
      columns={columns}
      rows={data.estados}
      rowKey={(r) => r.estado_ids.join('-')}
      totals={[{ label: 'Total', values }]}
      fileName="reporte-estados.csv"
      note={
        `${merged.nombre} reúne los estados ${merged.ids.join(' y ')} (inscrito e inscrito con modificaciones). ` +
        `El estado observado se cuenta con ${countOf(observed.offset, ['trámite adicional', 'trámites adicionales'])}, según la regla del gráfico de estados.`
      }
    />
  );
}
