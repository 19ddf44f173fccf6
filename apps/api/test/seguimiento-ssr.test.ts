/**
 * `/seguimiento` rendered by the server (decision 017; the light design, decision 031) against the real
 * web build: the no-JavaScript GET form is answered in the first HTML, never stored by a cache, and its
 * in-process lookup is counted against the visitor's own address, not against the server's.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from './helpers/multipart';
import { createTestApp, type TestApp } from './helpers/test-app';
import { requirePagesBuild, webDist } from './helpers/web-build';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let denuncia: { folio: string; codigo_seguimiento: string };
beforeAll(async () => {
  requirePagesBuild('seguimiento-ssr.test.ts');
  // Two lookups per client: a third from the same address is refused.
  t = await createTestApp({ webDist, seguimientoRateLimit: { max: 2, timeWindowMs: 60_000 } });
  const [m] = await testRows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id LIMIT 1`,
  );
  const body = multipartBody({
    anonimo: 'true',
    mensaje: 'Constancia no inscrita.',
    modalidad_id: String(m!.id),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public_tramites/denuncias',
    payload: body.payload,
    headers: body.headers,
  });
  denuncia = res.json();
});
afterAll(async () => {
  await t?.close();
});

const page = (remoteAddress: string, codigo = denuncia.codigo_seguimiento) =>
  t.app.inject({
    method: 'GET',
    url: `/seguimiento?${new URLSearchParams({ folio: denuncia.folio, codigo })}`,
    remoteAddress,
  });

describe('/seguimiento on the server', () => {
  it('answers the GET form in the first HTML, with no-store and no ETag', async () => {
    const res = await page('203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain('data-testid="estado-actual"');
    expect(res.body).toMatch(/data-testid="estado-actual">Recibida</);
    expect(res.body).toContain('Seguimiento de denuncias');
    // The page without a code is an ordinary public page.
    const empty = await t.app.inject({ method: 'GET', url: '/seguimiento' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-cache');
  });

  it('is never stored however the name of the code is written (the server decodes names)', async () => {
    const names = ['c%6Fdigo', '%63odigo', '%63%6F%64%69%67%6F'];
    for (const [i, name] of names.entries()) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/seguimiento?folio=${denuncia.folio}&${name}=${denuncia.codigo_seguimiento}`,
        remoteAddress: `192.0.2.${100 + i}`,
      });
      // The page read the code: it shows the complaint's answer, which nobody may keep.
      expect(res.body, name).toMatch(/data-testid="estado-actual">Recibida</);
      expect(res.headers['cache-control'], name).toBe('no-store');
      expect(res.headers.etag, name).toBeUndefined();
    }
  });

  it("counts the server's in-process lookup against the visitor's address", async () => {
    // 203.0.113.10 used one lookup above; a second is allowed, a third refused.
    expect((await page('203.0.113.10')).body).toMatch(/estado-actual">Recibida</);
    const third = await page('203.0.113.10');
    expect(third.body).not.toMatch(/estado-actual">Recibida</);
    expect(third.body).toContain('Ha realizado demasiadas solicitudes');
    // Another visitor is not held back by the first one (all would be "127.0.0.1" otherwise).
    expect((await page('198.51.100.30')).body).toMatch(/estado-actual">Recibida</);
  });

  it('a wrong code renders the same not-found message', async () => {
    const res = await page('192.0.2.44', '2222-3333-4444');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No encontramos una denuncia con ese folio');
  });
});
