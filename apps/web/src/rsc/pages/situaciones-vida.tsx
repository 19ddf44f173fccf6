import { SITUACION_BUSQUEDA_MAX, type SituacionesVidaResponse } from '@rnt/contract/situaciones-vida';
import { pageOrigin, pageRequest, readApi } from '../page-data';
import { SituacionesVidaView, situacionesVidaApiPath } from '../views/situaciones-vida-view';

const textOf = (request: Request) =>
  (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, SITUACION_BUSQUEDA_MAX);

export async function loader({ request }: { request: Request }) {
  await readApi(situacionesVidaApiPath(textOf(request)));
  return null;
}

export default async function SituacionesVidaPage() {
  const q = textOf(pageRequest());
  const { situaciones } = await readApi<SituacionesVidaResponse>(situacionesVidaApiPath(q));
  return <SituacionesVidaView situaciones={situaciones} q={q} origin={pageOrigin()} />;
}
