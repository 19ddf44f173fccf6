import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testRows } from '../src/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await testRows<{ n: number | string }>(database.db, query);
  return Number(row!.n);
}

describe('demo data', () => {
  it('has the curated core plus the generated records (README numbers)', async () => {
    expect(await count(sql`SELECT count(*) n FROM instituciones`)).toBeGreaterThanOrEqual(30);
    expect(await count(sql`SELECT count(*) n FROM tramites`)).toBe(300);
    expect(await count(sql`SELECT count(*) n FROM modalidades`)).toBe(600);
    expect(await count(sql`SELECT count(*) n FROM regulaciones`)).toBe(250);
    expect(await count(sql`SELECT count(DISTINCT tipo_resolucion_id) n FROM resoluciones`)).toBe(5);
    expect(
      await count(
        sql`SELECT min(c) n FROM (SELECT count(*) c FROM resoluciones GROUP BY tipo_resolucion_id) x`,
      ),
    ).toBe(300);
  });

  it('mixes registered, observed and evaluation states', async () => {
    const states = await testRows<{ estado_id: number }>(
      database.db,
      sql`SELECT estado_id, count(*)::int n FROM modalidades GROUP BY estado_id`,
    );
    const ids = states.map((s) => s.estado_id);
    expect(ids).toEqual(expect.arrayContaining([11, 13, 23, 9]));
  });

  it('uses every requirement type 001-008, with sub-requirements and legal bases', async () => {
    expect(
      await count(
        sql`SELECT count(DISTINCT t.codigo) n FROM requisitos r JOIN tipos_requisito t ON t.id = r.tipo_requisito_id`,
      ),
    ).toBe(8);
    expect(await count(sql`SELECT count(*) n FROM sub_requisitos`)).toBeGreaterThan(100);
    expect(
      await count(sql`SELECT count(*) n FROM bases_legales WHERE codigo_modelo = 'Requisito'`),
    ).toBeGreaterThan(100);
  });

  it('places offices inside El Salvador, some without coordinates', async () => {
    expect(
      await count(
        sql`SELECT count(*) n FROM oficinas WHERE latitud IS NOT NULL AND (latitud NOT BETWEEN 13.1 AND 14.5 OR longitud NOT BETWEEN -90.2 AND -87.6)`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) n FROM oficinas WHERE latitud IS NULL`)).toBeGreaterThan(0);
  });

  it('has fixed, free and variable fees', async () => {
    expect(
      await count(
        sql`SELECT count(*) n FROM modalidades WHERE tipo_tarifa = 'Tarifa Fija' AND monto IS NOT NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`SELECT count(*) n FROM modalidades WHERE tipo_tarifa = 'Tarifa Fija' AND monto IS NULL`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`SELECT count(*) n FROM modalidades WHERE tipo_tarifa = 'Tarifa Variable'`),
    ).toBeGreaterThan(0);
  });

  it('spreads registrations over 24 months and holds the comment parameters', async () => {
    expect(
      await count(sql`SELECT count(DISTINCT to_char(fecha_inscripcion, 'YYYY-MM')) n FROM modalidades`),
    ).toBeGreaterThanOrEqual(24);
    const [param] = await testRows<{ valor: string }>(
      database.db,
      sql`SELECT valor FROM parametros WHERE codigo = 'DOCS_RNT_MOD_SIZE'`,
    );
    expect(param!.valor).toBe('10000');
  });

  it('folds accents and measures trigram similarity (unaccent, pg_trgm)', async () => {
    const [row] = await testRows<{ u: string; s: boolean }>(
      database.db,
      sql`SELECT rnt_unaccent('Inscripción') u, similarity('inscripcion', 'inscripsion') > 0.3 s`,
    );
    expect(row).toEqual({ u: 'Inscripcion', s: true });
  });
});
