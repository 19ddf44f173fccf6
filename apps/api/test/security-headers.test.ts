/**
 * Security headers (issue 12, OWASP ASVS 14.4) on the SPA's HTML and static files, error answers and
 * undecodable URLs; HSTS only over TLS. Every answer of the bad-input suite (all routes) is checked too.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectSecurityHeaders } from './helpers/hostile-input';
import { createTestApp } from './helpers/test-app';

const web = await mkdtemp(path.join(tmpdir(), 'rnt-web-'));
await mkdir(path.join(web, 'assets'));
await writeFile(
  path.join(web, 'index.html'),
  '<!doctype html><html lang="es"><body><div id="root"></div></body></html>',
);
await writeFile(path.join(web, 'assets', 'app-1234.js'), 'console.log(1);');

const t = await createTestApp({ webDist: web });
afterAll(async () => {
  await t.close();
  await rm(web, { recursive: true, force: true });
});

describe('security headers', () => {
  it('on pages, static files, errors, writes and undecodable URLs', async () => {
    const requests = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/tramites/1' },
      { method: 'GET', url: '/assets/app-1234.js' },
      { method: 'GET', url: '/api/no-existe' },
      { method: 'GET', url: '/api/lista_unidades/abc' },
      { method: 'GET', url: '/api/base_legal' },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'x' } },
      { method: 'POST', url: '/api/public_tramites/denuncias', payload: 'x' },
      { method: 'GET', url: '/api/lista_unidades/%C3%28' },
      { method: 'GET', url: `/api/lista_unidades/${'9'.repeat(200)}` },
    ] as const;
    const statuses = [];
    for (const request of requests) {
      const res = await t.app.inject(request);
      statuses.push(res.statusCode);
      expectSecurityHeaders(res.headers, `${request.method} ${request.url} → ${res.statusCode}`);
    }
    expect(statuses).toEqual([200, 200, 200, 404, 400, 401, 400, 415, 400, 414]);
  });

  it('the SPA page policy allows only same-origin scripts and API calls', async () => {
    const res = await t.app.inject('/');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    expect(res.headers['content-security-policy']).toContain("base-uri 'self'");
  });

  it('HSTS only over TLS: X-Forwarded-Proto https from a trusted proxy, ignored from anyone else', async () => {
    const hsts = (res: { headers: Record<string, unknown> }) => res.headers['strict-transport-security'];
    // No proxy is trusted by default: not even a client on the machine itself can claim TLS.
    const loopback = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(hsts(loopback)).toBeUndefined();
    const proxied = await createTestApp({}, { server: { trustProxy: '127.0.0.1' } });
    try {
      const viaProxy = await proxied.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(hsts(viaProxy)).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.app.inject({ url: '/api/health' });
      expect(hsts(plain)).toBeUndefined();
      // A client on the Internet cannot claim TLS (or another address) for itself.
      const forged = await proxied.app.inject({
        url: '/api/health',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(hsts(forged)).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
