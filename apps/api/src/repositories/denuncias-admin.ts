/**
 * The complaint back office (issue 23): the list with its filters, the detail with its history, staff
 * actions (state changes and notes) and the reads that leave an audit row (personal data, attachment).
 * The answer period and the overdue rule are the contract's (`isComplaintOverdue`, working days in El
 * Salvador's calendar); the period itself is a `parametros` row the registry can change.
 */
import {
  COMPLAINT_ANSWER_PERIOD_WORKING_DAYS,
  COMPLAINT_STATES,
  COMPLAINT_TRANSITIONS,
  isComplaintOverdue,
  workingDaysBetween,
  type ComplaintState,
} from '@rnt/contract/denuncia-estados';
import {
  complaintActionErrors,
  denunciaAccionSchema,
  PARAM_COMPLAINT_ANSWER_PERIOD,
  type DenunciaAccion,
  type DenunciaAccionInput,
  type DenunciaDetalle,
  type DenunciaResumen,
  type DenunciasQuery,
} from '@rnt/contract/denuncias-admin';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { audit, inTransaction, type Actor } from './audit';
import { personalDataColumns } from './denuncias';
import { isoTimestamp } from './search-sql';

const ENTIDAD = 'denuncias';
/** El Salvador keeps UTC−6 all year: a calendar day there starts at 06:00 UTC. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T06:00:00Z`);
const DAY_MS = 86_400_000;

/** The answer period in working days: the `parametros` row when it holds a positive integer, else 5. */
export async function answerPeriod(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ valor: z.string() }),
    sql`SELECT valor FROM parametros WHERE codigo = ${PARAM_COMPLAINT_ANSWER_PERIOD}`,
  );
  const value = Number(row?.valor?.trim());
  return Number.isInteger(value) && value > 0 && value <= 365 ? value : COMPLAINT_ANSWER_PERIOD_WORKING_DAYS;
}

/**
 * The instant before which an unanswered complaint is overdue at `now`: the start of the first local day
 * whose complaints are not. Overdue-ness only grows as the reception goes back in time, so one bound turns
 * the contract's rule into a WHERE clause (and the list's flag, computed per row, agrees with it).
 */
export function overdueBefore(now: Date, period: number): Date {
  const today = new Date(now.getTime() - 6 * 3_600_000).toISOString().slice(0, 10);
  let start = dayStart(today);
  // Each step goes back one local day; 7 calendar days hold 5 working days, so this ends quickly.
  for (let k = 0; k < period * 2 + 14; k++) {
    const previous = new Date(start.getTime() - DAY_MS);
    if (isComplaintOverdue(previous, now, period)) return start;
    start = previous;
  }
  return start;
}

/** Unanswered: no public answer yet and not closed. */
const unanswered = sql`d.respondida_at IS NULL AND d.estado <> 'CERRADA'`;

function whereOf(query: DenunciasQuery, now: Date, period: number): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.estado) conditions.push(sql`d.estado = ${query.estado}`);
  if (query.institucion_id) conditions.push(sql`d.institucion_id = ${query.institucion_id}`);
  if (query.fecha_desde) conditions.push(sql`d.created_at >= ${dayStart(query.fecha_desde).toISOString()}`);
  if (query.fecha_hasta)
    conditions.push(
      sql`d.created_at < ${new Date(dayStart(query.fecha_hasta).getTime() + DAY_MS).toISOString()}`,
    );
  if (query.vencidas !== undefined) {
    const overdue = sql`(${unanswered} AND d.created_at < ${overdueBefore(now, period).toISOString()})`;
    conditions.push(query.vencidas ? overdue : sql`NOT ${overdue}`);
  }
  return sql.join(conditions, sql` AND `);
}

