import { SituacionesVidaAdmin } from '../../features/situaciones-vida/components/situaciones-vida-admin';
import { Page } from '../../components/ui/page';

/** `/admin/situaciones-vida`: the life events kept by staff (issue 33, permission SITUACIONES_VIDA_EDITAR). */
export default function AdminSituacionesVidaPage() {
  return (
    <Page title="Situaciones de vida (gestión)" heading="Gestión de situaciones de vida">
      <SituacionesVidaAdmin />
    </Page>
  );
}
