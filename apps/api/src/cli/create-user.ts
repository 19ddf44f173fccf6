/**
 * Creates a real evaluator account:
 *   npm run user:create -w apps/api -- --email a@b.sv --nombre "Ana" --password '…' --permisos A,B
 * Uses DATABASE_URL (PostgreSQL) or the embedded database folder, like the server.
 */
import { parseArgs } from 'node:util';
import { PERMISSIONS } from '@rnt/contract/sections';
import { z } from '@rnt/contract/zod';
import { createDb } from '@rnt/db/create-db';
import { loadEnv } from '../env';
import { createUser } from '../repositories/users';

const argsSchema = z.object({
  email: z.email({ error: 'correo inválido' }),
  nombre: z.string().trim().min(1, 'nombre requerido'),
  password: z.string().min(12, 'la contraseña debe tener al menos 12 caracteres'),
  permisos: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(Object.values(PERMISSIONS) as [string, ...string[]])).min(1, 'indique permisos')),
});

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    nombre: { type: 'string' },
    password: { type: 'string' },
    permisos: { type: 'string' },
  },
});
const parsed = argsSchema.safeParse(values);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
  console.error(`Permisos disponibles: ${Object.values(PERMISSIONS).join(', ')}`);
  process.exit(1);
}
const env = loadEnv(process.env, { signsTokens: false });
const database = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
try {
  await database.migrate();
  const id = await createUser(database.db, parsed.data);
  console.log(`Usuario ${parsed.data.email} creado con id ${id}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