const resumenRow = z.object({
  id: z.number().int(),
  folio: z.string(),
  fecha: z.string(),
  estado: denunciaAccionSchema.shape.estado,
  resultado: denunciaAccionSchema.shape.resultado,
  anonimo: z.boolean(),
  institucion_id: z.number().int(),
  institucion_nombre: z.string(),
  tramite_id: z.number().int().nullable(),
  tramite_nombre: z.string().nullable(),
  modalidad_id: z.number().int().nullable(),
  modalidad_nombre: z.string().nullable(),
  descripcion_tramite: z.string().nullable(),
  tiene_adjunto: z.boolean(),
  respondida_at: z.string().nullable(),
  cerrada_at: z.string().nullable(),
});
type ResumenRow = z.infer<typeof resumenRow>;

const resumenColumns = sql`d.id, d.folio, ${isoTimestamp(sql`d.created_at`)} AS fecha, d.estado, d.resultado, d.anonimo,
  i.id AS institucion_id, i.nombre AS institucion_nombre, t.id AS tramite_id, t.nombre AS tramite_nombre,
  m.id AS modalidad_id, m.nombre AS modalidad_nombre, d.descripcion_tramite, d.imagen IS NOT NULL AS tiene_adjunto,
  ${isoTimestamp(sql`d.respondida_at`)} AS respondida_at, ${isoTimestamp(sql`d.cerrada_at`)} AS cerrada_at`;
const resumenFrom = sql`denuncias d JOIN instituciones i ON i.id = d.institucion_id
  LEFT JOIN modalidades m ON m.id = d.modalidad_id LEFT JOIN tramites t ON t.id = m.tramite_id`;

function toResumen(row: ResumenRow, now: Date, period: number): DenunciaResumen {
  const received = new Date(row.fecha);
  const answeredAt = row.respondida_at ?? row.cerrada_at;
  return {
    id: row.id,
    folio: row.folio,
    fecha: row.fecha,
    estado: row.estado,
    resultado: row.resultado,
    anonimo: row.anonimo,
    institucion: { id: row.institucion_id, nombre: row.institucion_nombre },
    tramite: row.tramite_id === null ? null : { id: row.tramite_id, nombre: row.tramite_nombre ?? '' },
    modalidad:
      row.modalidad_id === null ? null : { id: row.modalidad_id, nombre: row.modalidad_nombre ?? '' },
    descripcion_tramite: row.descripcion_tramite,
    tiene_adjunto: row.tiene_adjunto,
    respondida_at: row.respondida_at,
    cerrada_at: row.cerrada_at,
    vencida: !answeredAt && isComplaintOverdue(received, now, period),
    dias_habiles: workingDaysBetween(received, answeredAt ? new Date(answeredAt) : now),
  };
}

/** One page of the list, newest first, with the total of matching complaints. */
export async function listDenuncias(
  db: Db,
  query: DenunciasQuery,
  window: { limit: number | null; offset: number },
  now = new Date(),
): Promise<{ rows: DenunciaResumen[]; total: number; period: number }> {
  const period = await answerPeriod(db);
  const where = whereOf(query, now, period);
  const [count] = await queryRows(
    db,
    z.object({ total: z.number().int() }),
    sql`SELECT count(*)::int AS total FROM denuncias d WHERE ${where}`,
  );
  const rows = await queryRows(
    db,
    resumenRow,
    sql`SELECT ${resumenColumns} FROM ${resumenFrom} WHERE ${where}
        ORDER BY d.created_at DESC, d.id DESC
        ${window.limit === null ? sql`` : sql`LIMIT ${window.limit}`} OFFSET ${window.offset}`,
  );
  return { rows: rows.map((r) => toResumen(r, now, period)), total: count?.total ?? 0, period };
}

const detalleRow = resumenRow.extend(personalDataColumns.shape).extend({
  mensaje: z.string(),
  imagen_mime: z.string().nullable(),
  datos_purgados_at: z.string().nullable(),
});
type DetalleRow = z.infer<typeof detalleRow>;

