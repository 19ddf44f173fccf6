/**
 * Published documents (modality, requirement, regulation and resolution files). The registry stores
 * their metadata; the file itself is rendered as a PDF from the row and what it belongs to
 * (lib/official-documents.ts writes the text).
 */
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';

export const DOCUMENT_KINDS = ['modalidad', 'requisito', 'regulacion', 'resolucion'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The document's row and its context; which keys are set depends on the kind (text, numbers, flags). */
const documentRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type DocumentRow = z.infer<typeof documentRow>;

async function one(db: Db, query: SQL): Promise<DocumentRow | undefined> {
  return (await queryRows(db, documentRow, query))[0];
}

/** Modality, procedure and institution of a modality (alias m). */
const MODALITY_CONTEXT = sql`
  JOIN tramites t ON t.id = m.tramite_id
  JOIN unidades u ON u.id = t.unidad_id
  JOIN instituciones i ON i.id = u.institucion_id`;

export function findDocumentRow(db: Db, kind: DocumentKind, id: number): Promise<DocumentRow | undefined> {
  switch (kind) {
    case 'modalidad':
      return one(
        db,
        sql`
        SELECT d.id, d.nombre, d.tipo, d.created_at::date::text AS creado, m.id AS modalidad_id, m.nombre AS modalidad,
               m.fecha_inscripcion::text AS fecha_inscripcion, m.tipo_tarifa, m.monto::text AS monto,
               m.detalle_tarifa_variable, t.nombre AS tramite, u.nombre AS unidad, i.nombre AS institucion, i.siglas
        FROM documentos_modalidad d JOIN modalidades m ON m.id = d.modalidad_id ${MODALITY_CONTEXT}
        WHERE d.id = ${id}`,
      );
    case 'requisito':
      return one(
        db,
        sql`
        SELECT d.id, d.nombre, d.es_anexo, d.es_certificado, q.nombre AS requisito, q.descripcion AS requisito_descripcion,
               m.nombre AS modalidad, t.nombre AS tramite, u.nombre AS unidad, i.nombre AS institucion,
               oi.nombre AS institucion_emisora
        FROM documentos_requisito d JOIN requisitos q ON q.id = d.requisito_id JOIN modalidades m ON m.id = q.modalidad_id
        ${MODALITY_CONTEXT} LEFT JOIN instituciones oi ON oi.id = q.institucion_id
        WHERE d.id = ${id}`,
      );
    case 'regulacion':
      return one(
        db,
        sql`
        SELECT d.id, d.nombre, g.nombre AS regulacion, tn.nombre AS tipo, er.nombre AS estado, g.numero_reforma,
               g.tomo_do, g.numero_do, g.fecha_emision::text AS fecha_emision,
               g.fecha_publicacion_do::text AS fecha_publicacion, g.fecha_vigencia::text AS fecha_vigencia,
               (SELECT count(*)::int FROM documentos_regulacion x WHERE x.regulacion_id = g.id AND x.id < d.id) AS reforma
        FROM documentos_regulacion d JOIN regulaciones g ON g.id = d.regulacion_id
        JOIN tipos_normativa tn ON tn.id = g.tipo_solicitud_id
        JOIN estados_regulacion er ON er.id = g.estado_tipo_solicitud_regulacion_id
        WHERE d.id = ${id}`,
      );
    case 'resolucion':
      return one(
        db,
        sql`
        SELECT d.id, d.nombre, s.numero, s.fecha::text AS fecha, tr.codigo AS tipo_codigo, tr.nombre AS tipo,
               (SELECT count(*)::int FROM documentos_resoluciones x WHERE x.resolucion_id = s.id AND x.id < d.id) AS anexo,
               m.nombre AS modalidad, t.nombre AS tramite, i.nombre AS institucion
        FROM documentos_resoluciones d JOIN resoluciones s ON s.id = d.resolucion_id
        JOIN tipos_resolucion tr ON tr.id = s.tipo_resolucion_id JOIN modalidades m ON m.id = s.modalidad_id
        ${MODALITY_CONTEXT}
        WHERE d.id = ${id}`,
      );
  }
}
