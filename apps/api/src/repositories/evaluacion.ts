/** Legal bases, rulings and their catalogues (evaluator calls). Every change is audited. */
import {
  ayudaResponseSchema,
  condicionesResponseSchema,
  estadosDictamenResponseSchema,
  type BaseLegalBody,
  type DictamenBody,
  type EstadoDictamenOption,
} from '@rnt/contract/evaluacion';
import { baseLegalSchema, dictamenSchema, type BaseLegal, type Dictamen } from '@rnt/contract/modalidad';
import { z } from '@rnt/contract/zod';
import { execute, queryRows, type Db } from '@rnt/db/create-db';
import { sql, type SQL } from 'drizzle-orm';
import { baseLegalSelect, dictamenSelect } from './legal-bases-sql';
import { audit, inTransaction, type Actor } from './audit';

type Errors = Record<string, string[]>;
/** A row whose only news is that it exists (`SELECT 1 …`). */
const anyRow = z.object({});
const idRow = z.object({ id: z.number().int() });
const named = condicionesResponseSchema.shape.condiciones_inscripciones.element;
interface Target {
  modalidad_id: number;
  seccion?: string | null;
  codigo_modelo?: string | null;
  modelo_id?: number | null;
}

function targetFilter(alias: string, t: Omit<Target, 'modalidad_id'>): SQL {
  const a = sql.raw(alias);
  if (t.seccion != null) return sql`${a}.seccion = ${t.seccion}`;
  const modelo = sql`${a}.modelo_id = ${t.modelo_id ?? null}`;
  return t.codigo_modelo != null ? sql`${modelo} AND ${a}.codigo_modelo = ${t.codigo_modelo}` : modelo;
}

