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
import type { Db } from '@rnt/db/create-db';
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
 * entry goes first.
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
   * `maxBytes`.
   */
  budget?: { maxBytes: number; weigh: (value: unknown) => number },
): VersionedCache {
  const entries = new Map<string, { version: string; value: Promise<unknown>; bytes: number }>();
  let totalBytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const trim = () => {
    while (entries.size > maxEntries || (budget && totalBytes > budget.maxBytes && entries.size > 1))
      remove(entries.keys().next().value!);
  };

  const currentVersion = sharedVersionReader(db, ambito);

  return {
    version: currentVersion,
    async get<T>(key: string, load: () => Promise<T>, known?: string): Promise<T> {
      const version = known ?? (await currentVersion());
      const hit = entries.get(key);
      if (hit && hit.version === version) {
        entries.delete(key);
        entries.set(key, hit); // now the most recently used
        return hit.value as Promise<T>;
      }
      remove(key);
      // The promise is stored, so concurrent misses share one computation.
      const value = limit ? limit.run(load) : load();
      const entry = { version, value, bytes: 0 };
      entries.set(key, entry);
      trim();
      value.then(
        (computed) => {
          if (!budget || entries.get(key) !== entry) return;
          entry.bytes = budget.weigh(computed);
          totalBytes += entry.bytes;
          trim();
        },
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      return value;
    },
  };
}
