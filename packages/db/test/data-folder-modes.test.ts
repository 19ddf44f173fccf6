/**
 * The embedded data folder is the server user's alone (issue 29): every folder 0700 and every file 0600
 * after a start under the usual umask 022, an existing folder with looser modes tightened at start, and
 * the same folder reached through a symbolic link or `..` refused while it is open (one lock, keyed on
 * its real path), with the Spanish message.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../src/create-db';
import { DataDirLocked } from '../src/data-dir-lock';

const dir = mkdtempSync(path.join(tmpdir(), 'rnt-modes-'));
const folder = path.join(dir, 'datos', 'pglite');

/** Every entry below `root` (itself included) whose mode is not 0700 (folder) or 0600 (file). */
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const visit = (entry: string) => {
    const info = lstatSync(entry);
    const mode = info.mode & 0o7777;
    if (info.isDirectory()) {
      if (mode !== 0o700) loose.push(`${entry} ${mode.toString(8)}`);
      for (const child of readdirSync(entry)) visit(path.join(entry, child));
    } else if (mode !== 0o600) loose.push(`${entry} ${mode.toString(8)}`);
  };
  visit(root);
  return loose;
}

let previousUmask: number;
beforeAll(() => {
  // The usual umask of a server account: files 0644 and folders 0755 unless the server says otherwise.
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded data folder modes', () => {
  it('are 0700/0600 for the whole folder after a first start (built beside it) under umask 022', async () => {
    const database = await createDb({ dataDir: folder, initialize: async (fresh) => fresh.ping() });
    try {
      await database.pglite!.exec('CREATE TABLE prueba (n int); INSERT INTO prueba VALUES (1)');
      expect(looseEntries(folder)).toEqual([]);
      expect(lstatSync(`${folder}.lock`).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
    // The folder at rest, with every file the engine wrote while it ran.
    expect(looseEntries(folder)).toEqual([]);
    expect(readdirSync(folder).length).toBeGreaterThan(5);
  });

  it('are tightened at start on an existing folder with looser modes', async () => {
    chmodSync(folder, 0o755);
    chmodSync(path.join(folder, 'base'), 0o777);
    chmodSync(path.join(folder, 'PG_VERSION'), 0o666);
    const database = await createDb({ dataDir: folder });
    try {
      expect(looseEntries(folder)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('keys the lock on the real path: a link to an open folder, or a path with `..`, is refused in Spanish', async () => {
    const link = path.join(dir, 'enlace');
    symlinkSync(folder, link);
    const open: Database = await createDb({ dataDir: folder });
    try {
      for (const other of [link, path.join(dir, 'datos', '..', 'enlace'), `${folder}/../pglite`]) {
        const error = await createDb({ dataDir: other }).catch((e: unknown) => e);
        expect(error, other).toBeInstanceOf(DataDirLocked);
        expect((error as Error).message).toContain('está en uso por otro proceso');
      }
    } finally {
      await open.close();
    }
    // Through the link, once the folder is free, it opens (and it is still the same database).
    const viaLink = await createDb({ dataDir: link });
    try {
      await viaLink.ping();
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
    } finally {
      await viaLink.close();
    }
  });

  it('builds a first database through a link to an empty folder without replacing the link', async () => {
    const target = path.join(dir, 'destino');
    mkdirSync(target, { mode: 0o755 });
    const link = path.join(dir, 'enlace-nuevo');
    symlinkSync(target, link);
    const database = await createDb({ dataDir: link, initialize: async (fresh) => fresh.ping() });
    await database.close();
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(looseEntries(target)).toEqual([]);
  });
});
