import { useNivelesDeDigitalizacion } from '../../../features/reportes/api/niveles-de-digitalizacion';
import { NivelesReport } from '../../../features/reportes/components/niveles-report';
import { ReportSection } from '../../../features/reportes/components/report-section';

export default function Reporte() {
  const query = useNivelesDeDigitalizacion();
  return (
    <ReportSection
      title="Niveles de digitalización"
      description="Niveles de digitalización reportados por los sujetos obligados: presentar y pagar en línea, subsanar observaciones en línea, firma electrónica e impresión de la resolución oficial."
      query={query}
    >
      {(data) => <NivelesReport data={data} />}
    </ReportSection>
  );
}
