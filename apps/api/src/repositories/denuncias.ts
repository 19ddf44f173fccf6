/** Citizen comments and complaints (table `denuncias`). */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { formatFolio, type Denuncia } from '@rnt/contract/denuncia';
import { denunciaAccionSchema } from '@rnt/contract/denuncias-admin';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

const estadoSchema = denunciaAccionSchema.shape.estado;
const resultadoSchema = denunciaAccionSchema.shape.resultado;
const modalidadComentable = z.object({
  modalidad_id: z.number().int(),
  nombre_modalidad: z.string(),
  tramite_id: z.number().int(),
  nombre_tramite: z.string(),
  nombre_institucion: z.string(),
});
const idRow = z.object({ id: z.number().int() });

const registered = sql.join(
  REGISTERED_STATE_IDS.map((id) => sql`${id}`),
  sql`, `,
);

/** A modality that can receive comments: it exists and is registered (states 11/13). */
export const findModalidadComentable = async (db: Db, id: number) =>
  (
    await queryRows(
      db,
      modalidadComentable,
      sql`SELECT m.id AS modalidad_id, m.nombre AS nombre_modalidad, t.id AS tramite_id, t.nombre AS nombre_tramite,
                 i.nombre AS nombre_institucion
          FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
          JOIN instituciones i ON i.id = u.institucion_id
          WHERE m.id = ${id} AND m.estado_id IN (${registered})`,
    )
  )[0];

/** Whether an institution exists (a complaint about a procedure not in the registry names one). */
export const institucionExiste = async (db: Db, id: number) =>
  (await queryRows(db, idRow, sql`SELECT id FROM instituciones WHERE id = ${id}`)).length > 0;

/**
 * The complaint's personal data and attachment as `denuncias` stores them (null when anonymous or purged):
 * read by the retry check below and by the back office's detail (denuncias-admin.ts).
 */
export const personalDataColumns = z.object({
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  imagen: z.string().nullable(),
  imagen_nombre: z.string().nullable(),
  imagen_bytes: z.number().int().nullable(),
});

/** What a submission stored under an idempotency key said, to tell a retry from a reused key. */
const storedSubmission = personalDataColumns.extend({
  folio: z.string(),
  anonimo: z.boolean(),
  mensaje: z.string(),
  modalidad_id: z.number().int().nullable(),
  institucion_id: z.number().int(),
  descripcion_tramite: z.string().nullable(),
});
export type StoredSubmission = z.infer<typeof storedSubmission>;

export const findByIdempotencyKey = async (db: Db, key: string): Promise<StoredSubmission | undefined> =>
  (
    await queryRows(
      db,
      storedSubmission,
      sql`SELECT folio, anonimo, mensaje, modalidad_id, institucion_id, descripcion_tramite,
                 nombres, apellidos, correo, telefono,
                 imagen, imagen_nombre, imagen_bytes::int AS imagen_bytes
          FROM denuncias WHERE idempotency_key = ${key}`,
    )
  )[0];

export interface Attachment {
  key: string;
  nombre: string;
  mime: string;
  bytes: number;
}

/** The year of the folio, in El Salvador's time. */
const currentYear = () =>
  Number(
    new Intl.DateTimeFormat('en', { timeZone: 'America/El_Salvador', year: 'numeric' }).format(new Date()),
  );

/**
 * Inserts the comment and, still inside the transaction, runs `beforeCommit` (the file's move to its
 * final key, the acknowledgment queued in the mail outbox): the row is committed only if the file is in
 * place. The caller removes the file when
 * this rejects after `beforeCommit` ran (a failed COMMIT). `trackingCodeHash` is the SHA-256 (hex) of the
 * tracking code's canonical form; the code itself is never stored.
 */
