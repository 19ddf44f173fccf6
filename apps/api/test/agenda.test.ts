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

interface Item {
  id: number;
  institucion_id: number;
  nombre_institucion: string;
  anio: number;
  fecha_inicio: string;
  fecha_fin: string | null;
}
const get = (query: string) => t.app.inject(`/api/agenda_regulatoria${query}`);
const all = async (query: string) => {
  const res = await get(`${query}${query ? '&' : '?'}per_page=-1`);
  expect(res.statusCode).toBe(200);
  return res.json() as { agenda: Item[]; total: number; per_page: number; last_page: number };
};
const count = async (query: ReturnType<typeof sql>) =>
  Number((await testRows<{ n: string | number }>(t.database.db, query))[0]!.n);

describe('GET /api/agenda_regulatoria', () => {
  it('pages every agenda item, ten by default, with the institution name', async () => {
    const total = await count(sql`SELECT count(*) n FROM agenda_items`);
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(body.agenda).toHaveLength(10);
    const [first] = await testRows<{ nombre: string }>(
      t.database.db,
      sql`SELECT i.nombre FROM agenda_items a JOIN instituciones i ON i.id = a.institucion_id WHERE a.id = ${body.agenda[0].id}`,
    );
    expect(body.agenda[0].nombre_institucion).toBe(first!.nombre);
    expect(body.agenda[0]).toEqual(
      expect.objectContaining({
        nombre_regulacion: expect.any(String),
        etapa: expect.any(String),
        fecha_inicio: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    const last = (await get(`?page=${body.last_page}`)).json();
    expect(last.agenda).toHaveLength(total - 10 * (body.last_page - 1));
    expect((await all('')).agenda).toHaveLength(total);
  });

  it('filters by year (YYYY)', async () => {
    const [{ anio }] = (await testRows<{ anio: number }>(
      t.database.db,
      sql`SELECT anio FROM agenda_items GROUP BY anio ORDER BY count(*) DESC, anio LIMIT 1`,
    )) as [{ anio: number }];
    const body = await all(`?anio=${anio}`);
    expect(body.total).toBe(await count(sql`SELECT count(*) n FROM agenda_items WHERE anio = ${anio}`));
    expect(body.total).toBeGreaterThan(0);
    expect(body.agenda.every((i) => i.anio === anio)).toBe(true);
  });

  it('filters by institution', async () => {
    const [{ id }] = (await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT institucion_id id FROM agenda_items GROUP BY institucion_id ORDER BY count(*) DESC, institucion_id LIMIT 1`,
    )) as [{ id: number }];
    const body = await all(`?institucion_id=${id}`);
    expect(body.total).toBe(
      await count(sql`SELECT count(*) n FROM agenda_items WHERE institucion_id = ${id}`),
    );
    expect(body.agenda.every((i) => i.institucion_id === id)).toBe(true);
  });

  it('keeps the items whose period overlaps the date range, and each side alone bounds one end', async () => {
    const desde = '2025-03-01';
    const hasta = '2025-06-30';
    const body = await all(`?fechadesde=${desde}&fechahasta=${hasta}`);
    const expected = await count(
      sql`SELECT count(*) n FROM agenda_items
          WHERE fecha_inicio <= ${hasta}::date AND COALESCE(fecha_fin, fecha_inicio) >= ${desde}::date`,
    );
    expect(body.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(await count(sql`SELECT count(*) n FROM agenda_items`));
    for (const item of body.agenda) {
      expect(item.fecha_inicio <= hasta).toBe(true);
      expect((item.fecha_fin ?? item.fecha_inicio) >= desde).toBe(true);
    }
    const from = await all(`?fechadesde=${desde}`);
    expect(from.total).toBe(
      await count(
        sql`SELECT count(*) n FROM agenda_items WHERE COALESCE(fecha_fin, fecha_inicio) >= ${desde}::date`,
      ),
    );
    const to = await all(`?fechahasta=${hasta}`);
    expect(to.total).toBe(
      await count(sql`SELECT count(*) n FROM agenda_items WHERE fecha_inicio <= ${hasta}::date`),
    );
    // A one-day range is valid (from = to).
    expect((await get(`?fechadesde=${desde}&fechahasta=${desde}`)).statusCode).toBe(200);
  });

  it('combines the filters', async () => {
    const body = await all('?anio=2025&fechadesde=2025-01-01&fechahasta=2025-12-31&institucion_id=1');
    expect(body.total).toBe(
      await count(
        sql`SELECT count(*) n FROM agenda_items WHERE anio = 2025 AND institucion_id = 1
            AND fecha_inicio <= '2025-12-31' AND COALESCE(fecha_fin, fecha_inicio) >= '2025-01-01'`,
      ),
    );
  });

  it('refuses malformed values and a reversed range with Spanish messages', async () => {
    const errorsOf = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('La solicitud contiene datos inválidos.');
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf('?anio=25')).anio).toEqual(['El año debe tener el formato AAAA.']);
    expect((await errorsOf('?anio=abcd')).anio).toEqual(['El año debe tener el formato AAAA.']);
    expect((await errorsOf('?anio=0999')).anio![0]).toMatch(/entre 1900 y 2100/);
    expect((await errorsOf('?fechadesde=01/03/2025')).fechadesde).toEqual([
      'La fecha debe tener el formato AAAA-MM-DD.',
    ]);
    expect((await errorsOf('?fechahasta=2025-02-30')).fechahasta).toEqual([
      'La fecha no existe en el calendario.',
    ]);
    expect((await errorsOf('?fechadesde=2025-06-30&fechahasta=2025-03-01')).fechadesde).toEqual([
      'La fecha desde no puede ser posterior a la fecha hasta.',
    ]);
    expect((await errorsOf('?institucion_id=0')).institucion_id![0]).toMatch(/entero positivo/);
    expect(Object.keys(await errorsOf('?page=0'))).toEqual(['page']);
    await errorsOf('?inventado=1');
  });
});
