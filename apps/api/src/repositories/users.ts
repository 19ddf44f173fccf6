/** Evaluator accounts and their operations (permissions). */
import { PERMISSIONS } from '@rnt/contract/sections';
import { queryRows, type Db } from '@rnt/db/create-db';
import { hashPassword, verifyPassword } from '@rnt/db/passwords';
import { sql } from 'drizzle-orm';

export interface Operacion {
  codigo: string;
  nombre: string;
}

let dummyHash: Promise<string> | undefined;

/** The user for these credentials, or undefined; an unknown e-mail costs the same time as a bad password. */
export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<{ id: number; nombre: string } | undefined> {
  const [user] = await queryRows<{ id: number; nombre: string; password_hash: string }>(
    db,
    sql`SELECT id, nombre, password_hash FROM users WHERE lower(email) = lower(${email}) AND activo`,
  );
  dummyHash ??= hashPassword('contraseña-de-relleno');
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  return user && ok ? { id: user.id, nombre: user.nombre } : undefined;
}

export function listOperaciones(db: Db, userId: number): Promise<Operacion[]> {
  return queryRows<Operacion>(
    db,
    sql`
      SELECT o.codigo, o.nombre FROM user_operaciones uo JOIN operaciones o ON o.id = uo.operacion_id
      WHERE uo.user_id = ${userId} ORDER BY o.codigo`,
  );
}

/** Creates a user with the given operation codes (unknown codes are an error). */
export async function createUser(
  db: Db,
  input: { email: string; nombre: string; password: string; permisos: string[] },
): Promise<number> {
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // A fresh production database has no operations yet: the permission catalogue is the contract's.
    for (const codigo of Object.values(PERMISSIONS))
      await queryRows(
        t,
        sql`INSERT INTO operaciones (codigo, nombre) VALUES (${codigo}, ${codigo.replaceAll('_', ' ').toLowerCase()})
            ON CONFLICT (codigo) DO NOTHING`,
      );
    const known = await queryRows<{ id: number; codigo: string }>(t, sql`SELECT id, codigo FROM operaciones`);
    const unknown = input.permisos.filter((p) => !known.some((k) => k.codigo === p));
    if (unknown.length) throw new Error(`Permisos desconocidos: ${unknown.join(', ')}`);
    const [row] = await queryRows<{ id: number }>(
      t,
      sql`INSERT INTO users (nombre, email, password_hash) VALUES (${input.nombre}, ${input.email}, ${hash})
          RETURNING id`,
    );
    for (const p of known.filter((k) => input.permisos.includes(k.codigo)))
      await queryRows(
        t,
        sql`INSERT INTO user_operaciones (user_id, operacion_id) VALUES (${row!.id}, ${p.id})`,
      );
    await queryRows(
      t,
      sql`INSERT INTO auditoria (user_id, entidad, entidad_id, accion, antes, despues)
          VALUES (NULL, 'users', ${row!.id}, 'crear', NULL,
            ${JSON.stringify({ email: input.email, nombre: input.nombre, permisos: input.permisos })}::jsonb)`,
    );
    return row!.id;
  });
}
