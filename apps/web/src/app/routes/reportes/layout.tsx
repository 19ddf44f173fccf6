import { ReportsLayout } from '../../../features/reportes/components/reports-layout';

export default function ReportesLayout() {
  return <ReportsLayout />;
}
