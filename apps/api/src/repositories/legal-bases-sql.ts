/** The one SELECT of a legal basis and of a ruling, shared by the public detail and the evaluator calls. */
import { sql } from 'drizzle-orm';

/** ISO timestamps in UTC, whatever the server's time zone. */
const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** `… WHERE` follows; alias `b`. */
export const baseLegalSelect = sql`
  SELECT b.id, b.modalidad_id, b.seccion, b.codigo_modelo, b.modelo_id,
    json_build_object('id', g.id, 'nombre', g.nombre) AS regulacion,
    (SELECT coalesce(json_agg(json_build_object(
        'id', x.id,
        'referencia', json_build_object('id', rf.id, 'nombre', rf.nombre),
        'valor_referencia', x.valor_referencia,
        'sub_referencia', CASE WHEN sr.id IS NULL THEN NULL ELSE json_build_object('id', sr.id, 'nombre', sr.nombre) END,
        'valor_sub_referencia', x.valor_sub_referencia) ORDER BY x.id), '[]')
      FROM base_legal_referencias x
      JOIN referencias rf ON rf.id = x.referencia_id
      LEFT JOIN sub_referencias sr ON sr.id = x.sub_referencia_id
      WHERE x.base_legal_id = b.id) AS referencias
  FROM bases_legales b JOIN regulaciones g ON g.id = b.regulacion_id`;

/** `… WHERE` follows; alias `d`. */
export const dictamenSelect = sql`
  SELECT d.id, d.seccion, d.codigo_modelo, d.modelo_id, d.modalidad_id, d.comentarios,
    d.condicion_inscripcion_id, ${isoUtc('d.created_at')} AS created_at,
    (SELECT coalesce(json_agg(json_build_object('id', e.id, 'nombre', e.nombre, 'codigo', e.codigo) ORDER BY e.id), '[]')
      FROM dictamen_estados de JOIN estados_dictamen e ON e.id = de.estado_dictamen_id
      WHERE de.dictamen_id = d.id) AS estados_dictamen
  FROM dictamenes d`;
