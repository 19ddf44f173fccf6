/**
 * /api/graphics: each figure is checked against counts the test computes itself with SQL on the seeded
 * rows, so a wrong join, filter or rule fails here, on PGlite and on PostgreSQL alike.
 */
import { EVALUATED_CATEGORIES, RESPONSE_TIME_BANDS } from '@rnt/contract/constants';
import { STATES_CHART_RULE } from '@rnt/contract/reports';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modalidadesEnBanda } from '../src/repositories/graphics';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = <T>(query: SQL) => testRows<T>(t.database.db, query);

async function getJson<T = Record<string, unknown>>(path: string): Promise<T> {
  const res = await t.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
  return res.json() as T;
}

/** `{institucion_id: n}` from rows `{id, n}`. */
const byId = (list: { id: number; n: number }[]) => Object.fromEntries(list.map((r) => [r.id, r.n]));
type InstitutionRow = { institucion_id: number } & Record<string, unknown>;
const pick = (list: InstitutionRow[], key: string) =>
  Object.fromEntries(list.map((r) => [r.institucion_id, r[key]]));

/** Modalities and distinct procedures per institution among the modalities matching `where`. */
async function expectedPerInstitution(where: SQL) {
  const modalidades = await rows<{ id: number; n: number }>(sql`
    SELECT u.institucion_id AS id, count(*)::int AS n
    FROM modalidades m, tramites t, unidades u
    WHERE t.id = m.tramite_id AND u.id = t.unidad_id AND ${where}
    GROUP BY u.institucion_id`);
  const tramites = await rows<{ id: number; n: number }>(sql`
    SELECT u.institucion_id AS id, count(*)::int AS n FROM tramites t JOIN unidades u ON u.id = t.unidad_id
    WHERE EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND ${where})
    GROUP BY u.institucion_id`);
  return { modalidades: byId(modalidades), tramites: byId(tramites) };
}

interface PerInstitution {
  instituciones: (InstitutionRow & { tramites: number; modalidades: number })[];
  totales: { instituciones: number; tramites: number; modalidades: number };
}

