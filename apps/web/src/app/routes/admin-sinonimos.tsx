import { SinonimosAdmin } from '../../features/sinonimos/components/sinonimos-admin';
import { Page } from '../../components/ui/page';

/** `/admin/sinonimos`: the search thesaurus kept by staff (issue 19, permission SINONIMOS_EDITAR). */
export default function AdminSinonimosPage() {
  return (
    <Page title="Tesauro de la búsqueda" heading="Tesauro de la búsqueda de trámites">
      <SinonimosAdmin />
    </Page>
  );
}
