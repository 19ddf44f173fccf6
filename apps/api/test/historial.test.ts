/**
 * Issue 32: a modality's public past. The database records every change (migration 0014 triggers),
 * whoever makes it — here plain SQL, as a script or a person at a console would — and the API shows the
 * history and the modality as it stood at the end of a day (El Salvador).
 */
import { HISTORIAL_MESSAGES, hoyEnElSalvador } from '@rnt/contract/historial';
import { MODALIDAD_MESSAGES } from '@rnt/contract/modalidad';
import { execute } from '@rnt/db/create-db';
import { testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const run = (query: ReturnType<typeof sql>) => execute(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Historial {
  historial: {
    fecha: string;
    cambios: { campo: string; etiqueta: string; antes: string | null; despues: string | null }[];
  }[];
}
const historial = async (id: number): Promise<Historial> => {
  const res = await t.app.inject(`/api/public/modalidades/${id}/historial`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const detalle = async (id: number, fecha?: string) =>
  t.app.inject(`/api/public_modalidad_get_id/${id}${fecha ? `?fecha=${fecha}` : ''}`);

/** The day before `iso` (YYYY-MM-DD). */
const dayBefore = (iso: string) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** A registered modality with a fixed fee, an office and no recorded past yet. */
async function freshModality(): Promise<{ id: number; monto: number; oficina_id: number }> {
  const [row] = await testRows<{ id: number; monto: number; oficina_id: number }>(
    t.database.db,
    sql`
      SELECT m.id, m.monto::float8 AS monto, min(c.oficina_id)::int AS oficina_id
      FROM modalidades m JOIN contactos_oficinas c ON c.modalidad_id = m.id
      WHERE m.estado_id = 11 AND m.tipo_tarifa = 'Tarifa Fija' AND m.monto > 0
        AND NOT EXISTS (SELECT 1 FROM historial_cambios h WHERE h.modalidad_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM historial_cambios h WHERE h.oficina_id = c.oficina_id)
      GROUP BY m.id ORDER BY m.id DESC LIMIT 1`,
  );
  return row!;
}

describe('a change made by plain SQL', () => {
  it('appears in the history with its label, the value before and after, newest first', async () => {
    const m = await freshModality();
    expect((await historial(m.id)).historial).toEqual([]);

    await run(sql`UPDATE modalidades SET monto = 1234.5 WHERE id = ${m.id}`);
    await run(sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, orden)
                  VALUES (${m.id}, 6, 'Solvencia municipal de prueba', 50)`);
    await run(
      sql`UPDATE horarios_oficina SET hora_fin = '19:30' WHERE oficina_id = ${m.oficina_id} AND dia = 'Lunes'`,
    );
    // Nothing public changed: no entry for the public.
    await run(sql`UPDATE modalidades SET fecha_solicitud = fecha_solicitud WHERE id = ${m.id}`);

    const { historial: days } = await historial(m.id);
    expect(days).toHaveLength(1);
    expect(days[0]!.fecha).toBe(hoyEnElSalvador());
    const cambios = days[0]!.cambios;
    expect(cambios[0]!.campo).toBe('horario');
    expect(cambios[0]!.despues).toMatch(/Lunes: \d\d:\d\d a 19:30$/);
    expect(cambios[1]).toEqual({
      campo: 'requisito',
      etiqueta: 'Requisito',
      antes: null,
      despues: 'Solvencia municipal de prueba',
    });
    expect(cambios[2]).toMatchObject({
      campo: 'costo',
      etiqueta: 'Costo',
      despues: 'Tarifa Fija: $1,234.50',
    });
    expect(cambios[2]!.antes).toContain(`$${m.monto.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/, ','));
    expect(cambios).toHaveLength(3);
  });

  it('records a requirement removed with a date, and a deleted one', async () => {
    const m = await freshModality();
    const [r1, r2] = await testRows<{ id: number; nombre: string }>(
      t.database.db,
      sql`SELECT id, nombre FROM requisitos WHERE modalidad_id = ${m.id} AND fecha_eliminacion IS NULL ORDER BY id`,
    );
    await run(sql`UPDATE requisitos SET fecha_eliminacion = CURRENT_DATE WHERE id = ${r1!.id}`);
    await run(sql`DELETE FROM sub_requisitos WHERE requisito_id = ${r2!.id}`);
    await run(sql`DELETE FROM documentos_requisito WHERE requisito_id = ${r2!.id}`);
    await run(sql`DELETE FROM requisitos WHERE id = ${r2!.id}`);
    const removed = (await historial(m.id)).historial[0]!.cambios.filter((c) => c.campo === 'requisito');
    expect(removed).toEqual([
      { campo: 'requisito', etiqueta: 'Requisito', antes: r2!.nombre, despues: null },
      { campo: 'requisito', etiqueta: 'Requisito', antes: r1!.nombre, despues: null },
    ]);
  });

  it('shows only what changed after the modality was first published', async () => {
    const [base] = await testRows<{ tramite_id: number }>(
      t.database.db,
      sql`SELECT tramite_id FROM modalidades ORDER BY id LIMIT 1`,
    );
    const [draft] = await testRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO modalidades (tramite_id, nombre, estado_id, tipo_tarifa, monto)
          VALUES (${base!.tramite_id}, 'Modalidad en borrador', 1, 'Tarifa Fija', 10) RETURNING id`,
    );
    const id = draft!.id;
    await run(sql`UPDATE modalidades SET monto = 20 WHERE id = ${id}`);
    expect((await historial(id)).historial).toEqual([]);
    await run(sql`UPDATE modalidades SET estado_id = 11 WHERE id = ${id}`);
    expect((await historial(id)).historial).toEqual([]);
    await run(sql`UPDATE modalidades SET monto = 30 WHERE id = ${id}`);
    expect((await historial(id)).historial[0]!.cambios).toEqual([
      { campo: 'costo', etiqueta: 'Costo', antes: 'Tarifa Fija: $20.00', despues: 'Tarifa Fija: $30.00' },
    ]);
  });

  it('answers 404 in Spanish for an unknown modality, 400 for a malformed id', async () => {
    const res = await t.app.inject('/api/public/modalidades/99999999/historial');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MODALIDAD_MESSAGES.modalidadNoExiste });
    const bad = await t.app.inject('/api/public/modalidades/abc/historial');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.modalidadId).toBeDefined();
  });
});

describe('the modality as registered at the end of a day', () => {
  it('returns the earlier values, and today the current ones, without mixing their caches', async () => {
    const m = await freshModality();
    const before = await detalle(m.id);
    expect(before.statusCode).toBe(200);
    const then = before.json().modalidad;
    const yesterday = dayBefore(hoyEnElSalvador());

    await run(sql`UPDATE modalidades SET monto = 999.99, nombre = nombre || ' (nuevo)' WHERE id = ${m.id}`);
    await run(sql`INSERT INTO requisitos (modalidad_id, tipo_requisito_id, nombre, orden)
                  VALUES (${m.id}, 6, 'Requisito agregado hoy', 60)`);
    await run(sql`UPDATE horarios_oficina SET hora_inicio = '06:15' WHERE oficina_id = ${m.oficina_id}`);

    const today = (await detalle(m.id)).json().modalidad;
    expect(today.monto).toBe(999.99);
    expect(today.requisitos.map((r: { nombre: string }) => r.nombre)).toContain('Requisito agregado hoy');

    const dated = await detalle(m.id, yesterday);
    expect(dated.statusCode, dated.body).toBe(200);
    // Exactly the answer the modality gave before the changes: same shape, same values.
    expect(dated.json().modalidad).toEqual(then);

    // Today's cached answer is still today's.
    expect((await detalle(m.id)).json().modalidad).toEqual(today);
    expect((await detalle(m.id, hoyEnElSalvador())).json().modalidad).toEqual(today);

    const resumen = await t.app.inject(`/api/public_modalidad_by_id/${m.id}?fecha=${yesterday}`);
    expect(resumen.statusCode).toBe(200);
    expect(resumen.json().modalidad.monto).toBe(m.monto);
    expect(resumen.json().modalidad.nombre).toBe(then.nombre);
  });

  it('prints the sheet as registered that day, saying so', async () => {
    const m = await freshModality();
    const yesterday = dayBefore(hoyEnElSalvador());
    await run(sql`UPDATE modalidades SET monto = 4321 WHERE id = ${m.id}`);
    const res = await t.app.inject(`/pdf/modalidad/${m.id}?fecha=${yesterday}`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Así estaba inscrito el ${yesterday.split('-').reverse().join('-')}`);
    expect(text).toContain(`$${m.monto.toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/, ','));
    expect(text).not.toContain('$4,321.00');
    const today = (await pdfText((await t.app.inject(`/pdf/modalidad/${m.id}`)).rawPayload)).replace(
      /\s+/g,
      ' ',
    );
    expect(today).toContain('$4,321.00');
    expect(today).not.toContain('Así estaba inscrito');
    expect((await t.app.inject(`/pdf/modalidad/${m.id}?fecha=2025-02-30`)).statusCode).toBe(400);
  });

  it('shows the demo past: a fee changed on its day', async () => {
    const [entry] = await testRows<{ modalidad_id: number; dia: string; antes: string; despues: string }>(
      t.database.db,
      sql`
        SELECT modalidad_id, to_char(fecha AT TIME ZONE 'America/El_Salvador', 'YYYY-MM-DD') AS dia,
          antes ->> 'monto' AS antes, despues ->> 'monto' AS despues
        FROM historial_cambios
        WHERE tabla = 'modalidades' AND antes ->> 'monto' IS DISTINCT FROM despues ->> 'monto'
          AND fecha < now() - interval '30 days'
        ORDER BY id LIMIT 1`,
    );
    expect(entry).toBeDefined();
    const dated = (d: string) =>
      t.app.inject(`/api/public_modalidad_by_id/${entry!.modalidad_id}?fecha=${d}`).then((r) => r.json());
    expect((await dated(dayBefore(entry!.dia))).modalidad.monto).toBe(Number(entry!.antes));
    expect((await dated(entry!.dia)).modalidad.monto).toBe(Number(entry!.despues));
  });

  it('answers 404 before the modality existed and for an unknown one', async () => {
    const [m] = await testRows<{ id: number; creada: string }>(
      t.database.db,
      sql`SELECT id, to_char(created_at AT TIME ZONE 'America/El_Salvador', 'YYYY-MM-DD') AS creada
          FROM modalidades ORDER BY id LIMIT 1`,
    );
    const early = await detalle(m!.id, dayBefore(m!.creada));
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({ message: HISTORIAL_MESSAGES.modalidadNoExistia });
    expect((await detalle(m!.id, m!.creada)).statusCode).toBe(200);
    const unknown = await detalle(99999999, '2025-01-01');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MODALIDAD_MESSAGES.modalidadNoExiste });
  });

  it('answers 400 with the errors map for a malformed or future date', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const [fecha, message] of [
      ['2025-02-30', HISTORIAL_MESSAGES.fechaInvalida],
      ['01-02-2025', HISTORIAL_MESSAGES.fechaInvalida],
      ['ayer', HISTORIAL_MESSAGES.fechaInvalida],
      [future, HISTORIAL_MESSAGES.fechaFutura],
    ] as const) {
      for (const path of ['/api/public_modalidad_get_id/1', '/api/public_modalidad_by_id/1']) {
        const res = await t.app.inject(`${path}?fecha=${fecha}`);
        expect(res.statusCode, `${path} ${fecha}`).toBe(400);
        expect(res.json().errors.fecha).toEqual([message]);
      }
    }
  });
});

describe('demo data', () => {
  it('gives at least 20 modalities a dated past over the last two years', async () => {
    const [row] = await testRows<{ modalidades: number; dias: number; desde: string }>(
      t.database.db,
      sql`SELECT count(DISTINCT modalidad_id)::int AS modalidades, count(DISTINCT fecha::date)::int AS dias,
            min(fecha)::text AS desde
          FROM historial_cambios WHERE fecha < now() - interval '20 days'`,
    );
    expect(row!.modalidades).toBeGreaterThanOrEqual(20);
    expect(row!.dias).toBeGreaterThanOrEqual(40);
    expect(new Date(row!.desde).getTime()).toBeGreaterThan(Date.now() - 2 * 366 * 86_400_000);
  });

  it('dates every change of a registered modality after its registration', async () => {
    // A dated view shows "Inscrito desde el …": a past before that day would contradict it.
    const early = await testRows<{ modalidad_id: number }>(
      t.database.db,
      sql`SELECT h.modalidad_id FROM historial_cambios h JOIN modalidades m ON m.id = h.modalidad_id
          WHERE m.fecha_inscripcion IS NOT NULL
            AND (h.fecha AT TIME ZONE 'America/El_Salvador')::date < m.fecha_inscripcion
            AND h.fecha < now() - interval '20 days'`,
    );
    expect(early).toEqual([]);
  });
});
