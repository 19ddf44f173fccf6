/**
 * The purge of complaints' personal data (issue 23, decision record 023): once a complaint has been closed
 * for longer than the retention period, its citizen's name, surnames, e-mail and phone and its attachment
 * are removed and `datos_purgados_at` is set. Everything the statistics read (institution, state, outcome,
 * dates) and the history stay. Idempotent: a purged complaint is never selected again.
 */
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { audit, inTransaction, type Actor } from './audit';

export interface PurgeResult {
  /** Complaints whose personal data were removed in this run. */
  denuncias: number;
  /** Storage keys of the attachments they pointed at: the caller deletes the files after the commit. */
  adjuntos: string[];
}

/** The command line acts without a user or session (see `Actor`). */
const SYSTEM: Actor = { id: null, sesionId: null };

export async function purgeComplaintPersonalData(
  db: Db,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<PurgeResult> {
  const limit = new Date(now.getTime() - retentionDays * 86_400_000);
  return inTransaction(db, async (tx) => {
    // The old attachment key is read in the same statement that clears it (FOR UPDATE: a concurrent run
    // waits and then finds nothing left to purge).
    const purged = await queryRows(
      tx,
      z.object({ id: z.number().int(), folio: z.string(), imagen: z.string().nullable() }),
      sql`WITH objetivo AS (
            SELECT id, imagen FROM denuncias
            WHERE estado = 'CERRADA' AND cerrada_at < ${limit.toISOString()} AND datos_purgados_at IS NULL
            ORDER BY id FOR UPDATE)
          UPDATE denuncias d
          SET nombres = NULL, apellidos = NULL, correo = NULL, telefono = NULL,
              imagen = NULL, imagen_nombre = NULL, imagen_mime = NULL, imagen_bytes = NULL,
              datos_purgados_at = ${now.toISOString()}
          FROM objetivo o WHERE d.id = o.id
          RETURNING d.id, d.folio, o.imagen`,
    );
    if (purged.length > 0) {
      // What was removed is never copied here: only which complaints, and the rule applied.
      await audit(tx, SYSTEM, 'denuncias', null, 'PURGAR_DATOS_PERSONALES', null, {
        retencion_dias: retentionDays,
        cerradas_antes_de: limit.toISOString(),
        denuncias: purged.length,
        folios: purged.map((p) => p.folio).sort(),
        adjuntos: purged.filter((p) => p.imagen).length,
      });
    }
    return {
      denuncias: purged.length,
      adjuntos: purged.flatMap((p) => (p.imagen ? [p.imagen] : [])),
    };
  });
}
