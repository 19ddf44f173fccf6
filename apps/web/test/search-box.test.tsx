/**
 * The home search box island (light design, `rsc/islands/search-box.tsx`; issue 19): a combobox inside the
 * server's GET form that offers the real API's suggestions (`/api/public/sugerencias`) from 2 characters,
 * asked once typing pauses; arrows move through them, Escape closes the list, Enter or a click picks one:
 * a procedure or modality opens its page (`window.location.assign`, observed with a spy), an institution
 * searches its name (the form is sent). Enter without a suggestion chosen sends the search as typed.
 */
import {
  SUGERENCIAS_DEBOUNCE_MS,
  SUGERENCIAS_MIN_LENGTH,
  SUGERENCIAS_PATH,
} from '@rnt/contract/busqueda-tramites-rules';
import { modalidadPagePath, situacionVidaPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../src/rsc/islands/search-box';
import { useRealApi, type RealApi } from './real-api';

interface Sugerencia {
  texto: string;
  tipo: 'tramite' | 'modalidad' | 'institucion' | 'situacion';
  tramite_id: number | null;
  modalidad_id: number | null;
  slug?: string;
}

/** What an option reads: a life event says what it is (issue 33). */
const etiqueta = (s: Sugerencia) => (s.tipo === 'situacion' ? `Situación de vida: ${s.texto}` : s.texto);

let api: RealApi;
/** The browser's own fetch (the tests' spy lets requests through to it). */
const fetchReal = globalThis.fetch.bind(globalThis);
/** The real API's suggestions for a text. */
const sugerencias = async (q: string) =>
  (
    (await (await fetchReal(`${api.url}${SUGERENCIAS_PATH}?q=${encodeURIComponent(q)}`)).json()) as {
      sugerencias: Sugerencia[];
    }
  ).sugerencias;

beforeAll(async () => {
  api = useRealApi();
});
let assign: ReturnType<typeof vi.spyOn>;
/** The suggestion requests, with the time each was made (a spy that lets them through to the API). */
let pedidos: { q: string | null; at: number }[];
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  pedidos = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input), window.location.href);
    if (url.pathname === SUGERENCIAS_PATH)
      pedidos.push({ q: url.searchParams.get('q'), at: performance.now() });
    return fetchReal(input, init);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The box as the home holds it: a GET form whose submission is recorded (the page stays). */
function renderBox(defaultValue = '') {
  const enviados: Record<string, FormDataEntryValue>[] = [];
  render(
    <form
      role="search"
      aria-label="Búsqueda de trámites"
      action="/"
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        enviados.push(Object.fromEntries(new FormData(e.currentTarget)));
      }}
    >
      <input type="hidden" name="page" value="1" />
      <label htmlFor="nombre">Nombre del trámite, institución o lo que necesita hacer</label>
      <SearchBox defaultValue={defaultValue} />
      <button type="submit">Buscar</button>
    </form>,
  );
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: /Nombre del trámite/ });
  return { input, enviados };
}

/** The combobox's list (its accessible name is read while it is shown). */
const lista = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-controls')!;
  const ul = document.getElementById(id)!;
  expect(ul.getAttribute('role')).toBe('listbox');
  expect(ul.getAttribute('aria-label')).toBe('Sugerencias');
  return ul;
};
const opciones = () => within(lista()).queryAllByRole('option', { hidden: true });
/** The list shown with the API's suggestions for `q`. */
async function sugeridas(input: HTMLInputElement, q: string) {
  const esperadas = await sugerencias(q);
  expect(esperadas.length).toBeGreaterThan(0);
  await waitFor(
    () => {
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('listbox', { name: 'Sugerencias' })).toBe(lista());
      expect(opciones().map((o) => o.textContent)).toEqual(esperadas.map(etiqueta));
    },
    { timeout: 10_000 },
  );
  return esperadas;
}
const activa = (input: HTMLInputElement) => {
  const id = input.getAttribute('aria-activedescendant');
  const selected = opciones().filter((o) => o.getAttribute('aria-selected') === 'true');
  if (id === null) {
    expect(selected).toEqual([]);
    return -1;
  }
  expect(selected).toHaveLength(1);
  expect(selected[0]!.id).toBe(id);
  return opciones().indexOf(selected[0]!);
};

