/**
 * `npm run rows -w bench`: what checking rows with their zod schema costs (issue 20, decision 022).
 * Reads real rows of the demo database (PGlite test template) with the repositories' own SQL, repeats them
 * to 10,000, and times the parse `queryRows` does (one `safeParse` per row) against the rows as they are.
 * A CPU micro benchmark: no server, no load; a few seconds.
 */
import { performance } from 'node:perf_hooks';
import { tramiteListItemSchema } from '@rnt/contract/busqueda-tramites';
import { tramiteModalidadSchema } from '@rnt/contract/modalidad';
import { z } from '@rnt/contract/zod';
import { queryRows, type RowSchema } from '@rnt/db/create-db';
import { openTestDatabase } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { modalidadExportRow, modalidadRowsQuery } from '../apps/api/src/repositories/modalidades';

const ROWS = 10_000;
const ROUNDS = 7;

/** Median milliseconds of parsing `rows` with `schema`, as `queryRows` does, over ROUNDS rounds. */
function timeParse(schema: RowSchema, rows: unknown[]): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    const start = performance.now();
    for (const row of rows) if (!schema.safeParse(row).success) throw new Error('fila inválida');
    if (round >= 2) times.push(performance.now() - start); // two warm-up rounds
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const repeat = <T>(rows: T[]) =>
  Array.from({ length: ROWS }, (_, i) => structuredClone(rows[i % rows.length]!));

const database = await openTestDatabase('pglite');
try {
  const db = database.db;
  const any = z.record(z.string(), z.unknown());
  const modalidades = await queryRows(db, any, modalidadRowsQuery(sql`TRUE`));
  const listado = await queryRows(
    db,
    any,
    sql`SELECT t.id AS tramite_id, m.id AS modalidad_id, t.nombre AS nombre_tramite, m.nombre AS nombre_modalidad,
               m.descripcion, m.estado_id, i.nombre AS nombre_institucion, u.nombre AS nombre_unidad
        FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id ORDER BY m.id`,
  );
  const tarjetas = await queryRows(
    db,
    any,
    sql`SELECT t.id, t.id AS tramite_id, t.nombre AS nombre_tramite, t.nombre, i.nombre AS nombre_institucion,
               u.nombre AS nombre_unidad,
               (SELECT coalesce(json_agg(json_build_object('modalidad_id', m.id, 'nombre_modalidad', m.nombre)
                                ORDER BY m.nombre, m.id), '[]') FROM modalidades m WHERE m.tramite_id = t.id) AS modalidades
        FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id ORDER BY t.id`,
  );
  const cases: [string, RowSchema, unknown[]][] = [
    [
      'modality row (detail and open-data export: 45 columns, 5 nested objects, 3 arrays)',
      modalidadExportRow,
      repeat(modalidades),
    ],
    ['home search card (procedure with its modalities, JSON)', tramiteListItemSchema, repeat(tarjetas)],
    [
      'flat row (procedure list, 8 columns)',
      tramiteModalidadSchema.omit({ estado_modalidad: true }),
      repeat(listado),
    ],
  ];
  console.log(
    `Parse of ${ROWS.toLocaleString('en')} rows, median of ${ROUNDS} rounds (node ${process.version}):`,
  );
  for (const [name, schema, rows] of cases) {
    const ms = timeParse(schema, rows);
    console.log(`  ${name}: ${ms.toFixed(1)} ms (${((1000 * ms) / ROWS).toFixed(2)} µs/row)`);
  }
  // What reading the same rows costs, for scale: the modality query over the whole demo registry.
  const start = performance.now();
  for (let i = 0; i < 3; i++) await queryRows(db, any, modalidadRowsQuery(sql`TRUE`));
  const readMs = (performance.now() - start) / 3;
  console.log(
    `  for scale, reading ${modalidades.length} modality rows from PGlite: ${readMs.toFixed(1)} ms ` +
      `(${((1000 * readMs) / modalidades.length).toFixed(1)} µs/row)`,
  );
} finally {
  await database.close();
}
