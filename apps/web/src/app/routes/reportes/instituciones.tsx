import { useTramitesCargadosPorInstitucion } from '../../../features/reportes/api/instituciones';
import { InstitutionCountsReport } from '../../../features/reportes/components/conteos-instituciones-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useTramitesCargadosPorInstitucion();
  return (
    <ReportSection
      title="Instituciones con trámites cargados"
      description="Instituciones que han cargado trámites en el registro, con todos sus trámites y modalidades: también los borradores y las solicitudes desistidas o rechazadas, que el portal y el atlas no publican."
      query={query}
    >
      {(data) => (
        <InstitutionCountsReport
          data={data}
          chartValue="tramites"
          labels={{ tramites: 'Trámites cargados', modalidades: 'Modalidades cargadas' }}
          chartTitle="Trámites cargados por institución"
          caption="Trámites y modalidades cargados por institución"
          fileName="reporte-instituciones.csv"
        />
      )}
    </ReportSection>
  );
}
