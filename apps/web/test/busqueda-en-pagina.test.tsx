/**
 * The home search's small islands (light design, `rsc/islands/busqueda-en-pagina.tsx`): the last search
 * kept in local storage under `params` and reopened when the home opens without one, "Limpiar", and the
 * 4-second red alert of an empty result, and the search's status (a live region). The page's navigation is the browser's
 * (`window.location.replace/assign`): observed with spies, the page stays.
 */
import { EMPTY_RESULT_ALERT_MS, HOME_PAGE_SIZE, STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AlertaSinResultados,
  BotonLimpiar,
  EstadoBusqueda,
  RecordarBusqueda,
} from '../src/rsc/islands/busqueda-en-pagina';

let replace: ReturnType<typeof vi.spyOn>;
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const storedSearch = () => JSON.parse(localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS) ?? 'null') as unknown;

describe('the remembered search (local storage key "params")', () => {
  it('stores the search the page shows, with its page and the page size, and stays on the page', () => {
    render(<RecordarBusqueda busqueda={{ nombre: 'permiso', institucion_id: 7, page: 3 }} />);
    expect(STORAGE_KEY_SEARCH_PARAMS).toBe('params');
    expect(storedSearch()).toEqual({
      nombre: 'permiso',
      institucion_id: 7,
      page: 3,
      per_page: HOME_PAGE_SIZE,
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('stores page 1 for a search without a page', () => {
    render(<RecordarBusqueda busqueda={{ nombre: 'licencia' }} />);
    expect(storedSearch()).toEqual({ nombre: 'licencia', page: 1, per_page: HOME_PAGE_SIZE });
  });

  it('focuses the results heading after a search (issue 31)', () => {
    render(
      <>
        <h2 id="resultados-titulo" tabIndex={-1}>
          Resultados de la búsqueda
        </h2>
        <RecordarBusqueda busqueda={{ nombre: 'permiso', page: 1 }} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Resultados de la búsqueda' }));
  });

  it('reopens the stored search when the home opens without one (replacing the history entry)', () => {
    localStorage.setItem(
      STORAGE_KEY_SEARCH_PARAMS,
      JSON.stringify({ nombre: 'rotura de calle', unidad_id: 4, estado: 'PUB', page: 2, per_page: 9 }),
    );
    render(<RecordarBusqueda busqueda={null} />);
    expect(replace).toHaveBeenCalledTimes(1);
    const url = new URL(String(replace.mock.calls[0]![0]), 'http://portal.test');
    expect(url.pathname).toBe('/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      nombre: 'rotura de calle',
      unidad_id: '4',
      estado: 'PUB',
      page: '2',
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('always marks the reopened address as a search (page), so an odd stored value cannot loop', () => {
    localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, JSON.stringify({ otra: 'cosa' }));
    render(<RecordarBusqueda busqueda={null} />);
    expect(replace).toHaveBeenCalledWith('/?page=1');
  });

  it('stays on the empty home when nothing, or something unreadable, is stored', () => {
    const { unmount } = render(<RecordarBusqueda busqueda={null} />);
    unmount();
    localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, '{no es json');
    render(<RecordarBusqueda busqueda={null} />);
    localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, '"texto"');
    render(<RecordarBusqueda busqueda={null} />);
    expect(replace).not.toHaveBeenCalled();
  });

  it('still works when the browser refuses storage (the search is only not remembered)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Almacenamiento deshabilitado', 'SecurityError');
    });
    expect(() => render(<RecordarBusqueda busqueda={{ nombre: 'permiso', page: 1 }} />)).not.toThrow();
  });
});

describe('"Limpiar"', () => {
  it('forgets the stored search and opens the empty home, without sending the form', () => {
    localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, JSON.stringify({ nombre: 'permiso', page: 1 }));
    const submitted = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form action="/" method="get" onSubmit={(e) => submitted(e.nativeEvent as SubmitEvent)}>
        <input name="nombre" defaultValue="permiso" />
        <BotonLimpiar />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(localStorage.getItem(STORAGE_KEY_SEARCH_PARAMS)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('without JavaScript is a submit button of the GET form that sends limpiar=1, skipping validation', () => {
    render(
      <form action="/" method="get">
        <BotonLimpiar />
      </form>,
    );
    const boton = screen.getByRole<HTMLButtonElement>('button', { name: 'Limpiar' });
    expect(boton.type).toBe('submit');
    expect(boton.name).toBe('limpiar');
    expect(boton.value).toBe('1');
    expect(boton.formNoValidate).toBe(true);
  });
});

describe('the red alert of an empty result', () => {
  it(`is announced, then hidden after ${EMPTY_RESULT_ALERT_MS} ms`, () => {
    vi.useFakeTimers();
    render(<AlertaSinResultados mensaje="No se encontraron resultados" />);
    const alerta = screen.getByRole('alert');
    expect(alerta.textContent).toBe('No se encontraron resultados');
    expect(alerta.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(EMPTY_RESULT_ALERT_MS - 1));
    expect(alerta.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(alerta.hidden).toBe(true);
    expect(EMPTY_RESULT_ALERT_MS).toBe(4000);
  });
});

describe("the search's status", () => {
  const texto = '59 trámites encontrados. Página 2 de 7.';

  it("is a polite live region that says the page's count again once the page is live", () => {
    vi.useFakeTimers();
    render(<EstadoBusqueda texto={texto} />);
    const estado = screen.getByRole('status');
    expect(estado.getAttribute('aria-live')).toBe('polite');
    expect(estado.getAttribute('aria-atomic')).toBe('true');
    // What the server wrote (without JavaScript it stays), emptied and written again: a change is announced.
    expect(estado.textContent).toBe(texto);
    act(() => vi.advanceTimersByTime(0));
    expect(estado.textContent).toBe('');
    act(() => vi.advanceTimersByTime(150));
    expect(estado.textContent).toBe(texto);
  });

  it('says "Buscando trámites…" as soon as the search form is sent', () => {
    render(
      <>
        <form role="search" aria-label="Búsqueda de trámites" onSubmit={(e) => e.preventDefault()}>
          <button type="submit">Buscar</button>
        </form>
        <EstadoBusqueda texto={texto} />
      </>,
    );
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status').textContent).toBe('Buscando trámites…');
  });

  it('stays silent on the home without a search', () => {
    vi.useFakeTimers();
    render(<EstadoBusqueda texto="" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
