/**
 * Where uploaded files live: a local folder by default, an S3-compatible object
 * store by configuration. Keys are '/'-separated relative paths ('denuncias/2026/…pdf').
 *
 * The upload route writes to a temporary key first and moves the object to its final key inside the
 * database transaction, so a row never points at a missing file and no file outlives a failed row.
 */
import type { Readable } from 'node:stream';

export interface Storage {
  /** A short description for logs ('carpeta data/files', 's3://bucket/prefix'). */
  readonly description: string;
  /** Streams `source` to `key` (which must not exist); durable when the promise resolves. */
  put(key: string, source: Readable): Promise<{ bytes: number }>;
  /** Renames an object, durably; the source key no longer exists afterwards. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Reads an object; rejects when it does not exist. */
  get(key: string): Promise<Readable>;
  exists(key: string): Promise<boolean>;
  /** Every object under `prefix` ('tmp/', 'denuncias/') with its last modification (the start-up sweep). */
  list(prefix: string): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  modified: Date;
}

/**
 * The store itself failed (disk full, read-only or missing folder, unreachable bucket) — not the client
 * nor the file: the API answers 503 with its own message, and nothing of the submission is kept.
 */
export class StorageFailed extends Error {
  constructor(cause: unknown) {
    super('No se pudo escribir en el almacenamiento de archivos', { cause });
    this.name = 'StorageFailed';
  }
}

/** Prefix of objects still being uploaded or awaiting their row; safe to sweep when old. */
export const TEMP_PREFIX = 'tmp/';

/** Rejects keys that could leave the store's root ('..', absolute paths, backslashes, empty parts). */
export function assertSafeKey(key: string): void {
  const parts = key.split('/');
  if (
    !key ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  )
    throw new Error(`Clave de almacenamiento inválida: ${JSON.stringify(key)}`);
}
