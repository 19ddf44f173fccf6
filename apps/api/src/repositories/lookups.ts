/** Lookup lists: institutions, units, categories, classifications, portal states, procedure options. */
import {
  categoriasTramiteResponseSchema,
  clasificacionesResponseSchema,
  estadosPortalResponseSchema,
  institucionOptionSchema,
  institucionSchema,
  publicTramitesResponseSchema,
  tramiteOptionSchema,
  unidadesResponseSchema,
} from '@rnt/contract/lookups';
import { z } from '@rnt/contract/zod';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';

// Each row is an item of its endpoint's response (packages/contract/src/lookups.ts).
const named = clasificacionesResponseSchema.shape.data.element;
const withIcon = categoriasTramiteResponseSchema.shape.categorias.element;

export const listClasificaciones = (db: Db) =>
  queryRows(db, named, sql`SELECT id, nombre FROM clasificaciones_tramite ORDER BY nombre`);

export const listEstadosPortal = (db: Db) =>
  queryRows(
    db,
    estadosPortalResponseSchema.shape.estados_portal.element,
    sql`SELECT id, codigo, nombre FROM estados_solicitud WHERE visible_portal ORDER BY id`,
  );

export const listInstituciones = (db: Db) =>
  queryRows(
    db,
    institucionSchema,
    sql`SELECT id, nombre, siglas, descripcion FROM instituciones ORDER BY nombre`,
  );

export async function institucionExists(db: Db, id: number): Promise<boolean> {
  return (await queryRows(db, z.object({}), sql`SELECT 1 FROM instituciones WHERE id = ${id}`)).length > 0;
}

export const listUnidades = (db: Db, institucionId: number) =>
  queryRows(
    db,
    unidadesResponseSchema.shape.unidades.element,
    sql`SELECT id, nombre, institucion_id FROM unidades WHERE institucion_id = ${institucionId} ORDER BY nombre`,
  );

export const listCategoriasTramite = (db: Db) =>
  queryRows(db, withIcon, sql`SELECT id, nombre, icon FROM categorias_tramite ORDER BY nombre`);

export const listActividadesEconomicas = (db: Db) =>
  queryRows(db, withIcon, sql`SELECT id, nombre, icon FROM actividades_economicas ORDER BY nombre`);

/** Institutions that have at least one modality in the given states (the comment form's first choice). */
export const listInstitucionOptions = (db: Db, estados: number[]) =>
  queryRows(
    db,
    institucionOptionSchema,
    sql`SELECT DISTINCT i.id AS institucion_id, i.nombre AS nombre_institucion
        FROM instituciones i JOIN unidades u ON u.institucion_id = i.id JOIN tramites t ON t.unidad_id = u.id
        JOIN modalidades m ON m.tramite_id = t.id
        WHERE m.estado_id IN (${sql.join(estados, sql`, `)})
        ORDER BY i.nombre`,
  );

/** Procedures of an institution that have a modality in the given states. */
export const listTramiteOptions = (db: Db, institucionId: number, estados: number[]) =>
  queryRows(
    db,
    tramiteOptionSchema,
    sql`SELECT t.id AS tramite_id, t.nombre AS nombre_tramite
        FROM tramites t JOIN unidades u ON u.id = t.unidad_id
        WHERE u.institucion_id = ${institucionId}
          AND EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (${sql.join(estados, sql`, `)}))
        ORDER BY t.nombre`,
  );

const tramiteConModalidades = publicTramitesResponseSchema.shape.tramites.element;
export type TramiteConModalidades = z.infer<typeof tramiteConModalidades>;

/** Procedures (by institution or economic activity) with their modalities in the given states. */
export const listTramitesConModalidades = (
  db: Db,
  filter: { institucionId?: number; actividadEconomica?: number; estados: number[] },
) =>
  queryRows(
    db,
    tramiteConModalidades,
    sql`SELECT t.id, t.id AS tramite_id, t.nombre AS nombre_tramite, t.nombre, i.nombre AS nombre_institucion,
               u.nombre AS nombre_unidad, json_agg(json_build_object('modalidad_id', m.id, 'nombre_modalidad', m.nombre) ORDER BY m.nombre) AS modalidades
        FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id
        JOIN modalidades m ON m.tramite_id = t.id AND m.estado_id IN (${sql.join(filter.estados, sql`, `)})
        WHERE ${filter.institucionId === undefined ? sql`TRUE` : sql`u.institucion_id = ${filter.institucionId}`}
          AND ${filter.actividadEconomica === undefined ? sql`TRUE` : sql`t.actividad_economica_id = ${filter.actividadEconomica}`}
        GROUP BY t.id, i.nombre, u.nombre
        ORDER BY t.nombre`,
  );
