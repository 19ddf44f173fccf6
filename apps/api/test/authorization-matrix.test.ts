/**
 * Authorization matrix (issue 12, OWASP ASVS V4/V3): every route guarded by `authenticate` — found as
 * the app registers its routes, so a new evaluator route is covered without editing this file — is
 * called with every kind of bad credential and with a valid token lacking the route's permission.
 * Each answer is 401 or 403 with the Spanish message, and nothing in the database changes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { MESSAGES } from '@rnt/contract/messages';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUER, REQUIRED_PERMISSION } from '../src/plugins/app/auth';
import { createUser } from '../src/repositories/users';
import { validBaseLegal, validDictamen } from './helpers/sample-requests';
import { createTestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

interface GuardedRoute {
  method: string;
  url: string;
  /** The permission its `requirePermission` hook checks; none when only the token is checked. */
  permission: string | null;
}

const guarded: GuardedRoute[] = [];
let publicRoutes = 0;
// The test knows the app's secret, to sign tokens that only the session check can refuse.
const secret = randomBytes(32).toString('base64url');
const t = await createTestApp(
  { loginRateLimit: { max: 1_000_000, timeWindowMs: 60_000 }, jwtSecret: secret },
  {
    onRoute: (route: RouteOptions, fastify: FastifyInstance) => {
      const hooks = [route.onRequest ?? []].flat() as (object & { [REQUIRED_PERMISSION]?: string })[];
      for (const method of [route.method].flat()) {
        if (!hooks.includes(fastify.authenticate)) {
          publicRoutes++;
          continue;
        }
        const permission = hooks.find((h) => h[REQUIRED_PERMISSION])?.[REQUIRED_PERMISSION] ?? null;
        guarded.push({ method, url: route.url, permission });
      }
    },
  },
);

const key = new TextEncoder().encode(secret);
const sign = (claims: { sub: string; jti?: string; iss?: string; exp?: number }, secret = key) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setJti(claims.jti ?? randomUUID())
    .setIssuer(claims.iss ?? ISSUER)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(secret);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Bad credentials, each answered 401 (name → Authorization header, or none). */
const badCredentials: Record<string, string | undefined> = {};
/** A valid token of a user holding no permission at all. */
let noPermissionToken: string;
let noPermissionUserId: number;
let evaluadorToken: string;
let evaluadorId: number;

