/**
 * "¿Le fue útil esta página?" as the light design's island (`rsc/islands/pagina-util.tsx`, issue 22): Sí or
 * No is posted to the real API with the page's path only (no query), thanks the citizen and takes the
 * buttons away; an answer the API refuses says so and lets her answer again. What is posted is read
 * from the browser's `fetch` (a spy that lets the request through to the real API).
 */
import { tramitePagePath } from '@rnt/contract/page-paths';
import {
  VALORACIONES_MESSAGES as M,
  VALORACIONES_PATH,
  VALORACIONES_PUBLIC_PATH,
} from '@rnt/contract/valoraciones';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { PaginaUtil } from '../src/rsc/islands/pagina-util';
import { useRealApi } from './real-api';

beforeAll(() => {
  useRealApi();
});

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  vi.restoreAllMocks();
});
/** The requests the widget sent: address, method and JSON body. */
const enviados = () =>
  fetchSpy.mock.calls.map(([input, init]) => ({
    path: String(input),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  }));

const widget = () => screen.getByRole('complementary', { name: M.pregunta });
const boton = (name: 'Sí' | 'No') => within(widget()).queryByRole('button', { name });

describe('"¿Le fue útil esta página?"', () => {
  it('posts Sí with the page path it was given, thanks the citizen and takes the buttons away', async () => {
    const ruta = tramitePagePath(163);
    render(<PaginaUtil ruta={ruta} />);
    expect(within(widget()).getByRole('heading', { level: 2 }).textContent).toBe(M.pregunta);
    expect(within(widget()).getByRole('status').textContent).toBe('');
    fireEvent.click(boton('Sí')!);
    // While it is sent, neither button answers twice.
    expect(boton('Sí')!.hasAttribute('disabled')).toBe(true);
    expect(boton('No')!.hasAttribute('disabled')).toBe(true);
    expect(await within(widget()).findByText(M.gracias, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(within(widget()).getByRole('status').textContent).toBe(M.gracias);
    expect(boton('Sí')).toBeNull();
    expect(boton('No')).toBeNull();
    // The path only (root.tsx gives the island the page's path, never its query; confianza.spec checks it
    // on a real page): the API refuses an address with a query (nothing that identifies is kept).
    expect(enviados()).toEqual([
      { path: VALORACIONES_PUBLIC_PATH, method: 'POST', body: { ruta, util: true } },
    ]);
  });

  it('posts No as not useful', async () => {
    const ruta = tramitePagePath(120);
    render(<PaginaUtil ruta={ruta} />);
    fireEvent.click(boton('No')!);
    expect(await within(widget()).findByText(M.gracias, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(enviados()).toEqual([
      { path: VALORACIONES_PUBLIC_PATH, method: 'POST', body: { ruta, util: false } },
    ]);
  });

  it('says when the answer was not received, and lets the citizen answer again', async () => {
    // The API refuses addresses of its own (`/api/…`): nothing is stored, the widget says so.
    render(<PaginaUtil ruta={VALORACIONES_PATH} />);
    fireEvent.click(boton('Sí')!);
    expect(
      await within(widget()).findByText('No se pudo enviar su respuesta. Intente de nuevo.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(boton('Sí')!.hasAttribute('disabled')).toBe(false);
    expect(boton('No')!.hasAttribute('disabled')).toBe(false);
    expect(within(widget()).queryByText(M.gracias)).toBeNull();
  });
});
