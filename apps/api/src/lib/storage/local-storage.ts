/**
 * Files in a local folder: written with O_EXCL, fsynced, renamed atomically, with the folder fsynced.
 * Readable by the server's user only: files 0600, folders 0700 (complaints hold personal data).
 */
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

const FILE_MODE = 0o600;
const FOLDER_MODE = 0o700;

export class LocalStorage implements Storage {
  readonly description: string;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `carpeta ${this.root}`;
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: Readable): Promise<{ bytes: number }> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: FOLDER_MODE });
    const handle = await open(file, 'wx', FILE_MODE);
    let ok = false;
    try {
      let bytes = 0;
      // One chunk at a time: memory stays at one chunk, and a failing source fails the write.
      for await (const chunk of source as AsyncIterable<Buffer>) {
        await handle.write(chunk);
        bytes += chunk.length;
      }
      // The bytes are on disk, not only in the page cache, before anyone is told the upload is stored.
      await handle.sync();
      ok = true;
      return { bytes };
    } finally {
      await handle.close();
      if (!ok) await rm(file, { force: true });
    }
  }

  async move(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    const to = this.pathOf(toKey);
    await mkdir(path.dirname(to), { recursive: true, mode: FOLDER_MODE });
    await rename(from, to);
    await syncDirectory(path.dirname(to));
    if (path.dirname(from) !== path.dirname(to)) await syncDirectory(path.dirname(from));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file);
    return createReadStream(file);
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const base = path.join(this.root, ...prefix.split('/').filter(Boolean));
    let entries: string[];
    try {
      entries = (await readdir(base, { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const info = await stat(path.join(base, entry)).catch(() => null);
      if (!info?.isFile()) continue;
      yield { key: `${prefix}${entry.split(path.sep).join('/')}`, modified: info.mtime };
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}

/** A rename is durable once its directory entry is: fsync the folder (not possible on every platform). */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle?.close();
  }
}
