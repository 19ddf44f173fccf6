/**
 * After the light pages' build (vite.pages.config.ts): the browser build has the islands' entry, every file
 * its manifest names exists, and every island module (`'use client'` in src/rsc/islands) is a chunk the entry
 * can load (its own, or the frame's `marco`). A page whose island the browser cannot load would paint but
 * never come alive, so the build fails here, loudly, instead of in a browser.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRAME_CHUNK, inFrameChunk, ISLANDS_DIR, isIslandModule } from './vite-islas';

const here = import.meta.dirname;
const client = path.join(here, 'dist-pages', 'client');
const manifest = JSON.parse(readFileSync(path.join(client, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; name?: string; css?: string[]; isEntry?: boolean }
>;
const named = new Set<string>();
for (const chunk of Object.values(manifest)) for (const f of [chunk.file, ...(chunk.css ?? [])]) named.add(f);
const missing = [...named].filter((file) => !existsSync(path.join(client, file)));
const islands = readdirSync(ISLANDS_DIR)
  .filter((f) => f.endsWith('.tsx') && isIslandModule(readFileSync(path.join(ISLANDS_DIR, f), 'utf8')))
  .map((f) => path.relative(here, path.join(ISLANDS_DIR, f)));
// An island of the frame is in the `marco` chunk, which the manifest names instead of the island.
const frameChunk = Object.values(manifest).some((c) => c.name === FRAME_CHUNK);
const unbuilt = islands.filter((key) => !manifest[key] && !(frameChunk && inFrameChunk(key)));
const entries = Object.values(manifest).filter((c) => c.isEntry);
if (
  entries.length !== 1 ||
  missing.length > 0 ||
  unbuilt.length > 0 ||
  !existsSync(path.join(here, 'dist-pages/server/index.js'))
) {
  console.error(
    `La compilación de las páginas es incoherente:\n  entradas: ${entries.length}\n  archivos nombrados que faltan: ${missing.join(', ') || '(ninguno)'}\n  islas sin módulo en el navegador: ${unbuilt.join(', ') || '(ninguna)'}`,
  );
  process.exit(1);
}
console.log(
  `Compilación de las páginas coherente: ${islands.length} islas, ${named.size} archivos del navegador.`,
);
