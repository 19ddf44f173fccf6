/**
 * A modality's public past (issue 32, docs/decisions/030-modality-history.md): its change history and the
 * registry as it stood at the end of a day. Both read `historial_cambios`, which the row triggers of
 * migration 0014 write for every change, whoever makes it.
 */
import {
  cambiosDeEntrada,
  hoyEnElSalvador,
  type HistorialResponse,
  type NombresHistorial,
} from '@rnt/contract/historial';
import { z } from '@rnt/contract/zod';
import { execute, queryPrepared, queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';

const entradaRow = z.object({
  id: z.number().int(),
  fecha: z.string(),
  tabla: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
});
type EntradaRow = z.infer<typeof entradaRow>;

const nombreRow = z.object({ grupo: z.string(), id: z.number().int(), nombre: z.string() });

/** The offices a modality names now or named once (its contacts' offices, from the history too). */
const oficinasDe = (modalidadId: number): SQL => sql`(
  SELECT c.oficina_id FROM contactos_oficinas c WHERE c.modalidad_id = ${modalidadId}
  UNION
  SELECT (coalesce(h.despues, h.antes) ->> 'oficina_id')::int FROM historial_cambios h
  WHERE h.modalidad_id = ${modalidadId} AND h.tabla = 'contactos_oficinas')`;

async function nombres(db: Db, entradas: EntradaRow[]): Promise<NombresHistorial> {
  const ids = (tabla: string, columna: string) =>
    `{${[
      ...new Set(
        entradas
          .filter((e) => e.tabla === tabla)
          .flatMap((e) => [e.antes?.[columna], e.despues?.[columna]])
          .filter((v) => v != null),
      ),
    ].join(',')}}`;
  const oficinas = [
    ...new Set([
      ...ids('contactos_oficinas', 'oficina_id').slice(1, -1).split(','),
      ...ids('horarios_oficina', 'oficina_id').slice(1, -1).split(','),
    ]),
  ]
    .filter(Boolean)
    .join(',');
  const rows = await queryRows(
    db,
    nombreRow,
    sql`
      SELECT 'estados' AS grupo, id, nombre FROM estados_solicitud
      UNION ALL SELECT 'unidadesTiempo', id, nombre FROM unidades_tiempo
      UNION ALL SELECT 'periodicidades', id, nombre FROM periodicidades
      UNION ALL SELECT 'medios', id, nombre FROM medios_presentacion
      UNION ALL SELECT 'niveles', id, nombre FROM niveles_digitalizacion
      UNION ALL SELECT 'tiposRequisito', id, nombre FROM tipos_requisito
      UNION ALL SELECT 'regulaciones', id, nombre FROM regulaciones
        WHERE id = ANY(${ids('bases_legales', 'regulacion_id')}::int[])
      UNION ALL SELECT 'oficinas', id, nombre FROM oficinas WHERE id = ANY(${`{${oficinas}}`}::int[])`,
  );
  const out: NombresHistorial = {
    estados: new Map(),
    unidadesTiempo: new Map(),
    periodicidades: new Map(),
    medios: new Map(),
    niveles: new Map(),
    tiposRequisito: new Map(),
    regulaciones: new Map(),
    oficinas: new Map(),
  };
  for (const r of rows) out[r.grupo as keyof NombresHistorial].set(r.id, r.nombre);
  return out;
}

/**
 * A modality's recorded entries that are part of its public history, newest first, after entry `despuesDe`;
 * no row when the modality does not exist. The public history starts after the entry that first put the
 * modality in a state the portal shows. A modality already public when its first change was recorded (or
 * public and never changed) — the seed's registry, whose inserts are not recorded — was public from the
 * start. A recorded insert makes the first entry, so a modality created later is published by the first
 * entry that makes it public. Never published: no public history (`entradas` is empty). One statement, so
 * the modality page's first read waits for one round trip for its history.
 */
const historialQuery = (modalidadId: number, despuesDe: number): SQL => sql`
  WITH visibles AS (SELECT id FROM estados_solicitud WHERE visible_portal),
  propias AS (
    SELECT h.id, h.fecha, h.antes, h.despues FROM historial_cambios h
    WHERE h.modalidad_id = ${modalidadId} AND h.tabla = 'modalidades'),
  primera AS (SELECT antes FROM propias ORDER BY fecha, id LIMIT 1),
  publicacion AS (
    SELECT id, fecha FROM propias
    WHERE (despues ->> 'estado_id')::int IN (SELECT id FROM visibles) ORDER BY fecha, id LIMIT 1),
  estado AS (
    SELECT m.estado_id IN (SELECT id FROM visibles) AS publica_ahora,
      (SELECT coalesce((antes ->> 'estado_id')::int IN (SELECT id FROM visibles), false) FROM primera)
        AS primera_antes_publica
    FROM modalidades m WHERE m.id = ${modalidadId}),
  desde AS (
    SELECT CASE
        WHEN e.primera_antes_publica OR (e.primera_antes_publica IS NULL AND e.publica_ahora) THEN 'siempre'
        WHEN p.id IS NOT NULL THEN 'publicacion'
      END AS desde, p.fecha, p.id
    FROM estado e LEFT JOIN publicacion p ON TRUE)
  SELECT (SELECT coalesce(json_agg(json_build_object('id', h.id::int, 'fecha', h.fecha::text, 'tabla', h.tabla,
        'antes', h.antes, 'despues', h.despues) ORDER BY h.fecha DESC, h.id DESC), '[]')
      FROM historial_cambios h
      WHERE d.desde IS NOT NULL
        AND (h.modalidad_id = ${modalidadId} OR h.oficina_id IN ${oficinasDe(modalidadId)})
        AND (d.desde = 'siempre' OR (h.fecha, h.id) > (d.fecha, d.id))
        AND h.id > ${despuesDe}) AS entradas
  FROM desde d`;

/**
 * The public history of a modality, newest day first; undefined when the modality does not exist.
 * Only entries after its first publication, and only changes of public fields (`cambiosDeEntrada`).
 */
export async function findHistorial(db: Db, modalidadId: number): Promise<HistorialResponse | undefined> {
  return (await leerHistorial(db, modalidadId, 0))?.respuesta;
}

/**
 * The public changes of a modality recorded after entry `despuesDe` (an id of `historial_cambios`), for
 * its change alerts, and the last entry id read (`ultimoId`, `despuesDe` when none): the next alert
 * starts after it, whether or not those entries changed a public field.
 */
export async function historialDesde(
  db: Db,
  modalidadId: number,
  despuesDe: number,
): Promise<{ respuesta: HistorialResponse; ultimoId: number } | undefined> {
  return leerHistorial(db, modalidadId, despuesDe);
}

async function leerHistorial(
  db: Db,
  modalidadId: number,
  despuesDe: number,
): Promise<{ respuesta: HistorialResponse; ultimoId: number } | undefined> {
  const [row] = await queryPrepared(
    db,
    z.object({ entradas: z.array(entradaRow) }),
    'modalidad_historial',
    historialQuery(modalidadId, despuesDe),
  );
  if (!row) return undefined;
  const { entradas } = row;
  // Nothing recorded since its publication (most of the registry): no names to look up, one round trip less
  // on the modality page's first read.
  if (entradas.length === 0) return { respuesta: { historial: [] }, ultimoId: despuesDe };
  const n = await nombres(db, entradas);
  const historial: HistorialResponse['historial'] = [];
  for (const entrada of entradas) {
    const cambios = cambiosDeEntrada(entrada, n);
    if (cambios.length === 0) continue;
    const fecha = hoyEnElSalvador(new Date(entrada.fecha));
    const last = historial.at(-1);
    if (last?.fecha === fecha) last.cambios.push(...cambios);
    else historial.push({ fecha, cambios });
  }
  const ultimoId = entradas.reduce((max, e) => Math.max(max, e.id), despuesDe);
  return { respuesta: { historial }, ultimoId };
}

// ---------------------------------------------------------------- the registry as of a date

/** The end of a day in El Salvador: the first instant of the next day. */
const endOfDay = (fecha: string): SQL =>
  sql`((${fecha}::date + 1)::timestamp AT TIME ZONE 'America/El_Salvador')`;

interface Shadow {
  tabla: string;
  /** The row's key as the trigger writes it (`fila`), over alias `x`. */
  clave: string;
  /** The rows of this modality, over alias `x` (may read shadows made before it). */
  filas: (m: number) => SQL;
  /** Its history entries, over alias `h`. */
  entradas: (m: number) => SQL;
}

const ofModality = (m: number) => sql`x.modalidad_id = ${m}`;
const entriesOfModality = (m: number) => sql`h.modalidad_id = ${m}`;
const byModality = (tabla: string, clave = 'x.id::text'): Shadow => ({
  tabla,
  clave,
  filas: ofModality,
  entradas: entriesOfModality,
});
const shadowOffices = sql`(SELECT oficina_id FROM pg_temp.contactos_oficinas)`;

/** In dependency order: a shadow's rows may be chosen through shadows made before it. */
const SHADOWS: Shadow[] = [
  { tabla: 'modalidades', clave: 'x.id::text', filas: (m) => sql`x.id = ${m}`, entradas: entriesOfModality },
  byModality('requisitos'),
  {
    tabla: 'sub_requisitos',
    clave: 'x.id::text',
    filas: () => sql`x.requisito_id IN (SELECT id FROM pg_temp.requisitos)`,
    entradas: entriesOfModality,
  },
  {
    tabla: 'documentos_requisito',
    clave: 'x.id::text',
    filas: () => sql`x.requisito_id IN (SELECT id FROM pg_temp.requisitos)`,
    entradas: entriesOfModality,
  },
  byModality('documentos_modalidad'),
  byModality('bases_legales'),
  byModality('modalidad_medios_presentacion', `x.modalidad_id || ':' || x.medio_presentacion_id`),
  byModality('modalidad_niveles_digitalizacion', `x.modalidad_id || ':' || x.nivel_digitalizacion_id`),
  byModality('contactos_oficinas'),
  {
    tabla: 'telefonos_contacto',
    clave: 'x.id::text',
    filas: () => sql`x.contacto_oficina_id IN (SELECT id FROM pg_temp.contactos_oficinas)`,
    entradas: entriesOfModality,
  },
  {
    tabla: 'oficinas',
    clave: 'x.id::text',
    filas: () => sql`x.id IN ${shadowOffices}`,
    entradas: () => sql`h.oficina_id IN ${shadowOffices}`,
  },
  {
    tabla: 'horarios_oficina',
    clave: 'x.id::text',
    filas: () => sql`x.oficina_id IN ${shadowOffices}`,
    entradas: () => sql`h.oficina_id IN ${shadowOffices}`,
  },
];

/**
 * A temporary table named like the real one, holding this modality's rows as they were at `hasta`: for
 * each row, the `antes` of its earliest change at or after `hasta` (none if that change was its insert),
 * else the current row. Temporary tables come first in the search path, so the modality's own queries
 * read them unchanged.
 */
function shadowTable(s: Shadow, m: number, hasta: SQL): SQL {
  const tabla = sql.raw(s.tabla);
  return sql`
    CREATE TEMP TABLE ${tabla} ON COMMIT DROP AS
    SELECT x.* FROM (
      SELECT r.* FROM (
          SELECT DISTINCT ON (h.fila) h.antes FROM historial_cambios h
          WHERE h.tabla = ${s.tabla} AND h.fecha >= ${hasta} AND ${s.entradas(m)}
          ORDER BY h.fila, h.fecha, h.id) c,
        LATERAL jsonb_populate_record(NULL::public.${tabla}, c.antes) r
      WHERE c.antes IS NOT NULL
      UNION ALL
      SELECT * FROM public.${tabla} x
      WHERE NOT EXISTS (SELECT 1 FROM historial_cambios h
                        WHERE h.tabla = ${s.tabla} AND h.fila = ${sql.raw(s.clave)} AND h.fecha >= ${hasta})
    ) x
    WHERE ${s.filas(m)}`;
}

/**
 * Runs `read` on the registry as modality `modalidadId` stood at the end of `fecha` (YYYY-MM-DD, El
 * Salvador): inside a transaction whose temporary tables shadow the tables of what the public sees of
 * it, dropped at its end. undefined when the modality did not exist then. `read` must not use prepared
 * statements: a plan prepared earlier on the connection would still read the real tables.
 */
export async function atDate<T>(
  db: Db,
  modalidadId: number,
  fecha: string,
  read: (db: Db) => Promise<T | undefined>,
): Promise<T | undefined> {
  const hasta = endOfDay(fecha);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const s of SHADOWS) await execute(tx, shadowTable(s, modalidadId, hasta));
    // Rows loaded without a recorded insert (the seed's registry) date from the modality's creation.
    const existed = await queryRows(
      tx,
      z.object({}),
      sql`SELECT 1 FROM pg_temp.modalidades WHERE id = ${modalidadId} AND created_at < ${hasta}`,
    );
    return existed.length > 0 ? read(tx) : undefined;
  });
}