async function exists(db: Db, table: string, id: number | null | undefined): Promise<boolean> {
  if (id == null) return true;
  const rows = await queryRows(db, anyRow, sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id}`);
  return rows.length > 0;
}

/** Foreign keys a client can get wrong answer 400 with the field, never a 500. */
async function checkTarget(db: Db, t: Target, errors: Errors) {
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!(await exists(db, 'modalidades', t.modalidad_id))) add('modalidad_id', 'La modalidad no existe.');
  if (t.seccion == null && t.modelo_id != null) {
    const belongs =
      t.codigo_modelo === 'Requisito'
        ? sql`SELECT 1 FROM requisitos WHERE id = ${t.modelo_id} AND modalidad_id = ${t.modalidad_id}`
        : sql`SELECT 1 FROM sub_requisitos s JOIN requisitos r ON r.id = s.requisito_id
              WHERE s.id = ${t.modelo_id} AND r.modalidad_id = ${t.modalidad_id}`;
    if ((await queryRows(db, anyRow, belongs)).length === 0)
      add('modelo_id', 'El requisito no pertenece a la modalidad.');
  }
}

// ---------------------------------------------------------------- legal bases

export function listBasesLegales(db: Db, q: Target & { regulacion_id?: number }): Promise<BaseLegal[]> {
  const regulacion = q.regulacion_id != null ? sql` AND b.regulacion_id = ${q.regulacion_id}` : sql``;
  return queryRows(
    db,
    baseLegalSchema,
    sql`${baseLegalSelect} WHERE b.modalidad_id = ${q.modalidad_id} AND ${targetFilter('b', q)}${regulacion}
        ORDER BY b.id`,
  );
}

export async function getBaseLegal(db: Db, id: number): Promise<BaseLegal | undefined> {
  const [row] = await queryRows(db, baseLegalSchema, sql`${baseLegalSelect} WHERE b.id = ${id}`);
  return row;
}

export async function validateBaseLegal(db: Db, body: BaseLegalBody, baseId?: number): Promise<Errors> {
  const errors: Errors = {};
  await checkTarget(db, body, errors);
  if (!(await exists(db, 'regulaciones', body.regulacion_id)))
    errors.regulacion_id = ['La regulación no existe.'];
  for (const [i, r] of body.referencias.entries()) {
    if (!(await exists(db, 'referencias', r.referencia_id)))
      errors[`referencias.${i}.referencia_id`] = ['La referencia no existe.'];
    if (!(await exists(db, 'sub_referencias', r.sub_referencia_id)))
      errors[`referencias.${i}.sub_referencia_id`] = ['La sub referencia no existe.'];
    if (r.id != null) {
      const own = await queryRows(
        db,
        anyRow,
        sql`SELECT 1 FROM base_legal_referencias WHERE id = ${r.id} AND base_legal_id = ${baseId ?? null}`,
      );
      if (own.length === 0) errors[`referencias.${i}.id`] = ['La referencia no pertenece a esta base legal.'];
    }
  }
  return errors;
}

async function writeReferencias(tx: Db, baseId: number, body: BaseLegalBody) {
  const keep = body.referencias.filter((r) => r.id != null).map((r) => r.id!);
  await execute(
    tx,
    keep.length
      ? sql`DELETE FROM base_legal_referencias WHERE base_legal_id = ${baseId}
            AND id NOT IN (${sql.join(
              keep.map((id) => sql`${id}`),
              sql`, `,
            )})`
      : sql`DELETE FROM base_legal_referencias WHERE base_legal_id = ${baseId}`,
  );
  for (const r of body.referencias) {
    if (r.id != null)
      await execute(
        tx,
        sql`UPDATE base_legal_referencias SET referencia_id = ${r.referencia_id},
              valor_referencia = ${r.valor_referencia}, sub_referencia_id = ${r.sub_referencia_id},
              valor_sub_referencia = ${r.valor_sub_referencia}
            WHERE id = ${r.id} AND base_legal_id = ${baseId}`,
      );
    else
      await execute(
        tx,
        sql`INSERT INTO base_legal_referencias
              (base_legal_id, referencia_id, valor_referencia, sub_referencia_id, valor_sub_referencia)
            VALUES (${baseId}, ${r.referencia_id}, ${r.valor_referencia}, ${r.sub_referencia_id},
              ${r.valor_sub_referencia})`,
      );
  }
}

export function createBaseLegal(db: Db, actor: Actor, body: BaseLegalBody): Promise<BaseLegal> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows(
      tx,
      idRow,
      sql`INSERT INTO bases_legales (modalidad_id, regulacion_id, seccion, codigo_modelo, modelo_id)
          VALUES (${body.modalidad_id}, ${body.regulacion_id}, ${body.seccion ?? null},
            ${body.seccion != null ? null : (body.codigo_modelo ?? null)},
            ${body.seccion != null ? null : (body.modelo_id ?? null)})
          RETURNING id`,
    );
    await writeReferencias(tx, row!.id, body);
    const saved = (await getBaseLegal(tx, row!.id))!;
    await audit(tx, actor, 'bases_legales', saved.id, 'crear', null, saved);
    return saved;
  });
}

export function updateBaseLegal(db: Db, actor: Actor, id: number, body: BaseLegalBody) {
  return inTransaction(db, async (tx) => {
    const before = await getBaseLegal(tx, id);
    if (!before) return undefined;
    await execute(
      tx,
      sql`UPDATE bases_legales SET modalidad_id = ${body.modalidad_id}, regulacion_id = ${body.regulacion_id},
            seccion = ${body.seccion ?? null},
            codigo_modelo = ${body.seccion != null ? null : (body.codigo_modelo ?? null)},
            modelo_id = ${body.seccion != null ? null : (body.modelo_id ?? null)}
          WHERE id = ${id}`,
    );
    await writeReferencias(tx, id, body);
    const saved = (await getBaseLegal(tx, id))!;
    await audit(tx, actor, 'bases_legales', id, 'editar', before, saved);
    return saved;
  });
}

/** Deletes one legal reference; a legal basis left without references is deleted with it. */
export function deleteReferencia(db: Db, actor: Actor, referenciaId: number) {
  return inTransaction(db, async (tx) => {
    const [ref] = await queryRows(
      tx,
      z.object({ base_legal_id: z.number().int() }),
      sql`SELECT base_legal_id FROM base_legal_referencias WHERE id = ${referenciaId}`,
    );
    if (!ref) return false;
    const before = (await getBaseLegal(tx, ref.base_legal_id))!;
    await execute(tx, sql`DELETE FROM base_legal_referencias WHERE id = ${referenciaId}`);
    const after = (await getBaseLegal(tx, ref.base_legal_id))!;
    if (after.referencias.length === 0) {
      await execute(tx, sql`DELETE FROM bases_legales WHERE id = ${ref.base_legal_id}`);
      await audit(tx, actor, 'bases_legales', before.id, 'eliminar', before, null);
    } else {
      await audit(tx, actor, 'bases_legales', before.id, 'editar', before, after);
    }
    return true;
  });
}

// ---------------------------------------------------------------- rulings

export function listDictamenes(db: Db, q: Target): Promise<Dictamen[]> {
  return queryRows(
    db,
    dictamenSchema,
    sql`${dictamenSelect} WHERE d.modalidad_id = ${q.modalidad_id} AND ${targetFilter('d', q)} ORDER BY d.id`,
  );
}

export async function getDictamen(db: Db, id: number): Promise<Dictamen | undefined> {
  const [row] = await queryRows(db, dictamenSchema, sql`${dictamenSelect} WHERE d.id = ${id}`);
  return row;
}

export function listEstadoOptions(db: Db): Promise<EstadoDictamenOption[]> {
  return queryRows(
    db,
    z.object({ id: z.number().int(), codigo: z.string() }),
    sql`SELECT id, codigo FROM estados_dictamen ORDER BY codigo`,
  );
}

export async function validateDictamen(db: Db, body: DictamenBody): Promise<Errors> {
  const errors: Errors = {};
  await checkTarget(db, body, errors);
  if (!(await exists(db, 'condiciones_inscripcion', body.condicion_inscripcion_id)))
    errors.condicion_inscripcion_id = ['La condición no existe.'];
  return errors;
}

async function writeEstados(tx: Db, id: number, estados: number[]) {
  await execute(tx, sql`DELETE FROM dictamen_estados WHERE dictamen_id = ${id}`);
  for (const estado of estados)
    await execute(
      tx,
      sql`INSERT INTO dictamen_estados (dictamen_id, estado_dictamen_id) VALUES (${id}, ${estado})`,
    );
}

export function createDictamen(db: Db, actor: Actor, body: DictamenBody): Promise<Dictamen> {
  return inTransaction(db, async (tx) => {
    const [row] = await queryRows(
      tx,
      idRow,
      sql`INSERT INTO dictamenes (modalidad_id, seccion, codigo_modelo, modelo_id, comentarios,
            condicion_inscripcion_id, created_by)
          VALUES (${body.modalidad_id}, ${body.seccion ?? null},
            ${body.seccion != null ? null : (body.codigo_modelo ?? null)},
            ${body.seccion != null ? null : (body.modelo_id ?? null)}, ${body.comentarios},
            ${body.condicion_inscripcion_id}, ${actor.id})
          RETURNING id`,
    );
    await writeEstados(tx, row!.id, body.estados_dictamen);
    const saved = (await getDictamen(tx, row!.id))!;
    await audit(tx, actor, 'dictamenes', saved.id, 'crear', null, saved);
    return saved;
  });
}

export function updateDictamen(db: Db, actor: Actor, id: number, body: DictamenBody) {
  return inTransaction(db, async (tx) => {
    const before = await getDictamen(tx, id);
    if (!before) return undefined;
    await execute(
      tx,
      sql`UPDATE dictamenes SET modalidad_id = ${body.modalidad_id}, seccion = ${body.seccion ?? null},
            codigo_modelo = ${body.seccion != null ? null : (body.codigo_modelo ?? null)},
            modelo_id = ${body.seccion != null ? null : (body.modelo_id ?? null)},
            comentarios = ${body.comentarios}, condicion_inscripcion_id = ${body.condicion_inscripcion_id},
            updated_at = now()
          WHERE id = ${id}`,
    );
    await writeEstados(tx, id, body.estados_dictamen);
    const saved = (await getDictamen(tx, id))!;
    await audit(tx, actor, 'dictamenes', id, 'editar', before, saved);
    return saved;
  });
}

// ---------------------------------------------------------------- catalogues and help

export const listEstadosDictamen = (db: Db) =>
  queryRows(
    db,
    estadosDictamenResponseSchema.shape.estados_dictamen.element,
    sql`SELECT id, nombre, codigo FROM estados_dictamen ORDER BY codigo`,
  );
export const listCondiciones = (db: Db) =>
  queryRows(db, named, sql`SELECT id, nombre FROM condiciones_inscripcion ORDER BY id`);
export const listReferencias = (db: Db) =>
  queryRows(db, named, sql`SELECT id, nombre FROM referencias ORDER BY id`);
export const listSubReferencias = (db: Db) =>
  queryRows(db, named, sql`SELECT id, nombre FROM sub_referencias ORDER BY id`);

export async function getAyuda(db: Db, codigo: string) {
  const [row] = await queryRows(
    db,
    ayudaResponseSchema.shape.ayuda,
    sql`SELECT codigo, texto FROM ayudas WHERE codigo = ${codigo}`,
  );
  return row;
}
