/** Modalities per response-time band: a pie of the bands, and per band a link to its detail document. */
import { TIEMPO_PROMEDIO_DETALLE_PATH } from '@rnt/contract/api-paths';
import { pathOf } from '@rnt/contract/endpoint-path';
import type { TiempoPromedio } from '@rnt/contract/graphics';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { buildUrl } from '../../../lib/api-client';
import { GRAPHICS_SERVICE } from '../api/graphics-request';
import type { ReportColumn } from '../lib/report-table';
import { ReportPieChart } from './charts';
import { ReportBody } from './report-body';

type Banda = TiempoPromedio['bandas'][number];

export const bandDetailUrl = (codigo: string) =>
  buildUrl(GRAPHICS_SERVICE, pathOf(TIEMPO_PROMEDIO_DETALLE_PATH, { code: codigo }));

const columns: ReportColumn<Banda>[] = [
  { header: 'Banda', value: (r) => r.codigo },
  { header: 'Tiempo promedio de respuesta', value: (r) => r.nombre },
  { header: 'Modalidades', value: (r) => r.total, numeric: true },
  {
    header: 'Detalle',
    value: () => '',
    inCsv: false,
    display: (r) => (
      <Anchor href={bandDetailUrl(r.codigo)} target="_blank" rel="noopener" style={{ whiteSpace: 'nowrap' }}>
        Ver más
        <VisuallyHidden>{` de la banda ${r.codigo}, ${r.nombre} (PDF, se abre en una pestaña nueva)`}</VisuallyHidden>
      </Anchor>
    ),
  },
];

export function TiempoPromedioReport({ data }: { data: TiempoPromedio }) {
  return (
    <ReportBody
      chart={
        <ReportPieChart
          title="Modalidades por banda de tiempo promedio de respuesta"
          data={data.bandas
            .filter((b) => b.total > 0)
            .map((b) => ({ name: b.codigo, value: b.total, description: b.nombre }))}
        />
      }
      caption="Modalidades por banda de tiempo promedio de respuesta"
      columns={columns}
      rows={data.bandas}
      rowKey={(r) => r.codigo}
      totals={[{ label: 'Total', values: [null, data.total, null] }]}
      fileName="reporte-tiempo-promedio-respuesta.csv"
    />
  );
}
