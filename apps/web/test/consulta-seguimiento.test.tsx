/**
 * The tracking island of the light `/seguimiento` page (`rsc/islands/consulta-seguimiento.tsx`, decision
 * 017): the fields checked before the API is asked (every lookup counts against the client's limit), a
 * demo complaint looked up from the real API as people type it, the not-found answer, the comment form's
 * receipt looked up on arrival, and an address with the code that loses it while the server's answer stays.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guardarRecibo } from '../src/lib/seguimiento-recibo';
import { ConsultaSeguimiento } from '../src/rsc/islands/consulta-seguimiento';
import { useRealApi } from './real-api';

// docs/demo-data.md: a demo complaint answered with public notes.
const RESPONDIDA = { folio: 'RNT-2025-000010', codigo: 'RSPD-6789-PQRS' };

beforeAll(() => {
  useRealApi();
});
beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/seguimiento');
});

const VACIO = { folio: '', codigo: '' };
const folio = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Folio/ });
const codigo = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Código de seguimiento/ });
const consultar = () => screen.getByRole('button', { name: 'Consultar' });
/** The text of the elements a field's `aria-describedby` names. */
const descripcion = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const summary = () => screen.getByRole('region', { name: 'Revise los siguientes campos' });

describe('tracking island', () => {
  it('says what is missing or malformed beside each field and in the focused summary, asking nothing', async () => {
    const user = userEvent.setup();
    render(<ConsultaSeguimiento inicial={VACIO} errores={{}} />);
    expect(screen.queryByRole('region', { name: 'Revise los siguientes campos' })).toBeNull();
    await user.click(consultar());
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(
      within(summary())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([MESSAGES.folioRequerido, MESSAGES.codigoSeguimientoRequerido]);
    expect(folio().getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(folio())).toContain(MESSAGES.folioRequerido);

    await user.type(folio(), 'RNT-2026-000001');
    await user.type(codigo(), 'abc');
    await user.click(consultar());
    expect(
      within(summary())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([MESSAGES.codigoSeguimientoInvalido]);
    expect(folio().hasAttribute('aria-invalid')).toBe(false);
    expect(codigo().value).toBe('abc');
  });

  it("shows the server's messages for a form sent without JavaScript, the typed text kept", () => {
    render(
      <ConsultaSeguimiento
        inicial={{ folio: 'rnt-1', codigo: '' }}
        errores={{ folio: MESSAGES.folioInvalido, codigo: MESSAGES.codigoSeguimientoRequerido }}
      />,
    );
    expect(folio().value).toBe('rnt-1');
    expect(screen.getAllByText(MESSAGES.folioInvalido)).toHaveLength(2);
    expect(descripcion(codigo())).toContain(MESSAGES.codigoSeguimientoRequerido);
  });

  it('looks up a complaint typed as people type it: its stages, its public answers, focus on the answer', async () => {
    const user = userEvent.setup();
    render(<ConsultaSeguimiento inicial={VACIO} errores={{}} />);
    await user.type(folio(), ` ${RESPONDIDA.folio.toLowerCase()}`);
    await user.type(codigo(), RESPONDIDA.codigo.toLowerCase().replace(/-/g, ' '));
    await user.click(consultar());
    expect((await screen.findByTestId('estado-actual')).textContent).toBe('Respondida');
    const etapas = screen.getByRole('region', { name: 'Etapas de la denuncia' });
    expect(within(etapas).getAllByRole('listitem')).toHaveLength(5);
    expect(etapas.querySelector('[aria-current="step"]')?.textContent).toContain('Respondida');
    expect(
      screen.getByRole('region', { name: 'Respuestas del Registro' }).querySelectorAll('li').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Todavía no hay respuestas/)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('estado-actual').closest('[tabindex="-1"]')),
    );
    expect(window.location.search).toBe('');
  });

  it('an unknown folio and code: the not-found answer, in Spanish', async () => {
    const user = userEvent.setup();
    render(<ConsultaSeguimiento inicial={VACIO} errores={{}} />);
    await user.type(folio(), RESPONDIDA.folio);
    await user.type(codigo(), '2222-3333-4444');
    await user.click(consultar());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Denuncia no encontrada');
    expect(alert.textContent).toContain(MESSAGES.seguimientoNoEncontrado);
  });

  it("looks up the comment form's receipt on arrival, once", async () => {
    guardarRecibo(RESPONDIDA);
    render(<ConsultaSeguimiento inicial={VACIO} errores={{}} />);
    expect((await screen.findByTestId('estado-actual')).textContent).toBe('Respondida');
    expect(folio().value).toBe(RESPONDIDA.folio);
    expect(codigo().value).toBe(RESPONDIDA.codigo);
    expect(sessionStorage.length).toBe(0);
  });

  it("an address with the code keeps the server's answer and loses the code", () => {
    window.history.replaceState(null, '', `/seguimiento?${new URLSearchParams(RESPONDIDA)}`);
    render(
      <ConsultaSeguimiento inicial={RESPONDIDA} errores={{}}>
        <p>Respuesta del servidor</p>
      </ConsultaSeguimiento>,
    );
    expect(screen.getByText('Respuesta del servidor')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      `/seguimiento?${new URLSearchParams({ folio: RESPONDIDA.folio })}`,
    );
  });
});
