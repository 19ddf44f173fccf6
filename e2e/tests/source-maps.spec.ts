/**
 * Issue 17, item 14: the public gets no source maps. The built bundles carry no `sourceMappingURL`
 * comment, and the server that serves the build answers 404 for a `.map` path of every bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './helpers/fixtures';

const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist/assets');
const bundles = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));

test('no built bundle points at a source map', () => {
  expect(bundles.length).toBeGreaterThan(10);
  const pointing = bundles.filter((name) =>
    /[#@] sourceMappingURL=/.test(readFileSync(path.join(assets, name), 'utf8')),
  );
  expect(pointing).toEqual([]);
});

test('the server answers 404 for the .map of every bundle, and serves the bundles', async ({ request }) => {
  const page = await request.get('/');
  const referenced = [...(await page.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  expect(referenced.length).toBeGreaterThan(0);
  for (const url of referenced) expect((await request.get(url)).status(), url).toBe(200);
  for (const name of bundles) {
    const res = await request.get(`/assets/${name}.map`);
    expect(res.status(), name).toBe(404);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
  }
});
