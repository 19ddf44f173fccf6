import { OPEN_DATA_DATASETS } from '@rnt/contract/datos-abiertos';
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const count = async (query: SQL) =>
  Number((await testRows<{ n: string | number }>(t.database.db, query))[0]!.n);

/** Written independently of the repository: the portal shows modalities in `visible_portal` states. */
const PUBLIC = sql`m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal = true)`;
/**
 * The requirements a ruling hides are those the modality's own detail does not list: read from
 * `/api/public_modalidad_get_id`, not re-derived here (the rule itself is tested on a case table in
 * requirement-visibility.test.ts). Only modalities in state 11 or 13 with a requirement ruling that says
 * '002' or has no status can hide one, so only those are read.
 */
let hidden: Promise<number[]> | undefined;
const hiddenByRuling = () => (hidden ??= readHiddenByRuling());
async function readHiddenByRuling(): Promise<number[]> {
  const candidates = await testRows<{ id: number }>(
    t.database.db,
    sql`SELECT DISTINCT m.id FROM dictamenes d JOIN requisitos r ON r.id = d.modelo_id
        JOIN modalidades m ON m.id = r.modalidad_id
        WHERE d.codigo_modelo = 'Requisito' AND m.estado_id IN (11, 13) AND ${PUBLIC}
          AND (EXISTS (SELECT 1 FROM dictamen_estados de JOIN estados_dictamen ed ON ed.id = de.estado_dictamen_id
                       WHERE de.dictamen_id = d.id AND ed.codigo = '002')
               OR NOT EXISTS (SELECT 1 FROM dictamen_estados de WHERE de.dictamen_id = d.id))
        ORDER BY m.id`,
  );
  const found: number[] = [];
  for (const { id } of candidates) {
    const res = await t.app.inject(`/api/public_modalidad_get_id/${id}`);
    const listed = new Set((res.json().modalidad.requisitos as { id: number }[]).map((r) => r.id));
    const all = await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM requisitos WHERE modalidad_id = ${id} AND fecha_eliminacion IS NULL`,
    );
    found.push(...all.filter((r) => !listed.has(r.id)).map((r) => r.id));
  }
  return found;
}

const expectedCounts: Record<string, SQL> = {
  tramites: sql`SELECT count(*) n FROM modalidades m WHERE ${PUBLIC}`,
  requisitos: sql`SELECT count(*) n FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id
                  WHERE ${PUBLIC} AND r.fecha_eliminacion IS NULL`,
  oficinas: sql`SELECT count(*) n FROM contactos_oficinas co JOIN modalidades m ON m.id = co.modalidad_id WHERE ${PUBLIC}`,
  regulaciones: sql`SELECT count(*) n FROM regulaciones r JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id
                    WHERE tn.visible_portal = true`,
  resoluciones: sql`SELECT count(*) n FROM resoluciones`,
  // One row per institution and month received (El Salvador time).
  denuncias: sql`SELECT count(*) n FROM (SELECT DISTINCT institucion_id,
                   to_char(created_at AT TIME ZONE 'America/El_Salvador', 'YYYY-MM') FROM denuncias) s`,
};
/** The key of a row: its id (the first column), or institution and month for the complaint statistics. */
const rowKey = (codigo: string, row: Record<string, unknown>, idKey: string) =>
  codigo === 'denuncias' ? `${row.mes}|${row.institucion_id}` : String(row[idKey]);

async function download(path: string) {
  const res = await t.app.inject(path);
  expect(res.statusCode, path).toBe(200);
  return res;
}
async function csvRows(codigo: string) {
  const res = await download(`/api/datos-abiertos/${codigo}.csv`);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${codigo}.csv"`);
  // UTF-8 with a byte order mark, so spreadsheets read the accents.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(res.rawPayload);
  return {
    text,
    rows: parse(res.rawPayload, { bom: true, columns: true, skip_empty_lines: true }) as Record<
      string,
      string
    >[],
  };
}
async function jsonRows(codigo: string) {
  const res = await download(`/api/datos-abiertos/${codigo}.json`);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = JSON.parse(res.payload);
  expect(body.conjunto).toBe(codigo);
  expect(Number.isNaN(Date.parse(body.generado_en))).toBe(false);
  return body[codigo] as Record<string, unknown>[];
}

