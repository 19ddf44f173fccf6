/** System parameters (Parameters): code → value. */
import { PARAM_MAX_SIZE_KB, PARAM_MIME_TYPES } from '@rnt/contract/constants';
import {
  parseExtensionsParameter,
  parseMaxSizeParameter,
  type AttachmentRules,
} from '@rnt/contract/denuncia-rules';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

const parametro = z.object({ codigo: z.string(), valor: z.string() });

export const listParametros = (db: Db, codigo: string) =>
  queryRows(db, parametro, sql`SELECT codigo, valor FROM parametros WHERE codigo = ${codigo} ORDER BY id`);

/** The attachment rules in force: DOCS_RNT_MOD_MIME_TYPE and DOCS_RNT_MOD_SIZE, or the default values. */
export async function attachmentRules(db: Db): Promise<AttachmentRules> {
  const rows = await queryRows(
    db,
    parametro,
    sql`SELECT codigo, valor FROM parametros WHERE codigo IN (${PARAM_MIME_TYPES}, ${PARAM_MAX_SIZE_KB})`,
  );
  const valor = (codigo: string) => rows.find((r) => r.codigo === codigo)?.valor;
  return {
    extensions: parseExtensionsParameter(valor(PARAM_MIME_TYPES)),
    maxBytes: parseMaxSizeParameter(valor(PARAM_MAX_SIZE_KB)),
  };
}