export async function insertDenuncia(
  db: Db,
  denuncia: Denuncia,
  attachment: Attachment | null,
  idempotencyKey: string | null,
  trackingCodeHash: string,
  beforeCommit: (tx: Db, folio: string) => Promise<void>,
): Promise<{ id: number; folio: string }> {
  return db.transaction(async (tx) => {
    const [next] = await queryRows(
      tx as unknown as Db,
      idRow,
      sql`SELECT nextval(pg_get_serial_sequence('denuncias', 'id'))::int AS id`,
    );
    const id = next!.id;
    const folio = formatFolio(currentYear(), id);
    const values = sql`${denuncia.anonimo}, ${denuncia.mensaje}, ${denuncia.descripcion_tramite},
                 ${denuncia.nombres}, ${denuncia.apellidos}, ${denuncia.correo}, ${denuncia.telefono},
                 ${attachment?.key ?? null}, ${attachment?.nombre ?? null}, ${attachment?.mime ?? null},
                 ${attachment?.bytes ?? null}, ${idempotencyKey}, ${trackingCodeHash}`;
    const columns = sql`anonimo, mensaje, descripcion_tramite, nombres, apellidos, correo, telefono,
                        imagen, imagen_nombre, imagen_mime, imagen_bytes, idempotency_key, codigo_seguimiento_hash`;
    // The institution is the modality's, or the one the citizen chose for a procedure not in the registry;
    // the first history row (RECIBIDA) is written with the complaint.
    await tx.execute(
      denuncia.modalidad_id !== null
        ? sql`INSERT INTO denuncias (id, folio, modalidad_id, institucion_id, ${columns})
              SELECT ${id}, ${folio}, m.id, u.institucion_id, ${values}
              FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
              WHERE m.id = ${denuncia.modalidad_id}`
        : sql`INSERT INTO denuncias (id, folio, modalidad_id, institucion_id, ${columns})
              VALUES (${id}, ${folio}, NULL, ${denuncia.institucion_id}, ${values})`,
    );
    await tx.execute(sql`INSERT INTO denuncia_acciones (denuncia_id, estado) VALUES (${id}, 'RECIBIDA')`);
    await beforeCommit(tx as unknown as Db, folio);
    return { id, folio };
  });
}

/** A unique violation on the idempotency key: a concurrent retry stored the same submission first. */
export function isIdempotencyConflict(error: unknown): boolean {
  for (
    let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined,
      depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (
      e.code === '23505' &&
      (e.constraint === 'denuncias_idempotency_idx' || /denuncias_idempotency_idx/.test(e.message ?? ''))
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Of these stored attachment keys, the ones a complaint points at (the start-up sweep keeps them). */
export async function referencedAttachmentKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await queryRows(
    db,
    z.object({ imagen: z.string() }),
    sql`SELECT imagen FROM denuncias WHERE imagen IN ${keys}`,
  );
  return new Set(rows.map((r) => r.imagen));
}

/** A complaint as its tracking page shows it: no personal data, no message, no internal note. */
const trackedComplaint = z.object({
  id: z.number().int(),
  folio: z.string(),
  codigo_seguimiento_hash: z.string().nullable(),
  estado: estadoSchema,
  resultado: resultadoSchema,
  /** PostgreSQL's text of the timestamp (both engines answer text through drizzle), e.g. '2026-11-24 16:18:32.407+00'. */
  created_at: z.string(),
  institucion: z.string(),
  /** The modality's procedure and name, or null for a procedure not in the registry. */
  tramite: z.string().nullable(),
});
export type TrackedComplaint = z.infer<typeof trackedComplaint>;

export const findTrackedComplaint = async (db: Db, folio: string): Promise<TrackedComplaint | undefined> =>
  (
    await queryRows(
      db,
      trackedComplaint,
      sql`SELECT d.id, d.folio, d.codigo_seguimiento_hash, d.estado, d.resultado, d.created_at,
                 i.nombre AS institucion,
                 CASE WHEN m.id IS NULL THEN NULL ELSE t.nombre || ' — ' || m.nombre END AS tramite
          FROM denuncias d JOIN instituciones i ON i.id = d.institucion_id
          LEFT JOIN modalidades m ON m.id = d.modalidad_id LEFT JOIN tramites t ON t.id = m.tramite_id
          WHERE d.folio = ${folio}`,
    )
  )[0];

/** The public side of a complaint's history, oldest first: the internal note is not even read. */
export const publicHistory = (db: Db, denunciaId: number) =>
  queryRows(
    db,
    z.object({ estado: estadoSchema, created_at: z.string(), nota_publica: z.string().nullable() }),
    sql`SELECT estado, created_at, nota_publica FROM denuncia_acciones
        WHERE denuncia_id = ${denunciaId} ORDER BY created_at, id`,
  );
