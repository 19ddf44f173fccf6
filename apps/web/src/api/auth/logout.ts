import { AUTH_LOGOUT_PATH } from '@rnt/contract/api-paths';
import { apiRequest } from '../../lib/api-client';
import { clearSession } from '../../lib/session';

/**
 * Logout (`postAuthLogout`, admin service) ends the session on the server, so its token stops working at
 * once; the local session is cleared whatever the answer (offline, already expired, a timeout). The
 * header of every page holds it, so it calls the path constant rather than loading the endpoint object
 * (decision 021: that import put the first paint over its budget).
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<{ message: string }>(AUTH_LOGOUT_PATH, {
      service: 'admin',
      method: 'POST',
      authRedirect: false,
      timeoutMs: 5000,
    });
  } catch {
    // The session ends here anyway; the server's copy expires with its token.
  } finally {
    clearSession();
  }
}
