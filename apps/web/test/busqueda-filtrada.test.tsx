/**
 * The light catalogue and resolution searches (`rsc/views/resultados-paginados.tsx`,
 * `rsc/islands/catalogo-filters.tsx`, `resoluciones-filters.tsx`): the results say a failed search in
 * place with a link that runs it again, count and page in words, and page by links; the filters refuse in
 * the browser, by the rules the server applies, a search that cannot run — and what was typed stays —,
 * keep Tomo DO and Número DO to digits, and send dates typed DD-MM-AAAA as YYYY-MM-DD. Their shared fields
 * (`rsc/islands/filter-fields.tsx`): the notice and the first wrong field take the focus, the chosen type's
 * colour, the several-choice summaries, the range's hint and its errors cleared by a new date, the calendar's
 * dialog (the calendar itself is the browser specs'), "Limpiar", and a page brought back from the browser's
 * memory starting its form again.
 */
import { DATE_MESSAGES } from '@rnt/contract/date-range-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { NOUNS } from '@rnt/contract/plural';
import { REGULACION_MESSAGES } from '@rnt/contract/regulaciones-rules';
import { render, screen, waitFor, within } from '@testing-library/react';
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

const campo = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** The texts a field is read with (`aria-describedby`), in order. */
const descripcion = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const buscar = () => userEvent.click(screen.getByRole('button', { name: 'Buscar' }));

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

  it('the notice of a search without a filter takes the focus', async () => {
    renderFiltros();
    await buscar();
    const aviso = screen.getByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(aviso));
  });

  it('the chosen type shows its colour beside the select', async () => {
    const user = userEvent.setup();
    const { container } = renderFiltros('', '1');
    const swatch = container.querySelector('[data-tipo-color]')!;
    const tipo = screen.getByRole('combobox', { name: 'Tipo de normativa' });
    expect(swatch.getAttribute('data-tipo-color')).toBe('#1c3d6e');
    await user.selectOptions(tipo, 'Reglamento');
    expect(swatch.getAttribute('data-tipo-color')).toBe('#2b8a3e');
    await user.selectOptions(tipo, 'Todos los tipos');
    expect(swatch.getAttribute('data-tipo-color')).toBe('');
  });

  it('a several-choice filter is named with its choices, or "Todos los estados"; each is sent', async () => {
    const user = userEvent.setup();
    renderFiltros('estado=2');
    const grupo = screen.getByRole('group', { name: 'Estado' });
    const resumen = screen.getByText('Reformada', { selector: 'summary span' }).closest('summary')!;
    const nombre = () =>
      resumen
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(nombre()).toEqual(['Estado', 'Reformada']);
    await user.click(resumen);
    await user.click(within(grupo).getByRole('checkbox', { name: 'Vigente' }));
    expect(nombre()).toEqual(['Estado', 'Vigente, Reformada']);
    await buscar();
    expect(assign).toHaveBeenCalledWith('/catalogos?estado=1&estado=2');
    await user.click(within(grupo).getByRole('checkbox', { name: 'Vigente' }));
    await user.click(within(grupo).getByRole('checkbox', { name: 'Reformada' }));
    expect(nombre()).toEqual(['Estado', 'Todos los estados']);
  });

  it('Tomo DO is described by "Solo números"; a wrong one from the address by its error instead', () => {
    renderFiltros('tomo_do=abc');
    expect(descripcion(campo('Número DO'))).toEqual(['Solo números']);
    expect(campo('Tomo DO').getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(campo('Tomo DO'))).toEqual([REGULACION_MESSAGES.tomoDoNumerico]);
    expect(campo('Tomo DO').value).toBe('abc');
    // The field says what is wrong: not also the missing filter.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('one end of the range alone describes both dates by the hint, until the other is typed', async () => {
    const user = userEvent.setup();
    renderFiltros();
    await user.type(campo('Hasta'), '15-03-2024');
    expect(descripcion(campo('Desde'))).toEqual([DATE_MESSAGES.rangoIncompleto]);
    expect(descripcion(campo('Hasta'))).toEqual([DATE_MESSAGES.rangoIncompleto]);
    await user.type(campo('Desde'), '01-03-2024');
    expect(campo('Desde').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(DATE_MESSAGES.rangoIncompleto)).toBeNull();
  });

  it('a date changed clears what was said about the range, until the next search says it again', async () => {
    const user = userEvent.setup();
    renderFiltros('fechadesde=2024-05-02&fechahasta=2024-05-01');
    expect(descripcion(campo('Desde'))).toEqual([DATE_MESSAGES.desdePosterior]);
    expect(descripcion(campo('Hasta'))).toEqual([DATE_MESSAGES.hastaAnterior]);
    await user.clear(campo('Hasta'));
    await user.type(campo('Hasta'), '01-04-2024');
    expect(campo('Desde').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(DATE_MESSAGES.hastaAnterior)).toBeNull();
    await buscar();
    expect(descripcion(campo('Hasta'))).toEqual([DATE_MESSAGES.hastaAnterior]);
  });

  it('each date opens its calendar in a modal dialog named for it; "Cerrar" gives the focus back', async () => {
    const user = userEvent.setup();
    renderFiltros();
    // happy-dom opens modal and non-modal dialogs alike: which one the field asked for is observed.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const abrir = screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' });
    expect(abrir.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(abrir);
    const dialogo = screen.getByRole('dialog', { name: 'Calendario: Hasta' }) as HTMLDialogElement;
    expect(dialogo.open).toBe(true);
    expect(showModal.mock.contexts).toEqual([dialogo]);
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(dialogo.open).toBe(false);
    expect(document.activeElement).toBe(abrir);
  });

  it('"Limpiar" opens the empty catalogue at once, whatever was typed', async () => {
    renderFiltros('nombre=aduanas', '1');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/catalogos');
  });

  it('a page brought back from the browser’s memory starts its form again from the address', async () => {
    const user = userEvent.setup();
    renderFiltros('nombre=aduanas');
    const nombre = () =>
      screen.getByRole('searchbox', { name: 'Nombre de la regulación' }) as HTMLInputElement;
    await user.type(nombre(), ' y puertos');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(nombre().value).toBe('aduanas y puertos');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await waitFor(() => expect(nombre().value).toBe('aduanas'));
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
  const renderFiltros = (query = '') =>
    render(
      <ResolucionesFiltros
        busqueda={readResolucionesSearch(new URLSearchParams(query))}
        enviada={query !== ''}
        opciones={resolucionesOpciones}
      />,
    );

  it('without a criterion says the specification’s message; with one, sends the search', async () => {
    const user = userEvent.setup();
    renderFiltros();
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
    renderFiltros();
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '31-02-2025');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '31-03-2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText(DATE_MESSAGES.fechaVisibleInvalida)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('the notice of a search without a criterion takes the focus; half a range is no criterion', async () => {
    const user = userEvent.setup();
    renderFiltros();
    await user.type(campo('Hasta'), '20-04-2024');
    await buscar();
    const aviso = screen.getByRole('alert');
    expect(aviso.textContent).toBe(MESSAGES.criterioRequerido);
    await waitFor(() => expect(document.activeElement).toBe(aviso));
    expect(assign).not.toHaveBeenCalled();
  });

  it('a reversed range from the address is said by the dates (shown DD-MM-AAAA), not by the notice', () => {
    renderFiltros('fechadesde=2024-05-01&fechahasta=2024-04-01');
    expect(campo('Desde').value).toBe('01-05-2024');
    expect(descripcion(campo('Desde'))).toEqual([DATE_MESSAGES.desdePosterior]);
    expect(descripcion(campo('Hasta'))).toEqual([DATE_MESSAGES.hastaAnterior]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Limpiar" opens the empty search', async () => {
    renderFiltros('nombre=licencia');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith('/resoluciones');
  });
});
