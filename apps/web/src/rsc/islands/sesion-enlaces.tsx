'use client';
import { AUTH_LOGOUT_PATH } from '@rnt/contract/api-paths';
import { PERMISSIONS } from '@rnt/contract/sections';
import { clearSession, hasPermission } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import s from './sesion-enlaces.module.css';

/**
 * The staff's links of the header, a list of their own after the portal's sections: "Iniciar sesión" for
 * everyone (what the server renders); for an evaluator with a session in this browser (local storage,
 * specification "User session"), the complaints back office when her permissions allow it and "Cerrar
 * sesión". No request is made for a citizen. A list of its own: an island is an element of the page
 * (`<rnt-isla>`), which a `<ul>` may not hold among its items.
 */
export function SesionEnlaces({ login }: { login: string }) {
  const session = useSession();
  if (!session?.autenticado)
    return (
      <ul>
        <li>
          <a href={login}>Iniciar sesión</a>
        </li>
      </ul>
    );
  const logout = async () => {
    try {
      // The server ends the token at once; the local session ends whatever the answer.
      await fetch(AUTH_LOGOUT_PATH, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
        signal: AbortSignal.timeout(5000),
      });
    } catch {
      // Offline or expired: the server's copy expires with its token.
    } finally {
      clearSession();
    }
  };
  return (
    <ul>
      {hasPermission(PERMISSIONS.verDenuncias, session) && (
        <li>
          <a href="/admin/denuncias">Denuncias</a>
        </li>
      )}
      <li>
        <button type="button" className={s.button} onClick={() => void logout()}>
          Cerrar sesión <span className="visually-hidden">de {session.user.nombre}</span>
        </button>
      </li>
    </ul>
  );
}
