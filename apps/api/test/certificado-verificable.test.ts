/**
 * The verifiable certificate (issue 22, decision 019): the certificate PDF carries its issue date, the
 * registration date and state (once), a verification code and URL on PUBLIC_URL with a QR code; the QR
 * decodes to the URL, and following it reports from the registry whether the modality is still registered.
 */
import { VERIFICACION_MESSAGES } from '@rnt/contract/verificacion';
import { MESSAGES } from '@rnt/contract/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaLarga } from '../src/lib/official-documents';
import { hoyEnElSalvador } from '../src/lib/modalidad-pdf';
import { pdfQrCodes } from './helpers/pdf-qr';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

const PUBLIC_URL = 'https://tramites.example.gob.sv';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil-forwarded.example' };
const VERIFY_URL = new RegExp(
  `^${PUBLIC_URL.replaceAll('.', '\\.')}/verificar/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})$`,
);

let t: TestApp;
let modalidad: { id: number; fecha_inscripcion: string };
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL }, { server: { trustProxy: true } });
  [modalidad] = await testRows<{ id: number; fecha_inscripcion: string }>(
    t.database.db,
    sql`SELECT id, fecha_inscripcion::text AS fecha_inscripcion FROM modalidades
        WHERE estado_id = 11 AND fecha_inscripcion IS NOT NULL ORDER BY id LIMIT 1`,
  );
});
afterAll(async () => {
  await t.close();
});

const certificate = async (id: number) => {
  const res = await t.app.inject({ url: `/pdf/modalidad/${id}/certificado`, headers: FORGED });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.rawPayload;
};
const verify = (codigo: string) => t.app.inject(`/api/public/verificar/${encodeURIComponent(codigo)}`);

describe('the certificate PDF', () => {
  it('states the issue date, the registration date and the state once', async () => {
    const text = await pdfText(await certificate(modalidad.id));
    expect(text).toContain(`Fecha de emisión del certificado: ${fechaLarga(hoyEnElSalvador())}`);
    expect(text).toContain(`Fecha de inscripción: ${fechaLarga(modalidad.fecha_inscripcion)}`);
    expect(text).toContain('Estado: Inscrito');
    expect(text).not.toMatch(/Inscrito \(Inscrito\)/i);
    expect(text).toMatch(/Código de verificación: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
  });

  it('has a QR code that decodes to the verification URL on PUBLIC_URL (never the Host), also printed', async () => {
    const pdf = await certificate(modalidad.id);
    const codes = await pdfQrCodes(pdf);
    expect(codes).toHaveLength(1);
    const [, codigo] = VERIFY_URL.exec(codes[0]!)!;
    expect(codigo).toBeTruthy();
    const text = await pdfText(pdf);
    expect(text).toContain(codes[0]);
    expect(text).toContain(`Código de verificación: ${codigo}`);
    expect(text).not.toMatch(/evil/);
  });

  it('the same attestation on the same day keeps its code; the registry keeps what was attested', async () => {
    const [a, b] = [
      await pdfQrCodes(await certificate(modalidad.id)),
      await pdfQrCodes(await certificate(modalidad.id)),
    ];
    expect(a).toEqual(b);
    const codigo = VERIFY_URL.exec(a[0]!)![1]!;
    const rows = await testRows<{ modalidad_id: number; estado_id: number; fecha_inscripcion: string }>(
      t.database.db,
      sql`SELECT modalidad_id, estado_id, fecha_inscripcion::text AS fecha_inscripcion
          FROM certificados_emitidos WHERE codigo = ${codigo}`,
    );
    expect(rows).toEqual([
      { modalidad_id: modalidad.id, estado_id: 11, fecha_inscripcion: modalidad.fecha_inscripcion },
    ]);
  });
});

describe('following the QR code', () => {
  it('reports a modality still registered as the certificate says', async () => {
    const url = (await pdfQrCodes(await certificate(modalidad.id)))[0]!;
    const path = new URL(url).pathname; // /verificar/{codigo}: the page reads the API below
    const res = await verify(path.split('/').pop()!);
    expect(res.statusCode, res.body).toBe(200);
    const { verificacion } = res.json();
    expect(verificacion).toMatchObject({
      modalidad_id: modalidad.id,
      numero_inscripcion: `RNT-${String(modalidad.id).padStart(6, '0')}`,
      emitido_el: hoyEnElSalvador(),
      sigue_inscrita: true,
      coincide: true,
      mensaje: VERIFICACION_MESSAGES.sigueInscrita,
      certificado: {
        estado: { id: 11, nombre: 'Inscrito', inscrita: true },
        fecha_inscripcion: modalidad.fecha_inscripcion,
      },
    });
  });

  it('accepts the code typed in lower case, without hyphens', async () => {
    const codigo = VERIFY_URL.exec((await pdfQrCodes(await certificate(modalidad.id)))[0]!)![1]!;
    const res = await verify(codigo.replaceAll('-', '').toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().verificacion.codigo).toBe(codigo);
  });

  it('a modality that left states 11/13 is reported as no longer registered', async () => {
    const [other] = await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) AND id <> ${modalidad.id} ORDER BY id DESC LIMIT 1`,
    );
    const codigo = VERIFY_URL.exec((await pdfQrCodes(await certificate(other!.id)))[0]!)![1]!;
    await testRows(t.database.db, sql`UPDATE modalidades SET estado_id = 5 WHERE id = ${other!.id}`);
    const res = await verify(codigo);
    expect(res.statusCode).toBe(200);
    expect(res.json().verificacion).toMatchObject({
      sigue_inscrita: false,
      coincide: false,
      mensaje: VERIFICACION_MESSAGES.yaNoInscrita,
      actual: { estado: { id: 5, inscrita: false } },
    });
    // …and no new certificate is issued for it.
    expect((await t.app.inject(`/pdf/modalidad/${other!.id}/certificado`)).statusCode).toBe(404);
  });

  it('a registration date changed since the certificate is reported', async () => {
    const [other] = await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) AND id <> ${modalidad.id} ORDER BY id DESC LIMIT 1`,
    );
    const codigo = VERIFY_URL.exec((await pdfQrCodes(await certificate(other!.id)))[0]!)![1]!;
    await testRows(
      t.database.db,
      sql`UPDATE modalidades SET fecha_inscripcion = '2001-01-01' WHERE id = ${other!.id}`,
    );
    expect((await verify(codigo)).json().verificacion).toMatchObject({
      sigue_inscrita: true,
      coincide: false,
      mensaje: VERIFICACION_MESSAGES.inscritaConOtraFecha,
    });
  });

  it('an unknown code is a Spanish 404; a malformed one a 400 with its errors map', async () => {
    const unknown = await verify('ZZZZ-ZZZZ-ZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: VERIFICACION_MESSAGES.codigoNoExiste });
    for (const bad of ['ABC', 'IIII-LLLL-OOOO', 'x'.repeat(41)]) {
      const res = await verify(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        message: MESSAGES.solicitudInvalida,
        errors: { codigo: [VERIFICACION_MESSAGES.codigoInvalido] },
      });
    }
  });
});
