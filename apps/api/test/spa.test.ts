import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A built web app in a temporary folder: index.html and one hashed asset with its compressed copies. */
const dist = mkdtempSync(path.join(tmpdir(), 'rnt-spa-'));
const script = `export const texto = ${JSON.stringify('Registro Nacional de Trámites '.repeat(200))};\n`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>RNT</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets/app-1234.js'), script);
  writeFileSync(path.join(dist, 'assets/app-1234.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-1234.js.gz'), gzipSync(script));
  // A source map left in the folder (a build with WEB_SOURCEMAP=hidden): never served.
  writeFileSync(path.join(dist, 'assets/app-1234.js.map'), '{"version":3,"sourcesContent":["secreto"]}');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the brotli copy of an asset to a browser that accepts it, and gzip to one that only takes gzip', async () => {
    const br = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);

    const gz = await get('/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when the browser accepts no compression', async () => {
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("without the light pages' build, answers a page address with index.html, and an unknown API path with a JSON 404", async () => {
    const page = await get('/tramite/1/detalles/1', 'gzip, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
    const api = await get('/api/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBeTruthy();
  });

  it('serves a staff page from its route with index.html, revalidated on every use', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/admin/login' })).toBe(true);
    const login = await get('/admin/login', 'gzip, br');
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toBe('<!doctype html><title>RNT</title><div id="root"></div>');
  });

  it('never serves a source map, not even one left in the build folder (JSON 404)', async () => {
    for (const url of ['/assets/app-1234.js.map', '/assets/APP-1234.JS.MAP', '/assets/no-existe.js.map']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secreto');
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('the kept modality pages', () => {
  // The summary shows today's hours of the main office: a page kept on one day is not served the next.
  it('are kept per weekday in El Salvador, whose day changes at 06:00 UTC', async () => {
    const { modalidadPageKey } = await import('../src/plugins/external/spa');
    const url = '/tramite/1/detalles/2';
    const mondayNight = new Date('2026-11-24T05:59:00Z'); // Monday 23:59 in San Salvador
    const tuesdayMorning = new Date('2026-11-24T06:00:00Z'); // Tuesday 00:00
    expect(modalidadPageKey(url, mondayNight)).not.toBe(modalidadPageKey(url, tuesdayMorning));
    expect(modalidadPageKey(url, tuesdayMorning)).toBe(
      modalidadPageKey(url, new Date('2026-11-24T23:00:00Z')),
    );
    expect(modalidadPageKey(url, tuesdayMorning)).toContain(url);
  });
});
