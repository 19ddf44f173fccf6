import type { BusquedaTramitesResponse } from '@rnt/contract/busqueda-tramites';
import { truncateTitle } from '@rnt/contract/busqueda-tramites-rules';
import { countText } from '@rnt/contract/modalidad-resumen';
import { modalidadPagePath, situacionesVidaPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { SearchBox } from '../islands/search-box';
import { SituacionesEncontradas } from './situaciones-encontradas';
import s from './home.module.css';

export function searchOf(url: URL) {
  const nombre = (url.searchParams.get('nombre') ?? '').slice(0, 200);
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  return { nombre, page };
}

export const homeApiPath = ({ nombre, page }: { nombre: string; page: number }) =>
  `/api/public/busqueda_tramites?${new URLSearchParams({ ...(nombre ? { nombre } : {}), page: String(page) })}`;

/** The home: the search form (an island for the suggestions) and the results, with link paging. */
export function HomeView({
  search,
  listado,
  origin,
}: {
  search: { nombre: string; page: number };
  listado: BusquedaTramitesResponse['listado'];
  /** `PUBLIC_URL`: the origin of the canonical link. */
  origin: string;
}) {
  const pageHref = (page: number) =>
    `/?${new URLSearchParams({ ...(search.nombre ? { nombre: search.nombre } : {}), page: String(page) })}#resultados`;
  return (
    <>
      <title>Inicio - Registro Nacional de Trámites</title>
      <link rel="canonical" href={`${origin}/`} />
      <meta
        name="description"
        content="Busque cualquier trámite del Estado: requisitos, costos, oficinas y tiempos."
      />
      <h1>Registro Nacional de Trámites</h1>
      <form role="search" action="/" method="get" className={s.search} aria-labelledby="buscar-titulo">
        <h2 id="buscar-titulo" className={s.searchTitle}>
          ¿Qué trámite busca?
        </h2>
        <label htmlFor="nombre" className={s.label}>
          Nombre del trámite, institución o lo que necesita hacer
        </label>
        <div className={s.row}>
          <SearchBox defaultValue={search.nombre} />
          <button type="submit" className={s.button}>
            Buscar
          </button>
        </div>
      </form>
      <p className={s.lifeEvents}>
        ¿Le pasó algo en la vida?{' '}
        <a href={situacionesVidaPagePath()}>Situaciones de vida: qué hacer, paso a paso</a>
      </p>
      <section id="resultados" aria-labelledby="resultados-titulo" tabIndex={-1}>
        <h2 id="resultados-titulo">
          {search.nombre ? `Resultados para «${search.nombre}»` : 'Trámites del registro'}
        </h2>
        <p role="status">
          {listado.total === 1 ? '1 trámite encontrado' : `${listado.total} trámites encontrados`}
          {listado.quiso_decir ? ` — se buscó «${listado.quiso_decir}»` : ''}
        </p>
        <SituacionesEncontradas texto={search.nombre} />
        <ul className={s.results}>
          {listado.data.map((item) => (
            <li key={item.id} className={s.card}>
              <h3>
                <a href={tramitePagePath(item.tramite_id)} title={item.nombre}>
                  {truncateTitle(item.nombre)}
                </a>
              </h3>
              <p className={s.inst}>{item.nombre_institucion}</p>
              <p className={s.unit}>{item.nombre_unidad}</p>
              {item.municipios && (
                // The same procedure of several alcaldías is one result (issue 31).
                <p className={s.unit}>
                  {item.municipios.propio
                    ? `En ${countText(item.municipios.total, 'municipio')} — el suyo: ${item.municipios.propio.nombre}`
                    : `En ${countText(item.municipios.total, 'municipio')}`}
                </p>
              )}
              <details>
                <summary>Ver modalidades ({item.modalidades.length})</summary>
                <ul>
                  {item.modalidades.map((m) => (
                    <li key={m.modalidad_id}>
                      <a href={modalidadPagePath(item.tramite_id, m.modalidad_id)}>{m.nombre_modalidad}</a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        {listado.last_page > 1 && (
          <nav aria-label="Páginas de resultados" className={s.pager}>
            {search.page > 1 && <a href={pageHref(search.page - 1)}>Anterior</a>}
            <span>
              Página {search.page} de {listado.last_page}
            </span>
            {search.page < listado.last_page && <a href={pageHref(search.page + 1)}>Siguiente</a>}
          </nav>
        )}
      </section>
    </>
  );
}
