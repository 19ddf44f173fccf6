import { HISTORIAL_MESSAGES } from '@rnt/contract/historial';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { isRouteErrorResponse } from 'react-router';
import type { Missing } from '../page-data';
import { BuscarTramite, ErrorView } from './error-view';
import { FechaTexto } from './fecha-banner';

/**
 * The modality page of a modality that does not exist (404): says so in Spanish, leads back to its
 * procedure and to the home, and offers the search box (a GET form: it works without JavaScript). Any
 * other failure is the common error page.
 */
export function ModalidadNoExiste({
  error,
  tramiteId,
  modalidadId,
  retry,
}: {
  error: unknown;
  tramiteId?: string;
  modalidadId?: string;
  /** The page's own address, for the service error's "Reintentar". */
  retry?: string;
}) {
  if (!(isRouteErrorResponse(error) && error.status === 404))
    return <ErrorView error={error} retry={retry} />;
  const tramite = tramiteId && /^[1-9]\d{0,9}$/.test(tramiteId) ? tramiteId : null;
  const missing = error.data as Missing | null;
  if (missing?.que === 'modalidad-en-fecha' && tramite && modalidadId)
    return (
      <>
        <title>Modalidad no inscrita en esa fecha - Registro Nacional de Trámites</title>
        <meta name="robots" content="noindex" />
        <h1>
          La modalidad no estaba inscrita el <FechaTexto fecha={missing.fecha} />
        </h1>
        <p>{HISTORIAL_MESSAGES.modalidadNoExistia}</p>
        <p>
          <a href={modalidadPagePath(tramite, modalidadId)}>Ver la versión de hoy</a> ·{' '}
          <a href={tramitePagePath(tramite)}>Volver al trámite</a>
        </p>
      </>
    );
  return (
    <>
      <title>Modalidad no encontrada - Registro Nacional de Trámites</title>
      <meta
        name="description"
        content="La modalidad que buscó no existe en el Registro Nacional de Trámites. Busque el trámite por su nombre."
      />
      <h1>La modalidad no existe</h1>
      <p>La modalidad que buscó no existe en el Registro Nacional de Trámites.</p>
      <p>
        {tramite && (
          <>
            <a href={tramitePagePath(tramite)}>Volver al trámite</a> ·{' '}
          </>
        )}
        <a href="/">Ir al inicio</a>
      </p>
      <BuscarTramite />
    </>
  );
}
