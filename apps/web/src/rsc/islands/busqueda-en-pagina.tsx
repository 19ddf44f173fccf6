'use client';
/**
 * The home search's behaviour in the browser, in small islands around the server's GET form and results:
 * the last search kept in local storage (specification: key `params`) and restored when the home opens
 * without one; the results heading focused and in view after a search (issue 31); "Limpiar"; the red
 * alert of an empty result, 4 s.
 */
import { searchParamsToQuery, type BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { EMPTY_RESULT_ALERT_MS, HOME_PAGE_SIZE, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { useEffect, useState } from 'react';

function stored(): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * `busqueda`: the search the server read from the address (through the endpoint's schema), null when the
 * home opened without one. A search is stored; without one, a stored search is opened (the server reads
 * it through the same schema: a malformed stored value is dropped there, and `page` always marks a search,
 * so this cannot loop).
 */
export function RecordarBusqueda({ busqueda }: { busqueda: BusquedaTramitesParams | null }) {
  useEffect(() => {
    try {
      if (busqueda) {
        localStorage.setItem(
          STORAGE_KEY_SEARCH_PARAMS,
          JSON.stringify({ ...busqueda, page: busqueda.page ?? 1, per_page: HOME_PAGE_SIZE }),
        );
        // Keyboard and screen-reader users continue at the results, which come into view (issue 31).
        document.getElementById('resultados-titulo')?.focus();
        return;
      }
      const last = stored();
      if (!last) return;
      const query = new URLSearchParams(searchParamsToQuery(last as BusquedaTramitesParams)).toString();
      window.location.replace(`/?${query}`);
    } catch {
      // Storage disabled: the search works, it is only not remembered.
    }
  }, [busqueda]);
  return null;
}

/** "Limpiar": forgets the stored search and opens the empty home (without JavaScript: `?limpiar=1`). */
export function BotonLimpiar({ className }: { className?: string }) {
  return (
    <button
      type="submit"
      name="limpiar"
      value="1"
      formNoValidate
      className={className}
      onClick={(e) => {
        e.preventDefault();
        try {
          localStorage.removeItem(STORAGE_KEY_SEARCH_PARAMS);
        } catch {
          /* storage disabled */
        }
        window.location.assign('/');
      }}
    >
      Limpiar
    </button>
  );
}

/** The red alert of a search without results: shown for 4 s (specification), the info message stays. */
export function AlertaSinResultados({ mensaje, className }: { mensaje: string; className?: string }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), EMPTY_RESULT_ALERT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="alert" className={className} hidden={!visible}>
      {mensaje}
    </div>
  );
}

/**
 * The search's status, in a live region that is in every home page: "Buscando trámites…" as soon as the
 * form is sent (before the next page arrives), then, once the new page is live, its count and what the
 * search understood. A screen reader announces a change to a live region, not the text a page loads with:
 * the text is written again after hydration. Without JavaScript it is plain text.
 */
export function EstadoBusqueda({
  texto,
  className,
  buscando = 'Buscando trámites…',
  form: formSelector = 'form[role="search"]',
}: {
  texto: string;
  className?: string;
  /** What is said while the next page comes. */
  buscando?: string;
  /** The search's form (the home's by default). */
  form?: string;
}) {
  const [shown, setShown] = useState(texto);
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(formSelector);
    const searching = () => setShown(buscando);
    form?.addEventListener('submit', searching);
    // Emptied, then written: the count of the page just loaded is announced.
    const clear = setTimeout(() => setShown(''), 0);
    const write = setTimeout(() => setShown(texto), 150);
    return () => {
      form?.removeEventListener('submit', searching);
      clearTimeout(clear);
      clearTimeout(write);
    };
  }, [texto, buscando, formSelector]);
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={className}>
      {shown}
    </p>
  );
}
