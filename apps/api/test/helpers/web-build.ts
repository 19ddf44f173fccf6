import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built web app the page tests serve (`npm run build`), or WEB_DIST. */
export const webDist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * What every light page has (decision 034): the phone menu's island in the shell, its props for the
 * browser with it. No classic app shell, no RSC payload.
 */
export const LIGHT_PAGE_MARK = '<rnt-isla data-isla="menu-movil#MenuMovil"';

/** Fails a page test at once, saying why, when the light pages' build is missing. */
export function requirePagesBuild(file: string): void {
  if (!existsSync(path.join(webDist, '../dist-pages/server/index.js')))
    throw new Error(`${file} necesita la compilación de la web: ejecute \`npm run build\` antes.`);
}
