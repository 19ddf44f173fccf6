/**
 * The calendar of the searches' date fields (`rsc/islands/date-picker.tsx`, Mantine's month picker loaded
 * when a calendar is first opened): in Spanish, weeks from Monday, on the month of the chosen day, the
 * days past the range's other end refused; and in its field (`filter-fields.tsx`): the focus goes to the
 * chosen day, a day picked is written DD-MM-AAAA and the focus returns to the button that opened it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readCatalogoSearch } from '../src/features/catalogo/catalogo-url';
import { CatalogoFiltros } from '../src/rsc/islands/catalogo-filters';
import { DatePicker } from '../src/rsc/islands/date-picker';

const dia = (n: number, mes = 'marzo 2024') => screen.getByRole('button', { name: `${n} ${mes}` });
const desactivado = (b: HTMLElement) => b.hasAttribute('data-disabled') || (b as HTMLButtonElement).disabled;

describe('date picker', () => {
  it('speaks Spanish, starts the week on Monday and opens on the chosen day’s month, that day marked', () => {
    render(<DatePicker value="2024-03-15" onPick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Elegir otro mes' }).textContent).toBe('marzo 2024');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    expect(dia(15).hasAttribute('data-selected')).toBe(true);
    expect(dia(14).hasAttribute('data-selected')).toBe(false);
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
  });

  it('refuses the days past either end of the range, and offers those within', () => {
    render(<DatePicker value={null} min="2024-03-10" max="2024-03-20" onPick={() => {}} />);
    expect([9, 10, 20, 21].map((n) => desactivado(dia(n)))).toEqual([true, false, false, true]);
  });

  it('without a chosen day, opens on the month of the range’s end', () => {
    render(<DatePicker value={null} max="2023-11-05" onPick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Elegir otro mes' }).textContent).toBe('noviembre 2023');
  });

  it('a day clicked is given as YYYY-MM-DD', async () => {
    const onPick = vi.fn();
    render(<DatePicker value="2024-03-15" onPick={onPick} />);
    await userEvent.click(dia(3));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2024-03-03');
  });
});

describe('the calendar in its date field', () => {
  it('takes the focus on the chosen day; a day picked is written DD-MM-AAAA and the focus returns', async () => {
    const user = userEvent.setup();
    render(
      <CatalogoFiltros
        busqueda={readCatalogoSearch(new URLSearchParams('fechadesde=2024-03-15'), undefined)}
        enviada={false}
        opciones={{ tipos: [], estados: [], actividades: [], categorias: [] }}
      />,
    );
    const abrir = screen.getByRole('button', { name: 'Elegir en el calendario: Hasta' });
    await user.click(abrir);
    const dialogo = screen.getByRole('dialog', { name: 'Calendario: Hasta' });
    // 'Hasta' has no day yet: the calendar opens where 'Desde' is, the days before it refused.
    const dia20 = await within(dialogo).findByRole('button', { name: '20 marzo 2024' });
    expect(desactivado(within(dialogo).getByRole('button', { name: '14 marzo 2024' }))).toBe(true);
    await waitFor(() => expect(dialogo.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).toBe('BUTTON');
    await user.click(dia20);
    expect((screen.getByRole('textbox', { name: 'Hasta' }) as HTMLInputElement).value).toBe('20-03-2024');
    expect((dialogo as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(abrir);

    // Opened again, the focus goes to the day now chosen.
    await user.click(abrir);
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('20 marzo 2024'));
  });
});
