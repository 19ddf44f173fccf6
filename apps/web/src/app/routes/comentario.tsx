import { Page } from '../../components/ui/page';
import { RequiresJavaScript } from '../../components/ui/requires-javascript';
import { ComentarioForm } from '../../features/comentarios/components/comentario-form';

/** /denuncias, /comentario-ciudadano, /denuncia-ciudadana: the main comment view (choices cascade). */
export default function ComentarioPage() {
  return (
    <Page title="Comentario sobre el trámite">
      <RequiresJavaScript>
        Para enviar un comentario o una denuncia active JavaScript en su navegador y vuelva a cargar la
        página. Si no puede hacerlo, escríbanos al correo o llame al teléfono que aparecen al pie de la
        página.
      </RequiresJavaScript>
      <ComentarioForm />
    </Page>
  );
}
