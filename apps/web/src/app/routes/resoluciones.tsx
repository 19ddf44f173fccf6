import { Page } from '../../components/ui/page';
import { ResolucionesBusqueda } from '../../features/resoluciones/components/resoluciones-busqueda';

export default function ResolucionesPage() {
  return (
    <Page title="Resoluciones">
      <ResolucionesBusqueda />
    </Page>
  );
}
