import { useRequisitosEliminados } from '../../../features/reportes/api/requisitos-eliminados';
import { RequisitosEliminadosReport } from '../../../features/reportes/components/requisitos-eliminados-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useRequisitosEliminados();
  return (
    <ReportSection
      title="Requisitos innecesarios eliminados"
      description="Trámites a los que se eliminaron requisitos innecesarios, por institución."
      query={query}
    >
      {(data) => <RequisitosEliminadosReport data={data} />}
    </ReportSection>
  );
}
