import {
  searchParamsToQuery,
  SEARCH_UNDERSTANDING_MESSAGES,
  truncateTitle,
  type BusquedaTramitesParams,
} from '@rnt/contract/busqueda-tramites-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { countText } from '@rnt/contract/modalidad-resumen';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import type { HomeResultados } from './home-view';
import { Pager } from './pager';
import s from './home.module.css';

/** The address of another search or page of this one (the results in view). */
const searchHref = (b: BusquedaTramitesParams) =>
  `/?${new URLSearchParams(searchParamsToQuery(b))}#resultados-titulo`;

/**
 * The home's results (the one results list of the light design): cards whose title leads to the procedure
 * with the name and state filters, the modalities behind a disclosure, the understood query, the CSV, and
 * the pages as links. A failed search says so in place, with a link that runs it again.
 */
export function ResultadosBusqueda({
  busqueda,
  resultados,
  linkQuery,
  emptyInfo,
  csv,
}: {
  busqueda: BusquedaTramitesParams;
  resultados: HomeResultados;
  linkQuery: string;
  emptyInfo: string;
  csv: string | null;
}) {
  const suffix = linkQuery ? `?${linkQuery}` : '';
  return (
    <section aria-labelledby="resultados-titulo" className={s.results}>
      <div className={s.resultsHead}>
        <h2 id="resultados-titulo" tabIndex={-1}>
          Resultados de la búsqueda
        </h2>
        {csv && (
          <a href={csv} download>
            Descargar resultados (CSV)
          </a>
        )}
      </div>
      {resultados.estado === 'error' ? (
        <div role="alert" className={s.error}>
          <p>
            <strong>No se pudo realizar la búsqueda</strong>
          </p>
          <p>No se pudo consultar el registro de trámites. Revise su conexión e intente de nuevo.</p>
          <a href={searchHref(busqueda)}>Reintentar</a>
        </div>
      ) : resultados.estado === 'listo' && resultados.listado.vacio ? (
        <p className={s.info}>{emptyInfo}</p>
      ) : resultados.estado === 'listo' ? (
        <>
          {resultados.listado.quiso_decir && (
            <p>
              {SEARCH_UNDERSTANDING_MESSAGES.quisoDecir}{' '}
              <a href={searchHref({ ...busqueda, nombre: resultados.listado.quiso_decir, page: 1 })}>
                <strong>{resultados.listado.quiso_decir}</strong>
              </a>
              ?
            </p>
          )}
          {resultados.listado.parcial && <p className={s.info}>{SEARCH_UNDERSTANDING_MESSAGES.parcial}</p>}
          <ul className={s.cards}>
            {resultados.listado.data.map((item) => (
              <li key={item.id}>
                <article className={s.card}>
                  <h3>
                    <a
                      href={tramitePagePath(item.tramite_id, suffix)}
                      title={item.nombre}
                      aria-label={item.nombre}
                    >
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
                  <p className={s.estado}>
                    <span aria-hidden="true">✓ </span>
                    {MESSAGES.estadoPublicado}
                  </p>
                  <details className={s.modalidades}>
                    <summary>Ver modalidades ({item.modalidades.length})</summary>
                    <ul>
                      {item.modalidades.map((m) => (
                        <li key={m.modalidad_id}>
                          <a href={modalidadPagePath(item.tramite_id, m.modalidad_id, suffix)}>
                            {m.nombre_modalidad}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </article>
              </li>
            ))}
          </ul>
          {resultados.listado.last_page > 1 && (
            <Pager
              label="Páginas de resultados"
              current={resultados.listado.current_page}
              last={resultados.listado.last_page}
              href={(page) => searchHref({ ...busqueda, page })}
            />
          )}
        </>
      ) : null}
    </section>
  );
}
