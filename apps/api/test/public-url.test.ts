/**
 * Absolute links come from PUBLIC_URL, never from the request (issue 17 item 6): a forged Host or
 * X-Forwarded-Host must not reach any answer — least of all a public, cacheable one.
 */
import { OPEN_DATA_DATASETS, OPEN_DATA_FORMATS, openDataPath } from '@rnt/contract/datos-abiertos';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv, publicUrlOf } from '../src/env';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

const PUBLIC_URL = 'https://tramites.example.gob.sv';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil-forwarded.example',
  'x-forwarded-proto': 'gopher',
};

let t: TestApp;
let modalidadId: number;
let regulacionId: number;
beforeAll(async () => {
  // A trusted proxy too: even then, X-Forwarded-Host does not build links.
  t = await createTestApp({ publicUrl: PUBLIC_URL }, { server: { trustProxy: true } });
  const one = async (query: ReturnType<typeof sql>) =>
    (await testRows<{ id: number }>(t.database.db, query))[0]!.id;
  modalidadId = await one(sql`SELECT id FROM modalidades WHERE estado_id IN (11, 13) ORDER BY id LIMIT 1`);
  regulacionId = await one(sql`SELECT id FROM regulaciones ORDER BY id LIMIT 1`);
});
afterAll(async () => {
  await t.close();
});

/** Every text item and every link annotation of every page. */
async function pdfTextAndLinks(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    for (const item of (await page.getTextContent()).items) if ('str' in item) parts.push(item.str);
    for (const a of await page.getAnnotations()) parts.push(String(a.url ?? ''), String(a.unsafeUrl ?? ''));
  }
  await pdf.destroy();
  return parts.join(' ');
}

const forgedAppears = (text: string) => /evil(-forwarded)?\.example|gopher:/i.test(text);

describe('absolute links', () => {
  it('open data links start with PUBLIC_URL whatever Host the request claims', async () => {
    let links = 0;
    for (const dataset of OPEN_DATA_DATASETS) {
      for (const formato of OPEN_DATA_FORMATS) {
        const url = openDataPath(dataset.codigo, formato);
        const res = await t.app.inject({ url, headers: FORGED });
        expect(res.statusCode, url).toBe(200);
        expect(forgedAppears(res.body), url).toBe(false);
        // Every absolute link to the portal itself is on the configured origin.
        for (const match of res.body.matchAll(/https?:\/\/[^\s",;\]]+\/(?:tramite|pdf|documentos)\//g)) {
          expect(match[0].startsWith(`${PUBLIC_URL}/`), `${url}: ${match[0]}`).toBe(true);
          links++;
        }
      }
    }
    // tramites (url, url_pdf) and regulaciones/resoluciones (documentos), in JSON and in CSV.
    expect(links).toBeGreaterThan(100);
  }, 120_000);

  it('/config.json carries PUBLIC_URL for the web app, which no config file or request overrides', async () => {
    const res = await t.app.inject({ url: '/config.json', headers: FORGED });
    expect(res.json().publicUrl).toBe(PUBLIC_URL);
    expect(forgedAppears(res.body)).toBe(false);
  });

  it('PDFs and documents, modality JSON: no forged origin anywhere', async () => {
    const urls = [
      `/pdf/modalidad/${modalidadId}`,
      `/pdf/modalidad/${modalidadId}/certificado`,
      `/pdf/modalidad/oficinas/${modalidadId}`,
      `/documentos/regulacion/${regulacionId}.pdf`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: FORGED });
      expect(res.statusCode, url).toBe(200);
      expect(forgedAppears(await pdfTextAndLinks(res.rawPayload)), url).toBe(false);
    }
    const json = await t.app.inject({ url: `/api/public_modalidad_get_id/${modalidadId}`, headers: FORGED });
    expect(json.statusCode).toBe(200);
    expect(forgedAppears(json.body)).toBe(false);
  });
});

describe('PUBLIC_URL', () => {
  it('is an http(s) origin, required in production, http://localhost:<PORT> elsewhere', () => {
    expect(publicUrlOf(loadEnv({ PORT: '3111' }))).toBe('http://localhost:3111');
    expect(publicUrlOf(loadEnv({ PUBLIC_URL: 'https://tramites.gob.sv/' }))).toBe('https://tramites.gob.sv');
    expect(loadEnv({ PUBLIC_URL: 'http://10.0.0.5:8080' }).PUBLIC_URL).toBe('http://10.0.0.5:8080');
    for (const bad of ['tramites.gob.sv', 'ftp://tramites.gob.sv', 'https://tramites.gob.sv/portal', ''])
      expect(() => loadEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /PUBLIC_URL: requerido en producción/,
    );
  });
});
