import { Page } from '../../components/ui/page';

export default function ResolucionesPage() {
  return <Page title="Resoluciones" />;
}
