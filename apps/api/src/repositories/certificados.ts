/**
 * Issued registration certificates (issue 22, decision 019): the code printed on a certificate names the
 * row that keeps what the certificate attested (modality, state, registration date, issue day), so the
 * verification page compares it with the registry of today.
 */
import { randomInt } from 'node:crypto';
import {
  CODIGO_ALFABETO,
  CODIGO_SIMBOLOS,
  formatCodigo,
  verificacionSchema,
} from '@rnt/contract/verificacion';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

export interface Atestado {
  modalidadId: number;
  estadoId: number;
  /** YYYY-MM-DD or null. */
  fechaInscripcion: string | null;
  /** YYYY-MM-DD, the issue day in El Salvador. */
  emitidoEl: string;
}

/** 60 random bits in Crockford's base 32, grouped: `7K3M-Q9XD-2RPA`. */
export function nuevoCodigo(): string {
  let raw = '';
  for (let i = 0; i < CODIGO_SIMBOLOS; i++) raw += CODIGO_ALFABETO[randomInt(CODIGO_ALFABETO.length)];
  return formatCodigo(raw);
}

/**
 * The code of this attestation: the day's existing one (the same certificate downloaded again the same
 * day carries the same code), or a new row.
 */
const codigoRow = z.object({ codigo: z.string() });

export async function codigoDeCertificado(db: Db, a: Atestado): Promise<string> {
  const existing = await queryRows(
    db,
    codigoRow,
    sql`SELECT codigo FROM certificados_emitidos
        WHERE modalidad_id = ${a.modalidadId} AND emitido_el = ${a.emitidoEl}::date AND estado_id = ${a.estadoId}
          AND fecha_inscripcion IS NOT DISTINCT FROM ${a.fechaInscripcion}::date
        ORDER BY id LIMIT 1`,
  );
  if (existing[0]) return existing[0].codigo;
  for (;;) {
    const codigo = nuevoCodigo();
    const inserted = await queryRows(
      db,
      codigoRow,
      sql`INSERT INTO certificados_emitidos (codigo, modalidad_id, estado_id, fecha_inscripcion, emitido_el)
          VALUES (${codigo}, ${a.modalidadId}, ${a.estadoId}, ${a.fechaInscripcion}::date, ${a.emitidoEl}::date)
          ON CONFLICT (codigo) DO NOTHING RETURNING codigo`,
    );
    if (inserted[0]) return inserted[0].codigo;
  }
}

/** The answer's identifying fields as the contract has them, and the two states the route compares. */
const certificadoVerificable = verificacionSchema
  .pick({
    codigo: true,
    emitido_el: true,
    modalidad_id: true,
    tramite_id: true,
    modalidad: true,
    tramite: true,
    institucion: true,
  })
  .extend({
    estado_certificado: z.number().int(),
    fecha_inscripcion_certificada: z.string().nullable(),
    estado_actual: z.number().int(),
    fecha_inscripcion_actual: z.string().nullable(),
  });
export type CertificadoVerificable = z.infer<typeof certificadoVerificable>;

/** The certificate of a code with its modality as the registry has it now; undefined if unknown. */
export async function findCertificado(db: Db, codigo: string): Promise<CertificadoVerificable | undefined> {
  const rows = await queryRows(
    db,
    certificadoVerificable,
    sql`SELECT c.codigo, c.emitido_el::text AS emitido_el, m.id AS modalidad_id, t.id AS tramite_id,
               m.nombre AS modalidad, t.nombre AS tramite, i.nombre AS institucion,
               c.estado_id AS estado_certificado, c.fecha_inscripcion::text AS fecha_inscripcion_certificada,
               m.estado_id AS estado_actual, m.fecha_inscripcion::text AS fecha_inscripcion_actual
        FROM certificados_emitidos c JOIN modalidades m ON m.id = c.modalidad_id
        JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        WHERE c.codigo = ${codigo}`,
  );
  return rows[0];
}
