/**
 * The embedded data folder holds every complainant's name, e-mail and phone and the audit table: only
 * the server's own user may read or write it (folders 0700, files 0600), as the attachments already are.
 *
 * Why not a process umask of 0o077 around PGlite: PGlite writes through its own file layer, which sets
 * modes itself — measured on PGlite 0.5, a fresh folder holds ~970 files of mode 0666 under a umask of
 * 0o077 as under 0o022 — and a umask is process-wide, so changing it would race with every other file
 * the server writes meanwhile. Instead: the top folder is made 0700 before PGlite writes anything in it
 * (nothing below it can then be reached by another user, whatever its own mode), and every entry is
 * tightened by a walk when the folder is opened and again when it is closed, so the folder at rest is
 * 0700/0600 throughout, an existing folder with looser modes included.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates `folder` if needed and makes it the owner's alone (an existing folder is tightened too). */
export function ownerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: FOLDER_MODE });
  tighten(folder, lstatSync(folder).mode, FOLDER_MODE);
}

function tighten(entry: string, mode: number, wanted: number) {
  if ((mode & 0o7777) !== wanted) chmodSync(entry, wanted);
}

/** Gives every folder below `root` (itself included) mode 0700 and every file 0600. Symbolic links are left alone. */
export function restrictToOwner(root: string): void {
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        tighten(full, lstatSync(full).mode, FOLDER_MODE);
        walk(full);
      } else if (entry.isFile()) {
        tighten(full, lstatSync(full).mode, FILE_MODE);
      }
    }
  };
  ownerOnlyFolder(root);
  walk(root);
}
