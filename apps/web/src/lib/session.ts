/** The evaluator session kept in local storage (User session): token, user, authenticated flag. */
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';

export interface SessionUser {
  id: number;
  nombre: string;
  permisos: string[];
}
export interface Session {
  token: string;
  user: SessionUser;
  autenticado: boolean;
  /** Phase-2 evaluation mode (shows the ruling block); only with EVALUACION_FASE_2. */
  fase2?: boolean;
}

/** Fired on this tab when the session changes, so the header and the tools re-render. */
export const SESSION_EVENT = 'rnt:sesion';
const notify = () => window.dispatchEvent(new Event(SESSION_EVENT));

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY_SESSION);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

export function saveSession(session: Session): void {
  localStorage.setItem(STORAGE_KEY_SESSION, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY_SESSION);
  notify();
}

/** The helper: does the logged-in user hold this named permission? */
export function hasPermission(code: string, session: Session | null = readSession()): boolean {
  return Boolean(session?.autenticado && session.user.permisos.includes(code));
}
