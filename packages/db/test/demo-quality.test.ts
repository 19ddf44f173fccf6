/**
 * Walks every procedure and modality of the default demo database and fails on what gave the old
 * generator away (issue 18). The rules are documented in docs/demo-data.md:
 *  1. no doubled noun ("Modificación de modificación…", "X de X");
 *  2. no numbered suffix ("… (trámite en línea 2)", "… 3");
 *  3. a person's identity, travel or driving document is classified for persons ('Ciudadanía');
 *  4. a modality for a legal person ("Persona jurídica") belongs to a procedure for companies;
 *  5. a MINSAL sanitary permit is never a requirement of an identity or migration procedure;
 *  6. a requirement of "another institution" (008) names an institution different from the
 *     procedure's, and the procedure it points to (if any) belongs to that institution; other
 *     types name none;
 *  7. fees and response times are consistent (variable fee ⇔ its explanation; band ⇔ average time);
 *  8. office contacts are a title, a given name and a surname — never "Dr. Beatriz".
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseBand } from '../src/seed/generate';
import { openTestDatabase, type TestDatabase, testRows } from '../src/testing';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => testRows<T>(database.db, query);
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** "X de X": the same word (or two words) on both sides of "de". */
export function hasDoubledNoun(name: string): boolean {
  return /\b(\p{L}{4,}(?: \p{L}+)?) de (?:la |los |las |el )?\1\b/u.test(fold(name));
}
/** "(… 2)" or a trailing number that only tells copies apart. */
export function hasNumberedSuffix(name: string): boolean {
  return /\([^)]*\s\d+\)\s*$/.test(name) || /\s\d+\s*$/.test(name);
}

describe('the rules themselves', () => {
  it('catch the names the old generator produced', () => {
    expect(hasDoubledNoun('Modificación de modificación de datos del DUI')).toBe(true);
    expect(hasDoubledNoun('Certificación de certificación de partida de nacimiento')).toBe(true);
    expect(hasNumberedSuffix('Renovación de reposición de DUI (trámite en línea 2)')).toBe(true);
    expect(hasNumberedSuffix('Licencia licencias 3')).toBe(true);
    expect(hasDoubledNoun('Certificación de partida de nacimiento')).toBe(false);
    expect(hasNumberedSuffix('Registro de marca')).toBe(false);
    expect(hasNumberedSuffix('Declaración mensual del IVA (F-07)')).toBe(false);
  });
});

describe('every name of the default database', () => {
  it('has no doubled noun and no numbered suffix', async () => {
    const names = await rows<{ nombre: string }>(
      sql`SELECT nombre FROM tramites UNION ALL SELECT nombre FROM modalidades UNION ALL SELECT nombre FROM requisitos`,
    );
    expect(names.length).toBeGreaterThan(1000);
    expect(names.filter((n) => hasDoubledNoun(n.nombre) || hasNumberedSuffix(n.nombre))).toEqual([]);
  });

  it('is unique within an institution', async () => {
    const dupes = await rows<{ nombre: string }>(sql`
      SELECT t.nombre FROM tramites t JOIN unidades u ON u.id = t.unidad_id
      GROUP BY u.institucion_id, t.nombre HAVING count(*) > 1`);
    expect(dupes).toEqual([]);
  });

  it('carries the names people use ("también se conoce como")', async () => {
    const [row] = await rows<{ n: number }>(
      sql`SELECT count(*)::int n FROM tramites WHERE cardinality(tambien_conocido_como) = 0`,
    );
    expect(row!.n).toBe(0);
  });
});

