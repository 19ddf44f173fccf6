/**
 * "Mi municipio" in the home search (issue 31, DESIGN 16): the same procedure of several alcaldías is one
 * result, saying in how many municipalities it exists; with `municipio`, her municipality's version takes
 * the group's place. The municipalities' list is `GET /api/public/municipios`.
 */
import type { BusquedaTramiteItem } from '@rnt/contract/busqueda-tramites';
import { MUNICIPIOS } from '@rnt/contract/municipios';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroups, groupRanking } from '../src/repositories/busqueda-tramites';
import { fold, useTestApp } from './helpers/use-test-app';

const app = useTestApp();

interface Listado {
  data: BusquedaTramiteItem[];
  total: number;
  last_page: number;
  per_page: number;
}

async function search(query: Record<string, string | number>): Promise<Listado> {
  const res = await app.get(
    `/api/public/busqueda_tramites?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listado;
}
const repeated = (items: { nombre: string }[]) => {
  const names = items.map((i) => fold(i.nombre));
  return names.filter((n, k) => names.indexOf(n) !== k);
};

describe('groupRanking (pure)', () => {
  // Procedures 1–3 'Solvencia municipal' of three municipalities (3 a second copy in the same one as 1),
  // 4 a national procedure, 5 'Permiso' of a municipality.
  const groups = buildGroups(
    [1, 2, 3, 5],
    ['solvencia municipal', 'solvencia  municipal', 'solvencia municipal', 'permiso'],
    ['santa-ana-centro', 'san-miguel-centro', 'santa-ana-centro', 'santa-ana-centro'],
    5,
  );
  const santaAna = MUNICIPIOS.findIndex((m) => m.id === 'santa-ana-centro') + 1;
  const sanMiguel = MUNICIPIOS.findIndex((m) => m.id === 'san-miguel-centro') + 1;

  it("keeps each group in its best member's place and counts its municipalities once", () => {
    const r = groupRanking([4, 2, 5, 1, 3], groups, 0);
    expect(Array.from(r.ids)).toEqual([4, 2, 5]);
    expect(Array.from(r.municipios)).toEqual([0, 2, 1]);
    expect(Array.from(r.propio)).toEqual([0, 0, 0]);
  });

  it("puts her municipality's best version in the group's place", () => {
    expect(Array.from(groupRanking([4, 2, 5, 3, 1], groups, santaAna).ids)).toEqual([4, 3, 5]);
    const r = groupRanking([4, 2, 5, 3, 1], groups, sanMiguel);
    expect(Array.from(r.ids)).toEqual([4, 2, 5]);
    expect(Array.from(r.propio)).toEqual([0, 1, 0]);
  });
});

describe('the municipalities', () => {
  it('lists the 14 departments and the 44 municipalities with stable ids and coordinates', async () => {
    const res = await app.get('/api/public/municipios');
    expect(res.statusCode).toBe(200);
    const { departamentos } = res.json() as {
      departamentos: {
        nombre: string;
        municipios: { id: string; nombre: string; lat: number; lon: number }[];
      }[];
    };
    expect(departamentos).toHaveLength(14);
    expect(departamentos[0]!.nombre).toBe('Ahuachapán');
    const all = departamentos.flatMap((d) => d.municipios);
    expect(all).toHaveLength(44);
    expect(new Set(all.map((m) => m.id)).size).toBe(44);
    expect(departamentos.find((d) => d.nombre === 'Santa Ana')!.municipios.map((m) => m.id)).toContain(
      'santa-ana-centro',
    );
    for (const m of all) {
      expect(m.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(m.lat).toBeGreaterThan(13);
      expect(m.lat).toBeLessThan(14.5);
      expect(m.lon).toBeGreaterThan(-90.2);
      expect(m.lon).toBeLessThan(-87.6);
    }
  });

  it('knows the municipality of every alcaldía, and of no other institution', async () => {
    const rows = await app.rows<{ nombre: string; municipio: string | null }>(
      sql`SELECT nombre, municipio FROM instituciones ORDER BY id`,
    );
    const alcaldias = rows.filter((r) => r.nombre.startsWith('Alcaldía Municipal de '));
    expect(alcaldias).toHaveLength(44);
    for (const a of alcaldias) {
      const m = MUNICIPIOS.find((x) => x.id === a.municipio);
      expect(m, a.nombre).toBeDefined();
      expect(a.nombre).toBe(`Alcaldía Municipal de ${m!.nombre}`);
    }
    expect(rows.filter((r) => !r.nombre.startsWith('Alcaldía') && r.municipio !== null)).toEqual([]);
  });
});

describe('one result per municipal procedure', () => {
  it.each([
    'partida de matrimonio',
    'inscribir mi negocio',
    'solvencia municipal',
    'licencia de funcionamiento',
  ])('the first page of "%s" never shows the same procedure name twice', async (nombre) => {
    const { data } = await search({ nombre });
    expect(data.length).toBeGreaterThan(0);
    expect(repeated(data)).toEqual([]);
  });

  it('groups every result of a search, and pages and counts the groups', async () => {
    const all = await search({ nombre: 'partida de matrimonio', per_page: -1 });
    expect(all.total).toBe(all.data.length);
    expect(repeated(all.data.filter((i) => i.municipios !== null))).toEqual([]);
    const divorcio = all.data.find((i) => i.nombre === 'Marginación de sentencia de divorcio')!;
    expect(divorcio.municipios!.total).toBeGreaterThan(1);
    expect(divorcio.municipios!.propio).toBeNull();
    const first = await search({ nombre: 'partida de matrimonio', per_page: 5 });
    expect(first.total).toBe(all.total);
    expect(first.last_page).toBe(Math.ceil(all.total / 5));
    const second = await search({ nombre: 'partida de matrimonio', per_page: 5, page: 2 });
    expect([...first.data, ...second.data].map((i) => i.id)).toEqual(all.data.slice(0, 10).map((i) => i.id));
  });

  it('says in how many municipalities the procedure was found', async () => {
    const { data } = await search({ nombre: 'solvencia municipal', per_page: -1 });
    const solvencia = data.find((i) => i.nombre === 'Solvencia municipal')!;
    // Every published "Solvencia municipal", read from the tables: one per municipality.
    const [{ n }] = await app.rows<{ n: number }>(
      sql`SELECT count(DISTINCT i.municipio)::int AS n FROM tramites t JOIN unidades u ON u.id = t.unidad_id
          JOIN instituciones i ON i.id = u.institucion_id
          WHERE t.nombre = 'Solvencia municipal' AND t.publicado AND i.municipio IS NOT NULL`,
    );
    expect(n).toBeGreaterThan(1);
    expect(solvencia.municipios).toEqual({ total: n, propio: null });
    // A procedure of a national institution is not a municipal group.
    const pasaporte = (await search({ nombre: 'pasaporte' })).data[0]!;
    expect(pasaporte.municipios).toBeNull();
  });

  it("puts her municipality's version in the group's place", async () => {
    const without = (await search({ nombre: 'solvencia municipal', per_page: -1 })).data;
    const mine = (
      await search({ nombre: 'solvencia municipal', per_page: -1, municipio: 'santa-ana-centro' })
    ).data;
    expect(mine.map((i) => i.nombre)).toEqual(without.map((i) => i.nombre));
    const place = mine.findIndex((i) => i.nombre === 'Solvencia municipal');
    const item = mine[place]!;
    expect(item.municipios).toEqual({
      total: without[place]!.municipios!.total,
      propio: { id: 'santa-ana-centro', nombre: 'Santa Ana Centro' },
    });
    expect(item.nombre_institucion).toBe('Alcaldía Municipal de Santa Ana Centro');
    // The card links to her version: its procedure and modalities are Santa Ana Centro's.
    const [owner] = await app.rows<{ municipio: string }>(
      sql`SELECT i.municipio FROM tramites t JOIN unidades u ON u.id = t.unidad_id
          JOIN instituciones i ON i.id = u.institucion_id WHERE t.id = ${item.tramite_id}`,
    );
    expect(owner!.municipio).toBe('santa-ana-centro');
    const modalidades = await app.rows<{ tramite_id: number }>(
      sql`SELECT tramite_id FROM modalidades WHERE id = ANY(${`{${item.modalidades.map((m) => m.modalidad_id).join(',')}}`}::int[])`,
    );
    expect(modalidades.every((m) => m.tramite_id === item.tramite_id)).toBe(true);
  });

  it('keeps the best ranked version when her municipality has none', async () => {
    // Cattle brands are not registered in the metropolitan area (the generator's rule).
    const without = (await search({ nombre: 'fierro', per_page: -1 })).data;
    const mine = (await search({ nombre: 'fierro', per_page: -1, municipio: 'san-salvador-oeste' })).data;
    expect(mine).toEqual(without);
    expect(mine[0]!.municipios!.propio).toBeNull();
  });

  it('groups the list without a name too', async () => {
    const { data, total } = await search({ per_page: -1 });
    expect(total).toBe(data.length);
    expect(repeated(data.filter((i) => i.municipios !== null))).toEqual([]);
  });

  it('refuses an unknown municipality in Spanish', async () => {
    const res = await app.get('/api/public/busqueda_tramites?nombre=solvencia&municipio=atlantida');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.municipio[0]).toMatch(/El municipio no existe/);
  });
});
