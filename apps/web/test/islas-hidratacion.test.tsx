/**
 * Islands without a payload (decision 034), both halves against each other: the server's wrapper
 * (`rsc/isla.tsx`, as the pages' build applies it to every `'use client'` export) renders a page with islands
 * — one whose content is a slot holding another island, two that name elements with `useIslaId` — and the
 * browser's entry (`rsc/entry.islas.tsx`) hydrates that HTML. No hydration error, the same ids, the nested
 * island alive, and `<html data-hydrated>` once every island has committed.
 */
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isla } from '../src/rsc/isla';
import { serverHtml } from './helpers-server-html';
import { MenuMovil } from '../src/rsc/islands/menu-movil';
import { SesionEnlaces } from '../src/rsc/islands/sesion-enlaces';
import { TableScroll } from '../src/rsc/islands/table-scroll';

const Menu = isla('menu-movil#MenuMovil', MenuMovil);
const Sesion = isla('sesion-enlaces#SesionEnlaces', SesionEnlaces);
const Tabla = isla('table-scroll#TableScroll', TableScroll);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('an island page, rendered by the server and hydrated by the browser entry', () => {
  it('hydrates each island from its own props, slots kept, ids the same, nested islands alive', async () => {
    const html = await serverHtml(
      <div>
        <Menu>
          <nav aria-label="Navegación principal (móvil)">
            <ul>
              <li>
                <a href="/denuncias">Denuncias</a>
              </li>
            </ul>
            <Sesion login="/admin/login" />
          </nav>
        </Menu>
        <p>Solo se muestra.</p>
        {['Costos', 'Oficinas'].map((label) => (
          <Tabla key={label} label={label}>
            <table>
              <tbody>
                <tr>
                  <td>{label}</td>
                </tr>
              </tbody>
            </table>
          </Tabla>
        ))}
      </div>,
    );
    // What travels: the module and export, the props as JSON, the element props as slots; no script.
    expect(html).toContain('data-isla="menu-movil#MenuMovil"');
    expect(html).toContain('data-props="{&quot;children&quot;:{&quot;$ranura&quot;:0}}"');
    expect(html).toContain('data-props="{&quot;login&quot;:&quot;/admin/login&quot;}"');
    expect(html).not.toContain('<script');
    const prefixes = [...html.matchAll(/data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(prefixes).size).toBe(4);

    document.body.innerHTML = html;
    const serverIds = [...document.querySelectorAll('[aria-label="Costos"], [aria-label="Oficinas"]')].map(
      (region) => region.previousElementSibling?.id,
    );
    expect(serverIds.every(Boolean)).toBe(true);
    // An evaluator's session in this browser: the nested island shows it once it is alive.
    localStorage.setItem(
      STORAGE_KEY_SESSION,
      JSON.stringify({ autenticado: true, token: 't', user: { id: 1, nombre: 'Ana', permisos: [] } }),
    );
    const errors = vi.spyOn(console, 'error');

    await import('../src/rsc/entry.islas');
    await waitFor(() => expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true));

    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    // The same ids as the server wrote (a mismatch would have been rendered again on the client).
    const ids = [...document.querySelectorAll('[aria-label="Costos"], [aria-label="Oficinas"]')].map(
      (region) => region.previousElementSibling?.id,
    );
    expect(ids).toEqual(serverIds);
    // The slot is the server's HTML, in place; the island inside it is a root of its own, alive.
    expect(document.querySelector('rnt-ranura a[href="/denuncias"]')).not.toBeNull();
    await waitFor(() => expect(document.body.textContent).toContain('Cerrar sesión'));
    // The phone menu's own code runs: its button opens the dialog.
    const open = document.querySelector<HTMLButtonElement>('button[aria-label="Abrir menú de navegación"]')!;
    fireEvent.click(open);
    await waitFor(() => expect(open.getAttribute('aria-expanded')).toBe('true'));
  });
});
