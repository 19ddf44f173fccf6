/** The evaluator session kept in local storage (spec §3 "User session"): token, user, authenticated flag. */
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
}

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
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY_SESSION);
}

/** The helper of spec §6: does the logged-in user hold this named permission? */
export function hasPermission(code: string, session: Session | null = readSession()): boolean {
  return Boolean(session?.autenticado && session.user.permisos.includes(code));
}