function expectSortedDesc(values: number[]) {
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

describe('per-institution counts', () => {
  it('/tramites counts modalities with an official registration request per institution', async () => {
    const body = await getJson<PerInstitution>('/api/graphics/tramites');
    const expected = await expectedPerInstitution(sql`m.fecha_solicitud IS NOT NULL`);
    expect(pick(body.instituciones, 'modalidades')).toEqual(expected.modalidades);
    expect(pick(body.instituciones, 'tramites')).toEqual(expected.tramites);
    const [all] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM modalidades WHERE fecha_solicitud IS NOT NULL`,
    );
    expect(body.totales.modalidades).toBe(all!.n);
    expect(body.totales.instituciones).toBe(Object.keys(expected.modalidades).length);
    expectSortedDesc(body.instituciones.map((r) => r.modalidades));
    const [first] = body.instituciones;
    const [name] = await rows<{ nombre: string; siglas: string }>(
      sql`SELECT nombre, siglas FROM instituciones WHERE id = ${first!.institucion_id}`,
    );
    expect(first).toMatchObject({ nombre_institucion: name!.nombre, siglas: name!.siglas });
  });

  it('/tramites_sin_solicitud counts the modalities without a request', async () => {
    const body = await getJson<PerInstitution>('/api/graphics/tramites_sin_solicitud');
    const expected = await expectedPerInstitution(sql`m.fecha_solicitud IS NULL`);
    expect(Object.keys(expected.modalidades).length).toBeGreaterThan(0);
    expect(pick(body.instituciones, 'modalidades')).toEqual(expected.modalidades);
    expect(pick(body.instituciones, 'tramites')).toEqual(expected.tramites);
  });

  it('/instituciones lists the institutions that loaded procedures, with their counts', async () => {
    const body = await getJson<PerInstitution>('/api/graphics/instituciones');
    const tramites = await rows<{ id: number; n: number }>(sql`
      SELECT i.id, (SELECT count(*)::int FROM tramites t JOIN unidades u ON u.id = t.unidad_id
                    WHERE u.institucion_id = i.id) AS n
      FROM instituciones i`);
    const loaded = tramites.filter((r) => r.n > 0);
    expect(pick(body.instituciones, 'tramites')).toEqual(byId(loaded));
    const expected = await expectedPerInstitution(sql`true`);
    expect(pick(body.instituciones, 'modalidades')).toEqual(expected.modalidades);
    const [all] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tramites`);
    expect(body.totales).toMatchObject({ instituciones: loaded.length, tramites: all!.n });
  });

  it('/requisitos_eliminados counts removed requirements and the modalities they left', async () => {
    const body = await getJson<{
      instituciones: (InstitutionRow & { requisitos: number; modalidades: number })[];
      totales: { requisitos: number };
    }>('/api/graphics/requisitos_eliminados');
    const removed = await rows<{ institucion_id: number; modalidad_id: number }>(sql`
      SELECT u.institucion_id, r.modalidad_id FROM requisitos r
      JOIN modalidades m ON m.id = r.modalidad_id JOIN tramites t ON t.id = m.tramite_id
      JOIN unidades u ON u.id = t.unidad_id WHERE r.fecha_eliminacion IS NOT NULL`);
    expect(removed.length).toBeGreaterThan(0);
    const requisitos: Record<number, number> = {};
    const modalidades: Record<number, Set<number>> = {};
    for (const r of removed) {
      requisitos[r.institucion_id] = (requisitos[r.institucion_id] ?? 0) + 1;
      (modalidades[r.institucion_id] ??= new Set()).add(r.modalidad_id);
    }
    expect(pick(body.instituciones, 'requisitos')).toEqual(requisitos);
    expect(pick(body.instituciones, 'modalidades')).toEqual(
      Object.fromEntries(Object.entries(modalidades).map(([id, set]) => [id, set.size])),
    );
    expect(body.totales.requisitos).toBe(removed.length);
  });

  it('a write to the rows changes the next answer (no stale totals) and its ETag', async () => {
    const first = await t.app.inject('/api/graphics/tramites');
    const [target] = await rows<{ id: number; institucion_id: number }>(sql`
      SELECT m.id, u.institucion_id FROM modalidades m JOIN tramites t ON t.id = m.tramite_id
      JOIN unidades u ON u.id = t.unidad_id WHERE m.fecha_solicitud IS NOT NULL ORDER BY m.id LIMIT 1`);
    const before = pick(first.json().instituciones, 'modalidades')[target!.institucion_id] as number;
    await rows(sql`UPDATE modalidades SET fecha_solicitud = NULL WHERE id = ${target!.id}`);
    try {
      const second = await t.app.inject('/api/graphics/tramites');
      const after = pick(second.json().instituciones, 'modalidades')[target!.institucion_id] ?? 0;
      expect(after).toBe(before - 1);
      expect(second.headers.etag).not.toBe(first.headers.etag);
    } finally {
      await rows(sql`UPDATE modalidades SET fecha_solicitud = CURRENT_DATE WHERE id = ${target!.id}`);
    }
  });
});

