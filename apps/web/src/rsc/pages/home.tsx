import type { BusquedaTramitesResponse } from '@rnt/contract/busqueda-tramites';
import { unstable_getRequest as getRequest } from 'react-router';
import { pageOrigin, readApi } from '../page-data';
import { HomeView, homeApiPath, searchOf } from '../views/home-view';

export async function loader({ request }: { request: Request }) {
  await readApi(homeApiPath(searchOf(new URL(request.url))));
  return null;
}

export default async function Home() {
  const search = searchOf(new URL(getRequest().url));
  const { listado } = await readApi<BusquedaTramitesResponse>(homeApiPath(search));
  return <HomeView search={search} listado={listado} origin={pageOrigin()} />;
}
