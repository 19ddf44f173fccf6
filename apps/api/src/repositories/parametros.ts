/** System parameters (spec §7 "Parameters"): code → value. */
import { DEMO_DATA_MARKER, PARAM_MAX_SIZE_KB, PARAM_MIME_TYPES } from '@rnt/contract/constants';
import {
  parseExtensionsParameter,
  parseMaxSizeParameter,
  type AttachmentRules,
} from '@rnt/contract/denuncia';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

export const listParametros = (db: Db, codigo: string) =>
  queryRows<{ codigo: string; valor: string }>(
    db,
    sql`SELECT codigo, valor FROM parametros WHERE codigo = ${codigo} ORDER BY id`,
  );

/** True when the database holds the demo registry (the seed writes the DEMO_DATA_MARKER parameter). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ demo: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM parametros WHERE codigo = ${DEMO_DATA_MARKER}) AS demo`,
  );
  return Boolean(row?.demo);
}

/** The attachment rules in force: DOCS_RNT_MOD_MIME_TYPE and DOCS_RNT_MOD_SIZE, or the §9 defaults. */
export async function attachmentRules(db: Db): Promise<AttachmentRules> {
  const rows = await queryRows<{ codigo: string; valor: string }>(
    db,
    sql`SELECT codigo, valor FROM parametros WHERE codigo IN (${PARAM_MIME_TYPES}, ${PARAM_MAX_SIZE_KB})`,
  );
  const valor = (codigo: string) => rows.find((r) => r.codigo === codigo)?.valor;
  return {
    extensions: parseExtensionsParameter(valor(PARAM_MIME_TYPES)),
    maxBytes: parseMaxSizeParameter(valor(PARAM_MAX_SIZE_KB)),
  };
}
