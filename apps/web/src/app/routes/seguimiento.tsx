import { Page } from '../../components/ui/page';
import { ConsultaSeguimiento } from '../../features/seguimiento/components/consulta-seguimiento';

/** /seguimiento: a complaint's state and public answers, by folio and tracking code (issue 23). */
export default function SeguimientoPage() {
  return (
    <Page
      title="Seguimiento de denuncias"
      description="Consulte el estado de su comentario o denuncia y las respuestas del Registro Nacional de Trámites con su folio y su código de seguimiento."
    >
      <ConsultaSeguimiento />
    </Page>
  );
}
