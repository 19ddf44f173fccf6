import { sql } from 'drizzle-orm';
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

const get = (url: string) => t.app.inject(url);
const count = async (query: ReturnType<typeof sql>) =>
  Number((await testRows<{ n: string | number }>(t.database.db, query))[0]!.n);

describe('lookups', () => {
  it('lists every institution, classification, procedure category and economic activity', async () => {
    expect((await get('/api/lista_instituciones')).json().instituciones).toHaveLength(
      await count(sql`SELECT count(*) n FROM instituciones`),
    );
    expect((await get('/api/public/get_all_clasificacion_tramites')).json().data).toHaveLength(
      await count(sql`SELECT count(*) n FROM clasificaciones_tramite`),
    );
    expect((await get('/api/categorias_tramite/portal')).json().categorias).toHaveLength(
      await count(sql`SELECT count(*) n FROM categorias_tramite`),
    );
    const regulaciones = (await get('/api/categorias_regulaciones/portal')).json();
    expect(regulaciones.success).toBe(true);
    expect(regulaciones.categorias_regulaciones).toHaveLength(
      await count(sql`SELECT count(*) n FROM actividades_economicas`),
    );
    expect(regulaciones.categorias_regulaciones[0]).toHaveProperty('icon');
  });

  it('lists the portal states with code and name', async () => {
    const { estados_portal } = (await get('/api/public/getEstadosSolicitudesPublicacionByCode')).json();
    expect(estados_portal.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([11, 13]));
    expect(estados_portal[0]).toEqual({
      id: expect.any(Number),
      codigo: expect.any(String),
      nombre: expect.any(String),
    });
  });

  it('loads the units of one institution, 404 for an unknown one, 400 for a malformed id', async () => {
    const res = await get('/api/lista_unidades/1');
    expect(res.statusCode).toBe(200);
    const { unidades } = res.json();
    expect(unidades.length).toBe(await count(sql`SELECT count(*) n FROM unidades WHERE institucion_id = 1`));
    expect(unidades.every((u: { institucion_id: number }) => u.institucion_id === 1)).toBe(true);
    expect((await get('/api/lista_unidades/99999')).statusCode).toBe(404);
    const bad = await get('/api/lista_unidades/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id[0]).toMatch(/número/);
  });

  it('public_tramites by institution keeps only modalities in states 11 and 13', async () => {
    const res = await get(
      '/api/public_tramites?institucion_id=16&estado_solicitud[]=11&estado_solicitud[]=13',
    );
    expect(res.statusCode).toBe(200);
    const tramites = res.json().tramites as { modalidades: { modalidad_id: number }[] }[];
    const ids = tramites.flatMap((tr) => tr.modalidades.map((m) => m.modalidad_id));
    expect(ids.length).toBe(
      await count(sql`SELECT count(*) n FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
                      WHERE u.institucion_id = 16 AND m.estado_id IN (11, 13)`),
    );
    const states = await testRows<{ estado_id: number }>(
      t.database.db,
      sql`SELECT DISTINCT estado_id FROM modalidades WHERE id IN (${sql.join(ids, sql`, `)})`,
    );
    expect(states.map((s) => s.estado_id).sort()).toEqual([11, 13]);
  });

  it('public_tramites refuses other states and a missing filter, in Spanish', async () => {
    const other = await get('/api/public_tramites?institucion_id=1&estado_solicitud[]=23');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.estado_solicitud).toEqual(['Solo se admiten los estados 11 y 13.']);
    const none = await get('/api/public_tramites');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('La solicitud contiene datos inválidos.');
    expect((await get('/api/public_tramites?institucion_id=1&inventado=1')).statusCode).toBe(400);
  });

  it('public_tramites items carry the procedure list item fields, id and nombre included', async () => {
    const res = await get('/api/public_tramites?institucion_id=16');
    const tramites = res.json().tramites as Record<string, unknown>[];
    expect(tramites.length).toBeGreaterThan(0);
    const names = new Map(
      (
        await testRows<{ id: number; nombre: string }>(t.database.db, sql`SELECT id, nombre FROM tramites`)
      ).map((r) => [r.id, r.nombre]),
    );
    for (const item of tramites) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'tramite_id',
          'nombre_tramite',
          'nombre',
          'nombre_institucion',
          'nombre_unidad',
          'modalidades',
        ].sort(),
      );
      expect(item.id).toBe(item.tramite_id);
      expect(item.nombre).toBe(names.get(item.id as number));
      expect(item.nombre).toBe(item.nombre_tramite);
    }
    const doc = (await get('/api/docs/json')).json();
    const schema = doc.paths['/api/public_tramites'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.tramites.items.required).toEqual(expect.arrayContaining(['id', 'nombre']));
  });

  it('public_tramites by economic activity', async () => {
    const res = await get('/api/public_tramites?actividad_economica=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().tramites.length).toBe(
      await count(sql`SELECT count(DISTINCT t.id) n FROM tramites t JOIN modalidades m ON m.tramite_id = t.id
                      WHERE t.actividad_economica_id = 5 AND m.estado_id IN (11, 13)`),
    );
  });

  it('comment-form options: institutions and their registered procedures', async () => {
    const { instituciones } = (await get('/api/public_institucion_listado?page=-1')).json();
    expect(instituciones[0]).toEqual({
      institucion_id: expect.any(Number),
      nombre_institucion: expect.any(String),
    });
    const id = instituciones[0].institucion_id;
    const { portal } = (await get(`/api/public_modalidad_get_institucion_id/${id}?page=-1`)).json();
    expect(portal.length).toBe(
      await count(sql`SELECT count(DISTINCT t.id) n FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN modalidades m ON m.tramite_id = t.id
                      WHERE u.institucion_id = ${id} AND m.estado_id IN (11, 13)`),
    );
    expect((await get('/api/public_modalidad_get_institucion_id/0')).statusCode).toBe(400);
  });
});
