/**
 * Whether the demo data are in a database, apart from the seed itself: the server asks it on every start
 * (and loads the seed, Faker and every one of its locales, ~150 ms and ~18 MB of heap, only to seed), and
 * the runtime configuration says the demo notice from it (`routes/config.ts`). The seed's completion row
 * (`datos_demostracion`, written last in the seed's transaction) is the one marker.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../create-db';

/** True when the demo registry was completely written (its completion row exists): never seed twice. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows(
    db,
    z.object({ seeded: z.boolean() }),
    sql`SELECT EXISTS (SELECT 1 FROM datos_demostracion) AS seeded`,
  );
  return row?.seeded ?? false;
}
