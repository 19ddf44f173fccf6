/**
 * The agenda's filters (`rsc/islands/agenda-filters.tsx`; specification, Dates: the year as AAAA, the dates
 * as DD/MM/AAAA, sent YYYY-MM-DD): the contract's `checkAgendaFilters` runs before the search leaves the
 * page. A wrong field says why under itself, keeps what was typed and takes the focus; right filters open
 * their address (`window.location.assign`, observed with a spy: the page stays).
 */
import { DATE_RANGE_MESSAGES, MAX_YEAR, MIN_YEAR } from '@rnt/contract/date-range-rules';
import { agendaPagePath } from '@rnt/contract/page-paths';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AgendaFilters } from '../src/rsc/islands/agenda-filters';

const INSTITUCIONES = [
  { id: 4, nombre: 'Ministerio de Salud' },
  { id: 9, nombre: 'Ministerio de Hacienda' },
];
const VACIO = { institucion_id: '', anio: '', fechadesde: '', fechahasta: '' };

let assign: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function renderFiltros(typed = VACIO, errors: Partial<Record<keyof typeof VACIO, string>> = {}) {
  render(
    <AgendaFilters instituciones={INSTITUCIONES} typed={typed} errors={errors} resultadosId="resultados" />,
  );
  return {
    form: screen.getByRole('form', { name: 'Filtros de la agenda regulatoria' }),
    anio: screen.getByRole('textbox', { name: 'Año' }) as HTMLInputElement,
    desde: screen.getByRole('textbox', { name: 'Desde' }) as HTMLInputElement,
    hasta: screen.getByRole('textbox', { name: 'Hasta' }) as HTMLInputElement,
    institucion: screen.getByRole('combobox', { name: 'Institución' }) as HTMLSelectElement,
  };
}

/** The field's error: what `aria-describedby` points at (the message read with the field). */
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('agenda filters', () => {
  it('a GET form of native fields to the agenda, with its placeholders, "Todas las instituciones" first', () => {
    const { form, anio, desde, hasta, institucion } = renderFiltros();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(agendaPagePath());
    expect([anio.name, desde.name, hasta.name, institucion.name]).toEqual([
      'anio',
      'fechadesde',
      'fechahasta',
      'institucion_id',
    ]);
    expect(anio.placeholder).toBe('AAAA');
    expect(anio.maxLength).toBe(4);
    expect(desde.placeholder).toBe('DD/MM/AAAA');
    expect(hasta.maxLength).toBe(10);
    expect([...institucion.options].map((o) => o.text)).toEqual([
      'Todas las instituciones',
      'Ministerio de Salud',
      'Ministerio de Hacienda',
    ]);
  });

  it('shows the dates of the address (YYYY-MM-DD) as DD/MM/AAAA, and the chosen institution', () => {
    const { anio, desde, hasta, institucion } = renderFiltros({
      institucion_id: '9',
      anio: '2025',
      fechadesde: '2025-03-01',
      fechahasta: '2025-06-30',
    });
    expect(anio.value).toBe('2025');
    expect(desde.value).toBe('01/03/2025');
    expect(hasta.value).toBe('30/06/2025');
    expect(institucion.value).toBe('9');
  });

  it('right filters open the agenda with them (dates YYYY-MM-DD) at the results', async () => {
    const user = userEvent.setup();
    const { anio, desde, hasta, institucion } = renderFiltros();
    await user.selectOptions(institucion, 'Ministerio de Salud');
    await user.type(anio, '2025');
    await user.type(desde, '01/03/2025');
    await user.type(hasta, '30/06/2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(
      agendaPagePath('?institucion_id=4&anio=2025&fechadesde=2025-03-01&fechahasta=2025-06-30') +
        '#resultados',
    );
  });

  it('no filter at all opens the agenda without a query', async () => {
    const user = userEvent.setup();
    renderFiltros();
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(agendaPagePath() + '#resultados');
  });

  it('a year that is not four digits says so, keeps the text, takes the focus and does not leave', async () => {
    const user = userEvent.setup();
    const { anio } = renderFiltros();
    await user.type(anio, '25');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(assign).not.toHaveBeenCalled();
    expect(anio.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(anio)).toBe(DATE_RANGE_MESSAGES.anioFormato);
    expect(anio.value).toBe('25');
    expect(document.activeElement).toBe(anio);
  });

  it('a year out of the span names the span', async () => {
    const user = userEvent.setup();
    const { anio } = renderFiltros();
    await user.type(anio, '1899');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(errorOf(anio)).toBe(`El año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}.`);
    expect(assign).not.toHaveBeenCalled();
  });

  it('a date not written DD/MM/AAAA (or not in the calendar) says so on its own field', async () => {
    const user = userEvent.setup();
    const { desde, hasta } = renderFiltros();
    await user.type(desde, '01/03/2025');
    await user.type(hasta, '31/02/2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(desde.hasAttribute('aria-invalid')).toBe(false);
    expect(errorOf(hasta)).toBe(DATE_RANGE_MESSAGES.fechaVisibleFormato);
    expect(document.activeElement).toBe(hasta);
    expect(hasta.value).toBe('31/02/2025');
  });

  it('a reversed range marks both ends; the focus goes to the first, "Desde"', async () => {
    const user = userEvent.setup();
    const { desde, hasta } = renderFiltros();
    await user.type(desde, '30/06/2025');
    await user.type(hasta, '01/03/2025');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(errorOf(desde)).toBe(DATE_RANGE_MESSAGES.desdePosterior);
    expect(errorOf(hasta)).toBe(DATE_RANGE_MESSAGES.hastaAnterior);
    expect(document.activeElement).toBe(desde);
    expect(assign).not.toHaveBeenCalled();
  });

  it('the errors the server found are shown at once; typing in a field clears its own error only', async () => {
    const user = userEvent.setup();
    const { anio, desde } = renderFiltros(
      { ...VACIO, anio: 'abcd', fechadesde: '99/99/2025' },
      { anio: DATE_RANGE_MESSAGES.anioFormato, fechadesde: DATE_RANGE_MESSAGES.fechaVisibleFormato },
    );
    expect(errorOf(anio)).toBe(DATE_RANGE_MESSAGES.anioFormato);
    expect(desde.value).toBe('99/99/2025');
    // (The field is full at its four characters: what she does is erase it.)
    await user.clear(anio);
    expect(anio.hasAttribute('aria-invalid')).toBe(false);
    expect(anio.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(DATE_RANGE_MESSAGES.anioFormato)).toBeNull();
    expect(errorOf(desde)).toBe(DATE_RANGE_MESSAGES.fechaVisibleFormato);
  });

  it('"Limpiar" opens the agenda without filters, whatever was typed (even wrong)', async () => {
    const user = userEvent.setup();
    const { anio } = renderFiltros();
    await user.type(anio, '25');
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(assign).toHaveBeenCalledExactlyOnceWith(agendaPagePath());
    expect(anio.hasAttribute('aria-invalid')).toBe(false);
  });
});
