import { categoriasRegulaciones, categoriasTramite } from '@rnt/contract/endpoints/lookups';
import { estadosRegulacion, listaTiposNormativa, regulaciones } from '@rnt/contract/endpoints/regulaciones';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import type { RegulacionesResponse, TipoNormativa } from '@rnt/contract/regulaciones';
import { hasRegulacionFilter } from '@rnt/contract/regulaciones-rules';
import { redirect } from 'react-router';
import {
  catalogoErrores,
  catalogoHref,
  catalogoRedirect,
  readCatalogoSearch,
  regulacionesApiQuery,
} from '../../features/catalogo/catalogo-url';
import { pageOrigin, pageRequest, readApi, readApiPart } from '../page-data';
import { CatalogoView } from '../views/catalogo-view';
import { listaPaginada } from '../views/resultados-paginados';

type Opcion = { id: number; nombre: string };
const opciones = (list: Opcion[]) => list.map(({ id, nombre }) => ({ id, nombre }));

/**
 * "Limpiar" without JavaScript (`?limpiar=1`) opens the empty catalogue; the GET form's type moves into the
 * path and its dates (typed DD-MM-YYYY) are written YYYY-MM-DD in the address.
 */
export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  if (url.searchParams.has('limpiar')) throw redirect('/catalogos');
  const moved = catalogoRedirect(url);
  if (moved) throw redirect(moved);
  return null;
}

/** The catalogue: the search runs only when a filter is set and nothing in it is wrong. */
export default async function Catalogos({ params }: { params: { tipo_solicitud_id?: string } }) {
  const url = new URL(pageRequest().url);
  const busqueda = readCatalogoSearch(url.searchParams, params.tipo_solicitud_id);
  const runs = hasRegulacionFilter(busqueda) && Object.keys(catalogoErrores(busqueda)).length === 0;
  const [tipos, estados, actividades, categorias, search] = await Promise.all([
    readApi<{ tipos_normativa: TipoNormativa[] }>(
      `${listaTiposNormativa.path}?sort=orden_portal&direction=asc&visible_portal=true&per_page=-1`,
    ),
    readApi<{ estados: Opcion[] }>(estadosRegulacion.path),
    readApi<{ categorias_regulaciones: Opcion[] }>(categoriasRegulaciones.path),
    readApi<{ categorias: Opcion[] }>(categoriasTramite.path),
    runs ? readApiPart<RegulacionesResponse>(`${regulaciones.path}${regulacionesApiQuery(busqueda)}`) : null,
  ]);
  return (
    <CatalogoView
      busqueda={busqueda}
      enviada={url.search !== ''}
      opciones={{
        tipos: tipos.tipos_normativa.map(({ id, nombre, color }) => ({ id, nombre, color })),
        estados: opciones(estados.estados),
        actividades: opciones(actividades.categorias_regulaciones),
        categorias: opciones(categorias.categorias),
      }}
      items={search?.ok ? search.body.solicitudes_regulacion : []}
      lista={listaPaginada(search, {
        invitacion: 'Use los filtros para buscar en el catálogo de regulaciones.',
        href: (page) => catalogoHref(page ? { ...busqueda, page } : busqueda),
        csv: `${SEARCH_EXPORT_PATHS.regulaciones}${regulacionesApiQuery(busqueda, null)}`,
      })}
      canonical={`${pageOrigin()}${url.pathname}`}
    />
  );
}
