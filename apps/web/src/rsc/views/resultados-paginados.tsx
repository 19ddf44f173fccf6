import type { ReactNode } from 'react';
import { MESSAGES } from '@rnt/contract/messages';
import { foundCount, type Forms } from '@rnt/contract/plural';
import { EstadoBusqueda } from '../islands/busqueda-en-pagina';
import { Pager } from './pager';
import s from './busqueda-filtrada.module.css';

/**
 * A filtered search's state: not run (and why), failed, refused by the API (400: what was wrong, in its
 * words), or answered with its page.
 */
export type ResultadosPaginadosEstado =
  | { estado: 'ninguna'; texto: string }
  | { estado: 'error' }
  | { estado: 'invalida'; errores: string[] }
  | { estado: 'listo'; total: number; current_page: number; last_page: number };

/** A search's results as the page hands them to its view: their state, page links, retry and CSV. */
export interface ListaPaginada {
  resultados: ResultadosPaginadosEstado;
  /** The address of a page of these results. */
  href: (page: number) => string;
  /** The address that runs this search again. */
  retry: string;
  /** The CSV of every page of the search, when there is something to download. */
  csv: string | null;
}

/**
 * The list of a search from the API's answer (null: the search did not run, and `invitacion` says how to
 * use the filters); `href` gives the address of a page (`href(null)` this search again), `csv` its CSV.
 */
export function listaPaginada(
  answer:
    | { ok: true; body: { total: number; current_page: number; last_page: number } }
    | { ok: false; status: number; errores: string[] }
    | null,
  { invitacion, href, csv }: { invitacion: string; href: (page: number | null) => string; csv: string },
): ListaPaginada {
  const page = (n: number) => href(n);
  if (!answer)
    return { resultados: { estado: 'ninguna', texto: invitacion }, href: page, retry: href(null), csv: null };
  if (!answer.ok)
    return {
      resultados:
        answer.status === 400 && answer.errores.length
          ? { estado: 'invalida', errores: answer.errores }
          : { estado: 'error' },
      href: page,
      retry: href(null),
      csv: null,
    };
  const { total, current_page, last_page } = answer.body;
  return {
    resultados: { estado: 'listo', total, current_page, last_page },
    href: page,
    retry: href(null),
    csv: total > 0 ? csv : null,
  };
}

/** What the results' live region says: the invitation, the failure, 'Sin resultados' or the count and page. */
export function resultadosTexto(r: ResultadosPaginadosEstado, nouns: Forms): string {
  if (r.estado === 'ninguna') return r.texto;
  if (r.estado === 'error') return 'No se pudo realizar la búsqueda.';
  if (r.estado === 'invalida') return 'Revise los filtros de la búsqueda.';
  if (r.total === 0) return MESSAGES.sinResultados;
  const pages = r.last_page > 1 ? `; página ${r.current_page} de ${r.last_page}.` : '.';
  return `${foundCount(r.total, nouns)}${pages}`;
}

/**
 * The results of the catalogue and resolution searches, rendered by the server: a region 'Resultados' with
 * the count in a live region (written again once the page is live, so a screen reader announces it), the
 * CSV of every page, the items, and the pages as links. A failed search says so in place with a link that
 * runs it again.
 */
export function ResultadosPaginados({
  resultados,
  nouns,
  href,
  retry,
  csv,
  form,
  children,
}: ListaPaginada & {
  nouns: Forms;
  /** The search's form (its sending is said in the live region). */
  form: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="resultados-titulo" className={s.results}>
      <div className={s.resultsHead}>
        <h2 id="resultados-titulo">Resultados</h2>
        {csv && (
          <a href={csv} download>
            Descargar resultados (CSV)
          </a>
        )}
      </div>
      <EstadoBusqueda
        texto={resultadosTexto(resultados, nouns)}
        buscando="Buscando…"
        form={form}
        className={resultados.estado === 'listo' && resultados.total === 0 ? s.statusEmpty : s.status}
      />
      {resultados.estado === 'error' && (
        <div role="alert" className={s.error}>
          <p>
            <strong>Ocurrió un problema</strong>
          </p>
          <p>Verifique su conexión e intente de nuevo.</p>
          <a href={retry}>Reintentar</a>
        </div>
      )}
      {resultados.estado === 'invalida' && (
        <div role="alert" className={s.error}>
          <p>
            <strong>No se pudo realizar la búsqueda</strong>
          </p>
          <ul>
            {resultados.errores.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      {resultados.estado === 'listo' && resultados.total > 0 && (
        <>
          <ul className={s.items}>{children}</ul>
          {resultados.last_page > 1 && (
            <Pager
              label="Paginación de resultados"
              current={resultados.current_page}
              last={resultados.last_page}
              href={href}
            />
          )}
        </>
      )}
    </section>
  );
}

/** Label/value pairs of a result as a description list; empty values are left out. */
export function Campos({ fields }: { fields: [string, ReactNode][] }) {
  const shown = fields.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={s.fields}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A published document's download link (the server renders it as a PDF). */
export function DocumentoLink({ path, nombre }: { path: string; nombre: string }) {
  return (
    <a href={path} download={nombre} className={s.document}>
      Descargar {nombre.replace(/\.pdf$/i, '')} <span className={s.nowrap}>(PDF)</span>
    </a>
  );
}
