/**
 * Seeds a database with the demo registry: `npm run db:seed -- [--modalidades N] [--data-dir DIR]`.
 * Uses DATABASE_URL when set (PostgreSQL), else a PGlite folder (default ./data/pglite).
 */
import { parseArgs } from 'node:util';
import { createDb } from '../create-db';
import { isSeeded, seedDemoData } from '../seed/generate';

const { values } = parseArgs({
  options: {
    modalidades: { type: 'string' },
    'data-dir': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});

const database = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: values['data-dir'] ?? process.env.PGLITE_DATA_DIR ?? 'data/pglite',
});
await database.migrate();
if ((await isSeeded(database.db)) && !values.force) {
  console.log('La base de datos ya tiene datos; no se vuelve a sembrar.');
} else {
  const started = Date.now();
  const summary = await seedDemoData(database.db, {
    modalidades: values.modalidades ? Number(values.modalidades) : undefined,
    log: (m) => console.log(m),
  });
  console.log(`Datos de demostración creados en ${Date.now() - started} ms`, summary);
}
await database.close();