describe('figures kept until the data changes (versiones_datos)', () => {
  const estados = async () =>
    (await getJson<{ estados: { estado_id: number; total: number }[] }>('/api/graphics/estadosWithTramites'))
      .estados;
  const version = async () =>
    (
      await rows<{ v: string }>(sql`SELECT version::text AS v FROM versiones_datos WHERE ambito = 'reportes'`)
    )[0]!.v;

  it('answers from the cache while no write has bumped the version', async () => {
    const first = await estados();
    // A write the version does not see (its trigger disabled) must not show: the figure is not recomputed.
    await rows(sql`ALTER TABLE modalidades DISABLE TRIGGER modalidades_version_reportes`);
    const [target] = await rows<{ id: number }>(
      sql`SELECT id FROM modalidades WHERE estado_id = 3 ORDER BY id LIMIT 1`,
    );
    try {
      await rows(sql`UPDATE modalidades SET estado_id = 5 WHERE id = ${target!.id}`);
      expect(await estados()).toEqual(first);
    } finally {
      await rows(sql`UPDATE modalidades SET estado_id = 3 WHERE id = ${target!.id}`);
      await rows(sql`ALTER TABLE modalidades ENABLE TRIGGER modalidades_version_reportes`);
    }
  });

  it('a write to any summarised table bumps the version, and the next answer shows it', async () => {
    const before = await version();
    const evaluated = await getJson<{ totales: { total: number } }>('/api/graphics/tramites_evaluados');
    // The back office issues a resolution of category I on a modality.
    const [tipo] = await rows<{ id: number }>(sql`SELECT id FROM tipos_resolucion WHERE codigo = 'I'`);
    const [modalidad] = await rows<{ id: number }>(sql`SELECT id FROM modalidades ORDER BY id LIMIT 1`);
    const [inserted] = await rows<{ id: number }>(
      sql`INSERT INTO resoluciones (modalidad_id, tipo_resolucion_id, numero, fecha)
          VALUES (${modalidad!.id}, ${tipo!.id}, 'RNT-PRUEBA-1', CURRENT_DATE) RETURNING id`,
    );
    try {
      expect(await version()).not.toBe(before);
      const after = await getJson<{ totales: { total: number } }>('/api/graphics/tramites_evaluados');
      expect(after.totales.total).toBe(evaluated.totales.total + 1);
    } finally {
      await rows(sql`DELETE FROM resoluciones WHERE id = ${inserted!.id}`);
    }
    const restored = await getJson<{ totales: { total: number } }>('/api/graphics/tramites_evaluados');
    expect(restored.totales.total).toBe(evaluated.totales.total);
  });

  it('the monthly registrations chart of the home counts a registration made after it was cached', async () => {
    const path = '/api/public/cantidadTramitesGraficoPortal';
    const first = await getJson<Record<string, number>>(path);
    const month = Object.keys(first).at(-1)!;
    const [target] = await rows<{ id: number; fecha: string | null }>(
      sql`SELECT id, fecha_inscripcion::text AS fecha FROM modalidades WHERE estado_id = 3 ORDER BY id LIMIT 1`,
    );
    await rows(
      sql`UPDATE modalidades SET estado_id = 11, fecha_inscripcion = CURRENT_DATE WHERE id = ${target!.id}`,
    );
    try {
      expect((await getJson<Record<string, number>>(path))[month]).toBe(first[month]! + 1);
    } finally {
      await rows(
        sql`UPDATE modalidades SET estado_id = 3, fecha_inscripcion = ${target!.fecha}::date WHERE id = ${target!.id}`,
      );
    }
  });
});

describe('states chart /estadosWithTramites', () => {
  it('merges 11 and 13 and counts observed (23) with +126, from the seeded rows', async () => {
    const body = await getJson<{
      estados: { nombre: string; estado_ids: number[]; conteo: number; ajuste: number; total: number }[];
      total: number;
    }>('/api/graphics/estadosWithTramites');
    const counts = byId(
      await rows<{ id: number; n: number }>(
        sql`SELECT estado_id AS id, count(*)::int AS n FROM modalidades GROUP BY estado_id`,
      ),
    );
    const n = (id: number) => counts[id] ?? 0;
    expect(n(23)).toBeGreaterThan(0);

    const inscrito = body.estados.find((e) => e.estado_ids.includes(11));
    expect(inscrito).toEqual({
      nombre: 'Inscrito',
      estado_ids: [11, 13],
      conteo: n(11) + n(13),
      ajuste: 0,
      total: n(11) + n(13),
    });
    expect(body.estados.filter((e) => e.estado_ids.includes(13))).toHaveLength(1);

    const observado = body.estados.find((e) => e.estado_ids.includes(23));
    expect(observado).toMatchObject({ conteo: n(23), ajuste: 126, total: n(23) + 126 });
    expect(STATES_CHART_RULE.observed.offset).toBe(126);

    for (const id of [15, 17]) {
      expect(body.estados.find((e) => e.estado_ids.includes(id))).toMatchObject({
        conteo: n(id),
        total: n(id),
      });
    }
    // Only the states whose evaluation ended; in-evaluation and draft states are not in the chart.
    expect(body.estados.flatMap((e) => e.estado_ids).sort((a, b) => a - b)).toEqual([11, 13, 15, 17, 23]);
    expect(body.total).toBe(n(11) + n(13) + n(15) + n(17) + n(23) + 126);
  });
});

