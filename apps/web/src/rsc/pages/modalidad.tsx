import type { Modalidad } from '@rnt/contract/modalidad';
import { unstable_getRequest as getRequest } from 'react-router';
import { pageOrigin, readApi } from '../page-data';
import { ModalidadNoExiste } from '../views/modalidad-no-existe';
import { modalidadApiPath, ModalidadView, type ModalidadParams } from '../views/modalidad-view';

export async function loader({ params, request }: { params: ModalidadParams; request: Request }) {
  await readApi(modalidadApiPath(params));
  // The procedure's query (nombre, estado) goes back to the procedure page with "Volver al trámite".
  return { search: new URL(request.url).search };
}

export default async function ModalidadPage({
  params,
  loaderData,
}: {
  params: ModalidadParams;
  loaderData: { search: string };
}) {
  const { modalidad } = await readApi<{ modalidad: Modalidad }>(modalidadApiPath(params));
  return (
    <ModalidadView modalidad={modalidad} origin={pageOrigin()} now={new Date()} search={loaderData.search} />
  );
}

/** An unknown modality: the Spanish 404 that says so, with the way back to its procedure. */
export function ErrorBoundary({ error, params }: { error: unknown; params: ModalidadParams }) {
  const { pathname, search } = new URL(getRequest().url);
  return <ModalidadNoExiste error={error} tramiteId={params.tramiteId} retry={pathname + search} />;
}