async function findRow(db: Db, id: number, lock = false): Promise<DetalleRow | undefined> {
  const [row] = await queryRows(
    db,
    detalleRow,
    sql`SELECT ${resumenColumns}, d.mensaje, d.nombres, d.apellidos, d.correo, d.telefono, d.imagen,
               d.imagen_nombre, d.imagen_mime, d.imagen_bytes::int AS imagen_bytes,
               ${isoTimestamp(sql`d.datos_purgados_at`)} AS datos_purgados_at
        FROM ${resumenFrom} WHERE d.id = ${id} ${lock ? sql`FOR UPDATE OF d` : sql``}`,
  );
  return row;
}

async function history(db: Db, id: number): Promise<DenunciaAccion[]> {
  return queryRows(
    db,
    denunciaAccionSchema,
    sql`SELECT a.id, a.estado, a.resultado, a.nota_interna, a.nota_publica, u.nombre AS usuario,
               ${isoTimestamp(sql`a.created_at`)} AS fecha
        FROM denuncia_acciones a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.denuncia_id = ${id} ORDER BY a.created_at, a.id`,
  );
}

const hasPersonalData = (row: DetalleRow) =>
  [row.nombres, row.apellidos, row.correo, row.telefono].some((v) => v != null && v !== '');

async function detalle(
  db: Db,
  row: DetalleRow,
  withPersonalData: boolean,
  now: Date,
): Promise<DenunciaDetalle> {
  const period = await answerPeriod(db);
  const estadoDatos = !withPersonalData
    ? 'sin_permiso'
    : row.datos_purgados_at
      ? 'purgados'
      : hasPersonalData(row)
        ? 'visibles'
        : 'anonima';
  return {
    ...toResumen(row, now, period),
    mensaje: row.mensaje,
    adjunto:
      row.imagen && row.imagen_nombre
        ? { nombre: row.imagen_nombre, mime: row.imagen_mime ?? '', bytes: row.imagen_bytes ?? 0 }
        : null,
    datos_personales_estado: estadoDatos,
    datos_personales:
      estadoDatos === 'visibles'
        ? { nombres: row.nombres, apellidos: row.apellidos, correo: row.correo, telefono: row.telefono }
        : null,
    historial: await history(db, row.id),
    estados_siguientes: [...COMPLAINT_TRANSITIONS[row.estado]],
    plazo_dias_habiles: period,
  };
}

/**
 * The complaint with its history; name, e-mail and phone only when `withPersonalData`, and then the read
 * is audited (who, which session, which complaint) in the same transaction.
 */
export function getDenuncia(
  db: Db,
  actor: Actor,
  id: number,
  withPersonalData: boolean,
  now = new Date(),
): Promise<DenunciaDetalle | undefined> {
  return inTransaction(db, async (tx) => {
    const row = await findRow(tx, id);
    if (!row) return undefined;
    const result = await detalle(tx, row, withPersonalData, now);
    if (result.datos_personales_estado === 'visibles')
      await audit(tx, actor, ENTIDAD, id, 'ver_datos_personales', null, {
        folio: row.folio,
        campos: ['nombres', 'apellidos', 'correo', 'telefono'],
      });
    return result;
  });
}

/** Where the attachment is stored, for the download; the download is audited. */
export function attachmentForDownload(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ exists: boolean; key?: string; nombre?: string; mime?: string }> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows(
      tx,
      z.object({
        folio: z.string(),
        imagen: z.string().nullable(),
        imagen_nombre: z.string().nullable(),
        imagen_mime: z.string().nullable(),
      }),
      sql`SELECT folio, imagen, imagen_nombre, imagen_mime FROM denuncias WHERE id = ${id}`,
    );
    if (!row) return { exists: false };
    if (!row.imagen) return { exists: true };
    await audit(tx, actor, ENTIDAD, id, 'descargar_adjunto', null, {
      folio: row.folio,
      archivo: row.imagen_nombre,
    });
    return {
      exists: true,
      key: row.imagen,
      nombre: row.imagen_nombre ?? 'adjunto',
      mime: row.imagen_mime ?? 'application/octet-stream',
    };
  });
}

