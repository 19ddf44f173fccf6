/** Evaluator accounts, their operations (permissions) and their sessions. */
import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@rnt/contract/sections';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { hashPassword, verifyPassword } from '@rnt/db/passwords';
import { sql } from 'drizzle-orm';
import { audit } from './audit';

const operacion = z.object({ codigo: z.string(), nombre: z.string() });
export type Operacion = z.infer<typeof operacion>;

/** The user behind an open session, as `fastify.authenticate` hands it to the routes. */
const sessionUser = z.object({
  id: z.number().int(),
  nombre: z.string(),
  permisos: z.array(z.string()),
  /** The session (the token's `jti`): recorded with every audited change. */
  sesionId: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;
const idRow = z.object({ id: z.number().int() });

let dummyHash: Promise<string> | undefined;

/** The user for these credentials, or undefined; an unknown e-mail costs the same time as a bad password. */
export async function verifyCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<{ id: number; nombre: string } | undefined> {
  const [user] = await queryRows(
    db,
    z.object({ id: z.number().int(), nombre: z.string(), password_hash: z.string() }),
    sql`SELECT id, nombre, password_hash FROM users WHERE lower(email) = lower(${email}) AND activo`,
  );
  dummyHash ??= hashPassword('contraseña-de-relleno');
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  return user && ok ? { id: user.id, nombre: user.nombre } : undefined;
}

export function listOperaciones(db: Db, userId: number): Promise<Operacion[]> {
  return queryRows(
    db,
    operacion,
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
      await execute(
        t,
        sql`INSERT INTO operaciones (codigo, nombre) VALUES (${codigo}, ${codigo.replaceAll('_', ' ').toLowerCase()})
            ON CONFLICT (codigo) DO NOTHING`,
      );
    const known = await queryRows(
      t,
      idRow.extend({ codigo: z.string() }),
      sql`SELECT id, codigo FROM operaciones`,
    );
    const unknown = input.permisos.filter((p) => !known.some((k) => k.codigo === p));
    if (unknown.length) throw new Error(`Permisos desconocidos: ${unknown.join(', ')}`);
    const [row] = await queryRows(
      t,
      idRow,
      sql`INSERT INTO users (nombre, email, password_hash) VALUES (${input.nombre}, ${input.email}, ${hash})
          RETURNING id`,
    );
    for (const p of known.filter((k) => input.permisos.includes(k.codigo)))
      await execute(
        t,
        sql`INSERT INTO user_operaciones (user_id, operacion_id) VALUES (${row!.id}, ${p.id})`,
      );
    await audit(t, { id: null, sesionId: null }, 'users', row!.id, 'crear', null, {
      email: input.email,
      nombre: input.nombre,
      permisos: input.permisos,
    });
    return row!.id;
  });
}

/**
 * Opens a session until `expira` (the token's own expiry), audited; sessions expired for a day are
 * cleared on the way (their audit rows keep the session id).
 */
export function createSession(db: Db, userId: number, expira: Date): Promise<string> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await execute(t, sql`DELETE FROM sesiones WHERE expira < now() - interval '1 day'`);
    await execute(
      t,
      sql`INSERT INTO sesiones (id, user_id, expira) VALUES (${id}, ${userId}, ${expira.toISOString()})`,
    );
    await audit(t, { id: userId, sesionId: id }, 'sesiones', null, 'iniciar', null, {
      expira: expira.toISOString(),
    });
    return id;
  });
}

/** The active user of an open (not revoked, not expired) session, with the user's operation codes. */
export async function findSessionUser(
  db: Db,
  userId: number,
  sessionId: string,
): Promise<SessionUser | undefined> {
  const [user] = await queryRows(
    db,
    sessionUser,
    sql`
      SELECT u.id, u.nombre, s.id AS "sesionId",
        coalesce((SELECT array_agg(o.codigo ORDER BY o.codigo) FROM user_operaciones uo
          JOIN operaciones o ON o.id = uo.operacion_id WHERE uo.user_id = u.id), '{}') AS permisos
      FROM sesiones s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.revocada IS NULL AND s.expira > now()
        AND u.activo`,
  );
  return user;
}

/** Ends a session (logout), audited; true when it was open. */
export function revokeSession(db: Db, actor: { id: number; sesionId: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const revoked = await queryRows(
      t,
      z.object({ id: z.string() }),
      sql`UPDATE sesiones SET revocada = now() WHERE id = ${actor.sesionId} AND revocada IS NULL RETURNING id`,
    );
    if (revoked.length) await audit(t, actor, 'sesiones', null, 'cerrar', null, null);
    return revoked.length > 0;
  });
}
