/**
 * The modality sheet PDF (issue 22): its generation date and the page's address on PUBLIC_URL, and no
 * sheet ends with a near-empty page (a second page holding one line).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnElSalvador, NEAR_EMPTY_SHARE } from '../src/lib/modalidad-pdf';
import { fechaLarga } from '../src/lib/official-documents';
import { pdfLastPageFill } from './helpers/pdf-qr';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

const PUBLIC_URL = 'https://tramites.example.gob.sv';
let t: TestApp;
let sample: { id: number; tramite_id: number }[];
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  // Every 8th modality: short and long sheets, with and without offices and requirements.
  sample = await testRows<{ id: number; tramite_id: number }>(
    t.database.db,
    sql`SELECT id, tramite_id FROM modalidades WHERE id % 8 = 0 ORDER BY id`,
  );
});
afterAll(async () => {
  await t.close();
});

const sheet = async (id: number) => {
  const res = await t.app.inject({ url: `/pdf/modalidad/${id}`, headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

describe('the modality sheet', () => {
  it('shows its generation date and the page address on PUBLIC_URL', async () => {
    const m = sample[0]!;
    const text = await pdfText(await sheet(m.id), 1);
    expect(text).toContain(`Ficha generada el ${fechaLarga(hoyEnElSalvador())}`);
    expect(text).toContain(`${PUBLIC_URL}/tramite/${m.tramite_id}/detalles/${m.id}`);
    expect(text).not.toContain('evil');
  });

  it('never ends with a near-empty page', { timeout: 240_000 }, async () => {
    const nearEmpty: string[] = [];
    let multiPage = 0;
    for (const m of sample) {
      const { pages, share } = await pdfLastPageFill(await sheet(m.id));
      if (pages > 1) multiPage++;
      if (pages > 1 && share < NEAR_EMPTY_SHARE - 0.02)
        nearEmpty.push(`${m.id}: ${pages} páginas, ${share.toFixed(2)}`);
    }
    expect(nearEmpty).toEqual([]);
    // The sample holds sheets longer than a page, where the rule matters.
    expect(multiPage).toBeGreaterThan(0);
  });
});
