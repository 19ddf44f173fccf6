/**
 * The home search (Home behaviour; Home search): the search on screen lives in the URL;
 * Enter in the name field searches; Limpiar empties the form, the URL and the stored search. Lookups and
 * results come from the real API.
 */
import { BUSQUEDA_TRAMITES_PATH, SEARCH_NAME_MAX_LENGTH } from '@rnt/contract/busqueda-tramites-rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homeLoader } from '../src/app/route-loaders';
import { BusquedaTramites } from '../src/features/busqueda-tramites/components/busqueda-tramites';
import { startRealApi, type RealApi } from './real-api';
import { renderWithApp } from './render';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(async () => {
  await api?.stop();
});
beforeEach(() => localStorage.clear());

const nameField = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Nombre del trámite' });
/** The home search under the home route's loader, which reads the search from the URL. */
async function renderSearch(path: string) {
  const rendered = renderWithApp(<BusquedaTramites />, { path, loader: homeLoader });
  await screen.findByRole('combobox', { name: 'Nombre del trámite' });
  return rendered;
}
const status = () => screen.getByRole('status');
async function apiTotal(query: string): Promise<{ total: number; last_page: number }> {
  const res = await fetch(`${api.url}${BUSQUEDA_TRAMITES_PATH}?${query}&per_page=9`);
  return (await res.json()).listado;
}

describe('home search form', () => {
  it('reads the search from the URL into the form and shows its results', async () => {
    const { total, last_page } = await apiTotal('nombre=licencia&page=1');
    expect(total).toBeGreaterThan(0);
    await renderSearch('/?nombre=licencia&page=1');
    expect(nameField().value).toBe('licencia');
    // The field takes no more than the schema's limit (one constant for the form and the API).
    expect(nameField().maxLength).toBe(SEARCH_NAME_MAX_LENGTH);
    await waitFor(
      () =>
        expect(status().textContent).toBe(
          `Se encontraron ${total} ${total === 1 ? 'trámite' : 'trámites'}. Página 1 de ${last_page}.`,
        ),
      { timeout: 15_000 },
    );
  });

  it('searches on Enter in the name field and puts the search in the URL', async () => {
    const user = userEvent.setup();
    const { location } = await renderSearch('/');
    expect(location().search).toBe('');
    await user.type(nameField(), 'permiso{Enter}');
    await waitFor(() => expect(new URLSearchParams(location().search).get('nombre')).toBe('permiso'));
    expect(new URLSearchParams(location().search).get('page')).toBe('1');
    const { total } = await apiTotal('nombre=permiso&page=1');
    await waitFor(() => expect(status().textContent).toMatch(new RegExp(`^Se encontraron ${total} `)), {
      timeout: 15_000,
    });
    // The search is kept for the next visit (local storage key `params`).
    expect(JSON.parse(localStorage.getItem('params')!)).toMatchObject({ nombre: 'permiso', page: 1 });
  });

  it('Limpiar empties the form, the URL and the stored search', async () => {
    const user = userEvent.setup();
    const { location } = await renderSearch('/?nombre=registro&page=1');
    expect(nameField().value).toBe('registro');
    await waitFor(() => expect(localStorage.getItem('params')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(nameField().value).toBe('');
    await waitFor(() => expect(location().search).toBe(''));
    expect(localStorage.getItem('params')).toBeNull();
    await waitFor(() => expect(status().textContent).toBe(''));
  });

  it('drops what the API would refuse, reading the URL through the endpoint schema', async () => {
    // institucion_id beyond the id range and a malformed state: the API answers 400 to both; the page
    // searches by the name alone.
    const { total } = await apiTotal('nombre=licencia&page=1');
    await renderSearch('/?nombre=licencia&institucion_id=2147483648&estado=NO-VALE&page=1');
    expect(nameField().value).toBe('licencia');
    await waitFor(() => expect(status().textContent).toMatch(new RegExp(`^Se encontraron ${total} `)), {
      timeout: 15_000,
    });
  });

  it('restores the stored search when the home opens without one', async () => {
    localStorage.setItem('params', JSON.stringify({ nombre: 'pasaporte', unidad_id: 'x', page: 1 }));
    const { location } = await renderSearch('/');
    await waitFor(() => expect(new URLSearchParams(location().search).get('nombre')).toBe('pasaporte'));
    expect(new URLSearchParams(location().search).has('unidad_id')).toBe(false);
    await waitFor(() => expect(nameField().value).toBe('pasaporte'));
  });
});
