import { useEstadosWithTramites } from '../../../features/reportes/api/estados';
import { EstadosReport } from '../../../features/reportes/components/estados-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useEstadosWithTramites();
  return (
    <ReportSection
      title="Estado de los trámites evaluados"
      description="Trámites cuya evaluación concluyó, según su estado."
      query={query}
    >
      {(data) => <EstadosReport data={data} />}
    </ReportSection>
  );
}
