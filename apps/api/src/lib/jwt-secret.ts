/**
 * The secret that signs evaluator tokens. There is no default written in the source: `JWT_SECRET` when
 * given; otherwise, on the embedded database, a random secret generated on the first start of the
 * installation and kept beside its data folder (`<folder>.jwt-secret`, mode 0600), so that tokens
 * survive a restart and no two installations accept each other's tokens. PostgreSQL without
 * `JWT_SECRET` does not start (env.ts): several instances must share one secret, which only the
 * operator can give them all.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export type JwtSecretSource =
  'JWT_SECRET' | 'archivo de la instalación' | 'generado para esta instalación' | 'efímero';

export interface JwtSecret {
  secret: string;
  source: JwtSecretSource;
  /** The installation's secret file, when one is used. */
  file?: string;
  /** The file was readable by others and was restricted to its owner. */
  permissionsFixed?: boolean;
}

/**
 * The installation's secret file for an embedded data folder, named after the folder's real path as its
 * lock is (a start through a symbolic link to the folder reads the same secret).
 */
export const jwtSecretFile = (dataDir: string) =>
  `${existsSync(dataDir) ? realpathSync(dataDir) : path.resolve(dataDir)}.jwt-secret`;

const MIN_LENGTH = 32;

export function resolveJwtSecret(options: {
  jwtSecret?: string;
  databaseKind: 'pglite' | 'postgres';
  /** The embedded data folder; omitted for an in-memory database. */
  dataDir?: string;
}): JwtSecret {
  if (options.jwtSecret) return { secret: options.jwtSecret, source: 'JWT_SECRET' };
  if (options.databaseKind === 'postgres')
    throw new Error('JWT_SECRET es requerido con PostgreSQL / JWT_SECRET is required with PostgreSQL');
  // An in-memory database lives as long as the process: so does its secret.
  if (!options.dataDir) return { secret: randomBytes(48).toString('base64url'), source: 'efímero' };
  const file = jwtSecretFile(options.dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  if (existsSync(file)) return readSecretFile(file);
  // Written whole to a private temporary file, then linked into place: a kill never leaves an empty
  // secret file, and of two processes only one link succeeds (the other reads the winner's secret).
  const secret = randomBytes(48).toString('base64url');
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${secret}\n`, { mode: 0o600 });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile(file);
  } finally {
    rmSync(tmp, { force: true });
  }
  return { secret, source: 'generado para esta instalación', file };
}

function readSecretFile(file: string): JwtSecret {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(
      `El archivo ${file} no contiene un secreto válido (32+ caracteres): bórrelo para generar otro ` +
        `(las sesiones abiertas se cierran) o defina JWT_SECRET. / ${file} holds no valid secret.`,
    );
  let permissionsFixed = false;
  if ((statSync(file).mode & 0o077) !== 0) {
    chmodSync(file, 0o600);
    permissionsFixed = true;
  }
  return { secret, source: 'archivo de la instalación', file, permissionsFixed };
}
