import { instituciones, unidades } from '@rnt/contract/endpoints/lookups';
import {
  publicPublicTramitesResoluciones,
  publicTiposResolucion,
} from '@rnt/contract/endpoints/resoluciones';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import type { ResolucionesResponse } from '@rnt/contract/resoluciones';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones-rules';
import { redirect } from 'react-router';
import {
  readResolucionesSearch,
  resolucionesApiQuery,
  resolucionesErrores,
  resolucionesHref,
  resolucionesRedirect,
} from '../../features/resoluciones/resoluciones-url';
import { pageOrigin, pageRequest, readApi, readApiPart } from '../page-data';
import { ResolucionesView } from '../views/resoluciones-view';
import { listaPaginada } from '../views/resultados-paginados';

type Opcion = { id: number; nombre: string };
const opciones = (list: Opcion[]) => list.map(({ id, nombre }) => ({ id, nombre }));

/** "Limpiar" without JavaScript opens the empty search; dates typed DD-MM-YYYY go in the address YYYY-MM-DD. */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.searchParams.has('limpiar')) throw redirect('/resoluciones');
  const moved = resolucionesRedirect(url);
  if (moved) throw redirect(moved);
  return null;
}

/** The resolution search: it runs with at least one criterion and nothing wrong in its dates. */
export default async function Resoluciones() {
  const url = new URL(pageRequest().url);
  const busqueda = readResolucionesSearch(url.searchParams);
  const runs = hasResolucionCriterio(busqueda) && Object.keys(resolucionesErrores(busqueda)).length === 0;
  const [inst, tipos, unid, search] = await Promise.all([
    readApi<{ instituciones: Opcion[] }>(instituciones.path),
    readApi<{ tipos_resolucion: Opcion[] }>(publicTiposResolucion.path),
    busqueda.institucion_id
      ? readApiPart<{ unidades: Opcion[] }>(unidades.path.replace(':id', String(busqueda.institucion_id)))
      : null,
    runs
      ? readApiPart<ResolucionesResponse>(
          `${publicPublicTramitesResoluciones.path}${resolucionesApiQuery(busqueda)}`,
        )
      : null,
  ]);
  return (
    <ResolucionesView
      busqueda={busqueda}
      enviada={url.search !== ''}
      opciones={{
        instituciones: opciones(inst.instituciones),
        unidades: unid?.ok ? opciones(unid.body.unidades) : [],
        tipos: opciones(tipos.tipos_resolucion),
      }}
      items={search?.ok ? search.body.tramites : []}
      lista={listaPaginada(search, {
        invitacion: 'Use los filtros para buscar resoluciones.',
        href: (page) => resolucionesHref(page ? { ...busqueda, page } : busqueda),
        csv: `${SEARCH_EXPORT_PATHS.resoluciones}${resolucionesApiQuery(busqueda, null)}`,
      })}
      canonical={`${pageOrigin()}${url.pathname}`}
    />
  );
}
