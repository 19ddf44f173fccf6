import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app the page tests serve (`npm run build`), or WEB_DIST. */
export const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Fails a page test at once, saying why, when the light pages' build is missing. */
export function requireRscBuild(file: string): void {
  if (!existsSync(path.join(webDist, '../dist-rsc/rsc/index.js')))
    throw new Error(`${file} necesita la compilación de la web: ejecute \`npm run build\` antes.`);
}