/** What a public note needs to reach the citizen by e-mail (none for anonymous or purged complaints). */
export interface PublicAnswerMail {
  folio: string;
  correo: string;
  nombres: string | null;
  institucion: string;
  estado: ComplaintState;
  nota_publica: string;
}

export type ActionOutcome =
  | { status: 'not_found' }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'ok'; denuncia: DenunciaDetalle; mail: PublicAnswerMail | null };

/**
 * Records a staff action in one transaction (row locked, so two staff members cannot both move it from
 * the same state): the history row, the new state, outcome, first-answer and closing times, and the
 * audit row. A public note or the move to RESPONDIDA is an answer: `respondida_at` is set the first time.
 */
export function recordAction(
  db: Db,
  actor: Actor,
  id: number,
  action: DenunciaAccionInput,
  /** Queues the citizen's mail of a public answer, inside the action's transaction (the outbox). */
  queueAnswer: (tx: Db, mail: PublicAnswerMail) => Promise<void>,
  now = new Date(),
): Promise<ActionOutcome> {
  return inTransaction(db, async (tx) => {
    const row = await findRow(tx, id, true);
    if (!row) return { status: 'not_found' };
    const errors = complaintActionErrors(row.estado, action, COMPLAINT_STATES);
    if (Object.keys(errors).length) return { status: 'invalid', errors };

    const estado = action.estado ?? row.estado;
    const answers = estado === 'RESPONDIDA' || Boolean(action.nota_publica);
    await execute(
      tx,
      sql`INSERT INTO denuncia_acciones (denuncia_id, estado, resultado, nota_interna, nota_publica, user_id)
          VALUES (${id}, ${estado}, ${action.resultado ?? null}, ${action.nota_interna ?? null},
                  ${action.nota_publica ?? null}, ${actor.id})`,
    );
    await execute(
      tx,
      sql`UPDATE denuncias SET estado = ${estado},
            resultado = ${estado === 'CERRADA' ? (action.resultado ?? null) : null},
            respondida_at = CASE WHEN ${answers} THEN coalesce(respondida_at, now()) ELSE respondida_at END,
            cerrada_at = CASE WHEN ${estado === 'CERRADA'} THEN now() ELSE cerrada_at END
          WHERE id = ${id}`,
    );
    await audit(
      tx,
      actor,
      ENTIDAD,
      id,
      'accion',
      { estado: row.estado, resultado: row.resultado },
      {
        estado,
        resultado: action.resultado ?? null,
        nota_interna: action.nota_interna ?? null,
        nota_publica: action.nota_publica ?? null,
      },
    );
    // The answer carries no personal data: reading them is a separate, audited request.
    const denuncia = await detalle(tx, (await findRow(tx, id))!, false, now);
    const mail =
      action.nota_publica && row.correo && !row.anonimo && !row.datos_purgados_at
        ? {
            folio: row.folio,
            correo: row.correo,
            nombres: row.nombres,
            institucion: row.institucion_nombre,
            estado,
            nota_publica: action.nota_publica,
          }
        : null;
    if (mail) await queueAnswer(tx, mail);
    return { status: 'ok', denuncia, mail };
  });
}

/** The acknowledgment's facts, read after the submission committed (nothing when no e-mail was given). */
export async function acknowledgmentFacts(
  db: Db,
  folio: string,
): Promise<{ folio: string; correo: string; nombres: string | null; institucion: string } | undefined> {
  const [row] = await queryRows(
    db,
    z.object({
      folio: z.string(),
      correo: z.string().nullable(),
      nombres: z.string().nullable(),
      institucion: z.string(),
      anonimo: z.boolean(),
    }),
    sql`SELECT d.folio, d.correo, d.nombres, d.anonimo, i.nombre AS institucion
        FROM denuncias d JOIN instituciones i ON i.id = d.institucion_id WHERE d.folio = ${folio}`,
  );
  if (!row || row.anonimo || !row.correo) return undefined;
  return { folio: row.folio, correo: row.correo, nombres: row.nombres, institucion: row.institucion };
}