beforeAll(async () => {
  const [evaluador] = DEMO_USERS;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
  ({ token: evaluadorToken } = login.json());
  evaluadorId = login.json().user.id;
  const [header, payload, signature] = evaluadorToken.split('.') as [string, string, string];
  // Flip one character of the signature (not the last one, whose low bits base64url may ignore).
  const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
  const inactiveId = await createUser(t.database.db, {
    email: 'baja@rnt.gob.sv',
    nombre: 'Usuaria dada de baja',
    password: 'Clave-Larga-De-Prueba-1',
    permisos: [],
  });
  // Its session was opened while it was active.
  const inactiveToken = await t.signToken(inactiveId);
  await t.database.db.execute(sql`UPDATE users SET activo = false WHERE id = ${inactiveId}`);
  // A session ended by logout: the token itself is still well signed and unexpired.
  const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
  const revokedToken: string = revoked.json().token;
  const logout = await t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${revokedToken}` },
  });
  expect(logout.statusCode).toBe(200);
  const { jti: evaluadorSession } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    jti: string;
  };
  Object.assign(badCredentials, {
    'sin token': undefined,
    'esquema Basic': `Basic ${Buffer.from(`${evaluador.email}:${evaluador.password}`).toString('base64')}`,
    'token mal formado': 'Bearer no-es-un-token',
    'token vencido': `Bearer ${await sign({ sub: String(evaluadorId), exp: Math.floor(Date.now() / 1000) - 60 })}`,
    'firma alterada': `Bearer ${header}.${payload}.${flipped}`,
    'contenido alterado': `Bearer ${header}.${b64({ sub: String(evaluadorId + 1), iss: ISSUER, exp: 9e9 })}.${signature}`,
    'firmado con otra clave': `Bearer ${await sign({ sub: String(evaluadorId) }, new TextEncoder().encode('otra-clave-que-no-es-la-del-servidor-0000000'))}`,
    'alg none': `Bearer ${b64({ alg: 'none' })}.${b64({ sub: String(evaluadorId), iss: ISSUER, exp: 9e9 })}.`,
    'otro emisor': `Bearer ${await sign({ sub: String(evaluadorId), iss: 'otro-emisor' })}`,
    'usuario inexistente': `Bearer ${await sign({ sub: '987654' })}`,
    'usuario inactivo': `Bearer ${inactiveToken}`,
    'sesión cerrada (logout)': `Bearer ${revokedToken}`,
    'sesión inexistente': `Bearer ${await sign({ sub: String(evaluadorId) })}`,
    'sesión de otro usuario': `Bearer ${await sign({ sub: String(inactiveId), jti: evaluadorSession })}`,
    'sin sesión (sin jti)': `Bearer ${await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(evaluadorId))
      .setIssuer(ISSUER)
      .setExpirationTime('1h')
      .sign(key)}`,
  });
  noPermissionUserId = await createUser(t.database.db, {
    email: 'sin-permisos@rnt.gob.sv',
    nombre: 'Usuaria sin permisos',
    password: 'Clave-Larga-De-Prueba-1',
    permisos: [],
  });
  noPermissionToken = await t.signToken(noPermissionUserId);
});
afterAll(async () => {
  console.log(
    `authorization-matrix: ${guarded.length} guarded routes × ${Object.keys(badCredentials).length + 1} credentials = ${cells} cells`,
  );
  await t.close();
});

let cells = 0;

let countEveryTable: ReturnType<typeof sql.raw> | undefined;

/** Row count of every table, in one query: a refused request must not change any of them. */
async function tableCounts(): Promise<Record<string, number>> {
  if (!countEveryTable) {
    const tables = await testRows<{ name: string }>(
      t.database.db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    countEveryTable = sql.raw(
      `SELECT ${tables.map(({ name }) => `(SELECT count(*) FROM "${name}")::int AS "${name}"`).join(', ')}`,
    );
  }
  const [counts] = await testRows<Record<string, number>>(t.database.db, countEveryTable);
  expect(Object.keys(counts!).length).toBeGreaterThan(20);
  return counts!;
}

/** A request the route would accept from an evaluator with every permission. */
function requestFor(route: GuardedRoute, authorization?: string) {
  const url = route.url
    .replace(':userId', String(evaluadorId))
    .replace(/:\w+/g, '1')
    .concat(route.method === 'GET' || route.method === 'HEAD' ? '?per_page=-1&modalidad_id=1' : '');
  const body = route.url.startsWith('/api/base_legal')
    ? validBaseLegal()
    : route.url.startsWith('/api/dictamenes')
      ? validDictamen()
      : undefined;
  return t.app.inject({
    method: route.method as 'GET',
    url,
    payload: route.method === 'POST' || route.method === 'PUT' ? body : undefined,
    headers: authorization ? { authorization } : {},
  });
}

describe('authorization matrix', () => {
  it('finds the evaluator routes and the permission of each', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(20);
    expect(publicRoutes).toBeGreaterThan(0);
    // Every guarded route but logout and the user's own operations checks a named permission.
    expect(guarded.filter((r) => !r.permission).map((r) => r.url)).toEqual([
      '/api/auth/logout',
      '/api/users/operaciones/:userId',
      '/api/users/operaciones/:userId',
    ]);
  });

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: 401 for every bad credential, 403 without the permission, nothing written',
    async (_name, route) => {
      const before = await tableCounts();
      const hasBody = route.method !== 'HEAD';
      for (const [name, authorization] of Object.entries(badCredentials)) {
        const res = await requestFor(route, authorization);
        cells++;
        expect(res.statusCode, name).toBe(401);
        if (hasBody) expect(res.json(), name).toEqual({ message: MESSAGES.noAutenticado });
      }
      // Logout needs no permission: any open session may end itself.
      if (route.url === '/api/auth/logout') {
        expect(await tableCounts()).toEqual(before);
        const own = await requestFor(route, `Bearer ${await t.signToken(noPermissionUserId)}`);
        expect(own.statusCode).toBe(200);
        return;
      }
      // A valid token without the permission (or, for a user's own operations, another user's id).
      const res = await requestFor(
        route.permission
          ? route
          : { ...route, url: route.url.replace(':userId', String(noPermissionUserId + 1)) },
        `Bearer ${noPermissionToken}`,
      );
      cells++;
      expect(res.statusCode).toBe(403);
      if (hasBody) expect(res.json()).toEqual({ message: MESSAGES.sinPermiso });
      expect(await tableCounts()).toEqual(before);
      // Control: the same request with every permission is not refused, so the refusals above came from
      // the credentials and not from the request.
      expect([401, 403]).not.toContain((await requestFor(route, `Bearer ${evaluadorToken}`)).statusCode);
    },
  );

  it('the read-only account reads but cannot write', async () => {
    const consulta = DEMO_USERS[1]!;
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: consulta });
    const permisos: string[] = login.json().user.permisos;
    const authorization = `Bearer ${login.json().token}`;
    let writesRefused = 0;
    for (const route of guarded.filter((r) => r.permission)) {
      const before = await tableCounts();
      const res = await requestFor(route, authorization);
      if (permisos.includes(route.permission!)) expect([401, 403], route.url).not.toContain(res.statusCode);
      else {
        expect(res.statusCode, route.url).toBe(403);
        expect(await tableCounts()).toEqual(before);
        writesRefused++;
      }
      cells++;
    }
    expect(writesRefused).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
