/**
 * Bad input on every endpoint (issue 12): the routes are enumerated from the app itself, each gets
 * hostile path values, query strings and bodies — fixed payloads (types, huge numbers, SQL, script,
 * invalid UTF-8, traversal, 100 KB strings, unknown and duplicate keys) and fast-check generated ones —
 * and every answer must be a Spanish 4xx (or a legitimate 2xx), never a 5xx, and leak nothing.
 * A route without an entry in ROUTES fails the suite, so a new route cannot escape it.
 */
import { denunciaFields } from '@rnt/contract/denuncia';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngFile } from './helpers/multipart';
import {
  validBaseLegal,
  validDenuncia,
  validDictamen,
  validSinonimo,
  validSituacion,
} from './helpers/sample-requests';
import {
  encode,
  expectSafeAnswer,
  hostileSample,
  HOSTILE_VALUES,
  jsonValue,
  LONG,
  RAW_URL_PIECES,
  SCRIPT,
  urlValue,
  type Answer,
} from './helpers/hostile-input';
import { createTestApp, type TestApp } from './helpers/test-app';

/** How a route is reached with valid input, so that each hostile part is tested on its own. */
interface Entry {
  /** Valid path values (default '1' for every parameter). */
  params?: Record<string, string>;
  /** A valid JSON body. */
  body?: () => Record<string, unknown>;
  /** The complaint upload: multipart fields instead of JSON. */
  multipart?: true;
  /** Logout: each request ends its session, so each brings a session of its own. */
  freshSession?: true;
}

