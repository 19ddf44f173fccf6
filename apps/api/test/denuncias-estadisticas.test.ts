/**
 * GET /api/graphics/denuncias (issue 23): the public outcome statistics of complaints. Counts are checked
 * against SQL written here on the seeded complaints; the average against complaints with known dates;
 * and the answer must carry no free text and no personal data.
 */
import { COMPLAINT_OUTCOME_CODES } from '@rnt/contract/denuncia-estados';
import type { DenunciasEstadisticas } from '@rnt/contract/graphics';
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

const rows = <T>(query: SQL) => testRows<T>(t.database.db, query);

async function stats(query = ''): Promise<DenunciasEstadisticas> {
  const res = await t.app.inject(`/api/graphics/denuncias${query}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

describe('GET /api/graphics/denuncias', () => {
  it('counts per institution match the complaint rows', async () => {
    const body = await stats();
    const expected = await rows<{
      institucion_id: number;
      recibidas: number;
      respondidas: number;
      cerradas: number;
      pendientes: number;
      FUNDADA: number;
      NO_FUNDADA: number;
      RESUELTA_INSTITUCION: number;
    }>(sql`
      SELECT institucion_id, count(*)::int AS recibidas,
             sum(CASE WHEN respondida_at IS NOT NULL THEN 1 ELSE 0 END)::int AS respondidas,
             sum(CASE WHEN estado = 'CERRADA' THEN 1 ELSE 0 END)::int AS cerradas,
             sum(CASE WHEN estado <> 'CERRADA' AND respondida_at IS NULL THEN 1 ELSE 0 END)::int AS pendientes,
             sum(CASE WHEN resultado = 'FUNDADA' THEN 1 ELSE 0 END)::int AS "FUNDADA",
             sum(CASE WHEN resultado = 'NO_FUNDADA' THEN 1 ELSE 0 END)::int AS "NO_FUNDADA",
             sum(CASE WHEN resultado = 'RESUELTA_INSTITUCION' THEN 1 ELSE 0 END)::int AS "RESUELTA_INSTITUCION"
      FROM denuncias GROUP BY institucion_id`);
    // The demo data hold complaints in every state, with every outcome, across many institutions.
    expect(expected.length).toBeGreaterThan(20);
    expect(body.instituciones).toHaveLength(expected.length);
    for (const row of expected) {
      const got = body.instituciones.find((i) => i.institucion_id === row.institucion_id);
      expect(got, `institución ${row.institucion_id}`).toMatchObject(row);
    }
    const [all] = await rows<{ n: number; answered: number }>(
      sql`SELECT count(*)::int AS n, count(respondida_at)::int AS answered FROM denuncias`,
    );
    expect(body.totales.recibidas).toBe(all!.n);
    expect(body.totales.respondidas).toBe(all!.answered);
    for (const code of COMPLAINT_OUTCOME_CODES) expect(body.totales[code]).toBeGreaterThan(0);
    expect(body.totales.FUNDADA + body.totales.NO_FUNDADA + body.totales.RESUELTA_INSTITUCION).toBe(
      body.totales.cerradas,
    );
    expect(body.resultados).toEqual({
      FUNDADA: 'Fundada',
      NO_FUNDADA: 'No fundada',
      RESUELTA_INSTITUCION: 'Resuelta por la institución',
    });
    const received = body.instituciones.map((i) => i.recibidas);
    expect(received).toEqual([...received].sort((a, b) => b - a));
    expect(body.totales.dias_habiles_promedio).toBeGreaterThan(0);
  });

  it('averages working days to the first answer, within the received-date range', async () => {
    const [inst] = await rows<{ id: number }>(sql`SELECT id FROM instituciones ORDER BY id LIMIT 1`);
    // Friday 2020-01-03 10:00 → Monday 2020-01-06: 1 working day; Monday 2020-01-06 → Monday 2020-01-13: 5;
    // one unanswered, one closed without answer (No fundada). All in El Salvador time (UTC−6).
    await t.database.db.execute(sql`
      INSERT INTO denuncias (folio, anonimo, mensaje, institucion_id, descripcion_tramite, estado, resultado,
                             respondida_at, cerrada_at, created_at)
      VALUES ('PRUEBA-EST-1', true, 'x', ${inst!.id}, 'y', 'RESPONDIDA', NULL,
              '2020-01-06 15:00:00+00', NULL, '2020-01-03 16:00:00+00'),
             ('PRUEBA-EST-2', true, 'x', ${inst!.id}, 'y', 'CERRADA', 'FUNDADA',
              '2020-01-13 15:00:00+00', '2020-01-14 15:00:00+00', '2020-01-06 16:00:00+00'),
             ('PRUEBA-EST-3', true, 'x', ${inst!.id}, 'y', 'RECIBIDA', NULL, NULL, NULL, '2020-01-08 16:00:00+00'),
             ('PRUEBA-EST-4', true, 'x', ${inst!.id}, 'y', 'CERRADA', 'NO_FUNDADA',
              NULL, '2020-01-09 15:00:00+00', '2020-01-07 16:00:00+00'),
             -- 2019-12-31 23:30 in El Salvador (UTC 2020-01-01 05:30): outside a range starting 2020-01-01.
             ('PRUEBA-EST-5', true, 'x', ${inst!.id}, 'y', 'RECIBIDA', NULL, NULL, NULL, '2020-01-01 05:30:00+00')`);
    try {
      const body = await stats('?fechadesde=2020-01-01&fechahasta=2020-01-31');
      expect(body.instituciones).toHaveLength(1);
      expect(body.instituciones[0]).toMatchObject({
        institucion_id: inst!.id,
        recibidas: 4,
        respondidas: 2,
        cerradas: 2,
        pendientes: 1,
        FUNDADA: 1,
        NO_FUNDADA: 1,
        RESUELTA_INSTITUCION: 0,
        dias_habiles_promedio: 3,
      });
      expect(body.totales).toMatchObject({ instituciones: 1, recibidas: 4, dias_habiles_promedio: 3 });
      // The day ends at midnight in El Salvador: 2019-12-31 includes the complaint sent at 23:30 there.
      expect((await stats('?fechadesde=2019-12-31&fechahasta=2019-12-31')).totales.recibidas).toBe(1);
      // No answer in range: the average is null, not 0.
      expect(
        (await stats('?fechadesde=2020-01-08&fechahasta=2020-01-08')).totales.dias_habiles_promedio,
      ).toBeNull();
    } finally {
      await t.database.db.execute(sql`DELETE FROM denuncias WHERE folio LIKE 'PRUEBA-EST-%'`);
    }
  });

  it('carries no free text and no personal data', async () => {
    const res = await t.app.inject('/api/graphics/denuncias');
    const text = res.body;
    const secrets = await rows<{ value: string }>(sql`
      SELECT DISTINCT v AS value FROM (
        SELECT mensaje AS v FROM denuncias UNION ALL SELECT descripcion_tramite FROM denuncias
        UNION ALL SELECT nombres FROM denuncias UNION ALL SELECT apellidos FROM denuncias
        UNION ALL SELECT correo FROM denuncias UNION ALL SELECT telefono FROM denuncias
        UNION ALL SELECT folio FROM denuncias
        UNION ALL SELECT nota_publica FROM denuncia_acciones UNION ALL SELECT nota_interna FROM denuncia_acciones
      ) s WHERE v IS NOT NULL`);
    expect(secrets.length).toBeGreaterThan(100);
    expect(secrets.filter((s) => text.includes(s.value))).toEqual([]);
    const body = res.json() as DenunciasEstadisticas;
    expect(Object.keys(body.instituciones[0]!).sort()).toEqual(
      [
        'institucion_id',
        'nombre_institucion',
        'siglas',
        'recibidas',
        'respondidas',
        'cerradas',
        'pendientes',
        'dias_habiles_promedio',
        ...COMPLAINT_OUTCOME_CODES,
      ].sort(),
    );
  });

  it('rejects a malformed or inverted range with a Spanish 400', async () => {
    const errorsOf = async (query: string) => {
      const res = await t.app.inject(`/api/graphics/denuncias${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('La solicitud contiene datos inválidos.');
      return res.json().errors as Record<string, string[]>;
    };
    expect((await errorsOf('?fechadesde=2026-02-30')).fechadesde).toEqual([
      'La fecha no existe en el calendario.',
    ]);
    expect((await errorsOf('?fechahasta=01/02/2026')).fechahasta).toEqual([
      'La fecha debe tener el formato AAAA-MM-DD.',
    ]);
    expect((await errorsOf('?fechadesde=2026-03-01&fechahasta=2026-02-01')).fechadesde).toEqual([
      'La fecha desde no puede ser posterior a la fecha hasta.',
    ]);
    expect(Object.keys(await errorsOf('?otro=1'))).toHaveLength(1);
  });
});
