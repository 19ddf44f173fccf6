import { useSolicitudesPorInstitucion } from '../../../features/reportes/api/solicitudes-por-institucion';
import { InstitutionCountsReport } from '../../../features/reportes/components/conteos-instituciones-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useSolicitudesPorInstitucion();
  return (
    <ReportSection
      title="Solicitudes de inscripción por institución"
      description="Trámites y modalidades con solicitud oficial de inscripción, por institución."
      query={query}
    >
      {(data) => (
        <InstitutionCountsReport
          data={data}
          chartValue="modalidades"
          labels={{ tramites: 'Trámites con solicitud', modalidades: 'Modalidades con solicitud' }}
          chartTitle="Modalidades con solicitud de inscripción por institución"
          caption="Trámites y modalidades con solicitud de inscripción por institución"
          fileName="reporte-solicitudes-por-institucion.csv"
          top10Label="Mostrar solo las 10 instituciones con más solicitudes"
        />
      )}
    </ReportSection>
  );
}