describe('classifications and requirements agree with the procedure', () => {
  it('classifies identity, travel and driving documents for persons', async () => {
    const wrong = await rows<{ nombre: string; clasificacion: string }>(sql`
      SELECT t.nombre, c.nombre clasificacion FROM tramites t JOIN clasificaciones_tramite c ON c.id = t.clasificacion_tramite_id
      WHERE (t.nombre ILIKE '%Documento Único de Identidad%' OR t.nombre ILIKE '%pasaporte%'
             OR t.nombre ILIKE '%partida de%' OR t.nombre ILIKE '%licencia de conducir%')
        AND c.nombre <> 'Ciudadanía'`);
    expect(wrong).toEqual([]);
  });

  it('offers "Persona jurídica" modalities only for procedures of companies', async () => {
    const wrong = await rows<{ nombre: string }>(sql`
      SELECT m.nombre FROM modalidades m JOIN tramites t ON t.id = m.tramite_id
      JOIN clasificaciones_tramite c ON c.id = t.clasificacion_tramite_id
      WHERE m.nombre ILIKE '%persona jurídica%' AND c.nombre = 'Ciudadanía'`);
    expect(wrong).toEqual([]);
  });

  it('never asks a MINSAL sanitary permit for an identity or migration procedure', async () => {
    const wrong = await rows<{ nombre: string }>(sql`
      SELECT t.nombre FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id JOIN tramites t ON t.id = m.tramite_id
      JOIN categorias_tramite ct ON ct.id = t.categoria_tramite_id
      WHERE r.nombre ILIKE '%permiso sanitario%' AND ct.nombre IN ('Identidad y registro civil', 'Migración')`);
    expect(wrong).toEqual([]);
  });

  it('points requirements of another institution at another institution and its own procedure', async () => {
    const wrong = await rows<{ requisito: string; problema: string }>(sql`
      SELECT r.nombre requisito,
             CASE WHEN r.institucion_id IS NULL THEN 'sin institución'
                  WHEN r.institucion_id = u.institucion_id THEN 'misma institución'
                  ELSE 'trámite de otra institución' END problema
      FROM requisitos r JOIN modalidades m ON m.id = r.modalidad_id JOIN tramites t ON t.id = m.tramite_id
      JOIN unidades u ON u.id = t.unidad_id
      LEFT JOIN tramites rt ON rt.id = r.tramite_id LEFT JOIN unidades ru ON ru.id = rt.unidad_id
      WHERE r.tipo_requisito_id = 8
        AND (r.institucion_id IS NULL OR r.institucion_id = u.institucion_id
             OR (r.tramite_id IS NOT NULL AND ru.institucion_id <> r.institucion_id))`);
    expect(wrong).toEqual([]);
    const [others] = await rows<{ n: number }>(
      sql`SELECT count(*)::int n FROM requisitos WHERE tipo_requisito_id <> 8 AND (institucion_id IS NOT NULL OR es_tramite_otra_institucion)`,
    );
    expect(others!.n).toBe(0);
  });
});

describe('fees, times and contacts read as real ones', () => {
  it('explains every variable fee and only those', async () => {
    const [row] = await rows<{ n: number }>(sql`
      SELECT count(*)::int n FROM modalidades
      WHERE (tipo_tarifa = 'Tarifa Variable') <> (detalle_tarifa_variable IS NOT NULL)
         OR (tipo_tarifa = 'Tarifa Variable' AND monto IS NOT NULL)`);
    expect(row!.n).toBe(0);
  });

  it('declares the response-time band of its average time', async () => {
    const modalities = await rows<{ v: number; u: string; b: string }>(sql`
      SELECT m.tiempo_promedio_valor v, ut.nombre u, m.banda_tiempo_respuesta b
      FROM modalidades m JOIN unidades_tiempo ut ON ut.id = m.tiempo_promedio_unidad_tiempo_id`);
    const wrong = modalities.filter((m) => responseBand(m.v, m.u as 'Días') !== m.b);
    expect(wrong).toEqual([]);
  });

  it('names contacts with title, given name and surname', async () => {
    const contacts = await rows<{ nombres: string }>(sql`SELECT DISTINCT nombres FROM contactos_oficinas`);
    const wrong = contacts.filter(
      (c) => !/^(Lic|Licda|Ing|Arq|Dr|Dra)\. \p{L}+( \p{L}+)* \p{L}+ \p{L}+$/u.test(c.nombres),
    );
    expect(wrong).toEqual([]);
  });
});