describe('open data: /api/datos-abiertos/{conjunto}.{csv,json}', () => {
  for (const { codigo } of OPEN_DATA_DATASETS) {
    it(`${codigo}: CSV and JSON have one row per database row`, async () => {
      const expected =
        (await count(expectedCounts[codigo]!)) -
        (codigo === 'requisitos' ? (await hiddenByRuling()).length : 0);
      expect(expected).toBeGreaterThan(0);
      const csv = await csvRows(codigo);
      expect(csv.rows).toHaveLength(expected);
      const json = await jsonRows(codigo);
      expect(json).toHaveLength(expected);
      // Both formats carry the same rows in the same order (the first column is the row's id).
      const idKey = Object.keys(csv.rows[0]!)[0]!;
      expect(json.map((r) => rowKey(codigo, r, idKey))).toEqual(
        csv.rows.map((r) => rowKey(codigo, r, idKey)),
      );
      expect(new Set(csv.rows.map((r) => rowKey(codigo, r, idKey))).size).toBe(expected);
    });
  }

  it('keeps accents and quotes cells with commas intact', async () => {
    const { rows, text } = await csvRows('oficinas');
    const [oficina] = await testRows<{ id: number; direccion: string; nombre: string }>(
      t.database.db,
      sql`SELECT co.id, o.direccion, i.nombre FROM contactos_oficinas co JOIN oficinas o ON o.id = co.oficina_id
          JOIN instituciones i ON i.id = o.institucion_id JOIN modalidades m ON m.id = co.modalidad_id
          WHERE ${PUBLIC} AND o.direccion LIKE '%,%' AND i.nombre ~ '[áéíóúñÁÉÍÓÚÑ]' ORDER BY co.id LIMIT 1`,
    );
    expect(oficina).toBeDefined();
    const row = rows.find((r) => r.contacto_id === String(oficina!.id))!;
    expect(row.direccion).toBe(oficina!.direccion);
    expect(row.institucion).toBe(oficina!.nombre);
    expect(text).toContain(`"${oficina!.direccion}"`);
  });

  it('tramites: a modality’s fee, state, links, and in JSON its requirements and offices', async () => {
    const [m] = await testRows<{
      id: number;
      tramite_id: number;
      monto: string | null;
      tipo_tarifa: string;
    }>(
      t.database.db,
      sql`SELECT m.id, m.tramite_id, m.monto::text AS monto, m.tipo_tarifa FROM modalidades m
          WHERE ${PUBLIC} AND m.monto IS NOT NULL ORDER BY m.id LIMIT 1`,
    );
    const { rows } = await csvRows('tramites');
    const row = rows.find((r) => r.modalidad_id === String(m!.id))!;
    expect(row.tipo_tarifa).toBe(m!.tipo_tarifa);
    expect(row.monto).toBe(m!.monto);
    expect(row.url).toMatch(new RegExp(`/tramite/${m!.tramite_id}/detalles/${m!.id}$`));
    expect(['true', 'false']).toContain(row.inscrita);

    const json = await jsonRows('tramites');
    const nested = { requisitos: 0, oficinas: 0 };
    for (const r of json) {
      nested.requisitos += (r.requisitos as unknown[]).length;
      nested.oficinas += (r.oficinas as unknown[]).length;
    }
    expect(nested.requisitos).toBe(
      (await count(expectedCounts.requisitos!)) - (await hiddenByRuling()).length,
    );
    expect(nested.oficinas).toBe(await count(expectedCounts.oficinas!));
    const first = json.find((r) => r.modalidad_id === m!.id)!;
    expect(Array.isArray(first.medios_presentacion)).toBe(true);
  });

  it('requisitos: leaves out removed ones and those a ruling hid', async () => {
    const removed = await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT r.id FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id
          WHERE ${PUBLIC} AND r.fecha_eliminacion IS NOT NULL`,
    );
    const hidden = await hiddenByRuling();
    expect(removed.length).toBeGreaterThan(0);
    expect(hidden.length).toBeGreaterThan(0);
    const ids = new Set((await csvRows('requisitos')).rows.map((r) => Number(r.requisito_id)));
    expect([...removed.map((r) => r.id), ...hidden].filter((id) => ids.has(id))).toEqual([]);
  });

  it('regulaciones and resoluciones link their documents with absolute URLs', async () => {
    const regulaciones = await jsonRows('regulaciones');
    const documentos = regulaciones.flatMap((r) => r.documentos as { url: string }[]);
    expect(documentos.length).toBe(
      await count(sql`SELECT count(*) n FROM documentos_regulacion d JOIN regulaciones r ON r.id = d.regulacion_id
                      JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id WHERE tn.visible_portal = true`),
    );
    expect(documentos[0]!.url).toMatch(/^http:\/\/[^/]+\/documentos\/regulacion\/\d+\.pdf$/);
    const { rows } = await csvRows('resoluciones');
    expect(rows[0]!.documentos).toMatch(/^http:\/\/[^/]+\/documentos\/resolucion\/\d+\.pdf/);
  });

  it('denuncias: the statistics per institution and month add up to the complaints, with no free text or personal data', async () => {
    const json = await jsonRows('denuncias');
    const { rows, text } = await csvRows('denuncias');
    expect(Object.keys(rows[0]!)).toEqual([
      'mes',
      'institucion_id',
      'nombre_institucion',
      'siglas_institucion',
      'recibidas',
      'respondidas',
      'cerradas',
      'pendientes',
      'dias_habiles_promedio_respuesta',
      'fundadas',
      'no_fundadas',
      'resueltas_por_la_institucion',
    ]);
    const sumOf = (key: string) => json.reduce((n, r) => n + Number(r[key]), 0);
    expect(sumOf('recibidas')).toBe(await count(sql`SELECT count(*) n FROM denuncias`));
    expect(sumOf('respondidas')).toBe(
      await count(sql`SELECT count(*) n FROM denuncias WHERE respondida_at IS NOT NULL`),
    );
    expect(sumOf('fundadas')).toBe(
      await count(sql`SELECT count(*) n FROM denuncias WHERE resultado = 'FUNDADA'`),
    );
    expect(sumOf('no_fundadas')).toBe(
      await count(sql`SELECT count(*) n FROM denuncias WHERE resultado = 'NO_FUNDADA'`),
    );
    // One institution's month, counted here on its own.
    const [one] = await testRows<{ institucion_id: number; mes: string; n: number }>(
      t.database.db,
      sql`SELECT institucion_id, to_char(created_at AT TIME ZONE 'America/El_Salvador', 'YYYY-MM') AS mes, count(*)::int AS n
          FROM denuncias GROUP BY 1, 2 ORDER BY n DESC, 1, 2 LIMIT 1`,
    );
    const row = rows.find((r) => r.mes === one!.mes && r.institucion_id === String(one!.institucion_id))!;
    expect(Number(row.recibidas)).toBe(one!.n);
    const secrets = await testRows<{ v: string }>(
      t.database.db,
      sql`SELECT DISTINCT v FROM (SELECT mensaje AS v FROM denuncias UNION ALL SELECT correo FROM denuncias
            UNION ALL SELECT nombres FROM denuncias UNION ALL SELECT telefono FROM denuncias
            UNION ALL SELECT descripcion_tramite FROM denuncias UNION ALL SELECT folio FROM denuncias
            UNION ALL SELECT nota_publica FROM denuncia_acciones UNION ALL SELECT nota_interna FROM denuncia_acciones) s
          WHERE v IS NOT NULL`,
    );
    const jsonText = JSON.stringify(json);
    expect(secrets.filter((s) => text.includes(s.v) || jsonText.includes(s.v))).toEqual([]);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const { codigo } of OPEN_DATA_DATASETS) {
      for (const formato of ['csv', 'json']) {
        const op = doc.paths[`/api/datos-abiertos/${codigo}.${formato}`]?.get;
        expect(op, `${codigo}.${formato}`).toBeDefined();
        expect(op.tags).toEqual(['datos abiertos']);
        expect(op.summary).toMatch(/\((CSV|JSON)\)$/);
      }
    }
    expect(doc.paths['/api/agenda_regulatoria'].get.tags).toEqual(['agenda regulatoria']);
    expect(doc.paths['/api/atlas_tramites'].get.tags).toEqual(['atlas de trámites']);
  });
});
