import { Page } from '../../components/ui/page';
import { ComentarioForm } from '../../features/comentarios/components/comentario-form';

/** /denuncias, /comentario-ciudadano, /denuncia-ciudadana: the main comment view (choices cascade). */
export default function ComentarioPage() {
  return (
    <Page title="Comentario sobre el trámite">
      <ComentarioForm />
    </Page>
  );
}
