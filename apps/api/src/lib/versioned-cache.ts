/**
 * In-process cache of answers computed from the registry, keyed by a data version that the database bumps
 * on every write to the tables they summarise (migration 0003: `versiones_datos`, statement triggers). Each
 * read costs one primary-key lookup instead of the aggregate; a write by anyone (this instance, another
 * API instance, the back office, a seed) is seen by the next read, because the version lives in the
 * database and is bumped inside the writer's transaction.
 *
 * The version is read before the figure is computed, so a write committing in between can only make the
 * cached figure newer than its version says (recomputed on the next read), never older.
 *
 * Concurrent requests share reads of the version (decision 026): a request joins a read *sent after it
 * arrived*, never one already under way (which may have left before a write the request must see), so
 * under load one read answers all the requests that arrived while the previous read was travelling.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '@rnt/db/create-db';
import { LRUCache } from 'lru-cache';
import { readDataVersion } from '../repositories/data-versions';

export interface VersionedCache {
  /**
   * The cached value of `key` for the current data version and day, computing it when missing. `version`:
   * the one `version()` gave this same request a moment ago (several caches of one scope read by one
   * request share one read of the version instead of one each).
   */
  get<T>(key: string, load: () => Promise<T>, version?: string): Promise<T>;
  /** Reads the current data version and day of the cache's scope. */
  version(): Promise<string>;
}

type VersionReader = () => Promise<string>;

/**
 * The versions one page request has read, by database and scope: a light page's cache and the API reads
 * its render makes in-process (`fastify.inject`, the same request's async context) share one read of each
 * version instead of one each. A read made for the page started after the page's request arrived, so every
 * cache of that request still sees every write committed before it.
 */
const versionsOfRequest = new AsyncLocalStorage<Map<VersionReader, Promise<string>>>();

/** Runs `work` (one page request) with one read per data version, shared by every cache it reaches. */
export function withSharedVersions<T>(work: () => Promise<T>): Promise<T> {
  return versionsOfRequest.run(new Map(), work);
}

/** `reader`'s version for this page request: read once and kept (outside a page request: read now). */
function versionFor(reader: VersionReader): Promise<string> {
  const read = versionsOfRequest.getStore();
  if (!read) return reader();
  let version = read.get(reader);
  if (!version) {
    version = reader();
    read.set(reader, version);
    // A failed read is not kept: the next cache of the request reads again.
    version.catch(() => {
      if (read.get(reader) === version) read.delete(reader);
    });
  }
  return version;
}
const readers = new WeakMap<Db, Map<string, VersionReader>>();

/** The reader of `ambito`'s version on `db`: one per database and scope, shared by every cache of it. */
export function sharedVersionReader(db: Db, ambito: string): VersionReader {
  let byScope = readers.get(db);
  if (!byScope) readers.set(db, (byScope = new Map()));
  let reader = byScope.get(ambito);
  if (!reader) {
    reader = coalescedVersionReader(() => readDataVersion(db, ambito), ambito);
    byScope.set(ambito, reader);
  }
  return reader;
}

/**
 * At most one `read` in flight; a call made while one is under way waits for the *next* read, which
 * starts as soon as that one ends and answers every call made in the meantime. Each answer therefore
 * comes from a read that started after the call: a write committed before the call (by any process) is
 * seen.
 */
export function coalescedVersionReader(
  read: () => Promise<string | undefined>,
  ambito: string,
): VersionReader {
  let current: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  const start = (): Promise<string> => {
    const pending = read().then((version) => {
      if (version === undefined) throw new Error(`versiones_datos no tiene el ámbito ${ambito}`);
      return version;
    });
    current = pending;
    const done = () => {
      if (current === pending) current = null;
    };
    pending.then(done, done);
    return pending;
  };
  const settled = () => undefined;
  return () => {
    if (!current) return start();
    next ??= current.then(settled, settled).then(() => {
      next = null;
      return start();
    });
    return next;
  };
}

/**
 * `maxEntries` bounds the memory when keys come from users (search queries): the least recently used
 * entry goes first (`lru-cache`).
 */
export function createVersionedCache(
  db: Db,
  ambito: string,
  maxEntries = Infinity,
  /** Runs each computation (not each hit): load shedding of searches not in the cache. */
  limit?: { run<T>(work: () => Promise<T>): Promise<T> },
  /**
   * Bounds the memory of values whose size varies a lot (a search word's matches): `weigh` gives a
   * computed value's size in bytes, and the least recently used entries go while the total is over
   * `maxBytes`. A value still being computed counts 1 byte.
   */
  budget?: { maxBytes: number; weigh: (value: unknown) => number },
): VersionedCache {
  interface Entry {
    version: string;
    value: Promise<unknown>;
  }
  // lru-cache needs a bound: without one of ours, a count no registry reaches (it allocates nothing for it).
  const entries = new LRUCache<string, Entry>({
    ...(Number.isFinite(maxEntries) ? { max: maxEntries } : {}),
    maxSize: budget?.maxBytes ?? Number.MAX_SAFE_INTEGER,
    sizeCalculation: () => 1,
  });

  const reader = sharedVersionReader(db, ambito);
  const currentVersion = () => versionFor(reader);

  return {
    version: currentVersion,
    async get<T>(key: string, load: () => Promise<T>, known?: string): Promise<T> {
      const version = known ?? (await currentVersion());
      const hit = entries.get(key); // now the most recently used
      if (hit && hit.version === version) return hit.value as Promise<T>;
      // The promise is stored, so concurrent misses share one computation.
      const value = limit ? limit.run(load) : load();
      entries.set(key, { version, value });
      const mine = () => entries.peek(key)?.value === value;
      value.then(
        (computed) => {
          // Weighed once known (a new entry object: lru-cache re-sizes only a changed value); the least
          // recent entries go if the total is now over the budget.
          if (budget && mine())
            entries.set(key, { version, value }, { size: Math.max(1, budget.weigh(computed)) });
        },
        () => {
          if (mine()) entries.delete(key);
        },
      );
      return value;
    },
  };
}
