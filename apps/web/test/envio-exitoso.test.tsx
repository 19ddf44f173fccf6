/**
 * What the comment form shows after a stored submission (`rsc/islands/envio-exitoso.tsx`; Comment flow,
 * issue 23): the modal dialog 'Denuncia enviada con éxito' with the folio and the tracking code to copy
 * (the code only once: a retry that reached a stored complaint says so), and the thank-you text that
 * replaces the form's intro. The tracking link carries the receipt in the tab's session storage, never in
 * the address. The submission itself is the browser spec's (e2e/tests/comentarios.spec.ts).
 */
import { MESSAGES } from '@rnt/contract/messages';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tomarRecibo } from '../src/lib/seguimiento-recibo';
import { Agradecimiento, EnvioExitosoDialog, type Recibo } from '../src/rsc/islands/envio-exitoso';

const RECIBO: Recibo = { folio: 'RNT-2026-000123', codigo: 'K7Q2-9XMD' };
const SEGUIMIENTO = 'Consultar el seguimiento de su denuncia';

/** The browser would leave for the tracking page: held, so that the test stays on this one. */
const sinNavegar = (e: MouseEvent) => e.preventDefault();
beforeEach(() => document.addEventListener('click', sinNavegar));
afterEach(() => {
  document.removeEventListener('click', sinNavegar);
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const dialogo = () =>
  screen.getByRole('dialog', { name: MESSAGES.denunciaEnviadaTitulo }) as HTMLDialogElement;

describe('success dialog', () => {
  it('opens as a modal dialog with its title, its text, the folio and the code to keep', () => {
    // happy-dom opens modal and non-modal dialogs alike: which one the island asked for is observed.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<EnvioExitosoDialog recibo={RECIBO} onClose={() => {}} />);
    const d = dialogo();
    expect(d.open).toBe(true);
    expect(showModal.mock.contexts).toEqual([d]);
    expect(within(d).getByText(MESSAGES.denunciaEnviadaTexto)).toBeTruthy();
    expect(within(d).getByTestId('folio').textContent).toBe(RECIBO.folio);
    expect(within(d).getByTestId('codigo-seguimiento').textContent).toBe(RECIBO.codigo);
    expect(within(d).getByText(/El código se muestra solo esta vez\./)).toBeTruthy();
    expect(within(d).queryByText(MESSAGES.codigoNoRepetible)).toBeNull();
  });

  it('a retry that reached a stored complaint: the folio, no code, and why', () => {
    render(<EnvioExitosoDialog recibo={{ ...RECIBO, codigo: null }} onClose={() => {}} />);
    const d = dialogo();
    expect(within(d).getByTestId('folio').textContent).toBe(RECIBO.folio);
    expect(within(d).queryByTestId('codigo-seguimiento')).toBeNull();
    expect(within(d).queryByRole('button', { name: 'Copiar el código de seguimiento' })).toBeNull();
    expect(within(d).getByText(MESSAGES.codigoNoRepetible)).toBeTruthy();
  });

  it('"Aceptar" closes it, and the form hears of it once', async () => {
    const onClose = vi.fn();
    render(<EnvioExitosoDialog recibo={RECIBO} onClose={onClose} />);
    const d = dialogo();
    await userEvent.click(within(d).getByRole('button', { name: 'Aceptar' }));
    expect(d.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  /** The dialog with the clock's timers faked, and its button that copies the tracking code. */
  const botonCopiarCodigo = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<EnvioExitosoDialog recibo={RECIBO} onClose={() => {}} />);
    return within(dialogo()).getByRole('button', { name: 'Copiar el código de seguimiento' });
  };
  /** A click on a copy button, with the clipboard's promise settled. */
  const pulsar = (boton: HTMLElement) =>
    act(async () => {
      fireEvent.click(boton);
    });

  it('"Copiar" puts the code on the clipboard and says "Copiado" (to screen readers too) for 3 s', async () => {
    const copiar = botonCopiarCodigo();
    await pulsar(copiar);
    expect(await navigator.clipboard.readText()).toBe(RECIBO.codigo);
    expect(copiar.textContent).toBe('Copiado');
    expect(copiar.getAttribute('aria-label')).toBe('Copiar el código de seguimiento: copiado');
    // The folio's button did not change.
    expect(within(dialogo()).getByRole('button', { name: 'Copiar el folio' }).textContent).toBe('Copiar');
    act(() => vi.advanceTimersByTime(2999));
    expect(copiar.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(copiar.textContent).toBe('Copiar');
    expect(copiar.getAttribute('aria-label')).toBe('Copiar el código de seguimiento');
  });

  it('a second "Copiar" keeps "Copiado" for 3 s from that copy, not from the first', async () => {
    const copiar = botonCopiarCodigo();
    await pulsar(copiar);
    act(() => vi.advanceTimersByTime(2000));
    await pulsar(copiar);
    act(() => vi.advanceTimersByTime(2999));
    expect(copiar.textContent).toBe('Copiado');
    act(() => vi.advanceTimersByTime(1));
    expect(copiar.textContent).toBe('Copiar');
  });

  it('the tracking link leaves the folio and code in the tab’s session storage, not in the address', async () => {
    render(<EnvioExitosoDialog recibo={RECIBO} onClose={() => {}} />);
    const link = within(dialogo()).getByRole('link', { name: SEGUIMIENTO });
    expect(link.getAttribute('href')).toBe(PAGE_PATTERNS.seguimiento);
    expect(tomarRecibo()).toBeNull();
    await userEvent.click(link);
    expect(tomarRecibo()).toEqual(RECIBO);
  });

  it('without a code, the tracking link leaves the folio alone (the code typed there by hand)', async () => {
    render(<EnvioExitosoDialog recibo={{ ...RECIBO, codigo: null }} onClose={() => {}} />);
    await userEvent.click(within(dialogo()).getByRole('link', { name: SEGUIMIENTO }));
    expect(tomarRecibo()).toEqual({ folio: RECIBO.folio, codigo: '' });
  });
});

describe('thank-you text', () => {
  it('thanks her, names the folio, and its heading can take the focus the form gives it', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(<Agradecimiento recibo={RECIBO} ref={ref} />);
    const heading = screen.getByRole('heading', { level: 2, name: '¡Gracias por su comentario!' });
    expect(ref.current).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('img', { name: 'Sobre enviado con una marca de verificación' })).toBeTruthy();
    expect(screen.getByTestId('agradecimiento-folio').textContent).toBe(RECIBO.folio);
    expect(screen.getByTestId('agradecimiento-codigo').textContent).toBe(RECIBO.codigo);
    expect(screen.getByRole('link', { name: SEGUIMIENTO }).getAttribute('href')).toBe(
      PAGE_PATTERNS.seguimiento,
    );
  });

  it('without a code: the folio to copy, no code', async () => {
    render(<Agradecimiento recibo={{ ...RECIBO, codigo: null }} ref={createRef()} />);
    expect(screen.queryByTestId('agradecimiento-codigo')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar el folio' }));
    expect(await navigator.clipboard.readText()).toBe(RECIBO.folio);
  });
});
