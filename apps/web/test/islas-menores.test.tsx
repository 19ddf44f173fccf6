/**
 * The smallest islands of the light design: the requirement checklist's and the life event's print buttons
 * (the browser's `window.print`, observed with a mock function: happy-dom has none), the frame of a table wider than the screen (happy-dom has no layout:
 * the widths it measures are given to it) and "Mi municipio" remembered from the home's last search.
 */
import { STORAGE_KEY_SEARCH_PARAMS } from '@rnt/contract/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MunicipioRecordado } from '../src/rsc/islands/municipio-recordado';
import { PrintButton } from '../src/rsc/islands/print-button';
import { PrintChecklistButton } from '../src/rsc/islands/print-checklist-button';
import { TableScroll } from '../src/rsc/islands/table-scroll';

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.hydrated;
  Reflect.deleteProperty(window, 'print');
  localStorage.clear();
});

describe('small islands', () => {
  it.each([
    ['the modality’s requirement checklist', <PrintButton key="r" />, 'Imprimir lista de requisitos'],
    ['the life event’s checklist', <PrintChecklistButton key="v" />, 'Imprimir lista de verificación'],
  ])('the print button of %s prints the page (its print stylesheet shows the list)', (_, button, name) => {
    // happy-dom has no print dialog: the browser's `window.print` is given to it, observed.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(button);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('the frame of a wide table', () => {
  const HINT = '↔ Deslice la tabla hacia los lados para ver todas las columnas.';
  /** happy-dom lays nothing out: the frame's widths are given, and its size observer is kept to call. */
  function medir(anchoTabla: number) {
    const widths = { scroll: anchoTabla, client: 320 };
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => widths.scroll);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => widths.client);
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    return {
      cambiar(client: number) {
        widths.client = client;
        act(() => observers.forEach((o) => o()));
      },
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  const renderTabla = () =>
    render(
      <TableScroll label="Tabla: Trámites por institución">
        <table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>,
    );

  it('is a named region the keyboard can reach (to scroll it with the arrows)', () => {
    medir(300);
    renderTabla();
    const region = screen.getByRole('region', { name: 'Tabla: Trámites por institución' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).toBeTruthy();
  });

  it('a table wider than its frame is described by the hint; once it fits, the hint goes', () => {
    const { cambiar } = medir(600);
    renderTabla();
    const region = screen.getByRole('region', { name: 'Tabla: Trámites por institución' });
    const hint = document.getElementById(region.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(HINT);
    expect(hint.hidden).toBe(false);
    // The window widened: the table fits, the hint goes (one pixel of rounding is no overflow).
    cambiar(599);
    expect(region.hasAttribute('aria-describedby')).toBe(false);
    expect(hint.hidden).toBe(true);
  });
});

describe('"Mi municipio" remembered', () => {
  const setURL = (url: string) =>
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  const abrir = (url: string, stored?: string) => {
    setURL(url);
    if (stored !== undefined) localStorage.setItem(STORAGE_KEY_SEARCH_PARAMS, stored);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    render(<MunicipioRecordado />);
    return replace;
  };
  const PAGINA = 'http://localhost/tramite/4/detalles/9';

  it('a modality page without a municipality opens again with hers, keeping the rest of its address', () => {
    const replace = abrir(
      `${PAGINA}?ver=requisitos#donde`,
      JSON.stringify({ q: 'licencia', municipio: 'san-salvador' }),
    );
    expect(replace).toHaveBeenCalledExactlyOnceWith(`${PAGINA}?ver=requisitos&municipio=san-salvador#donde`);
  });

  it('the address comes first: a municipality in it, even empty ("Sin elegir"), is left as it is', () => {
    const stored = JSON.stringify({ municipio: 'santa-ana' });
    expect(abrir(`${PAGINA}?municipio=soyapango`, stored)).not.toHaveBeenCalled();
    expect(abrir(`${PAGINA}?municipio=`, stored)).not.toHaveBeenCalled();
  });

  it('nothing remembered, or nothing like a municipality’s id, leaves the page as it is', () => {
    expect(abrir(PAGINA)).not.toHaveBeenCalled();
    for (const stored of [
      JSON.stringify({ q: 'licencia' }),
      JSON.stringify({ municipio: 7 }),
      JSON.stringify({ municipio: 'San Salvador' }),
      JSON.stringify({ municipio: 'x'.repeat(61) }),
      JSON.stringify({ municipio: '../admin' }),
      'null',
      '{no es JSON',
    ])
      expect(abrir(PAGINA, stored), stored).not.toHaveBeenCalled();
  });
});
