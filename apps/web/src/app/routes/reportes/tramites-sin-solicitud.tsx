import { useTramitesSinSolicitud } from '../../../features/reportes/api/tramites-sin-solicitud';
import { InstitutionCountsReport } from '../../../features/reportes/components/conteos-instituciones-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useTramitesSinSolicitud();
  return (
    <ReportSection
      title="Trámites sin solicitud"
      description="Trámites y modalidades cargados por las instituciones que aún no tienen solicitud oficial de inscripción."
      query={query}
    >
      {(data) => (
        <InstitutionCountsReport
          data={data}
          chartValue="modalidades"
          labels={{ tramites: 'Trámites sin solicitud', modalidades: 'Modalidades sin solicitud' }}
          chartTitle="Modalidades sin solicitud de inscripción por institución"
          caption="Trámites y modalidades sin solicitud de inscripción por institución"
          fileName="reporte-tramites-sin-solicitud.csv"
        />
      )}
    </ReportSection>
  );
}
