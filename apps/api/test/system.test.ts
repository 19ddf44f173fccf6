import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

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
    const [row] = await testRows<{ id: number; nombre: string }>(
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

  it('writes the first page of a law as the law: issuing body, title, Diario Oficial data', async () => {
    const [law] = await testRows<{ id: number; nombre: string; numero_do: number; tomo_do: number }>(
      t.database.db,
      sql`SELECT d.id, g.nombre, g.numero_do, g.tomo_do FROM documentos_regulacion d
          JOIN regulaciones g ON g.id = d.regulacion_id JOIN tipos_normativa tn ON tn.id = g.tipo_solicitud_id
          WHERE tn.nombre = 'Ley' AND d.nombre LIKE 'Texto íntegro%' ORDER BY d.id LIMIT 1`,
    );
    const text = await pdfText((await t.app.inject(`/documentos/regulacion/${law!.id}.pdf`)).rawPayload, 1);
    expect(text).toContain('REPÚBLICA DE EL SALVADOR');
    expect(text).toContain('Asamblea Legislativa de la República de El Salvador');
    expect(text).toContain(law!.nombre);
    expect(text).toContain(`Diario Oficial No. ${law!.numero_do}, Tomo No. ${law!.tomo_do}`);
    expect(text).not.toMatch(/demostración/i);
  });

  it('writes resolutions, certificates and forms as what they are, never "Documento de demostración"', async () => {
    const [res] = await testRows<{ id: number; numero: string }>(
      t.database.db,
      sql`SELECT d.id, s.numero FROM documentos_resoluciones d JOIN resoluciones s ON s.id = d.resolucion_id
          WHERE d.nombre LIKE 'Resolución%' ORDER BY d.id LIMIT 1`,
    );
    const resolucion = await pdfText(
      (await t.app.inject(`/documentos/resolucion/${res!.id}.pdf`)).rawPayload,
      1,
    );
    expect(resolucion).toContain(`Resolución No. ${res!.numero}`);
    expect(resolucion).toContain('Organismo de Mejora Regulatoria');
    expect(resolucion).toMatch(/RESUELVE/);

    const [cert] = await testRows<{ id: number; modalidad: string }>(
      t.database.db,
      sql`SELECT d.id, m.nombre AS modalidad FROM documentos_modalidad d JOIN modalidades m ON m.id = d.modalidad_id
          WHERE d.tipo = 'certificado' ORDER BY d.id LIMIT 1`,
    );
    const certificado = await pdfText(
      (await t.app.inject(`/documentos/modalidad/${cert!.id}.pdf`)).rawPayload,
      1,
    );
    expect(certificado).toContain('Certificado de inscripción');
    expect(certificado).toContain('CERTIFICA');
    expect(certificado).toContain(cert!.modalidad);

    const [form] = await testRows<{ id: number; requisito: string }>(
      t.database.db,
      sql`SELECT d.id, q.nombre AS requisito FROM documentos_requisito d JOIN requisitos q ON q.id = d.requisito_id
          WHERE d.es_anexo ORDER BY d.id LIMIT 1`,
    );
    const formato = await pdfText(
      (await t.app.inject(`/documentos/requisito/${form!.id}.pdf`)).rawPayload,
      1,
    );
    expect(formato).toContain(form!.requisito);
    expect(formato).toContain('Nombre completo del solicitante');
    for (const text of [resolucion, certificado, formato]) expect(text).not.toMatch(/demostración/i);
  });

  it('answers 404 for a missing document and 400 for a malformed name', async () => {
    expect((await t.app.inject('/documentos/resolucion/999999.pdf')).statusCode).toBe(404);
    const bad = await t.app.inject('/documentos/resolucion/..%2F..%2Fetc%2Fpasswd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('archivo');
    expect((await t.app.inject('/documentos/otro/1.pdf')).json().errors).toHaveProperty('tipo');
  });
});