describe('search box suggestions', () => {
  it(`offers the API's suggestions from ${SUGERENCIAS_MIN_LENGTH} characters, as a combobox and its listbox`, async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe(lista().id);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'v');
    await new Promise((r) => setTimeout(r, SUGERENCIAS_DEBOUNCE_MS + 200));
    expect(pedidos).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.type(input, 'ivienda');
    await sugeridas(input, 'vivienda');
    expect(activa(input)).toBe(-1);
  });

  it(`asks once typing pauses (${SUGERENCIAS_DEBOUNCE_MS} ms), for the last text only`, async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    // The time of the last key press (the island's timer starts after it).
    let ultimaTecla = 0;
    input.addEventListener('input', () => (ultimaTecla = performance.now()));
    await user.type(input, 'vivienda');
    await sugeridas(input, 'vivienda');
    expect(pedidos.map((p) => p.q)).toEqual(['vivienda']);
    // Timers never fire early: a shorter pause than the rule's would show here.
    expect(pedidos[0]!.at - ultimaTecla).toBeGreaterThanOrEqual(SUGERENCIAS_DEBOUNCE_MS - 5);
  });

  it('closes the list below the shortest text', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'vivienda');
    await sugeridas(input, 'vivienda');
    await user.clear(input);
    await user.type(input, 'v');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(lista().hidden).toBe(true);
  });

  it('moves through the suggestions with the arrows, within the list', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'vivienda');
    const todas = await sugeridas(input, 'vivienda');
    await user.keyboard('{ArrowDown}');
    expect(activa(input)).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(activa(input)).toBe(1);
    await user.keyboard('{ArrowUp}');
    expect(activa(input)).toBe(0);
    await user.keyboard('{ArrowUp}');
    expect(activa(input)).toBe(0);
    for (let i = 0; i < todas.length + 2; i++) await user.keyboard('{ArrowDown}');
    expect(activa(input)).toBe(todas.length - 1);
    // The field keeps the focus and its text; nothing is opened or sent by moving.
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('vivienda');
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, keeping the text typed; ArrowDown opens it again', async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    await sugeridas(input, 'vivienda');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(lista().hidden).toBe(true);
    expect(input.value).toBe('vivienda');
    expect(enviados).toEqual([]);
    // ArrowDown opens it again.
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(lista().hidden).toBe(false);
  });

  it('closes the list when the field loses the focus', async () => {
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'vivienda');
    await sugeridas(input, 'vivienda');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(lista().hidden).toBe(true);
  });

  it("Enter on a procedure opens the procedure's page", async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    const todas = await sugeridas(input, 'vivienda');
    const i = todas.findIndex((s) => s.tipo === 'tramite');
    expect(i).toBeGreaterThanOrEqual(0);
    for (let k = 0; k <= i; k++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(tramitePagePath(todas[i]!.tramite_id!));
    expect(enviados).toEqual([]);
    expect(input.value).toBe(todas[i]!.texto);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it("Enter on a life event opens the life event's page (issue 33)", async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    const todas = await sugeridas(input, 'vivienda');
    expect(todas[0]!.tipo).toBe('situacion');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(situacionVidaPagePath(todas[0]!.slug!));
    expect(enviados).toEqual([]);
  });

  it("Enter on a modality opens the modality's page", async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    const todas = await sugeridas(input, 'vivienda');
    const i = todas.findIndex((s) => s.tipo === 'modalidad');
    expect(i).toBeGreaterThanOrEqual(0);
    for (let k = 0; k <= i; k++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith(modalidadPagePath(todas[i]!.tramite_id!, todas[i]!.modalidad_id!));
    expect(enviados).toEqual([]);
  });

  it('a click on an institution searches its name (the form is sent with it)', async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    const todas = await sugeridas(input, 'vivienda');
    const i = todas.findIndex((s) => s.tipo === 'institucion');
    expect(i).toBeGreaterThanOrEqual(0);
    await user.click(opciones()[i]!);
    expect(enviados).toEqual([{ page: '1', nombre: todas[i]!.texto }]);
    expect(assign).not.toHaveBeenCalled();
    expect(input.value).toBe(todas[i]!.texto);
  });

  it('Enter without a suggestion chosen sends the search as typed', async () => {
    const user = userEvent.setup();
    const { input, enviados } = renderBox();
    await user.type(input, 'vivienda');
    await sugeridas(input, 'vivienda');
    await user.keyboard('{Enter}');
    expect(enviados).toEqual([{ page: '1', nombre: 'vivienda' }]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('lists procedures of the same name (one per alcaldía) each once, each opening its own page', async () => {
    const errores = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const { input } = renderBox();
    await user.type(input, 'permiso');
    const todas = await sugeridas(input, 'permiso');
    const repetido = todas.find((s, i) => todas.findIndex((o) => o.texto === s.texto) !== i)!;
    expect(repetido, 'several procedures share a name').toBeDefined();
    // React warns of children with the same key: it may then drop or repeat them as the list changes.
    expect(errores.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    await user.type(input, ' de');
    await sugeridas(input, 'permiso de');
    expect(errores.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    const ahora = await sugerencias('permiso de');
    const otro = ahora.find(
      (s, i) => s.tipo === 'tramite' && ahora.findIndex((o) => o.texto === s.texto) !== i,
    )!;
    const j = ahora.lastIndexOf(otro);
    await user.click(opciones()[j]!);
    expect(assign).toHaveBeenCalledWith(tramitePagePath(ahora[j]!.tramite_id!));
  });

  it("back from the browser's memory (bfcache), the field shows the page's search again", async () => {
    const user = userEvent.setup();
    const { input } = renderBox('licencia');
    expect(input.value).toBe('licencia');
    await user.clear(input);
    await user.type(input, 'otra cosa');
    // happy-dom's PageTransitionEvent is a plain Event: the browser's `persisted` is given to it.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(input.value).toBe('licencia');
  });
});
