import { useTop10Digitalizacion } from '../../../features/reportes/api/top10-digitalizacion';
import { Top10Report } from '../../../features/reportes/components/top10-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useTop10Digitalizacion();
  return (
    <ReportSection
      title="Top 10 de digitalización"
      description="Instituciones con mayor porcentaje de digitalización de sus trámites."
      query={query}
    >
      {(data) => <Top10Report data={data} />}
    </ReportSection>
  );
}
