/**
 * Server-side sessions (issue 17 item 2): a token names its session (`jti`); logout ends the session at
 * once, so the same token is refused on every evaluator route; each audited change records the
 * session it was made in; two apps with different secrets do not accept each other's tokens.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { validBaseLegal } from './helpers/sample-requests';
import { createTestApp } from './helpers/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const [evaluador] = DEMO_USERS;

async function login(app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; user: { id: number } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions', () => {
  it('logout ends the session: the same token is then 401 on evaluator routes and on logout', async () => {
    const { token, user } = await login();
    const before = await t.app.inject({ url: '/api/estados_dictamen', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/users/operaciones/${user.id}`, headers: bearer(token) })).statusCode,
    ).toBe(200);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Sesión cerrada.' });

    for (const url of ['/api/estados_dictamen', `/api/users/operaciones/${user.id}`]) {
      const after = await t.app.inject({ url, headers: bearer(token) });
      expect(after.statusCode, url).toBe(401);
      expect(after.json()).toEqual({ message: MESSAGES.noAutenticado });
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/base_legal/create',
      headers: bearer(token),
      payload: validBaseLegal(),
    });
    expect(write.statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(401);
  });

  it('ending one session leaves the user’s other sessions open', async () => {
    const first = await login();
    const second = await login();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    const res = await t.app.inject({ url: '/api/estados_dictamen', headers: bearer(second.token) });
    expect(res.statusCode).toBe(200);
  });

  it('a session ends with its token: an expired session is refused', async () => {
    const { user } = await login();
    const token = await t.signToken(user.id, 60);
    const { jti } = decodeJwt(token);
    expect((await t.app.inject({ url: '/api/estados_dictamen', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    await t.database.db.execute(
      sql`UPDATE sesiones SET expira = now() - interval '1 second' WHERE id = ${jti!}`,
    );
    expect((await t.app.inject({ url: '/api/estados_dictamen', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('records the session id with the login, every audited change and the logout', async () => {
    const { token, user } = await login();
    const { jti } = decodeJwt(token);
    expect(jti).toMatch(/^[0-9a-f-]{36}$/);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/base_legal/create',
      headers: bearer(token),
      payload: validBaseLegal(),
    });
    expect(created.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    const rows = await t.database.db.execute(
      sql`SELECT user_id, entidad, accion FROM auditoria WHERE sesion_id = ${jti!} ORDER BY id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { user_id: user.id, entidad: 'sesiones', accion: 'iniciar' },
      { user_id: user.id, entidad: 'bases_legales', accion: 'crear' },
      { user_id: user.id, entidad: 'sesiones', accion: 'cerrar' },
    ]);
  });

  it('an installation does not accept the tokens of another one', async () => {
    const other = await createTestApp();
    try {
      const { token } = await login(other.app);
      const res = await t.app.inject({ url: '/api/estados_dictamen', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      const own = await other.app.inject({ url: '/api/estados_dictamen', headers: bearer(token) });
      expect(own.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});