describe('response-time bands', () => {
  it('/tiempoPromedio counts modalities per band B00–B08 with the spec labels', async () => {
    const body = await getJson<{
      bandas: { codigo: string; nombre: string; total: number }[];
      total: number;
    }>('/api/graphics/tiempoPromedio');
    const counts = await rows<{ id: string; n: number }>(sql`
      SELECT banda_tiempo_respuesta AS id, count(*)::int AS n FROM modalidades
      WHERE banda_tiempo_respuesta IS NOT NULL GROUP BY banda_tiempo_respuesta`);
    expect(body.bandas.map((b) => b.codigo)).toEqual(Object.keys(RESPONSE_TIME_BANDS));
    for (const band of body.bandas) {
      expect(band.nombre).toBe(RESPONSE_TIME_BANDS[band.codigo as keyof typeof RESPONSE_TIME_BANDS]);
      expect(band.total).toBe(counts.find((c) => c.id === band.codigo)?.n ?? 0);
    }
    expect(body.total).toBe(counts.reduce((s, c) => s + c.n, 0));
  });

  it('serves a PDF per band listing its modalities', async () => {
    const res = await t.app.inject('/api/graphics/tiempoPromedio/detalle/B03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(String(res.headers['content-disposition'])).toContain('Tiempo promedio de respuesta B03.pdf');
    expect(res.headers.etag).toBeTruthy();

    const listed = await modalidadesEnBanda(t.database.db, 'B03');
    const expected = await rows<{ modalidad: string }>(sql`
      SELECT nombre AS modalidad FROM modalidades WHERE banda_tiempo_respuesta = 'B03'`);
    expect(listed.length).toBe(expected.length);
    expect(listed.map((m) => m.modalidad).sort()).toEqual(expected.map((m) => m.modalidad).sort());
    expect(listed.every((m) => m.institucion && m.tramite)).toBe(true);
  });

  it('answers 400 for a malformed band code and 404 for an unknown one, in Spanish', async () => {
    const bad = await t.app.inject('/api/graphics/tiempoPromedio/detalle/xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code[0]).toMatch(/B00/);
    const unknown = await t.app.inject('/api/graphics/tiempoPromedio/detalle/B09');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'El recurso solicitado no existe.' });
  });
});

