/**
 * The demo complaints (issue 23, docs/demo-data.md): every state and outcome, a history that follows the
 * lifecycle, identified ones on the reserved domain, unlisted procedures, and the documented tracking
 * codes leading to the documented folios.
 */
import { readFileSync } from 'node:fs';
import {
  COMPLAINT_OUTCOME_CODES,
  COMPLAINT_STATE_CODES,
  COMPLAINT_TRANSITIONS,
  type ComplaintState,
} from '@rnt/contract/denuncia-estados';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPLAINTS, DEMO_TRACKING_CODES, trackingCodeHash } from '../src/seed/denuncias';
import { openTestDatabase, type TestDatabase, testRows } from '../src/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});
const rows = <T>(query: ReturnType<typeof sql>) => testRows<T>(database.db, query);

describe('demo complaints', () => {
  it('cover every state and outcome, identified and anonymous, listed and unlisted', async () => {
    const [n] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM denuncias`);
    expect(n!.n).toBe(DEMO_COMPLAINTS);
    const states = await rows<{ estado: string }>(sql`SELECT DISTINCT estado FROM denuncias`);
    expect(states.map((s) => s.estado).sort()).toEqual([...COMPLAINT_STATE_CODES].sort());
    const outcomes = await rows<{ resultado: string }>(
      sql`SELECT DISTINCT resultado FROM denuncias WHERE estado = 'CERRADA'`,
    );
    expect(outcomes.map((o) => o.resultado).sort()).toEqual([...COMPLAINT_OUTCOME_CODES].sort());
    const [mix] = await rows<Record<string, number>>(sql`
      SELECT count(*) FILTER (WHERE NOT anonimo)::int AS identificadas,
             count(*) FILTER (WHERE NOT anonimo AND correo NOT LIKE '%@ejemplo.com')::int AS otros_dominios,
             count(*) FILTER (WHERE anonimo AND (nombres IS NOT NULL OR correo IS NOT NULL OR telefono IS NOT NULL))::int AS anonimas_con_datos,
             count(*) FILTER (WHERE modalidad_id IS NULL AND descripcion_tramite IS NOT NULL)::int AS no_inscritas,
             count(DISTINCT institucion_id)::int AS instituciones,
             count(*) FILTER (WHERE estado = 'CERRADA' AND (cerrada_at IS NULL OR resultado IS NULL))::int AS cierres_incompletos,
             count(*) FILTER (WHERE estado NOT IN ('CERRADA', 'RESPONDIDA') AND created_at < '2026-10-01')::int AS vencidas
      FROM denuncias`);
    expect(mix).toMatchObject({ otros_dominios: 0, anonimas_con_datos: 0, cierres_incompletos: 0 });
    expect(mix!.identificadas).toBeGreaterThan(50);
    expect(mix!.no_inscritas).toBeGreaterThan(10);
    expect(mix!.instituciones).toBeGreaterThan(40);
    expect(mix!.vencidas).toBeGreaterThan(10);
  });

  it('have a history that follows the lifecycle and ends in the complaint’s state', async () => {
    const history = await rows<{
      denuncia_id: number;
      estado: ComplaintState;
      nota_publica: string | null;
      estado_final: string;
      respondida_at: string | null;
    }>(sql`
      SELECT a.denuncia_id, a.estado, a.nota_publica, d.estado AS estado_final, d.respondida_at::text AS respondida_at
      FROM denuncia_acciones a JOIN denuncias d ON d.id = a.denuncia_id ORDER BY a.denuncia_id, a.created_at, a.id`);
    const byComplaint = new Map<number, typeof history>();
    for (const h of history) byComplaint.set(h.denuncia_id, [...(byComplaint.get(h.denuncia_id) ?? []), h]);
    expect(byComplaint.size).toBe(DEMO_COMPLAINTS);
    for (const [id, steps] of byComplaint) {
      expect(steps[0]!.estado, `denuncia ${id}`).toBe('RECIBIDA');
      for (let i = 1; i < steps.length; i++)
        expect(COMPLAINT_TRANSITIONS[steps[i - 1]!.estado], `denuncia ${id}`).toContain(steps[i]!.estado);
      expect(steps.at(-1)!.estado).toBe(steps[0]!.estado_final);
      const answered = steps.some((s) => s.estado === 'RESPONDIDA');
      expect(steps[0]!.respondida_at != null, `denuncia ${id}`).toBe(answered);
      if (answered) expect(steps.find((s) => s.estado === 'RESPONDIDA')!.nota_publica).toBeTruthy();
    }
  });

  it('lead the documented tracking codes to the documented folios', async () => {
    const doc = readFileSync(new URL('../../../docs/demo-data.md', import.meta.url), 'utf8');
    for (const { codigo } of DEMO_TRACKING_CODES) {
      const [row] = await rows<{ folio: string }>(
        sql`SELECT folio FROM denuncias WHERE codigo_seguimiento_hash = ${trackingCodeHash(codigo)}`,
      );
      expect(row, codigo).toBeDefined();
      expect(doc).toContain(`| \`${row!.folio}\` | \`${codigo}\` |`);
    }
  });
});