/** Every route of the app, keyed 'METHOD url' (HEAD routes share their GET entry). */
const ROUTES: Record<string, Entry> = {
  'GET /api/docs': {},
  'GET /api/docs/': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/static/*': { params: { '*': 'swagger-ui.css' } },
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/health': {},
  'GET /api/health/live': {},
  'GET /config.json': {},
  'GET /sitemap.xml': {},
  'GET /sitemap-:n.xml': { params: { n: '1' } },
  'GET /robots.txt': {},
  'GET /documentos/:tipo/:archivo': { params: { tipo: 'regulaciones', archivo: '1.pdf' } },
  'GET /api/public/get_all_clasificacion_tramites': {},
  'GET /api/public/getEstadosSolicitudesPublicacionByCode': {},
  'GET /api/lista_instituciones': {},
  'GET /api/public/municipios': {},
  'GET /api/lista_unidades/:id': {},
  'GET /api/categorias_tramite/portal': {},
  'GET /api/categorias_regulaciones/portal': {},
  'GET /api/public_tramites': {},
  'GET /api/public_institucion_listado': {},
  'GET /api/public_modalidad_get_institucion_id/:id': {},
  'GET /api/graphics/tramites': {},
  'GET /api/graphics/instituciones': {},
  'GET /api/graphics/estadosWithTramites': {},
  'GET /api/graphics/tiempoPromedio': {},
  'GET /api/graphics/requisitos_eliminados': {},
  'GET /api/graphics/nivelesDeDigitalizacion': {},
  'GET /api/graphics/tramites_sin_solicitud': {},
  'GET /api/graphics/top10_digitalizacion': {},
  'GET /api/graphics/tramites_evaluados': {},
  'GET /api/graphics/tiempoPromedio/detalle/:code': { params: { code: 'MH' } },
  'GET /api/graphics/denuncias': {},
  'GET /api/public_tramites_modalidades': {},
  'GET /api/public_modalidad_get_id/:id': {},
  'GET /api/public_modalidad_by_id/:id': {},
  'GET /api/public/modalidades/:modalidadId/historial': {},
  'GET /pdf/modalidad/:id': {},
  'GET /pdf/modalidad/:id/certificado': {},
  'GET /pdf/modalidad/oficinas/:id': {},
  'GET /api/public/busqueda_tramites': {},
  'GET /api/public/sugerencias': {},
  'GET /api/public_tramites_listado': {},
  'GET /api/public/cantidadTramitesGraficoPortal': {},
  'GET /api/parametros': {},
  'GET /api/public_tramites/denuncias/modalidades/:id': {},
  'GET /api/public_tramites/denuncias/seguimiento': {},
  'POST /api/public_tramites/denuncias': { multipart: true },
  'GET /api/lista_tipos_normativa': {},
  'GET /api/estados_regulacion': {},
  'GET /api/regulaciones': {},
  'GET /api/solicitudes_regulacion/regulaciones': {},
  'GET /api/public/tipos_resolucion': {},
  'GET /api/public/publicTramitesResoluciones': {},
  'GET /api/agenda_regulatoria': {},
  'GET /api/atlas_tramites': {},
  'GET /api/datos-abiertos/tramites.csv': {},
  'GET /api/datos-abiertos/tramites.json': {},
  'GET /api/datos-abiertos/requisitos.csv': {},
  'GET /api/datos-abiertos/requisitos.json': {},
  'GET /api/datos-abiertos/oficinas.csv': {},
  'GET /api/datos-abiertos/oficinas.json': {},
  'GET /api/datos-abiertos/regulaciones.csv': {},
  'GET /api/datos-abiertos/regulaciones.json': {},
  'GET /api/datos-abiertos/resoluciones.csv': {},
  'GET /api/datos-abiertos/resoluciones.json': {},
  'GET /api/datos-abiertos/denuncias.csv': {},
  'GET /api/datos-abiertos/denuncias.json': {},
  'GET /api/datos-abiertos/busqueda/tramites.csv': {},
  'GET /api/datos-abiertos/busqueda/regulaciones.csv': {},
  'GET /api/datos-abiertos/busqueda/resoluciones.csv': {},
  'POST /api/auth/login': { body: () => ({ email: 'nadie@example.com', password: 'incorrecta' }) },
  'POST /api/auth/logout': { freshSession: true },
  'GET /api/users/operaciones/:userId': {},
  'GET /api/base_legal': {},
  'POST /api/base_legal/create': { body: validBaseLegal },
  'PUT /api/base_legal/update/:id': { body: validBaseLegal },
  'DELETE /api/base_legal/referencias/:id': { params: { id: '999999' } },
  'GET /api/sinonimos': {},
  'POST /api/sinonimos': { body: validSinonimo },
  'PUT /api/sinonimos/:id': { body: validSinonimo },
  'DELETE /api/sinonimos/:id': { params: { id: '999999' } },
  'GET /api/public/situaciones_vida': {},
  'GET /api/public/situaciones_vida/:slug': { params: { slug: 'casarse' } },
  'GET /api/situaciones_vida': {},
  'POST /api/situaciones_vida': { body: validSituacion },
  'PUT /api/situaciones_vida/:id': { body: validSituacion },
  'DELETE /api/situaciones_vida/:id': { params: { id: '999999' } },
  'GET /api/situaciones_vida/:id/auditoria': {},
  'GET /api/dictamenes': {},
  'POST /api/dictamenes/create': { body: validDictamen },
  'PUT /api/dictamenes/update/:id': { body: validDictamen },
  'GET /api/estados_dictamen': {},
  'GET /api/estados_dictamen/select': {},
  'GET /api/condiciones_inscripciones': {},
  'GET /api/referencias': {},
  'GET /api/sub_referencias': {},
  'GET /api/ayudas/getAyudaByCodigo/:code': { params: { code: 'DESCRIPCION' } },
  'GET /api/public/verificar/:codigo': { params: { codigo: 'ZZZZ-ZZZZ-ZZZZ' } },
  'POST /api/public/valoraciones': { body: () => ({ ruta: '/', util: true }) },
  'GET /api/valoraciones': {},
  'POST /api/public/suscripciones': { body: () => ({ correo: 'hostil@example.com', modalidad_id: 1 }) },
  'POST /api/public/suscripciones/confirmar': { body: () => ({ token: 'un-token-cualquiera' }) },
  'POST /api/public/suscripciones/baja': { body: () => ({ token: '1.un-token-cualquiera' }) },
  'GET /api/denuncias': {},
  'GET /api/denuncias.csv': {},
  'GET /api/denuncias/:id': {},
  'POST /api/denuncias/:id/acciones': {
    body: () => ({ estado: 'EN_REVISION', nota_interna: 'Revisión', nota_publica: 'En revisión' }),
  },
  'GET /api/denuncias/:id/adjunto': {},
};

interface Route {
  method: string;
  url: string;
  authenticated: boolean;
  /** The route's zod body schema, when it declares one. */
  body?: unknown;
}

const NUM_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 6);
let inputsTried = 0;

