import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system routes', () => {
  it('answers /api/health with the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });

  it('answers the liveness probe without the database', async () => {
    const res = await t.app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('collapses double slashes in API paths', async () => {
    const res = await t.app.inject('//api///health');
    expect(res.statusCode).toBe(200);
  });

  it('serves the runtime config with the four API bases and footer data', async () => {
    const res = await t.app.inject('/config.json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.apiBases).sort()).toEqual(['admin', 'general', 'registro', 'regulacion']);
    expect(body.contacto.correo).toMatch(/@/);
    expect(body.enlaces.loginAdministracion).toBeTruthy();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });

  it('answers unknown API paths with a Spanish 404', async () => {
    const res = await t.app.inject('/api/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'El recurso solicitado no existe.' });
  });
});

describe('published documents', () => {
  it('renders a regulation document as a PDF with a Spanish file name', async () => {
    const [row] = await queryRows<{ id: number; nombre: string }>(
      t.database.db,
      sql`SELECT id, nombre FROM documentos_regulacion ORDER BY id LIMIT 1`,
    );
    if (!row) throw new Error('sin documentos de regulación');
    const res = await t.app.inject(`/documentos/regulacion/${row.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(row.nombre)}`,
    );
  });

  it('answers 404 for a missing document and 400 for a malformed name', async () => {
    expect((await t.app.inject('/documentos/resolucion/999999.pdf')).statusCode).toBe(404);
    const bad = await t.app.inject('/documentos/resolucion/..%2F..%2Fetc%2Fpasswd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('archivo');
    expect((await t.app.inject('/documentos/otro/1.pdf')).json().errors).toHaveProperty('tipo');
  });
});
