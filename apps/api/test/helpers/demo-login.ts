/**
 * A real login of a seeded demo user on a running API (password and all), for the tests outside this
 * package that need a session (the web's component tests, which may not read the database package).
 */
import { DEMO_USERS } from '@rnt/db/seed/demo-users';

export interface DemoSession {
  token: string;
  user: { id: number; nombre: string; permisos: string[] };
}

/** `0`: the evaluator, every permission; `1`: the read-only user (legal basis and ruling only). */
export async function demoLogin(apiUrl: string, which: 0 | 1): Promise<DemoSession> {
  const { email, password } = DEMO_USERS[which];
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login de ${email}: ${res.status}`);
  return (await res.json()) as DemoSession;
}