// The app is built at load time so that its routes, enumerated as they register, name the tests.
const routes: Route[] = [];
const t: TestApp = await createTestApp(
  {
    denunciasRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    seguimientoRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    loginRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    suscripcionesRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
    // The change alerts take subscriptions only with a mail server (nothing listens there: the queued
    // mails wait, which no answer depends on).
    smtpUrl: 'smtp://127.0.0.1:9',
  },
  {
    onRoute: (route: RouteOptions, fastify: FastifyInstance) => {
      const hooks = [route.onRequest ?? []].flat();
      for (const method of [route.method].flat())
        routes.push({
          method,
          url: route.url,
          authenticated: hooks.includes(fastify.authenticate),
          body: route.schema?.body,
        });
    },
  },
);
let token: string;
let evaluadorId: number;
/** Query names of each 'METHOD /path/:param' from the OpenAPI document. */
const queryNames = new Map<string, string[]>();

beforeAll(async () => {
  const [evaluador] = DEMO_USERS;
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: evaluador });
  token = login.json().token;
  evaluadorId = login.json().user.id;
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
  };
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      queryNames.set(
        `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
        (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      );
});
afterAll(async () => {
  console.log(`bad-input: ${inputsTried} hostile inputs on ${routes.length} routes`);
  await t.close();
});

const entryKey = (route: Route) => `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;

/** The route's URL with its path parameters filled in (`override` replaces one, raw). */
function pathOf(route: Route, override?: { name: string; raw: string }): string {
  const params = ROUTES[entryKey(route)]?.params ?? {};
  return route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    const key = name ?? '*';
    if (override?.name === key) return override.raw;
    return encodeURIComponent(params[key] ?? '1');
  });
}

async function send(
  route: Route,
  url: string,
  options: { payload?: string | Buffer; headers?: Record<string, string> } = {},
): Promise<Answer> {
  inputsTried++;
  const headers = { ...options.headers };
  if (route.authenticated)
    headers.authorization = `Bearer ${
      ROUTES[entryKey(route)]?.freshSession ? await t.signToken(evaluadorId) : token
    }`;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    payload: options.payload,
    headers,
  });
  return { statusCode: res.statusCode, headers: res.headers, body: res.body };
}

async function expectSafe(route: Route, url: string, options?: Parameters<typeof send>[2], what = '') {
  const label = `${route.method} ${url.slice(0, 200)} ${what}`;
  expectSafeAnswer(await send(route, url, options), label);
}

/** Hostile path values, query strings, duplicate and unknown keys for one route. */
async function attackUrl(route: Route) {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  for (const name of names) {
    for (const value of HOSTILE_VALUES) await expectSafe(route, pathOf(route, { name, raw: encode(value) }));
    for (const raw of RAW_URL_PIECES) await expectSafe(route, pathOf(route, { name, raw }));
  }
  const base = pathOf(route);
  const declared = queryNames.get(entryKey(route)) ?? [];
  for (const [n, key] of declared.entries()) {
    const k = encode(key);
    // One value of each kind per key (rotating), and a few undecodable ones.
    for (const value of hostileSample(n)) await expectSafe(route, `${base}?${k}=${encode(value)}`);
    for (const raw of RAW_URL_PIECES.filter((_, i) => i % 3 === n % 3))
      await expectSafe(route, `${base}?${k}=${raw}`);
    // Duplicate and array forms of one key.
    await expectSafe(route, `${base}?${k}=1&${k}=2`);
    await expectSafe(route, `${base}?${k}[]=1&${k}[]=2`);
    await expectSafe(route, `${base}?${k}=1&${k}[]=x&${k}[0]=y`);
  }
  // Unknown keys (ignored by every route), all at once: undecodable names and values, pollution, 100 KB.
  const unknown = [
    `desconocido=${encode(SCRIPT)}&__proto__[admin]=1&constructor[prototype][x]=1`,
    `${RAW_URL_PIECES.join('&')}&x=${RAW_URL_PIECES.join('')}`,
    `largo=${LONG}`,
  ];
  await expectSafe(route, `${base}?${unknown.join('&')}`);
  const keys = [...declared, 'desconocido'];
  // Nothing else reaches a route without parameters.
  if (!declared.length && !names.length) return;
  // Generated: any subset of the keys with any values, a path value of any bytes.
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(fc.constantFrom(...keys), urlValue), { maxLength: 6 }),
      names.length ? urlValue : fc.constant(''),
      async (pairs, pathValue) => {
        const path = names.length ? pathOf(route, { name: names[0]!, raw: pathValue }) : base;
        const query = pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&');
        const res = await send(route, query ? `${path}?${query}` : path);
        expectSafeAnswer(res, `${route.method} ${path}?${query}`);
      },
    ),
    { numRuns: NUM_RUNS },
  );
}

