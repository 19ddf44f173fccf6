/**
 * Which requirements and sub-requirements the public sees: the one place of the rule "Visibility of
 * requirements when state is 11 or 13" of the specification. Every output that lists
 * requirements — the modality detail (and so the screen and the PDFs built from it) and the open-data
 * exports — reads them through these conditions; docs/decisions/014-one-contract-one-rule.md.
 *
 * - Only modalities in state 11 or 13 filter at all.
 * - A requirement removed as unnecessary (`fecha_eliminacion`) is never listed.
 * - Requirements of type 1 or 2, and requirements without a ruling, are always listed.
 * - Otherwise the latest ruling (by `created_at`, then id) counts: it hides the requirement when one of
 *   its status codes is '002', or when it has no status ("default '002' when absent").
 * - A sub-requirement is hidden when its latest ruling has the status '002'; that bullet has no default,
 *   so a ruling without status does not hide it.
 */
import { RULING_CODE_HIDDEN, RULING_EXEMPT_REQUIREMENT_TYPES } from '@rnt/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { isRegisteredModality } from './public-modalities';

const list = (values: readonly number[]) => sql.raw(values.join(', '));
const HIDDEN = sql.raw(`'${RULING_CODE_HIDDEN}'`);

/** The latest ruling on `<codigoModelo>` `<idColumn>` hides it. */
function latestRulingHides(
  codigoModelo: 'Requisito' | 'Sub_Requisito',
  idColumn: string,
  absentHides: boolean,
): SQL {
  const noStatus = absentHides
    ? sql` OR NOT EXISTS (SELECT 1 FROM dictamen_estados de WHERE de.dictamen_id = latest.id)`
    : sql``;
  return sql`EXISTS (
    SELECT 1 FROM (
      SELECT d.id FROM dictamenes d
      WHERE d.codigo_modelo = ${sql.raw(`'${codigoModelo}'`)} AND d.modelo_id = ${sql.raw(idColumn)}
      ORDER BY d.created_at DESC, d.id DESC LIMIT 1) latest
    WHERE EXISTS (SELECT 1 FROM dictamen_estados de JOIN estados_dictamen ed ON ed.id = de.estado_dictamen_id
                  WHERE de.dictamen_id = latest.id AND ed.codigo = ${HIDDEN})${noStatus})`;
}

/** Requirement `r` of modality `m` is listed. */
export const isVisibleRequirement = (r = 'r', m = 'm'): SQL =>
  sql`(${sql.raw(r)}.fecha_eliminacion IS NULL AND (
    NOT ${isRegisteredModality(m)}
    OR ${sql.raw(r)}.tipo_requisito_id IN (${list(RULING_EXEMPT_REQUIREMENT_TYPES)})
    OR NOT ${latestRulingHides('Requisito', `${r}.id`, true)}))`;

/** Sub-requirement `s` of a requirement of modality `m` is listed. */
export const isVisibleSubRequirement = (s = 's', m = 'm'): SQL =>
  sql`(NOT ${isRegisteredModality(m)}
    OR NOT ${latestRulingHides('Sub_Requisito', `${s}.id`, false)})`;
