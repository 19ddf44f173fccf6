import { Alert, Anchor, Loader } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { Link, useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { RequiresJavaScript } from '../../components/ui/requires-javascript';
import { useModalidadComentario } from '../../features/comentarios/api/modalidad-comentario';
import { ComentarioForm } from '../../features/comentarios/components/comentario-form';
import { ApiError } from '../../lib/api-client';

/** /tramite/comentarios-ciudadanos/{modalidadId}: the comment form bound to one modality. */
export default function ComentarioModalidadPage() {
  const modalidadId = Number(useParams().modalidadId);
  const modalidad = useModalidadComentario(modalidadId);
  const noExiste =
    !Number.isInteger(modalidadId) ||
    modalidadId <= 0 ||
    (modalidad.error instanceof ApiError && modalidad.error.status < 500);

  return (
    <Page title="Comentario sobre el trámite">
      <RequiresJavaScript>
        Para enviar un comentario o una denuncia active JavaScript en su navegador y vuelva a cargar la
        página. Si no puede hacerlo, escríbanos al correo o llame al teléfono que aparecen al pie de la
        página.
      </RequiresJavaScript>
      {modalidad.data ? (
        <ComentarioForm key={modalidad.data.modalidad_id} modalidad={modalidad.data} />
      ) : noExiste || modalidad.isError ? (
        <Alert color="red" role="alert" title="No se puede comentar esta modalidad">
          {noExiste ? MESSAGES.modalidadNoDisponible : 'No se pudo cargar la modalidad. Intente de nuevo.'}.{' '}
          <Anchor component={Link} to="/denuncia-ciudadana">
            Elegir la institución, el trámite y la modalidad
          </Anchor>
        </Alert>
      ) : (
        <Loader aria-label="Cargando la modalidad" />
      )}
    </Page>
  );
}
