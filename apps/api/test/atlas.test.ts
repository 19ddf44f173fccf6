import { normalizeSearchText, type AtlasResponse } from '@rnt/contract/atlas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testRows } from '@rnt/db/testing';

let t: TestApp;
let atlas: AtlasResponse;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject('/api/atlas_tramites');
  expect(res.statusCode).toBe(200);
  atlas = res.json();
});
afterAll(async () => {
  await t.close();
});

/** The portal's public modalities, written independently of the repository's SQL. */
const publicModalities = sql`SELECT m.id, m.tramite_id, t.unidad_id, u.institucion_id
  FROM modalidades m JOIN estados_solicitud e ON e.id = m.estado_id AND e.visible_portal = true
  JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id`;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await testRows<{ n: string | number }>(t.database.db, query))[0]!.n);

describe('GET /api/atlas_tramites', () => {
  it('counts institutions, units, procedures and modalities of the public registry', async () => {
    const totals = (
      await testRows<Record<string, string | number>>(
        t.database.db,
        sql`SELECT count(DISTINCT institucion_id) i, count(DISTINCT unidad_id) u, count(DISTINCT tramite_id) t, count(*) m
            FROM (${publicModalities}) pm`,
      )
    )[0]!;
    expect(atlas.total_instituciones).toBe(Number(totals.i));
    expect(atlas.total_unidades).toBe(Number(totals.u));
    expect(atlas.total_tramites).toBe(Number(totals.t));
    expect(atlas.total_modalidades).toBe(Number(totals.m));
    // Drafts, withdrawn and rejected modalities exist in the data but stay out.
    expect(atlas.total_modalidades).toBeLessThan(await count(sql`SELECT count(*) n FROM modalidades`));
  });

  it('every level’s counts add up to what it nests, and match the database per institution', async () => {
    for (const institucion of atlas.instituciones) {
      expect(institucion.total_unidades).toBe(institucion.unidades.length);
      const modalidades = institucion.unidades.flatMap((u) => u.tramites.flatMap((tr) => tr.modalidades));
      expect(institucion.total_modalidades).toBe(modalidades.length);
      expect(institucion.total_tramites).toBe(
        institucion.unidades.reduce((n, u) => n + u.tramites.length, 0),
      );
      for (const unidad of institucion.unidades) {
        expect(unidad.total_tramites).toBe(unidad.tramites.length);
        expect(unidad.total_modalidades).toBe(
          unidad.tramites.reduce((n, tr) => n + tr.modalidades.length, 0),
        );
        for (const tramite of unidad.tramites) {
          expect(tramite.total_modalidades).toBe(tramite.modalidades.length);
          expect(tramite.modalidades.length).toBeGreaterThan(0);
        }
      }
    }
    const [first] = atlas.instituciones;
    expect(first!.total_modalidades).toBe(
      await count(sql`SELECT count(*) n FROM (${publicModalities}) pm WHERE institucion_id = ${first!.id}`),
    );
  });

  it('marks registered modalities (11, 13) and shows no draft, withdrawn or rejected one', async () => {
    const modalidades = atlas.instituciones.flatMap((i) =>
      i.unidades.flatMap((u) => u.tramites.flatMap((tr) => tr.modalidades)),
    );
    const hidden = await testRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM estados_solicitud WHERE NOT visible_portal`,
    );
    const hiddenIds = new Set(hidden.map((h) => h.id));
    expect(hiddenIds.size).toBeGreaterThan(0);
    expect(modalidades.some((m) => hiddenIds.has(m.estado_id))).toBe(false);
    for (const m of modalidades) expect(m.inscrita).toBe(m.estado_id === 11 || m.estado_id === 13);
    expect(new Set(modalidades.map((m) => m.inscrita))).toEqual(new Set([true, false]));
    // Institutions are in alphabetical order, ignoring case and accents, on both engines.
    const names = atlas.instituciones.map((i) => normalizeSearchText(i.nombre));
    expect(names).toEqual([...names].sort());
  });
});
