/**
 * Which modalities the public sees (docs/decisions/009-public-modalities.md): those whose state is
 * visible on the portal (`estados_solicitud.visible_portal`) — registered (11, 13) and in evaluation —
 * and not drafts, withdrawn or rejected ones. The atlas and the open-data exports share this rule.
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { sql, type SQL } from 'drizzle-orm';

/** `<alias>.estado_id` is a state the portal shows. */
export const isPublicModality = (alias: string): SQL =>
  sql`${sql.raw(alias)}.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal)`;

/** `<alias>.estado_id` is a registered state ('Inscrito'). */
export const isRegisteredModality = (alias: string): SQL =>
  sql`${sql.raw(alias)}.estado_id IN (${sql.join(
    REGISTERED_STATE_IDS.map((id) => sql`${id}`),
    sql`, `,
  )})`;
