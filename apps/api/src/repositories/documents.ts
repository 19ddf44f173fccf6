/**
 * Published documents (modality, requirement, regulation and resolution files). The demo registry
 * stores their metadata; the file itself is rendered as a PDF from it when requested.
 */
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';

export const DOCUMENT_KINDS = ['modalidad', 'requisito', 'regulacion', 'resolucion'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface PublishedDocument {
  nombre: string;
  titulo: string;
  campos: [string, string | number | null][];
}

type Row = Record<string, string | number | null>;

async function one(db: Db, query: SQL): Promise<Row | undefined> {
  return (await queryRows<Row>(db, query))[0];
}

export async function findDocument(
  db: Db,
  kind: DocumentKind,
  id: number,
): Promise<PublishedDocument | undefined> {
  switch (kind) {
    case 'modalidad': {
      const r = await one(
        db,
        sql`
        SELECT d.nombre, d.tipo, m.nombre AS modalidad, t.nombre AS tramite, i.nombre AS institucion
        FROM documentos_modalidad d JOIN modalidades m ON m.id = d.modalidad_id JOIN tramites t ON t.id = m.tramite_id
        JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id WHERE d.id = ${id}`,
      );
      return (
        r && {
          nombre: String(r.nombre),
          titulo: String(r.nombre).replace(/\.pdf$/, ''),
          campos: [
            ['Institución', r.institucion],
            ['Trámite', r.tramite],
            ['Modalidad', r.modalidad],
            ['Tipo de documento', r.tipo],
          ],
        }
      );
    }
    case 'requisito': {
      const r = await one(
        db,
        sql`
        SELECT d.nombre, q.nombre AS requisito, m.nombre AS modalidad
        FROM documentos_requisito d JOIN requisitos q ON q.id = d.requisito_id JOIN modalidades m ON m.id = q.modalidad_id
        WHERE d.id = ${id}`,
      );
      return (
        r && {
          nombre: String(r.nombre),
          titulo: String(r.nombre).replace(/\.pdf$/, ''),
          campos: [
            ['Requisito', r.requisito],
            ['Modalidad', r.modalidad],
          ],
        }
      );
    }
    case 'regulacion': {
      const r = await one(
        db,
        sql`
        SELECT d.nombre, g.nombre AS regulacion, tn.nombre AS tipo, g.tomo_do, g.numero_do, g.fecha_publicacion_do::text AS fecha
        FROM documentos_regulacion d JOIN regulaciones g ON g.id = d.regulacion_id JOIN tipos_normativa tn ON tn.id = g.tipo_solicitud_id
        WHERE d.id = ${id}`,
      );
      return (
        r && {
          nombre: String(r.nombre),
          titulo: String(r.regulacion),
          campos: [
            ['Tipo de normativa', r.tipo],
            ['Diario Oficial, tomo', r.tomo_do],
            ['Número', r.numero_do],
            ['Fecha de publicación', r.fecha],
          ],
        }
      );
    }
    case 'resolucion': {
      const r = await one(
        db,
        sql`
        SELECT d.nombre, s.numero, s.fecha::text AS fecha, tr.nombre AS tipo, m.nombre AS modalidad
        FROM documentos_resoluciones d JOIN resoluciones s ON s.id = d.resolucion_id
        JOIN tipos_resolucion tr ON tr.id = s.tipo_resolucion_id JOIN modalidades m ON m.id = s.modalidad_id
        WHERE d.id = ${id}`,
      );
      return (
        r && {
          nombre: String(r.nombre),
          titulo: `Resolución ${r.numero}`,
          campos: [
            ['Tipo de resolución', r.tipo],
            ['Fecha', r.fecha],
            ['Modalidad', r.modalidad],
          ],
        }
      );
    }
  }
}
