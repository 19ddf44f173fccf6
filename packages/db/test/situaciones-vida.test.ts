/**
 * The seeded life events (issue 33): at least twelve, every step of every one names modalities the demo
 * registry publishes (states 11 and 13), in the order written, with their sources.
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIFE_EVENTS } from '../src/seed/situaciones-vida';
import { openTestDatabase, type TestDatabase, testRows } from '../src/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seeded life events', () => {
  it('are at least twelve, each with sources, phrases and steps that wait only for earlier steps', () => {
    expect(LIFE_EVENTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(LIFE_EVENTS.map((e) => e.slug)).size).toBe(LIFE_EVENTS.length);
    for (const event of LIFE_EVENTS) {
      expect(event.fuentes.length, event.slug).toBeGreaterThan(0);
      for (const fuente of event.fuentes) expect(fuente, event.slug).toMatch(/ — https?:\/\//);
      expect(event.frases.length, event.slug).toBeGreaterThan(0);
      expect(
        event.pasos.some((p) => p.obligatorio !== false),
        event.slug,
      ).toBe(true);
      event.pasos.forEach((paso, i) => {
        expect(paso.modalidades.length, `${event.slug} ${i + 1}`).toBeGreaterThan(0);
        for (const n of paso.espera ?? []) expect(n, `${event.slug} ${i + 1}`).toBeLessThan(i + 1);
      });
    }
  });

  it('resolve every step of every event to a published modality', async () => {
    const rows = await testRows<{
      slug: string;
      orden: number;
      modalidad_id: number;
      estado_id: number | null;
    }>(
      database.db,
      sql`SELECT s.slug, p.orden, pm.modalidad_id, m.estado_id
          FROM situaciones_vida s
          JOIN situacion_vida_pasos p ON p.situacion_vida_id = s.id
          JOIN situacion_vida_paso_modalidades pm ON pm.paso_id = p.id
          LEFT JOIN modalidades m ON m.id = pm.modalidad_id`,
    );
    const expected = LIFE_EVENTS.flatMap((e) => e.pasos.flatMap((p) => p.modalidades)).length;
    expect(rows.length).toBe(expected);
    const unpublished = rows.filter(
      (r) => r.estado_id == null || !(REGISTERED_STATE_IDS as readonly number[]).includes(r.estado_id),
    );
    expect(unpublished).toEqual([]);
  });

  it('keeps the order and names the modalities written for each step', async () => {
    const rows = await testRows<{ slug: string; orden: number; titulo: string; modalidades: string[] }>(
      database.db,
      sql`SELECT s.slug, p.orden, p.titulo,
            array_agg(m.nombre ORDER BY pm.orden) AS modalidades
          FROM situaciones_vida s
          JOIN situacion_vida_pasos p ON p.situacion_vida_id = s.id
          JOIN situacion_vida_paso_modalidades pm ON pm.paso_id = p.id
          JOIN modalidades m ON m.id = pm.modalidad_id
          GROUP BY s.slug, s.orden, p.orden, p.titulo
          ORDER BY s.orden, p.orden`,
    );
    expect(rows).toEqual(
      LIFE_EVENTS.flatMap((e) =>
        e.pasos.map((p, i) => ({
          slug: e.slug,
          orden: i + 1,
          titulo: p.titulo,
          modalidades: p.modalidades.map(([, nombre]) => nombre),
        })),
      ),
    );
  });
});