/** Hostile JSON bodies: each field of a valid body replaced, raw numbers JSON cannot hold, junk bodies. */
async function attackJsonBody(route: Route, valid: () => Record<string, unknown>) {
  const url = pathOf(route);
  const json = (payload: string | Buffer, type = 'application/json') =>
    expectSafe(route, url, { payload, headers: { 'content-type': type } });
  const fields = Object.keys(valid());
  for (const [n, field] of fields.entries()) {
    for (const value of [...hostileSample(n), -1, 0, 2 ** 63, true, null, [], {}, [LONG]])
      await json(JSON.stringify({ ...valid(), [field]: value }));
    // Numbers JSON can write but not hold: 1e309 parses to Infinity, 2^63 loses precision.
    const body = JSON.stringify({ ...valid(), [field]: 0 });
    for (const raw of ['1e309', '-1e309', '9223372036854775808', '1e-400'])
      await json(body.replace(`"${field}":0`, `"${field}":${raw}`));
  }
  // Unknown keys, prototype pollution.
  await json(JSON.stringify({ ...valid(), desconocido: SCRIPT, otro: [LONG], anidado: { a: 1e308 } }));
  await json('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}');
  await json('{"a":');
  await json('');
  await json(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]));
  await json('[]');
  await json(JSON.stringify(valid()), 'text/plain');
  await json('email=a&password=b', 'application/x-www-form-urlencoded');
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        jsonValue,
        fc.record({ field: fc.constantFrom(...fields), value: jsonValue }).map(({ field, value }) => ({
          ...valid(),
          [field]: value,
        })),
      ),
      async (body) => {
        const res = await send(route, url, {
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expectSafeAnswer(res, `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`);
      },
    ),
    { numRuns: NUM_RUNS * 2 },
  );
}

/** The zod internals this suite walks (zod 4 `_zod.def`). */
interface ZodNode {
  _zod: { def: { type: string; in?: ZodNode; shape?: Record<string, ZodNode>; element?: ZodNode } };
  safeParse(value: unknown): { success: boolean };
}

/**
 * The required fields of a body, read from the route's zod schema: every key of every object (also
 * inside arrays of objects, as `referencias.0.referencia_id`) whose own schema refuses `undefined`.
 * Only keys present in the valid body are listed, so each can be omitted from it.
 */
function requiredPaths(schema: ZodNode, value: unknown, prefix: string[] = []): string[][] {
  const def = schema._zod.def;
  if (def.type === 'pipe' && def.in) return requiredPaths(def.in, value, prefix);
  if (def.type === 'array' && def.element && Array.isArray(value) && value.length > 0)
    return requiredPaths(def.element, value[0], [...prefix, '0']);
  if (def.type !== 'object' || !def.shape || typeof value !== 'object' || value === null) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    if (!(key in value)) return [];
    const own = field.safeParse(undefined).success ? [] : [[...prefix, key]];
    return [...own, ...requiredPaths(field, (value as Record<string, unknown>)[key], [...prefix, key])];
  });
}

/** A deep copy of `body` without the field at `path`. */
function without(body: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const copy = structuredClone(body);
  let node: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  delete node[path.at(-1)!];
  return copy;
}

