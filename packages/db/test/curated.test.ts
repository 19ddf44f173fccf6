/**
 * The curated core as data: at least 150 real procedures, every reference resolvable, and the
 * combinations that would contradict a procedure ruled out before anything reaches a database.
 */
import { describe, expect, it } from 'vitest';
import * as c from '../src/seed/catalog';
import { CURATED_PROCEDURES, LEYES } from '../src/seed/curated';
import { generateMunicipalProcedures, responseBand, variantsOf, withVariants } from '../src/seed/generate';

const institutions = new Map(c.INSTITUCIONES.map((i) => [i.siglas, i]));
const byKey = new Map(CURATED_PROCEDURES.map((p) => [p.key, p]));

describe('curated core', () => {
  it('has at least 150 procedures, each with its "también se conoce como" names', () => {
    expect(CURATED_PROCEDURES.length).toBeGreaterThanOrEqual(150);
    expect(byKey.size).toBe(CURATED_PROCEDURES.length);
    for (const p of CURATED_PROCEDURES) expect(p.tambien.length, p.key).toBeGreaterThan(0);
  });

  it('gives every national institution of the catalogue at least one procedure', () => {
    const used = new Set(CURATED_PROCEDURES.map((p) => p.inst));
    for (const inst of c.INSTITUCIONES) expect(used.has(inst.siglas), inst.siglas).toBe(true);
  });

  it('names real units, categories, laws and procedures', () => {
    const categories = new Set<string>(c.CATEGORIAS_TRAMITE.map(([n]) => n));
    for (const p of CURATED_PROCEDURES) {
      const inst = institutions.get(p.inst);
      expect(inst, p.key).toBeDefined();
      expect(inst!.unidades, p.key).toContain(p.unidad);
      expect(categories.has(p.categoria), `${p.key}: ${p.categoria}`).toBe(true);
      for (const m of p.modalidades) {
        expect(m.bases.length, m.nombre).toBeGreaterThan(0);
        for (const [law] of m.bases) expect(Object.keys(LEYES), `${p.key}: ${law}`).toContain(law);
        for (const r of m.requisitos) {
          if (r.tipo !== 8) continue;
          expect(institutions.has(r.institucion!), `${p.key}: ${r.nombre}`).toBe(true);
          if (r.tramite) expect(byKey.get(r.tramite)?.inst, `${p.key} → ${r.tramite}`).toBe(r.institucion);
        }
      }
    }
  });

  it('never asks, as "trámite de otra institución", for a procedure of the same institution', () => {
    const offenders = CURATED_PROCEDURES.flatMap((p) =>
      p.modalidades.flatMap((m) =>
        m.requisitos
          .filter((r) => r.tipo === 8 && r.institucion === p.inst)
          .map((r) => `${p.key}: ${r.nombre}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('starts every modality with its request form, fee proof or online request', () => {
    for (const p of CURATED_PROCEDURES)
      for (const m of p.modalidades) expect([1, 3, 4, 7, 2], m.nombre).toContain(m.requisitos[0]!.tipo);
  });

  it('puts response times in the band they belong to', () => {
    expect(responseBand(2, 'Horas')).toBe('B00');
    expect(responseBand(6, 'Horas')).toBe('B01');
    expect(responseBand(3, 'Días')).toBe('B02');
    expect(responseBand(5, 'Días')).toBe('B03');
    expect(responseBand(8, 'Días')).toBe('B04');
    expect(responseBand(15, 'Días')).toBe('B05');
    expect(responseBand(1, 'Meses')).toBe('B06');
    expect(responseBand(2, 'Meses')).toBe('B07');
    expect(responseBand(3, 'Meses')).toBe('B08');
  });
});

describe('generator', () => {
  it('applies the curated municipal procedures to the other municipalities, once per pair', () => {
    const generated = generateMunicipalProcedures(400);
    const pairs = generated.map((p) => `${p.inst}|${p.nombre}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const curatedNames = new Set(CURATED_PROCEDURES.map((p) => p.nombre));
    for (const p of generated) expect(curatedNames.has(p.nombre), p.nombre).toBe(true);
    // The modality names speak of the municipality they belong to, never of the template's.
    const ahuachapan = generated.filter((p) => p.inst === 'AMAN');
    for (const p of ahuachapan)
      for (const m of p.modalidades)
        expect(m.nombre).not.toMatch(/San Salvador|Santa Ana Centro|San Miguel Centro/);
  });

  it('stays deterministic and keeps scaling past the number of distinct pairs', () => {
    expect(generateMunicipalProcedures(50)).toEqual(generateMunicipalProcedures(50));
    expect(generateMunicipalProcedures(5000)).toHaveLength(5000);
  });

  it('adds variants that fit the classification, without numbers', () => {
    for (const p of generateMunicipalProcedures(200)) {
      const names = withVariants(p, variantsOf(p).length).map((m) => m.nombre);
      expect(new Set(names).size, p.key).toBe(names.length);
      for (const n of names) expect(n).not.toMatch(/\d\)?$/);
      if (p.clasificacion === 'Ciudadanía')
        for (const n of names) expect(n).not.toMatch(/Persona jurídica|empresa$/);
    }
  });
});
