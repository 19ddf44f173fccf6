/**
 * The phone's menu island (light design, `rsc/islands/menu-movil.tsx`): a button that opens the server's
 * navigation in a modal `<dialog>`, says whether it is open (aria-expanded), closes with its own button or
 * however the browser closes the dialog (Escape, a click on the backdrop: the dialog's `close` event), and
 * gives the focus back to the button.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHONE_MENU } from '../src/config/portal-links';
import { MenuMovil } from '../src/rsc/islands/menu-movil';

function renderMenu() {
  render(
    <MenuMovil>
      <nav aria-label="Navegación principal (móvil)">
        <ul>
          {PHONE_MENU.map((l) => (
            <li key={l.href}>
              <a href={l.href}>{l.label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </MenuMovil>,
  );
  const abrir = screen.getByRole('button', { name: 'Abrir menú de navegación' });
  const dialog = document.querySelector('dialog')!;
  return { abrir, dialog };
}

describe("the phone's menu", () => {
  it('starts closed: a button that announces a dialog, collapsed', () => {
    const { abrir, dialog } = renderMenu();
    expect(abrir.textContent).toContain('Menú');
    expect(abrir.getAttribute('aria-haspopup')).toBe('dialog');
    expect(abrir.getAttribute('aria-expanded')).toBe('false');
    expect(dialog.open).toBe(false);
  });

  it("opens the server's navigation in a modal dialog named 'Menú', expanded", () => {
    const { abrir, dialog } = renderMenu();
    fireEvent.click(abrir);
    expect(dialog.open).toBe(true);
    expect(abrir.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(menu).toBe(dialog);
    const nav = within(menu).getByRole('navigation', { name: 'Navegación principal (móvil)' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual(PHONE_MENU.map((l) => [l.label, l.href]));
  });

  it('its close button closes it, collapses the button and gives it the focus back', () => {
    const { abrir, dialog } = renderMenu();
    fireEvent.click(abrir);
    act(() => within(dialog).getByRole('button', { name: 'Cerrar menú' }).focus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    expect(dialog.open).toBe(false);
    expect(abrir.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(abrir);
  });

  it('closed by the browser (Escape, the backdrop), it collapses the button and gives it the focus back', () => {
    const { abrir, dialog } = renderMenu();
    fireEvent.click(abrir);
    // What the browser does on Escape or a click on the backdrop (`closedby="any"`): it closes the dialog.
    expect(dialog.getAttribute('closedby')).toBe('any');
    act(() => dialog.close());
    expect(abrir.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(abrir);
    // And it opens again.
    fireEvent.click(abrir);
    expect(dialog.open).toBe(true);
    expect(abrir.getAttribute('aria-expanded')).toBe('true');
  });
});
