/**
 * "Recibir avisos de cambios" (`rsc/islands/suscripcion-form.tsx`, issue 32): a POST form that works without
 * JavaScript (the page then says the API's notice, `aviso`); with it, the address is checked with the
 * contract's schema before it is sent (its Spanish message, the typed text kept, the focus on the field) and
 * the API's answer is said in the live region. The API is the real one (real-api.ts), which sends no mail
 * in tests: it answers a right request with its 503 "no disponible". The 202 with a mail sent is the
 * browser spec's (e2e/tests/suscripciones.spec.ts, with its SMTP server).
 */
import { MESSAGES } from '@rnt/contract/messages';
import {
  SUSCRIPCIONES_MESSAGES as M,
  SUSCRIPCIONES_PATH,
  type AvisoSuscripcion,
} from '@rnt/contract/suscripciones-textos';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SuscripcionForm } from '../src/rsc/islands/suscripcion-form';
import { freePort } from '../../api/test/helpers/server-process';
import { useRealApi, type RealApi } from './real-api';

let api: RealApi;
beforeAll(async () => {
  api = useRealApi();
});
afterEach(() => vi.restoreAllMocks());

function renderForm(aviso: AvisoSuscripcion | null = null) {
  const { container } = render(<SuscripcionForm modalidadId={9} aviso={aviso} />);
  return {
    form: container.querySelector('form')!,
    correo: screen.getByRole('textbox', { name: 'Correo electrónico' }) as HTMLInputElement,
    enviar: screen.getByRole('button', { name: 'Recibir avisos' }) as HTMLButtonElement,
    estado: screen.getByRole('status'),
  };
}
const descripcion = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('change alerts form', () => {
  it('without JavaScript it posts the address and the modality to the API', () => {
    const { form, correo } = renderForm();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(SUSCRIPCIONES_PATH);
    expect(correo.name).toBe('correo');
    expect(correo.type).toBe('email');
    expect(correo.autocomplete).toBe('email');
    const modalidad = form.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    expect([modalidad.name, modalidad.value]).toEqual(['modalidad_id', '9']);
  });

  it.each([
    ['enviada', M.enviada],
    ['no-disponible', M.noDisponible],
  ] as const)('the notice the API sent back without JavaScript (`aviso=%s`) is said', (aviso, texto) => {
    const { estado, correo } = renderForm(aviso);
    expect(estado.textContent).toBe(texto);
    expect(correo.hasAttribute('aria-invalid')).toBe(false);
  });

  it('`aviso=invalida`: the field says the address is wrong, the live region nothing', () => {
    const { estado, correo } = renderForm('invalida');
    expect(correo.getAttribute('aria-invalid')).toBe('true');
    expect(descripcion(correo)).toBe(MESSAGES.correoInvalido);
    expect(estado.textContent).toBe('');
  });

  it('an empty address is refused in the browser: "Correo es requerido", on the field, focused', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { correo, enviar } = renderForm();
    await userEvent.click(enviar);
    await waitFor(() => expect(descripcion(correo)).toBe(MESSAGES.correoRequerido));
    expect(correo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(correo);
    expect(enviar.disabled).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a wrong address says so, keeps what she typed and is not sent', async () => {
    const user = userEvent.setup();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { correo } = renderForm();
    await user.type(correo, 'ana@ejemplo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(descripcion(correo)).toBe(MESSAGES.correoInvalido));
    expect(correo.value).toBe('ana@ejemplo');
    expect(document.activeElement).toBe(correo);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a right address is sent as JSON (button off meanwhile); the API’s answer is said, the error gone', async () => {
    const user = userEvent.setup();
    const { correo, enviar, estado } = renderForm('invalida');
    // The network, not our code, made slow: the real answer is held until the button has been seen off.
    const fetchReal = globalThis.fetch;
    let soltar!: () => void;
    const retenida = new Promise<void>((r) => (soltar = r));
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await fetchReal(input, init);
      await retenida;
      return res;
    });
    await user.type(correo, '  ana@ejemplo.com ');
    await user.click(enviar);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(enviar.disabled).toBe(true);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(SUSCRIPCIONES_PATH);
    expect(JSON.parse(String(init!.body))).toEqual({ correo: 'ana@ejemplo.com', modalidad_id: 9 });
    soltar();
    // The real API sends no mail here: its 503 says the alerts are not available.
    await waitFor(() => expect(estado.textContent).toBe(M.noDisponible));
    expect(correo.hasAttribute('aria-invalid')).toBe(false);
    expect(enviar.disabled).toBe(false);
  });

  it('a request that cannot reach the API says the general error', async () => {
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    happyDOM.setURL(`http://127.0.0.1:${await freePort()}/`);
    try {
      const user = userEvent.setup();
      const { correo, estado } = renderForm();
      await user.type(correo, 'ana@ejemplo.com{Enter}');
      await waitFor(() => expect(estado.textContent).toBe(MESSAGES.errorInterno), { timeout: 10_000 });
    } finally {
      happyDOM.setURL(`${api.url}/`);
    }
  });
});
