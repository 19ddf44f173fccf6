import { isRouteErrorResponse } from 'react-router';
import { pageOrigin, pageRequest } from '../page-data';
import { ComentarioModalidadNoDisponible, ComentarioView } from '../views/comentario-view';
import { ErrorView } from '../views/error-view';
import { modalidadComentario, reglasAdjunto } from './comentario-data';

type Params = { modalidadId?: string };

/** The route's status is decided here: an unknown or unregistered modality is a 404. */
export async function loader({ params }: { params: Params }) {
  await modalidadComentario(params.modalidadId);
  return null;
}

/** `/tramite/comentarios-ciudadanos/{id}`: the comment form bound to one modality. */
export default async function ComentarioModalidadPage({ params }: { params: Params }) {
  const [modalidad, reglas] = await Promise.all([modalidadComentario(params.modalidadId), reglasAdjunto()]);
  return (
    <ComentarioView origin={pageOrigin()} instituciones={[]} reglasAdjunto={reglas} modalidad={modalidad} />
  );
}

/** A modality that does not exist or is not registered: says so, and leads to the form that chooses one. */
export function ErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ComentarioModalidadNoDisponible />;
  const { pathname, search } = new URL(pageRequest().url);
  return <ErrorView error={error} retry={pathname + search} />;
}
