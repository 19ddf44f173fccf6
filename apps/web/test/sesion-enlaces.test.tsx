/**
 * The staff's links of the light header (`rsc/islands/sesion-enlaces.tsx`; specification "User session"):
 * "Iniciar sesión" for everyone, and for an evaluator with a session in this browser (local storage) the
 * complaints back office when her permissions allow it and "Cerrar sesión", which ends the token on the
 * server and the local session whatever the answer. The sessions are real ones: the demo users logged in
 * on the real API (real-api.ts).
 */
import { AUTH_LOGOUT_PATH } from '@rnt/contract/api-paths';
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SesionEnlaces } from '../src/rsc/islands/sesion-enlaces';
import { saveSession, type Session } from '../src/lib/session';
import { demoLogin } from '../../api/test/helpers/demo-login';
import { freePort } from '../../api/test/helpers/server-process';
import { useRealApi, type RealApi } from './real-api';

const LOGIN = '/admin/login';
let api: RealApi;
/** The evaluator (every permission) and the read-only user (no complaints), logged in for real. */
let evaluadora: Session;
let consulta: Session;

const login = async (which: 0 | 1): Promise<Session> => ({
  ...(await demoLogin(api.url, which)),
  autenticado: true,
});
/** A route only a session opens: 200 with a live token, 401 with an ended one. */
const tokenVale = async (token: string) =>
  (await fetch(`${api.url}/api/estados_dictamen`, { headers: { authorization: `Bearer ${token}` } })).status;

beforeAll(async () => {
  api = useRealApi();
  [evaluadora, consulta] = [await login(0), await login(1)];
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const renderEnlaces = () => render(<SesionEnlaces login={LOGIN} />);
const guardar = (session: Session) => localStorage.setItem(STORAGE_KEY_SESSION, JSON.stringify(session));

describe('session links', () => {
  it('without a session: "Iniciar sesión" only, and no request is made', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderEnlaces();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(LOGIN);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a session that is not authenticated counts as none', () => {
    guardar({ ...evaluadora, autenticado: false });
    renderEnlaces();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cerrar sesión/ })).toBeNull();
  });

  it('an evaluator who may see complaints gets "Denuncias" and "Cerrar sesión de <her name>"', () => {
    guardar(evaluadora);
    renderEnlaces();
    expect(screen.getByRole('link', { name: 'Denuncias' }).getAttribute('href')).toBe('/admin/denuncias');
    expect(screen.getByRole('button', { name: `Cerrar sesión de ${evaluadora.user.nombre}` })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('a user without the complaints permission gets "Cerrar sesión" but no "Denuncias"', () => {
    guardar(consulta);
    renderEnlaces();
    expect(screen.queryByRole('link', { name: 'Denuncias' })).toBeNull();
    expect(screen.getByRole('button', { name: `Cerrar sesión de ${consulta.user.nombre}` })).toBeTruthy();
  });

  it('follows a session started in this tab, or in another one (the storage event)', async () => {
    renderEnlaces();
    act(() => saveSession(consulta));
    expect(screen.getByRole('button', { name: /Cerrar sesión/ })).toBeTruthy();
    // Another tab logged out: local storage changed there, this tab hears of it.
    act(() => {
      localStorage.removeItem(STORAGE_KEY_SESSION);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY_SESSION }));
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy());
  });

  it('"Cerrar sesión" ends the token on the server and the session here', async () => {
    const sesion = await login(0);
    expect(await tokenVale(sesion.token)).toBe(200);
    guardar(sesion);
    renderEnlaces();
    await userEvent.click(screen.getByRole('button', { name: /Cerrar sesión/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy());
    expect(localStorage.getItem(STORAGE_KEY_SESSION)).toBeNull();
    expect(await tokenVale(sesion.token)).toBe(401);
  });

  it('with the server out of reach, the session here ends all the same', async () => {
    // The page is on an origin where nothing listens: the logout request cannot be answered.
    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    happyDOM.setURL(`http://127.0.0.1:${await freePort()}/`);
    try {
      guardar(evaluadora);
      renderEnlaces();
      await userEvent.click(screen.getByRole('button', { name: /Cerrar sesión/ }));
      await waitFor(() => expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy());
      expect(localStorage.getItem(STORAGE_KEY_SESSION)).toBeNull();
      expect(fetchSpy).toHaveBeenCalledWith(
        AUTH_LOGOUT_PATH,
        expect.objectContaining({ method: 'POST', headers: { authorization: `Bearer ${evaluadora.token}` } }),
      );
    } finally {
      happyDOM.setURL(`${api.url}/`);
    }
  });
});
