/**
 * After the RSC build (vite.rsc.config.ts): every file the server's assets manifest names — the browser
 * entry, each island's chunks and stylesheets — exists in the browser build. A page whose manifest names a
 * file the client build did not write would paint but never come alive (its module answers 404), so the
 * build fails here, loudly, instead of in a browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname;
const manifestFile = path.join(here, 'dist-rsc', 'rsc', '__vite_rsc_assets_manifest.js');
const client = path.join(here, 'dist-rsc', 'client');
const manifest = ((await import(pathToFileURL(manifestFile).href)) as { default: unknown }).default;
const named = new Set<string>();
JSON.stringify(manifest, (_key, value: unknown) => {
  if (typeof value === 'string' && /^\/assets\/.+\.(js|css)$/.test(value)) named.add(value);
  return value;
});
const missing = [...named].filter((url) => !existsSync(path.join(client, url)));
if (named.size === 0 || missing.length > 0) {
  console.error(
    `La compilación RSC es incoherente: el manifiesto del servidor nombra archivos que el navegador no tiene:\n  ${missing.join('\n  ') || '(ninguno nombrado)'}`,
  );
  process.exit(1);
}
console.log(`Compilación RSC coherente: ${named.size} archivos del navegador nombrados, todos presentes.`);
