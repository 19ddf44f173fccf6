import type { AtlasResponse } from '@rnt/contract/atlas';
import { ATLAS_FILTRO_MAX } from '@rnt/contract/atlas-filter';
import { atlasTramites } from '@rnt/contract/endpoints/atlas';
import { pageOrigin, pageRequest, readApi } from '../page-data';
import { AtlasView } from '../views/atlas-view';

const filtroOf = (request: Request) =>
  (new URL(request.url).searchParams.get('filtro') ?? '').slice(0, ATLAS_FILTRO_MAX);

export async function loader() {
  await readApi<AtlasResponse>(atlasTramites.path);
  return null;
}

export default async function AtlasPage() {
  const atlas = await readApi<AtlasResponse>(atlasTramites.path);
  return <AtlasView atlas={atlas} filtro={filtroOf(pageRequest())} origin={pageOrigin()} />;
}
