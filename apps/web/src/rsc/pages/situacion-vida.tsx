import type { SituacionDetalle } from '@rnt/contract/situaciones-vida';
import { pageOrigin, readApi } from '../page-data';
import { SituacionVidaView, situacionApiPath } from '../views/situacion-vida-view';

type Params = { slug?: string };

export async function loader({ params }: { params: Params }) {
  await readApi(situacionApiPath(params.slug));
  return null;
}

export default async function SituacionVidaPage({ params }: { params: Params }) {
  const situacion = await readApi<SituacionDetalle>(situacionApiPath(params.slug));
  return <SituacionVidaView situacion={situacion} origin={pageOrigin()} />;
}
