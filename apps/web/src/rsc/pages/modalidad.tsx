import type { Modalidad } from '@rnt/contract/modalidad';
import { municipioPorId } from '@rnt/contract/municipios';
import { unstable_getRequest as getRequest } from 'react-router';
import { pageOrigin, readApi } from '../page-data';
import { ModalidadNoExiste } from '../views/modalidad-no-existe';
import { modalidadApiPath, ModalidadView, type ModalidadParams } from '../views/modalidad-view';

export async function loader({ params, request }: { params: ModalidadParams; request: Request }) {
  await readApi(modalidadApiPath(params));
  const url = new URL(request.url);
  // The procedure's query (nombre, estado) goes back to the procedure page with "Volver al trámite";
  // "Mi municipio" (issue 31) comes in the address: the only source without JavaScript, and part of the
  // kept page's key (decision 020 keys the page cache by the whole URL).
  const municipio = municipioPorId(url.searchParams.get('municipio') ?? '')?.id ?? null;
  return { search: url.search, municipio };
}

export default async function ModalidadPage({
  params,
  loaderData,
}: {
  params: ModalidadParams;
  loaderData: { search: string; municipio: string | null };
}) {
  const { modalidad } = await readApi<{ modalidad: Modalidad }>(modalidadApiPath(params));
  return (
    <ModalidadView
      modalidad={modalidad}
      origin={pageOrigin()}
      now={new Date()}
      search={loaderData.search}
      municipio={loaderData.municipio}
    />
  );
}

/** An unknown modality: the Spanish 404 that says so, with the way back to its procedure. */
export function ErrorBoundary({ error, params }: { error: unknown; params: ModalidadParams }) {
  const { pathname, search } = new URL(getRequest().url);
  return <ModalidadNoExiste error={error} tramiteId={params.tramiteId} retry={pathname + search} />;
}