/** Hostile multipart fields and file names on the complaint upload. */
async function attackMultipart(route: Route) {
  const url = pathOf(route);
  const post = (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) => {
    const body = multipartBody(fields, files);
    const what = JSON.stringify({ fields, files: files.map((f) => f.name) }).slice(0, 300);
    return expectSafe(route, url, { payload: body.payload, headers: body.headers }, what);
  };
  for (const [n, field] of Object.keys(denunciaFields).entries())
    for (const value of hostileSample(n)) await post({ ...validDenuncia(), [field]: value });
  await post({ ...validDenuncia(), desconocido: SCRIPT, ['__proto__']: 'x', [LONG.slice(0, 300)]: '1' });
  for (const name of [
    '../../etc/passwd',
    '..%2f..%2fetc%2fpasswd.png',
    '..\\..\\x.png',
    '/etc/passwd.png',
    'a\u0000.png',
    `${'a'.repeat(1000)}.png`,
  ])
    await post(validDenuncia(), [{ name, content: pngFile(), type: 'image/png' }]);
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(
        fc.constantFrom(...Object.keys(denunciaFields)),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
      async (fields) => {
        const body = multipartBody({ ...validDenuncia(), ...fields });
        const res = await send(route, url, { payload: body.payload, headers: body.headers });
        expectSafeAnswer(res, `${route.method} ${url} ${JSON.stringify(fields).slice(0, 200)}`);
      },
    ),
    { numRuns: NUM_RUNS * 2 },
  );
}

const bodyRoutes = routes.filter((route) => route.body && ROUTES[entryKey(route)]?.body);

/** Bodies valid with any one of their fields (so none is required on its own). */
// The unsubscribe takes its token from the body or from the address (RFC 8058's one-click POST).
const ANY_OF_BODIES = new Set(['POST /api/denuncias/:id/acciones', 'POST /api/public/suscripciones/baja']);

describe('a required field left out of a JSON body', () => {
  it('every JSON body route is covered and has required fields', () => {
    expect(bodyRoutes.map(entryKey).sort()).toEqual(
      Object.entries(ROUTES)
        .filter(([, entry]) => entry.body)
        .map(([key]) => key)
        .sort(),
    );
    for (const route of bodyRoutes.filter((r) => !ANY_OF_BODIES.has(entryKey(r))))
      expect(requiredPaths(route.body as ZodNode, ROUTES[entryKey(route)]!.body!()).length).toBeGreaterThan(
        0,
      );
  });

  // A complaint action needs a state change or a note, any of them: no single field is required, and an
  // empty body is refused with a Spanish errors map.
  it.each([...ANY_OF_BODIES])('%s: an empty body is a Spanish 400 with an errors map', async (key) => {
    const route = bodyRoutes.find((r) => entryKey(r) === key)!;
    const res = await send(route, pathOf(route), {
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys((JSON.parse(res.body) as { errors: object }).errors).length).toBeGreaterThan(0);
    expectSafeAnswer(res, `${key} {}`);
  });

  it.each(bodyRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: 400 with an errors entry for each required field omitted',
    async (_name, route) => {
      const valid = ROUTES[entryKey(route)]!.body!;
      const paths = requiredPaths(route.body as ZodNode, valid());
      for (const path of paths) {
        const field = path.join('.');
        const res = await send(route, pathOf(route), {
          payload: JSON.stringify(without(valid(), path)),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, `${route.method} ${route.url} sin ${field}: ${res.body}`).toBe(400);
        const answer = JSON.parse(res.body) as { message: string; errors: Record<string, string[]> };
        expect(answer.errors[field], `${route.method} ${route.url} sin ${field}: ${res.body}`).toEqual([
          expect.any(String),
        ]);
        expectSafeAnswer(res, `${route.method} ${route.url} sin ${field}`);
      }
    },
  );
});

describe('bad input on every endpoint', () => {
  it('every route of the app has an entry (a new route must be added here)', () => {
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.map(entryKey).filter((key) => !(key in ROUTES));
    expect(missing).toEqual([]);
    const stale = Object.keys(ROUTES).filter((key) => !routes.some((r) => entryKey(r) === key));
    expect(stale).toEqual([]);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s: a Spanish 4xx or a legitimate 2xx for hostile input, never a 5xx or a leak',
    async (_name, route) => {
      const entry = ROUTES[entryKey(route)];
      if (!entry) throw new Error('sin entrada en ROUTES');
      const before = inputsTried;
      if (route.method === 'HEAD') {
        // The GET handler answers HEAD: an undecodable query shows the same policy.
        await expectSafe(route, `${pathOf(route)}?desconocido=%FF`);
      } else {
        await attackUrl(route);
        if (entry.body) await attackJsonBody(route, entry.body);
        if (entry.multipart) await attackMultipart(route);
      }
      expect(inputsTried).toBeGreaterThan(before);
    },
  );
});
