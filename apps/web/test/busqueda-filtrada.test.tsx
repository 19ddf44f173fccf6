/**
 * The light catalogue and resolution searches (`rsc/views/resultados-paginados.tsx`,
 * `rsc/islands/catalogo-filters.tsx`, `resoluciones-filters.tsx`): the results say a failed search in
 * place with a link that runs it again, count and page in words, and page by links; the filters refuse in
 * the browser, by the rules the server applies, a search that cannot run — and what was typed stays —,
 * keep Tomo DO and Número DO to digits, and send dates typed DD-MM-AAAA as YYYY-MM-DD.
 */
import { DATE_MESSAGES } from '@rnt/contract/date-range-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { NOUNS } from '@rnt/contract/plural';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readCatalogoSearch } from '../src/features/catalogo/catalogo-url';
import { readResolucionesSearch } from '../src/features/resoluciones/resoluciones-url';
import {
  CATALOGO_SIN_FILTRO,
  CatalogoFiltros,
  type CatalogoOpciones,
} from '../src/rsc/islands/catalogo-filters';
import { ResolucionesFiltros } from '../src/rsc/islands/resoluciones-filters';
import { ResultadosPaginados } from '../src/rsc/views/resultados-paginados';

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const opciones: CatalogoOpciones = {
  tipos: [
    { id: 1, nombre: 'Ley', color: '#1c3d6e' },
    { id: 2, nombre: 'Reglamento', color: '#2b8a3e' },
  ],
  estados: [
    { id: 1, nombre: 'Vigente' },
    { id: 2, nombre: 'Reformada' },
  ],
  actividades: [{ id: 5, nombre: 'Construcción' }],
  categorias: [{ id: 7, nombre: 'Salud' }],
};

describe('the results of a filtered search', () => {
  const href = (page: number) => `/catalogos?nombre=ley&page=${page}`;

  it('a failed search says so in place, with a link that runs the same search again', () => {
    render(
      <ResultadosPaginados
        resultados={{ estado: 'error' }}
        nouns={NOUNS.regulacion}
        href={href}
        retry="/catalogos?nombre=ley&page=2"
        csv={null}
        form="#filtros"
      >
        {null}
      </ResultadosPaginados>,
    );
    const region = screen.getByRole('region', { name: 'Resultados' });
    expect(within(region).getByRole('status').textContent).toBe('No se pudo realizar la búsqueda.');
    const alert = within(region).getByRole('alert');
    expect(alert.textContent).toContain('Ocurrió un problema');
    expect(within(alert).getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/catalogos?nombre=ley&page=2',
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Descargar resultados (CSV)' })).toBeNull();
  });

  it('counts in words, and its pages are links; none found says Sin resultados', () => {
    const { unmount } = render(
      <ResultadosPaginados
        resultados={{ estado: 'listo', total: 25, current_page: 2, last_page: 3 }}
        nouns={NOUNS.regulacion}
        href={href}
        retry={href(2)}
        csv="/api/datos-abiertos/busqueda/regulaciones.csv?nombre=ley"
        form="#filtros"
      >
        <li>una</li>
      </ResultadosPaginados>,
    );
    expect(screen.getByRole('status').textContent).toBe('Se encontraron 25 regulaciones; página 2 de 3.');
    const pages = screen.getByRole('navigation', { name: 'Paginación de resultados' });
    expect(within(pages).getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe(href(3));
    expect(within(pages).getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Descargar resultados (CSV)' })).toBeTruthy();
    unmount();
    render(
      <ResultadosPaginados
        resultados={{ estado: 'listo', total: 0, current_page: 1, last_page: 1 }}
        nouns={NOUNS.resolucion}
        href={href}
        retry={href(1)}
        csv={null}
        form="#filtros"
      >
        {null}
      </ResultadosPaginados>,
    );
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.sinResultados);
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the catalogue filters', () => {
  const renderFiltros = (query = '', tipo?: string) =>
    render(
      <CatalogoFiltros
        busqueda={readCatalogoSearch(new URLSearchParams(query), tipo)}
        enviada={query !== ''}
        opciones={opciones}
      />,
    );

  it('a search without a filter is refused in the browser, as on the server, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderFiltros();
    expect(screen.queryByRole('alert')).toBeNull();
    // Half a date range is no filter either: it is said under the dates.
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '01-03-2024');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert').textContent).toBe(CATALOGO_SIN_FILTRO);
    expect(screen.getByText(DATE_MESSAGES.rangoIncompleto)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveProperty('value', '01-03-2024');
    expect(assign).not.toHaveBeenCalled();
    // The address of the same form sent without JavaScript says it too (the server renders the island).
    const { container } = renderFiltros('nombre=&tomo_do=');
    expect(within(container).getByRole('alert').textContent).toBe(CATALOGO_SIN_FILTRO);
  });

  it('keeps Tomo DO and Número DO to digits, and sends the type in the path and the dates as YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    renderFiltros();
    await user.type(screen.getByRole('textbox', { name: 'Número DO' }), '12ab3');
    expect(screen.getByRole('textbox', { name: 'Número DO' })).toHaveProperty('value', '123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de normativa' }), 'Reglamento');
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '1-03-2024');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31-03-2024');
    await user.click(screen.getByText('Todos los estados'));
    await user.click(screen.getByRole('checkbox', { name: 'Reformada' }));
    expect(screen.getByText('Reformada', { selector: 'summary span' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(assign).toHaveBeenCalledWith(
      '/catalogos/2?fechadesde=2024-03-01&fechahasta=2024-03-31&estado=2&numero_do=123',
    );
  });

  it('a reversed range is said under both dates, the first one focused; the search is not sent', async () => {
    const user = userEvent.setup();
    renderFiltros();
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '02-05-2024');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '01-05-2024');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const desde = screen.getByRole('textbox', { name: 'Desde' });
    expect(desde.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(DATE_MESSAGES.desdePosterior)).toBeTruthy();
    expect(screen.getByText(DATE_MESSAGES.hastaAnterior)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(desde));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the resolution filters', () => {
  const resolucionesOpciones = {
    instituciones: [{ id: 3, nombre: 'Ministerio de Economía' }],
    unidades: [],
    tipos: [
      { id: 1, nombre: 'Inscripción' },
      { id: 2, nombre: 'Rechazo' },
    ],
  };

  it('without a criterion says the specification’s message; with one, sends the search', async () => {
    const user = userEvent.setup();
    render(
      <ResolucionesFiltros
        busqueda={readResolucionesSearch(new URLSearchParams())}
        enviada={false}
        opciones={resolucionesOpciones}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.criterioRequerido);
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Rechazo' }));
    await user.type(screen.getByRole('searchbox', { name: 'Nombre del trámite o modalidad' }), 'licencia');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(assign).toHaveBeenCalledWith('/resoluciones?nombre=licencia&tipo=2');
  });

  it('a date that does not exist is refused with the display format named', async () => {
    const user = userEvent.setup();
    render(
      <ResolucionesFiltros
        busqueda={readResolucionesSearch(new URLSearchParams())}
        enviada={false}
        opciones={resolucionesOpciones}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '31-02-2025');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31-03-2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(DATE_MESSAGES.fechaVisibleInvalida)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
