/**
 * Removes the personal data of complaints closed more than the retention period ago (issue 23):
 *   npm run denuncias:purge -w apps/api
 * Retention in days: COMPLAINT_PERSONAL_DATA_RETENTION_DAYS (default 365). Same DATABASE_URL /
 * PGLITE_DATA_DIR and STORAGE_URL as the server. Idempotent: meant to run daily from a scheduler
 * (docs/operations.md). Exit code 0 on success (also when there was nothing to purge), 1 on error.
 */
import { createDb } from '@rnt/db/create-db';
import { loadEnv } from '../env';
import { runComplaintPurge } from '../lib/denuncias-purge';
import { createStorage } from '../lib/storage/create-storage';

const env = loadEnv(process.env, { signsTokens: false });
const retentionDays = env.COMPLAINT_PERSONAL_DATA_RETENTION_DAYS;
const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
try {
  await database.migrate();
  const summary = await runComplaintPurge(database.db, () => createStorage(env.STORAGE_URL), {
    retentionDays,
  });
  console.log(
    `Datos personales purgados de ${summary.denuncias} denuncias cerradas hace más de ${retentionDays} días; ` +
      `adjuntos borrados: ${summary.adjuntosBorrados} de ${summary.adjuntos}.`,
  );
  if (summary.adjuntosBorrados < summary.adjuntos) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
