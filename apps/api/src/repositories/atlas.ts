/** The atlas of procedures: the public registry nested institution → unit → procedure → modality. */
import { atlasInstitucionSchema, type AtlasResponse } from '@rnt/contract/atlas';
import { queryRows, type Db } from '@rnt/db/create-db';
import { sql } from 'drizzle-orm';
import { isPublicModality, isRegisteredModality } from './public-modalities';

/**
 * One set-based query: each level aggregates the one below it; only branches with a public modality.
 * Names sort case- and accent-insensitively, the same on PGlite and PostgreSQL whatever the collation.
 */
export async function buildAtlas(db: Db): Promise<AtlasResponse> {
  const instituciones = await queryRows(
    db,
    atlasInstitucionSchema,
    sql`WITH m AS (
          SELECT m.id, m.nombre, m.estado_id, m.tramite_id, ${isRegisteredModality('m')} AS inscrita
          FROM modalidades m WHERE ${isPublicModality('m')}
        ), t AS (
          SELECT t.id, t.nombre, t.unidad_id, count(*)::int AS total_modalidades,
                 json_agg(json_build_object('id', m.id, 'nombre', m.nombre, 'estado_id', m.estado_id,
                                            'inscrita', m.inscrita) ORDER BY lower(rnt_unaccent(m.nombre)), m.id) AS modalidades
          FROM tramites t JOIN m ON m.tramite_id = t.id
          GROUP BY t.id
        ), u AS (
          SELECT u.id, u.nombre, u.institucion_id, count(*)::int AS total_tramites,
                 sum(t.total_modalidades)::int AS total_modalidades,
                 json_agg(json_build_object('id', t.id, 'nombre', t.nombre, 'total_modalidades', t.total_modalidades,
                                            'modalidades', t.modalidades) ORDER BY lower(rnt_unaccent(t.nombre)), t.id) AS tramites
          FROM unidades u JOIN t ON t.unidad_id = u.id
          GROUP BY u.id
        )
        SELECT i.id, i.nombre, i.siglas, count(*)::int AS total_unidades,
               sum(u.total_tramites)::int AS total_tramites, sum(u.total_modalidades)::int AS total_modalidades,
               json_agg(json_build_object('id', u.id, 'nombre', u.nombre, 'total_tramites', u.total_tramites,
                                          'total_modalidades', u.total_modalidades, 'tramites', u.tramites)
                        ORDER BY lower(rnt_unaccent(u.nombre)), u.id) AS unidades
        FROM instituciones i JOIN u ON u.institucion_id = i.id
        GROUP BY i.id
        ORDER BY lower(rnt_unaccent(i.nombre)), i.id`,
  );
  const sum = (key: 'total_unidades' | 'total_tramites' | 'total_modalidades') =>
    instituciones.reduce((n, i) => n + i[key], 0);
  return {
    total_instituciones: instituciones.length,
    total_unidades: sum('total_unidades'),
    total_tramites: sum('total_tramites'),
    total_modalidades: sum('total_modalidades'),
    instituciones,
  };
}
