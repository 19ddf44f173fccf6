import { useTramitesEvaluados } from '../../../features/reportes/api/tramites-evaluados';
import { TramitesEvaluadosReport } from '../../../features/reportes/components/tramites-evaluados-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useTramitesEvaluados();
  return (
    <ReportSection
      title="Trámites evaluados"
      description="Resoluciones emitidas por institución y por categoría evaluada."
      query={query}
    >
      {(data) => <TramitesEvaluadosReport data={data} />}
    </ReportSection>
  );
}
