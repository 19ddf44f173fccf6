import { apiRequest } from '../../lib/api-client';
import { clearSession } from '../../lib/session';

/**
 * POST /api/auth/logout (admin service) ends the session on the server, so its token stops working at
 * once; the local session is cleared whatever the answer (offline, already expired, a timeout).
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest<{ message: string }>('/api/auth/logout', {
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
