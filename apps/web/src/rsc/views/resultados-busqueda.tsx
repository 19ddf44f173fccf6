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
import s from './home.module.css';

/** The address of another search or page of this one (the results in view). */
const searchHref = (b: BusquedaTramitesParams) =>
  `/?${new URLSearchParams(searchParamsToQuery(b))}#resultados-titulo`;

/** Page numbers shown: the first, the last, and two either side of the current one; gaps as null. */
function pages(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/**
 * The pages of a search's results as links (real addresses, without JavaScript too): previous, the first,
 * the last and two either side of the current one, next. `label` names the navigation.
 */
export function Paginas({
  label,
  current,
  last,
  href,
  className = s.pager,
}: {
  label: string;
  current: number;
  last: number;
  href: (page: number) => string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} aria-label="Página anterior">
              ‹ Anterior
            </a>
          </li>
        )}
        {pages(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-label={`Página ${p}`} aria-current={p === current ? 'page' : undefined}>
                {p}
              </a>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <a href={href(current + 1)} aria-label="Página siguiente">
              Siguiente ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

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
            <Paginas
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
