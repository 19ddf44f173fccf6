import { fechaConsultaQuerySchema, HISTORIAL_MESSAGES } from '@rnt/contract/historial';
import type { Modalidad } from '@rnt/contract/modalidad';
import { municipioPorId } from '@rnt/contract/municipios';
import { data } from 'react-router';
import { type Missing, pageOrigin, pageRequest, prefetchApi, readApi, readApiPart } from '../page-data';
import { diaDeLaVista, type FechaVista } from '../views/fecha-banner';
import { historialApiPath } from '../views/historial-section';
import { ModalidadNoExiste } from '../views/modalidad-no-existe';
import {
  modalidadApiPath,
  modalidadIdOf,
  ModalidadView,
  type ModalidadParams,
} from '../views/modalidad-view';
import { situacionesVidaApiPath } from '../views/situaciones-vida-view';

/** `?fecha=` as the API's own schema judges it (a real day, not after today in El Salvador). */
function fechaPedida(valor: string | null): FechaVista | null {
  if (valor === null) return null;
  const parsed = fechaConsultaQuerySchema.safeParse({ fecha: valor });
  return parsed.success
    ? { estado: 'valida', fecha: valor }
    : {
        estado: 'invalida',
        valor,
        mensaje: parsed.error.issues[0]?.message ?? HISTORIAL_MESSAGES.fechaInvalida,
      };
}

export async function loader({ params, request }: { params: ModalidadParams; request: Request }) {
  const url = new URL(request.url);
  // The history and the life events the view reads (historial-section.tsx, forma-parte-de.tsx) are read
  // beside the modality, not after it: a first read of the page waits for one database round trip less.
  const id = modalidadIdOf(params);
  if (id) {
    prefetchApi(historialApiPath(id));
    prefetchApi(situacionesVidaApiPath('', id));
  }
  const fecha = fechaPedida(url.searchParams.get('fecha'));
  const dia = diaDeLaVista(fecha);
  if (dia) {
    const dated = await readApiPart(modalidadApiPath(params, dia));
    if (!dated.ok) {
      if (dated.status !== 404) throw data(null, { status: 503, statusText: 'Service Unavailable' });
      // Today's read tells an unknown modality (its own 404) from one not yet registered that day.
      await readApi(modalidadApiPath(params));
      throw data<Missing>(
        { que: 'modalidad-en-fecha', fecha: dia },
        { status: 404, statusText: 'Not Found' },
      );
    }
  } else await readApi(modalidadApiPath(params));
  // The procedure's query (nombre, estado) goes back to the procedure page with "Volver al trámite";
  // "Mi municipio" (issue 31) comes in the address: the only source without JavaScript, and part of the
  // kept page's key (decision 020 keys the page cache by the whole URL).
  const municipio = municipioPorId(url.searchParams.get('municipio') ?? '')?.id ?? null;
  if (fecha) url.searchParams.delete('fecha');
  // A date the page cannot show is a bad request (400, never kept by the page cache), yet the citizen
  // loses nothing: the page says why and shows today's version, with the history to pick a real day.
  return data(
    { search: url.search, fecha, municipio },
    fecha?.estado === 'invalida' ? { status: 400 } : undefined,
  );
}

export default async function ModalidadPage({
  params,
  loaderData,
}: {
  params: ModalidadParams;
  loaderData: { search: string; fecha: FechaVista | null; municipio: string | null };
}) {
  const { fecha } = loaderData;
  const { modalidad } = await readApi<{ modalidad: Modalidad }>(
    modalidadApiPath(params, diaDeLaVista(fecha) ?? undefined),
  );
  return (
    <ModalidadView
      modalidad={modalidad}
      origin={pageOrigin()}
      now={new Date()}
      search={loaderData.search}
      fecha={fecha}
      municipio={loaderData.municipio}
    />
  );
}

/** An unknown modality: the Spanish 404 that says so, with the way back to its procedure. */
export function ErrorBoundary({ error, params }: { error: unknown; params: ModalidadParams }) {
  const { pathname, search } = new URL(pageRequest().url);
  return (
    <ModalidadNoExiste
      error={error}
      tramiteId={params.tramiteId}
      modalidadId={params.modalidadId}
      retry={pathname + search}
    />
  );
}
