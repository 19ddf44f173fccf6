import { useDenunciasEstadisticas } from '../../../features/reportes/api/denuncias-estadisticas';
import { DenunciasReport } from '../../../features/reportes/components/denuncias-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useDenunciasEstadisticas();
  return (
    <ReportSection
      title="Resultados de las denuncias"
      description="Denuncias recibidas por institución: respondidas, días hábiles promedio hasta la respuesta y resultados de cierre."
      query={query}
    >
      {(data) => <DenunciasReport data={data} />}
    </ReportSection>
  );
}
