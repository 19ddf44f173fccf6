import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { modalidadResponseSchema, type Modalidad } from '@rnt/contract/modalidad';
import { modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { sql, type SQL } from 'drizzle-orm';
import { findModalidad } from '../src/repositories/modalidades';
import { isVisibleRequirement, isVisibleSubRequirement } from '../src/repositories/requirement-visibility';
import { pdfText } from './helpers/pdf-text';
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
async function one<T>(query: SQL): Promise<T> {
  const [row] = await rows<T>(query);
  if (!row) throw new Error('la consulta no devolvió filas en los datos de demostración');
  return row;
}
const get = (url: string) => t.app.inject(url);
const getModalidad = async (id: number): Promise<Modalidad> => {
  const res = await get(`/api/public_modalidad_get_id/${id}`);
  expect(res.statusCode).toBe(200);
  return modalidadResponseSchema.parse(res.json()).modalidad;
};

const squash = (s: string) => s.replace(/\s+/g, ' ');
/** States the portal shows (the rule of the atlas, repositories/public-modalities.ts). */
const PUBLIC = sql`m.estado_id IN (SELECT id FROM estados_solicitud WHERE visible_portal)`;

describe('GET /api/public_tramites_modalidades', () => {
  it('lists every modality of the procedure with the fields the specification lists', async () => {
    const tramite = await one<{ tramite_id: number; n: number }>(
      sql`SELECT tramite_id, count(*)::int AS n FROM modalidades m WHERE ${PUBLIC}
          GROUP BY tramite_id ORDER BY n DESC, tramite_id LIMIT 1`,
    );
    const expected = await rows<{
      id: number;
      nombre: string;
      estado_id: number;
      tramite: string;
      unidad: string;
      institucion: string;
    }>(sql`
      SELECT m.id, m.nombre, m.estado_id, t.nombre AS tramite, u.nombre AS unidad, i.nombre AS institucion
      FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
      JOIN instituciones i ON i.id = u.institucion_id WHERE m.tramite_id = ${tramite.tramite_id} AND ${PUBLIC} ORDER BY m.id`);
    const res = await get(`/api/public_tramites_modalidades?id=${tramite.tramite_id}&per_page=-1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(tramite.n);
    expect(body.portal).toHaveLength(tramite.n);
    body.portal.forEach((entry: Record<string, unknown>, i: number) => {
      const row = expected[i]!;
      expect(entry).toEqual({
        tramite_id: tramite.tramite_id,
        modalidad_id: row.id,
        nombre_tramite: row.tramite,
        nombre_modalidad: row.nombre,
        descripcion: expect.any(String),
        estado_modalidad: modalityStateLabel(row.estado_id),
        estado_id: row.estado_id,
        nombre_institucion: row.institucion,
        nombre_unidad: row.unidad,
      });
    });
    expect(res.headers['cache-control']).toContain('public');
  });

  it('lists only the modalities the public sees, as the atlas counts them (issue 18)', async () => {
    // A procedure with a draft, withdrawn or rejected modality: the procedure page must not list it.
    const tramite = await one<{ tramite_id: number; publicas: number }>(sql`
      SELECT m.tramite_id, count(*) FILTER (WHERE ${PUBLIC})::int AS publicas FROM modalidades m
      GROUP BY m.tramite_id HAVING bool_or(NOT ${PUBLIC}) AND bool_or(${PUBLIC}) ORDER BY m.tramite_id LIMIT 1`);
    const body = (await get(`/api/public_tramites_modalidades?id=${tramite.tramite_id}&per_page=-1`)).json();
    expect(body.total).toBe(tramite.publicas);
    for (const m of body.portal as { estado_id: number }[]) expect([1, 15, 17]).not.toContain(m.estado_id);
    const atlas = (await get('/api/atlas_tramites')).json();
    const enAtlas = atlas.instituciones
      .flatMap((i: { unidades: { tramites: { id: number; total_modalidades: number }[] }[] }) =>
        i.unidades.flatMap((u) => u.tramites),
      )
      .find((t: { id: number }) => t.id === tramite.tramite_id);
    expect(enAtlas?.total_modalidades ?? 0).toBe(body.total);
  });

  it("labels states 11 and 13 'Inscrito' and the others 'En Evaluación'", async () => {
    const pair = await one<{ registrada: number; otra: number }>(sql`
      SELECT a.id AS registrada, b.id AS otra FROM modalidades a JOIN modalidades b ON b.tramite_id = a.tramite_id
      WHERE a.estado_id IN (11, 13) AND b.estado_id NOT IN (11, 13) ORDER BY a.id LIMIT 1`);
    const tramite = await one<{ tramite_id: number }>(
      sql`SELECT tramite_id FROM modalidades WHERE id = ${pair.registrada}`,
    );
    const { portal } = (await get(`/api/public_tramites_modalidades?id=${tramite.tramite_id}`)).json();
    const label = (id: number) =>
      portal.find((p: { modalidad_id: number }) => p.modalidad_id === id).estado_modalidad;
    expect(label(pair.registrada)).toBe('Inscrito');
    expect(label(pair.otra)).toBe('En Evaluación');
  });

  it('filters by state id or code, single or as a list', async () => {
    const tramite = await one<{ tramite_id: number }>(sql`
      SELECT tramite_id FROM modalidades GROUP BY tramite_id
      HAVING count(DISTINCT estado_id) >= 2 AND bool_or(estado_id = 11) ORDER BY tramite_id LIMIT 1`);
    const ids = async (estados: number[]) =>
      (
        await rows<{ id: number }>(sql`
          SELECT id FROM modalidades WHERE tramite_id = ${tramite.tramite_id}
          AND estado_id IN (${sql.join(
            estados.map((e) => sql`${e}`),
            sql`, `,
          )}) ORDER BY id`)
      ).map((r) => r.id);
    const got = async (query: string) =>
      (await get(`/api/public_tramites_modalidades?id=${tramite.tramite_id}&${query}`))
        .json()
        .portal.map((p: { modalidad_id: number }) => p.modalidad_id);
    expect(await got('estado=11')).toEqual(await ids([11]));
    expect(await got('estado=INS')).toEqual(await ids([11]));
    expect(await got('estado[]=11&estado[]=INM')).toEqual(await ids([11, 13]));
    expect(await got('estado=11&estado=13')).toEqual(await ids([11, 13]));
    const all = (
      await rows<{ id: number }>(
        sql`SELECT id FROM modalidades WHERE tramite_id = ${tramite.tramite_id} ORDER BY id`,
      )
    ).map((r) => r.id);
    expect(await got('estado=&nombre=')).toEqual(all);
  });

  it('filters by name, ignoring accents and case', async () => {
    const target = await one<{ tramite_id: number; id: number; variante: string }>(sql`
      SELECT m.tramite_id, m.id, split_part(m.nombre, ' - ', 2) AS variante FROM modalidades m
      WHERE m.nombre LIKE '% - %' AND m.tramite_id IN (SELECT tramite_id FROM modalidades GROUP BY 1 HAVING count(*) >= 3)
      AND split_part(m.nombre, ' - ', 2) ~ '[áéíóú]' ORDER BY m.id LIMIT 1`);
    const expected = (
      await rows<{ id: number }>(sql`
        SELECT id FROM modalidades WHERE tramite_id = ${target.tramite_id}
        AND split_part(nombre, ' - ', 2) = ${target.variante} ORDER BY id`)
    ).map((r) => r.id);
    const plain = target.variante
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    const res = await get(
      `/api/public_tramites_modalidades?id=${target.tramite_id}&nombre=${encodeURIComponent(plain)}`,
    );
    expect(res.statusCode).toBe(200);
    const got = res.json().portal.map((p: { modalidad_id: number }) => p.modalidad_id);
    expect(got).toContain(target.id);
    expect(got).toEqual(expected);
  });

  it('pages when per_page is positive', async () => {
    const tramite = await one<{ tramite_id: number; n: number }>(
      sql`SELECT tramite_id, count(*)::int AS n FROM modalidades GROUP BY tramite_id ORDER BY n DESC, tramite_id LIMIT 1`,
    );
    const ids = (
      await rows<{ id: number }>(
        sql`SELECT id FROM modalidades WHERE tramite_id = ${tramite.tramite_id} ORDER BY id`,
      )
    ).map((r) => r.id);
    const body = (
      await get(`/api/public_tramites_modalidades?id=${tramite.tramite_id}&per_page=2&page=2`)
    ).json();
    expect(body.portal.map((p: { modalidad_id: number }) => p.modalidad_id)).toEqual(ids.slice(2, 4));
    expect(body).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: ids.length,
      last_page: Math.ceil(ids.length / 2),
    });
  });

  it('answers 404 for an unknown procedure and 400 for bad input, in Spanish', async () => {
    const missing = await get('/api/public_tramites_modalidades?id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'El trámite solicitado no existe.' });
    for (const [query, field] of [
      ['', 'id'],
      ['id=abc', 'id'],
      ['id=1&estado=NOEXISTE', 'estado'],
      ['id=1&estado=%3Cscript%3E', 'estado'],
      ['id=1&per_page=0', 'per_page'],
    ] as const) {
      const res = await get(`/api/public_tramites_modalidades?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('La solicitud contiene datos inválidos.');
      expect(res.json().errors, query).toHaveProperty(field);
    }
  });
});

describe('GET /api/public_modalidad_get_id/{id}', () => {
  it('returns the modality with every field and comment the specification lists', async () => {
    const m = await one<Record<string, unknown> & { id: number }>(sql`
      SELECT m.*, m.monto::float8 AS monto_num, t.nombre AS tramite, u.nombre AS unidad, i.nombre AS institucion,
        i.descripcion AS web, p.nombre AS periodicidad, ct.nombre AS clasificacion
      FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
      JOIN instituciones i ON i.id = u.institucion_id LEFT JOIN periodicidades p ON p.id = m.periodicidad_id
      LEFT JOIN clasificaciones_tramite ct ON ct.id = t.clasificacion_tramite_id
      WHERE m.comentario_descripcion IS NOT NULL AND m.comentario_costo_tramite IS NOT NULL ORDER BY m.id LIMIT 1`);
    const got = await getModalidad(m.id);
    expect(got).toMatchObject({
      id: m.id,
      tramite_id: m.tramite_id,
      estado_id: m.estado_id,
      nombre: m.nombre,
      nombre_modalidad: m.nombre,
      nombre_tramite: m.tramite,
      nombre_unidad: m.unidad,
      nombre_institucion: m.institucion,
      institucion: { nombre: m.institucion, descripcion: m.web },
      clasificacion_tramite: { nombre: m.clasificacion },
      periodicidad: { nombre: m.periodicidad },
      descripcion: m.descripcion,
      tipo_tarifa: m.tipo_tarifa,
      monto: m.monto_num,
      tercero_autorizado: m.tercero_autorizado,
      donde_realizar: m.donde_realizar,
      plazo_legal_unidad_tiempo_id: m.plazo_legal_unidad_tiempo_id,
      tiempo_promedio_valor: m.tiempo_promedio_valor,
      tiempo_promedio_tipo_dias: m.tiempo_promedio_tipo_dias,
    });
    for (const key of [
      'comentario_descripcion',
      'comentario_periodicidad',
      'comentarios_vigencia',
      'comentario',
      'comentario_medios_presentacion',
      'comentario_niveles_digitalizacion',
      'comentario_tercero_autorizado',
      'comentario_costo_tramite',
      'comentario_plazo_legal',
    ] as const)
      expect(got[key], key).toBe(m[key]);
    const medios = await rows<{ nombre: string }>(sql`
      SELECT mp.nombre FROM modalidad_medios_presentacion x JOIN medios_presentacion mp ON mp.id = x.medio_presentacion_id
      WHERE x.modalidad_id = ${m.id} ORDER BY mp.id`);
    expect(got.medios_presentacion.map((x) => x.nombre)).toEqual(medios.map((x) => x.nombre));
    const niveles = await rows<{ nombre: string }>(sql`
      SELECT nd.nombre FROM modalidad_niveles_digitalizacion x JOIN niveles_digitalizacion nd ON nd.id = x.nivel_digitalizacion_id
      WHERE x.modalidad_id = ${m.id} ORDER BY nd.orden`);
    expect(got.niveles_digitalizacion.map((x) => x.nombre)).toEqual(niveles.map((x) => x.nombre));
  });

  it('carries the validity, tiempo and fee documents of a fixed-validity, variable-fee modality', async () => {
    const m = await one<{ id: number; cantidad: number; unidad: string; detalle: string }>(sql`
      SELECT m.id, m.vigencia_cantidad AS cantidad, ut.nombre AS unidad, m.detalle_tarifa_variable AS detalle
      FROM modalidades m JOIN unidades_tiempo ut ON ut.id = m.vigencia_unidad_tiempo_id
      WHERE m.vigencia_tramite = 'Fija' AND m.tipo_tarifa = 'Tarifa Variable' ORDER BY m.id LIMIT 1`);
    const docs = await rows<{ nombre: string; url: string }>(
      sql`SELECT nombre, url FROM documentos_modalidad WHERE modalidad_id = ${m.id} AND tipo = 'costo_tarifa' ORDER BY id`,
    );
    const got = await getModalidad(m.id);
    expect(got).toMatchObject({
      vigencia_tramite: 'Fija',
      cantidad: m.cantidad,
      unidad_tiempo: { nombre: m.unidad },
      tipo_tarifa: 'Tarifa Variable',
      monto: null,
      detalle_tarifa_variable: m.detalle,
    });
    expect(docs.length).toBeGreaterThan(0);
    expect(got.documentos_costo_tarifa_tramite.map(({ nombre, url }) => ({ nombre, url }))).toEqual(docs);
  });

  it('carries certificate, resolution and proposal documents', async () => {
    const m = await one<{ id: number }>(sql`
      SELECT modalidad_id AS id FROM documentos_modalidad GROUP BY modalidad_id
      HAVING bool_or(tipo = 'certificado') AND bool_or(tipo = 'propuesta') ORDER BY 1 LIMIT 1`);
    const docs = await rows<{ tipo: string; url: string }>(
      sql`SELECT tipo, url FROM documentos_modalidad WHERE modalidad_id = ${m.id} ORDER BY id`,
    );
    const got = await getModalidad(m.id);
    const urlsOf = (tipo: string) => docs.filter((d) => d.tipo === tipo).map((d) => d.url);
    expect(got.documentos_certificados.map((d) => d.url)).toEqual(urlsOf('certificado'));
    expect(got.documento_resolucion?.url).toBe(urlsOf('resolucion')[0]);
    expect(got.documento_propuesta?.url).toBe(urlsOf('propuesta')[0]);
    expect(got.documentos_anexos.map((d) => d.url)).toEqual(urlsOf('anexo'));
  });

  it('nests requirements with documents, sub-requirements, rulings and legal bases', async () => {
    // A modality with a sub-requirement that has both a legal basis and a ruling.
    const target = await one<{ modalidad_id: number; requisito_id: number; sub_id: number }>(sql`
      SELECT r.modalidad_id, r.id AS requisito_id, s.id AS sub_id FROM sub_requisitos s JOIN requisitos r ON r.id = s.requisito_id
      WHERE r.fecha_eliminacion IS NULL
        AND EXISTS (SELECT 1 FROM bases_legales b WHERE b.codigo_modelo = 'Sub_Requisito' AND b.modelo_id = s.id)
        AND EXISTS (SELECT 1 FROM dictamenes d WHERE d.codigo_modelo = 'Sub_Requisito' AND d.modelo_id = s.id)
      ORDER BY s.id LIMIT 1`);
    const got = await getModalidad(target.modalidad_id);
    // The requirements the public sees (the visibility rule has its own case table:
    // requirement-visibility.test.ts); this test is about how each one is nested.
    const expectedReqs = await rows<{ id: number; nombre: string; codigo: string }>(sql`
      SELECT r.id, r.nombre, tr.codigo FROM requisitos r JOIN tipos_requisito tr ON tr.id = r.tipo_requisito_id
      JOIN modalidades m ON m.id = r.modalidad_id
      WHERE r.modalidad_id = ${target.modalidad_id} AND ${isVisibleRequirement('r', 'm')} ORDER BY r.orden, r.id`);
    expect(got.requisitos.map((r) => [r.id, r.nombre, r.tipo_requisito.codigo])).toEqual(
      expectedReqs.map((r) => [r.id, r.nombre, r.codigo]),
    );
    for (const r of got.requisitos) {
      const docs = await rows<{ id: number; es_anexo: boolean }>(
        sql`SELECT id, es_anexo FROM documentos_requisito WHERE requisito_id = ${r.id} ORDER BY id`,
      );
      expect(r.documentos.map((d) => d.id)).toEqual(docs.map((d) => d.id));
      expect(r.documento_anexo?.id ?? null).toBe(docs.find((d) => d.es_anexo)?.id ?? null);
      const subs = await rows<{ id: number }>(
        sql`SELECT s.id FROM sub_requisitos s JOIN requisitos r ON r.id = s.requisito_id
            JOIN modalidades m ON m.id = r.modalidad_id
            WHERE s.requisito_id = ${r.id} AND ${isVisibleSubRequirement('s', 'm')} ORDER BY s.id`,
      );
      expect(r.sub_requisitos.map((s) => s.id)).toEqual(subs.map((s) => s.id));
      const bases = await rows<{ id: number }>(
        sql`SELECT id FROM bases_legales WHERE codigo_modelo = 'Requisito' AND modelo_id = ${r.id} ORDER BY id`,
      );
      expect(r.bases_legales.map((b) => b.id)).toEqual(bases.map((b) => b.id));
      const rulings = await rows<{ id: number }>(
        sql`SELECT id FROM dictamenes WHERE codigo_modelo = 'Requisito' AND modelo_id = ${r.id} ORDER BY id`,
      );
      expect(r.dictamenes.map((d) => d.id)).toEqual(rulings.map((d) => d.id));
    }
    const sub = got.requisitos
      .find((r) => r.id === target.requisito_id)!
      .sub_requisitos.find((s) => s.id === target.sub_id)!;
    const base = await one<{ id: number; regulacion: string; refs: number }>(sql`
      SELECT b.id, g.nombre AS regulacion, (SELECT count(*)::int FROM base_legal_referencias x WHERE x.base_legal_id = b.id) AS refs
      FROM bases_legales b JOIN regulaciones g ON g.id = b.regulacion_id
      WHERE b.codigo_modelo = 'Sub_Requisito' AND b.modelo_id = ${target.sub_id} ORDER BY b.id LIMIT 1`);
    expect(sub.bases_legales[0]).toMatchObject({ id: base.id, regulacion: { nombre: base.regulacion } });
    expect(sub.bases_legales[0]!.referencias).toHaveLength(base.refs);
    const ruling = await one<{ codigo: string }>(sql`
      SELECT e.codigo FROM dictamenes d JOIN dictamen_estados de ON de.dictamen_id = d.id JOIN estados_dictamen e ON e.id = de.estado_dictamen_id
      WHERE d.codigo_modelo = 'Sub_Requisito' AND d.modelo_id = ${target.sub_id} ORDER BY d.id LIMIT 1`);
    expect(sub.dictamenes[0]!.estados_dictamen.map((e) => e.codigo)).toEqual([ruling.codigo]);
  });

  it('returns the legal-basis references with reference and sub-reference values', async () => {
    const ref = await one<{
      modalidad_id: number;
      base_id: number;
      referencia: string;
      valor: string;
      sub: string;
      valor_sub: string;
    }>(sql`
      SELECT b.modalidad_id, b.id AS base_id, rf.nombre AS referencia, x.valor_referencia AS valor, sr.nombre AS sub, x.valor_sub_referencia AS valor_sub
      FROM base_legal_referencias x JOIN bases_legales b ON b.id = x.base_legal_id JOIN referencias rf ON rf.id = x.referencia_id
      JOIN sub_referencias sr ON sr.id = x.sub_referencia_id WHERE b.seccion IS NOT NULL ORDER BY x.id LIMIT 1`);
    const got = await getModalidad(ref.modalidad_id);
    const base = got.bases_legales.find((b) => b.id === ref.base_id)!;
    expect(base.referencias).toContainEqual(
      expect.objectContaining({
        referencia: expect.objectContaining({ nombre: ref.referencia }),
        valor_referencia: ref.valor,
        sub_referencia: expect.objectContaining({ nombre: ref.sub }),
        valor_sub_referencia: ref.valor_sub,
      }),
    );
  });

  it('returns office contacts with phones, schedules and coordinates (or null ones)', async () => {
    for (const withCoords of [true, false]) {
      const c = await one<{
        modalidad_id: number;
        contacto_id: number;
        oficina: string;
        telefonos: number;
        horarios: number;
      }>(sql`
        SELECT c.modalidad_id, c.id AS contacto_id, o.nombre AS oficina,
          (SELECT count(*)::int FROM telefonos_contacto tc WHERE tc.contacto_oficina_id = c.id) AS telefonos,
          (SELECT count(*)::int FROM horarios_oficina h WHERE h.oficina_id = o.id) AS horarios
        FROM contactos_oficinas c JOIN oficinas o ON o.id = c.oficina_id
        WHERE (o.latitud IS NOT NULL) = ${withCoords} ORDER BY c.id LIMIT 1`);
      const got = await getModalidad(c.modalidad_id);
      const contacto = got.contactos_oficinas.find((x) => x.id === c.contacto_id)!;
      expect(contacto.oficina.nombre).toBe(c.oficina);
      expect(contacto.telefonos).toHaveLength(c.telefonos);
      expect(contacto.oficina.horarios).toHaveLength(c.horarios);
      if (withCoords) {
        expect(typeof contacto.oficina.latitud).toBe('number');
        expect(typeof contacto.oficina.longitud).toBe('number');
      } else expect(contacto.oficina.latitud).toBeNull();
    }
  });

  it('leaves out requirements removed as unnecessary', async () => {
    const removed = await one<{ id: number; modalidad_id: number }>(
      sql`SELECT id, modalidad_id FROM requisitos WHERE fecha_eliminacion IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const got = await getModalidad(removed.modalidad_id);
    expect(got.requisitos.map((r) => r.id)).not.toContain(removed.id);
  });

  it('reads a modality with a fixed number of queries, whatever its number of requirements', async () => {
    // Counted over the requirements the public sees: a modality with none visible skips the per-requirement
    // statements altogether (nothing to nest), which is not what this test is about.
    const [few, many] = await rows<{ modalidad_id: number }>(sql`
      WITH visibles AS (
        SELECT r.modalidad_id FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id
        WHERE ${isVisibleRequirement('r', 'm')})
      (SELECT modalidad_id FROM visibles GROUP BY 1 ORDER BY count(*), 1 LIMIT 1)
      UNION ALL (SELECT modalidad_id FROM visibles GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)`);
    // Every statement, plain or prepared, goes through drizzle's session.
    const session = (t.database.db as unknown as { session: { prepareQuery: () => unknown } }).session;
    const spy = vi.spyOn(session, 'prepareQuery');
    const count = async (id: number) => {
      spy.mockClear();
      expect(await findModalidad(t.database.db, id)).toBeDefined();
      return spy.mock.calls.length;
    };
    const a = await count(few!.modalidad_id);
    const b = await count(many!.modalidad_id);
    spy.mockRestore();
    expect(a).toBe(b);
    expect(a).toBeGreaterThan(1);
    expect(a).toBeLessThanOrEqual(8);
  });

  describe('kept in memory until the data it shows changes (versiones_datos, migration 0005)', () => {
    const phone = () =>
      one<{ id: number; modalidad_id: number; numero: string }>(sql`
        SELECT tc.id, c.modalidad_id, tc.numero FROM telefonos_contacto tc
        JOIN contactos_oficinas c ON c.id = tc.contacto_oficina_id ORDER BY tc.id LIMIT 1`);
    const numbers = (m: Modalidad) => m.contactos_oficinas.flatMap((c) => c.telefonos.map((x) => x.numero));

    it('answers from memory while no write has bumped the version', async () => {
      const target = await phone();
      expect(numbers(await getModalidad(target.modalidad_id))).toContain(target.numero);
      // A write the version does not see (its trigger disabled) must not show: the answer is not recomputed.
      await rows(sql`ALTER TABLE telefonos_contacto DISABLE TRIGGER telefonos_contacto_version_modalidades`);
      try {
        await rows(sql`UPDATE telefonos_contacto SET numero = '0000-0000' WHERE id = ${target.id}`);
        expect(numbers(await getModalidad(target.modalidad_id))).toContain(target.numero);
      } finally {
        await rows(sql`UPDATE telefonos_contacto SET numero = ${target.numero} WHERE id = ${target.id}`);
        await rows(sql`ALTER TABLE telefonos_contacto ENABLE TRIGGER telefonos_contacto_version_modalidades`);
      }
    });

    it('shows a write to any table it reads on the next answer, whoever wrote', async () => {
      const target = await phone();
      expect(numbers(await getModalidad(target.modalidad_id))).toContain(target.numero);
      await rows(sql`UPDATE telefonos_contacto SET numero = '2222-9999' WHERE id = ${target.id}`);
      try {
        expect(numbers(await getModalidad(target.modalidad_id))).toContain('2222-9999');
      } finally {
        await rows(sql`UPDATE telefonos_contacto SET numero = ${target.numero} WHERE id = ${target.id}`);
      }
      // A sub-requirement, two levels under the modality.
      const sub = await one<{ id: number; modalidad_id: number; nombre: string }>(sql`
        SELECT s.id, r.modalidad_id, s.nombre FROM sub_requisitos s JOIN requisitos r ON r.id = s.requisito_id
        WHERE r.fecha_eliminacion IS NULL ORDER BY s.id LIMIT 1`);
      const subNames = async () =>
        (await getModalidad(sub.modalidad_id)).requisitos.flatMap((r) =>
          r.sub_requisitos.map((x) => x.nombre),
        );
      expect(await subNames()).toContain(sub.nombre);
      await rows(sql`UPDATE sub_requisitos SET nombre = 'Constancia corregida' WHERE id = ${sub.id}`);
      try {
        expect(await subNames()).toContain('Constancia corregida');
      } finally {
        await rows(sql`UPDATE sub_requisitos SET nombre = ${sub.nombre} WHERE id = ${sub.id}`);
      }
    });
  });

  it('answers 404 in Spanish for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/api/public_modalidad_get_id/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'La modalidad solicitada no existe.' });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await get(`/api/public_modalidad_get_id/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toHaveProperty('id');
    }
  });
});

describe('GET /api/public_modalidad_by_id/{id}', () => {
  it('returns the summary form', async () => {
    const m = await one<Record<string, unknown> & { id: number }>(sql`
      SELECT m.id, m.nombre, m.descripcion, m.estado_id, m.tipo_tarifa, m.monto::float8 AS monto, m.detalle_tarifa_variable,
        m.tercero_autorizado, m.vigencia_tramite, m.vigencia_cantidad, ut.nombre AS unidad_tiempo, p.nombre AS periodicidad,
        t.id AS tramite_id, t.nombre AS tramite, u.nombre AS unidad, i.nombre AS institucion, i.descripcion AS web
      FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
      JOIN instituciones i ON i.id = u.institucion_id LEFT JOIN periodicidades p ON p.id = m.periodicidad_id
      LEFT JOIN unidades_tiempo ut ON ut.id = m.vigencia_unidad_tiempo_id
      WHERE m.vigencia_tramite = 'Fija' AND m.monto IS NOT NULL ORDER BY m.id LIMIT 1`);
    const res = await get(`/api/public_modalidad_by_id/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().modalidad).toMatchObject({
      id: m.id,
      nombre: m.nombre,
      descripcion: m.descripcion,
      estado_id: m.estado_id,
      estado: { id: m.estado_id },
      tramite: {
        id: m.tramite_id,
        nombre: m.tramite,
        unidad: { nombre: m.unidad, institucion: { nombre: m.institucion, descripcion: m.web } },
      },
      periodicidad: { nombre: m.periodicidad },
      vigencia_tramite: 'Fija',
      cantidad: m.vigencia_cantidad,
      unidad_tiempo: { nombre: m.unidad_tiempo },
      tipo_tarifa: m.tipo_tarifa,
      monto: m.monto,
      detalle_tarifa_variable: m.detalle_tarifa_variable,
      tercero_autorizado: m.tercero_autorizado,
    });
    expect(res.json().modalidad).not.toHaveProperty('requisitos');
  });

  it('answers 404 and 400 like the full form', async () => {
    expect((await get('/api/public_modalidad_by_id/999999')).json()).toEqual({
      message: 'La modalidad solicitada no existe.',
    });
    expect((await get('/api/public_modalidad_by_id/x')).statusCode).toBe(400);
  });
});

describe('modality PDFs', () => {
  /** A registered modality one of whose requirements is hidden by a '002' ruling. */
  const registeredWithHidden = () =>
    one<{ id: number; nombre: string; oculto: string }>(sql`
      SELECT m.id, m.nombre, r.nombre AS oculto FROM modalidades m JOIN requisitos r ON r.modalidad_id = m.id
      JOIN dictamenes d ON d.codigo_modelo = 'Requisito' AND d.modelo_id = r.id
      JOIN dictamen_estados de ON de.dictamen_id = d.id JOIN estados_dictamen e ON e.id = de.estado_dictamen_id
      WHERE m.estado_id IN (11, 13) AND e.codigo = '002' AND r.tipo_requisito_id NOT IN (1, 2) AND r.fecha_eliminacion IS NULL
        AND NOT EXISTS (SELECT 1 FROM requisitos r2 WHERE r2.modalidad_id = m.id AND r2.id <> r.id AND r2.nombre = r.nombre)
      ORDER BY m.id LIMIT 1`);

  it('renders the whole modality sheet with its name, requirements and offices', async () => {
    const m = await registeredWithHidden();
    const modalidad = await getModalidad(m.id);
    const res = await get(`/pdf/modalidad/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Ficha de la modalidad ${m.id}.pdf`)}`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(squash(m.nombre));
    expect(text).toContain(modalidad.nombre_institucion);
    const visible = modalidad.requisitos.find((r) => r.tipo_requisito_id === 1)!;
    expect(text).toContain(squash(visible.nombre));
    expect(text).not.toContain(squash(m.oculto));
    expect(text).toContain(modalidad.contactos_oficinas[0]!.oficina.nombre);
    expect(text).toContain('Requisitos que forman parte de la solicitud');
  });

  it('renders the certificate only for states 11 and 13', async () => {
    const m = await registeredWithHidden();
    const res = await get(`/pdf/modalidad/${m.id}/certificado`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent(`Certificado de inscripción RNT-${String(m.id).padStart(6, '0')}.pdf`),
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(squash(m.nombre));
    expect(text).toContain('Certificado de inscripción');
    const requisito = await one<{ nombre: string }>(
      sql`SELECT nombre FROM requisitos WHERE modalidad_id = ${m.id} AND tipo_requisito_id = 1 ORDER BY orden LIMIT 1`,
    );
    expect(text).toContain(squash(requisito.nombre));
    expect(text).not.toContain(squash(m.oculto));

    const evaluating = await one<{ id: number }>(
      sql`SELECT id FROM modalidades WHERE estado_id NOT IN (11, 13) ORDER BY id LIMIT 1`,
    );
    const refused = await get(`/pdf/modalidad/${evaluating.id}/certificado`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/no está inscrita/);
  });

  it('renders the offices with name, address and phones', async () => {
    const c = await one<{
      modalidad_id: number;
      oficina: string;
      direccion: string;
      numero: string;
      nombre: string;
    }>(sql`
      SELECT c.modalidad_id, o.nombre AS oficina, o.direccion, tc.numero, m.nombre FROM contactos_oficinas c
      JOIN oficinas o ON o.id = c.oficina_id JOIN telefonos_contacto tc ON tc.contacto_oficina_id = c.id
      JOIN modalidades m ON m.id = c.modalidad_id ORDER BY c.id LIMIT 1`);
    const res = await get(`/pdf/modalidad/oficinas/${c.modalidad_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(
      encodeURIComponent(`Oficinas y medios de contacto de la modalidad ${c.modalidad_id}.pdf`),
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(squash(c.nombre));
    expect(text).toContain(c.oficina);
    expect(text).toContain(c.numero);
  });

  it('answers 404 for an unknown modality and 400 for a malformed id', async () => {
    for (const url of [
      '/pdf/modalidad/999999',
      '/pdf/modalidad/999999/certificado',
      '/pdf/modalidad/oficinas/999999',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('La modalidad solicitada no existe.');
    }
    expect((await get('/pdf/modalidad/abc')).statusCode).toBe(400);
    expect((await get('/pdf/modalidad/oficinas/abc')).statusCode).toBe(400);
  });
});
