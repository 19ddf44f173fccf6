import { useTiempoPromedio } from '../../../features/reportes/api/tiempo-promedio';
import { TiempoPromedioReport } from '../../../features/reportes/components/tiempo-promedio-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useTiempoPromedio();
  return (
    <ReportSection
      title="Tiempo promedio de respuesta"
      description="Modalidades según la banda de tiempo promedio de respuesta declarada por la institución. Cada banda enlaza al documento con su detalle."
      query={query}
    >
      {(data) => <TiempoPromedioReport data={data} />}
    </ReportSection>
  );
}
