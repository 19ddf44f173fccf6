/**
 * A pooled PostgreSQL connection outlives a quiet spell (`POOL_IDLE_TIMEOUT_MS`): its named statements stay
 * prepared and planned, instead of node-postgres's default of closing it after 10 s idle. PostgreSQL only
 * (PGlite has no connections). The pool's idle timer is a `setTimeout`: faked here, so no test waits.
 */
import { z } from '@rnt/contract/zod';
import { createDb, POOL_IDLE_TIMEOUT_MS, queryRows } from '@rnt/db/create-db';
import { testDbKind } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const url = process.env.TEST_DATABASE_URL;
const enabled = testDbKind() === 'postgres' && !!url;

describe.skipIf(!enabled)('the pool keeps idle connections (PostgreSQL)', () => {
  it('serves a query after 11 idle seconds on the same connection, and drops it after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await createDb({ databaseUrl: url!, poolMax: 1 });
    try {
      const backend = async () =>
        (
          await queryRows(
            database.db,
            z.object({ pid: z.number().int() }),
            sql`SELECT pg_backend_pid() AS pid`,
          )
        )[0]!.pid;
      const first = await backend();
      // node-postgres's default (10 s) would close the connection here.
      await vi.advanceTimersByTimeAsync(11_000);
      expect(await backend()).toBe(first);
      await vi.advanceTimersByTimeAsync(POOL_IDLE_TIMEOUT_MS + 1_000);
      expect(await backend()).not.toBe(first);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
