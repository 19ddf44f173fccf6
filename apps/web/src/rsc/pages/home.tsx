import type { BusquedaTramitesResponse, CantidadTramitesGrafico } from '@rnt/contract/busqueda-tramites';
import { chartMonths, type BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import {
  busquedaTramites,
  cantidadTramitesGrafico,
  readSearchParams,
} from '@rnt/contract/endpoints/busqueda-tramites';
import {
  categoriasTramite,
  clasificaciones,
  estadosPortal,
  instituciones,
  unidades,
} from '@rnt/contract/endpoints/lookups';
import { redirect } from 'react-router';
import { pageOrigin, pageRequest, readApi, readApiPart } from '../page-data';
import { HomeView, type HomeListas, type HomeResultados } from '../views/home-view';
import { SituacionesEncontradas } from '../views/situaciones-encontradas';

const searchOf = (url: URL) => readSearchParams(Object.fromEntries(url.searchParams));

const searchApiPath = (b: BusquedaTramitesParams) =>
  `${busquedaTramites.path}?${new URLSearchParams(
    Object.entries(b).map(([k, v]) => [k, String(v)] as [string, string]),
  )}`;

/** "Limpiar" without JavaScript sends `?limpiar=1`: the empty home. */
export function loader({ request }: { request: Request }) {
  if (new URL(request.url).searchParams.has('limpiar')) throw redirect('/');
  return null;
}

export default async function Home() {
  const busqueda = searchOf(new URL(pageRequest().url));
  const [inst, cats, clas, est, unid, chart, search] = await Promise.all([
    readApi<{ instituciones: { id: number; nombre: string }[] }>(instituciones.path),
    readApi<{ categorias: { id: number; nombre: string }[] }>(categoriasTramite.path),
    readApi<{ data: { id: number; nombre: string }[] }>(clasificaciones.path),
    readApi<{ estados_portal: { codigo: string; nombre: string }[] }>(estadosPortal.path),
    busqueda?.institucion_id
      ? readApiPart<{ unidades: { id: number; nombre: string }[] }>(
          unidades.path.replace(':id', String(busqueda.institucion_id)),
        )
      : null,
    readApiPart<CantidadTramitesGrafico>(cantidadTramitesGrafico.path),
    busqueda ? readApiPart<BusquedaTramitesResponse>(searchApiPath(busqueda)) : null,
  ]);
  const listas: HomeListas = {
    instituciones: inst.instituciones,
    categorias: cats.categorias,
    clasificaciones: clas.data,
    estados: est.estados_portal,
    unidades: unid?.ok ? unid.body.unidades : [],
  };
  const resultados: HomeResultados = !search
    ? { estado: 'ninguna' }
    : search.ok
      ? { estado: 'listo', listado: search.body.listado }
      : { estado: 'error' };
  return (
    <HomeView
      busqueda={busqueda}
      resultados={resultados}
      listas={listas}
      meses={chart.ok ? chartMonths(chart.body) : null}
      origin={pageOrigin()}
      encontradas={busqueda?.nombre ? <SituacionesEncontradas texto={busqueda.nombre} /> : null}
    />
  );
}