describe('digitalisation', () => {
  it('/nivelesDeDigitalizacion gives the levels and, per institution, the modalities offering each', async () => {
    const body = await getJson<{
      niveles: { id: number; nombre: string }[];
      instituciones: (InstitutionRow & { conteos: { nivel_id: number; total: number }[]; total: number })[];
    }>('/api/graphics/nivelesDeDigitalizacion');
    const niveles = await rows<{ id: number; nombre: string }>(
      sql`SELECT id, nombre FROM niveles_digitalizacion ORDER BY orden`,
    );
    expect(body.niveles.map(({ id, nombre }) => ({ id, nombre }))).toEqual(niveles);
    const cells = await rows<{ institucion_id: number; nivel_id: number; n: number }>(sql`
      SELECT u.institucion_id, mn.nivel_digitalizacion_id AS nivel_id, count(*)::int AS n
      FROM modalidad_niveles_digitalizacion mn, modalidades m, tramites t, unidades u
      WHERE m.id = mn.modalidad_id AND t.id = m.tramite_id AND u.id = t.unidad_id
      GROUP BY 1, 2`);
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      const inst = body.instituciones.find((i) => i.institucion_id === cell.institucion_id);
      expect(inst?.conteos.find((c) => c.nivel_id === cell.nivel_id)?.total).toBe(cell.n);
    }
    const cellSum = (id: number) => cells.filter((c) => c.institucion_id === id).reduce((s, c) => s + c.n, 0);
    for (const inst of body.instituciones) {
      expect(inst.conteos.map((c) => c.nivel_id)).toEqual(niveles.map((n) => n.id));
      expect(inst.total).toBe(cellSum(inst.institucion_id));
    }
    expect(new Set(body.instituciones.map((i) => i.institucion_id))).toEqual(
      new Set(cells.map((c) => c.institucion_id)),
    );
  });

  it('/top10_digitalizacion ranks every institution by its digitalisation percentage', async () => {
    const body = await getJson<{
      instituciones: (InstitutionRow & {
        posicion: number;
        modalidades: number;
        modalidades_digitalizadas: number;
        niveles: number;
        porcentaje: number;
      })[];
      total_niveles: number;
    }>('/api/graphics/top10_digitalizacion');
    const modalities = await rows<{ institucion_id: number; niveles: number }>(sql`
      SELECT u.institucion_id,
             (SELECT count(*)::int FROM modalidad_niveles_digitalizacion mn WHERE mn.modalidad_id = m.id) AS niveles
      FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id`);
    const [levels] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM niveles_digitalizacion`);
    expect(body.total_niveles).toBe(levels!.n);
    const ids = new Set(modalities.map((m) => m.institucion_id));
    expect(body.instituciones.length).toBe(ids.size);
    expect(body.instituciones.length).toBeGreaterThan(10);
    for (const inst of body.instituciones) {
      const own = modalities.filter((m) => m.institucion_id === inst.institucion_id);
      const niveles = own.reduce((s, m) => s + m.niveles, 0);
      expect(inst.modalidades).toBe(own.length);
      expect(inst.modalidades_digitalizadas).toBe(own.filter((m) => m.niveles > 0).length);
      expect(inst.niveles).toBe(niveles);
      expect(inst.porcentaje).toBeCloseTo((100 * niveles) / (own.length * levels!.n), 1);
    }
    expect(body.instituciones.map((i) => i.posicion)).toEqual(body.instituciones.map((_, i) => i + 1));
    expectSortedDesc(body.instituciones.map((i) => i.porcentaje));
  });
});

describe('evaluated procedures /tramites_evaluados', () => {
  it('counts resolutions per institution and category I, D, M, O, R', async () => {
    const body = await getJson<{
      categorias: Record<string, string>;
      instituciones: (InstitutionRow & Record<'I' | 'D' | 'M' | 'O' | 'R' | 'total', number>)[];
      totales: Record<string, number>;
    }>('/api/graphics/tramites_evaluados');
    expect(body.categorias).toEqual(EVALUATED_CATEGORIES);
    const cells = await rows<{ institucion_id: number; codigo: string; n: number }>(sql`
      SELECT u.institucion_id, tr.codigo, count(*)::int AS n
      FROM resoluciones r, tipos_resolucion tr, modalidades m, tramites t, unidades u
      WHERE tr.id = r.tipo_resolucion_id AND m.id = r.modalidad_id AND t.id = m.tramite_id AND u.id = t.unidad_id
      GROUP BY 1, 2`);
    for (const code of ['I', 'D', 'M', 'O', 'R'] as const) {
      const expected = Object.fromEntries(
        cells.filter((c) => c.codigo === code).map((c) => [c.institucion_id, c.n]),
      );
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      const actual = Object.fromEntries(
        body.instituciones.filter((i) => i[code] > 0).map((i) => [i.institucion_id, i[code]]),
      );
      expect(actual, code).toEqual(expected);
      const [all] = await rows<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM resoluciones r JOIN tipos_resolucion tr ON tr.id = r.tipo_resolucion_id
        WHERE tr.codigo = ${code}`);
      expect(body.totales[code]).toBe(all!.n);
    }
    for (const inst of body.instituciones)
      expect(inst.total).toBe(inst.I + inst.D + inst.M + inst.O + inst.R);
  });
});

describe('HTTP caching and documentation', () => {
  const paths = [
    '/api/graphics/tramites',
    '/api/graphics/instituciones',
    '/api/graphics/estadosWithTramites',
    '/api/graphics/tiempoPromedio',
    '/api/graphics/requisitos_eliminados',
    '/api/graphics/nivelesDeDigitalizacion',
    '/api/graphics/tramites_sin_solicitud',
    '/api/graphics/top10_digitalizacion',
    '/api/graphics/tramites_evaluados',
    '/api/graphics/tiempoPromedio/detalle/B00',
  ];

  it('sends Cache-Control and an ETag, and a bodiless 304 to a matching If-None-Match', async () => {
    for (const path of paths) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/public, max-age=\d+/);
      const etag = String(res.headers.etag);
      expect(etag, path).toMatch(/^(W\/)?"[\w-]+"$/);
      const again = await t.app.inject({ url: path, headers: { 'if-none-match': `"otro", ${etag}` } });
      expect(again.statusCode, path).toBe(304);
      expect(again.body, path).toBe('');
      expect(again.headers.etag, path).toBe(etag);
      const stale = await t.app.inject({ url: path, headers: { 'if-none-match': '"otro"' } });
      expect(stale.statusCode, path).toBe(200);
    }
  });

  it('documents every report path in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    for (const path of paths.slice(0, -1)) expect(doc.paths, path).toHaveProperty([path]);
    expect(doc.paths).toHaveProperty(['/api/graphics/tiempoPromedio/detalle/{code}']);
  });
});
