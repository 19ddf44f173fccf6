/** Status of the evaluated procedures: a pie after the states-chart rule, and the counts behind it. */
import type { EstadosWithTramites } from '@rnt/contract/graphics';
import { STATES_CHART_RULE, type EstadoGrafico } from '@rnt/contract/reports';
import { Text } from '@mantine/core';
import type { ReportColumn } from '../lib/report-table';
import { ReportPieChart } from './charts';
import { CsvDownloadButton } from './csv-download-button';
import { ReportBody } from './report-body';
import { ReportTable } from './report-table';

const columns: ReportColumn<EstadoGrafico>[] = [
  { header: 'Estado', value: (r) => r.nombre },
  { header: 'Modalidades en el registro', value: (r) => r.conteo, numeric: true },
  { header: 'Ajuste', value: (r) => r.ajuste, numeric: true },
  { header: 'Total', value: (r) => r.total, numeric: true },
];

export function EstadosReport({ data }: { data: EstadosWithTramites }) {
  const totals = [
    {
      label: 'Total',
      values: [
        data.estados.reduce((n, e) => n + e.conteo, 0),
        data.estados.reduce((n, e) => n + e.ajuste, 0),
        data.total,
      ],
    },
  ];
  const { merged, observed } = STATES_CHART_RULE;
  return (
    <ReportBody
      download={
        <CsvDownloadButton
          fileName="reporte-estados.csv"
          columns={columns}
          rows={data.estados}
          totals={totals}
        />
      }
      chart={
        <ReportPieChart
          title="Trámites evaluados por estado"
          data={data.estados.map((e) => ({ name: e.nombre, value: e.total }))}
        />
      }
      table={
        <ReportTable
          caption="Trámites evaluados por estado"
          columns={columns}
          rows={data.estados}
          rowKey={(r) => r.estado_ids.join('-')}
          totals={totals}
        />
      }
      footer={
        <Text size="sm" c="gray.7">
          {`${merged.nombre} reúne los estados ${merged.ids.join(' y ')} (inscrito e inscrito con modificaciones). `}
          {`El estado observado se cuenta con ${observed.offset} trámites adicionales, según la regla del gráfico de estados.`}
        </Text>
      }
    />
  );
}
