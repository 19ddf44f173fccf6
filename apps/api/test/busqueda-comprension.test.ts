/**
 * Issue 19: what the home search understands — the stored document kept by triggers, filler words, the
 * thesaurus, the partial fallback, "¿Quiso decir …?", suggestions — and the procedure page that never
 * ends empty because of a carried name.
 */
import { SUGERENCIAS_MAX } from '@rnt/contract/busqueda-tramites';
import { FILLER_WORDS, meaningfulWords } from '@rnt/contract/busqueda-tramites-rules';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compileUnderstanding, editDistance } from '../src/repositories/busqueda-tramites';
import { useTestApp } from './helpers/use-test-app';

const t = useTestApp();

interface Listado {
  data: { id: number; nombre: string }[];
  total: number;
  vacio: boolean;
  quiso_decir: string | null;
  parcial: boolean;
}
const search = async (nombre: string, extra: Record<string, string> = {}): Promise<Listado> => {
  const res = await t.get(
    `/api/public/busqueda_tramites?${new URLSearchParams({ nombre, per_page: '-1', ...extra })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listado;
};
const ids = (l: Listado) => l.data.map((d) => d.id).sort((a, b) => a - b);
const published = sql`EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))`;

describe('the stored search document', () => {
  it('finds a procedure by a modality name, its institution acronym and unit, and follows their changes', async () => {
    const [p] = await t.rows<{ id: number; unidad_id: number; institucion_id: number }>(
      sql`SELECT t.id, t.unidad_id, u.institucion_id FROM tramites t JOIN unidades u ON u.id = t.unidad_id
          WHERE ${published} ORDER BY t.id LIMIT 1`,
    );
    // A modality renamed with a word no text has: the procedure is found by it on the next search.
    await t.rows(sql`UPDATE modalidades SET nombre = nombre || ' zurcidora' WHERE id = (
                       SELECT min(id) FROM modalidades WHERE tramite_id = ${p!.id} AND estado_id IN (11, 13))`);
    expect(ids(await search('zurcidora'))).toEqual([p!.id]);
    // The institution's acronym and the unit's name are searched too, and follow their renames.
    await t.rows(sql`UPDATE instituciones SET siglas = 'QWXZ' WHERE id = ${p!.institucion_id}`);
    expect(ids(await search('qwxz'))).toContain(p!.id);
    await t.rows(sql`UPDATE unidades SET nombre = nombre || ' Bodoquera' WHERE id = ${p!.unidad_id}`);
    expect(ids(await search('bodoquera'))).toContain(p!.id);
    // Deleting the modality's word takes it out again.
    await t.rows(
      sql`UPDATE modalidades SET nombre = replace(nombre, ' zurcidora', '') WHERE tramite_id = ${p!.id}`,
    );
    expect((await search('zurcidora')).total).toBe(0);
  });

  it('weights the name above modality names, the institution and descriptions', async () => {
    const [row] = await t.rows<{ w: string }>(
      sql`SELECT documento_busqueda::text AS w FROM tramites t WHERE ${published} ORDER BY id LIMIT 1`,
    );
    expect(row!.w).toMatch(/:\d+A/);
    expect(row!.w).toMatch(/:\d+B/);
    expect(row!.w).toMatch(/:\d+C/);
  });
});

describe('query understanding', () => {
  it('ignores the filler words of a question, unless nothing else is left', async () => {
    expect(meaningfulWords('¿Cómo saco mi pasaporte?')).toEqual(['pasaporte']);
    expect(meaningfulWords('quiero sacar la licencia')).toEqual(['licencia']);
    expect(meaningfulWords('requisitos para el DUI')).toEqual(['dui']);
    expect(meaningfulWords('requisitos')).toEqual(['requisitos']);
    expect(FILLER_WORDS.has('pasaporte')).toBe(false);
    expect(ids(await search('¿Cómo saco mi pasaporte?'))).toEqual(ids(await search('pasaporte')));
  });

  it('expands a thesaurus term into its equivalents, the longest term first', () => {
    const fact = (palabra: string) => ({ palabra, vacia: false, conocida: true, correcciones: null });
    const compiled = compileUnderstanding(
      'licencia de manejo vencida',
      [fact('licencia'), { ...fact('de'), vacia: true }, fact('manejo'), fact('vencida')],
      [
        { palabras: ['manejo'], equivalentes: ['conducir'] },
        { palabras: ['licencia', 'manejo'], equivalentes: ['licencia de conducir'] },
        { palabras: ['vencida'], equivalentes: ['renovación'] },
      ],
    );
    expect(compiled.units).toEqual([
      '(licencia & manejo) | (licencia & de & conducir)',
      '(vencida) | (renovacion)',
    ]);
    expect(compiled.quiso_decir).toBeNull();
  });

  it('falls back to the procedures matching the most words, and says so', async () => {
    const full = await search('pasaporte');
    expect(full.parcial).toBe(false);
    const partial = await search('pasaporte xqzwvk');
    expect(partial.parcial).toBe(true);
    expect(ids(partial)).toEqual(ids(full));
    // Two known words of which no procedure has both: those with one of them, most words first.
    const none = await search('xqzwvk jkhgfq');
    expect(none).toMatchObject({ total: 0, vacio: true, parcial: false });
  });

  it('offers the correction of a mistyped word (quiso_decir), and nothing when none was needed', async () => {
    expect((await search('pasaprte')).quiso_decir).toBe('pasaporte');
    expect((await search('¿cómo saco mi pasaprte?')).quiso_decir).toBe('como saco mi pasaporte');
    expect((await search('pasaporte')).quiso_decir).toBeNull();
  });

  it('finds what citizens call procedures (acronyms, everyday names) that no name has', async () => {
    for (const [q, name] of [
      ['licencia de manejo', /licencia de conducir/i],
      ['record policial', /antecedentes policiales/i],
      ['NIT', /identificación tributaria|contribuyentes/i],
      ['placas', /placas|circulación/i],
    ] as const) {
      const found = await search(q);
      expect(found.parcial, q).toBe(false);
      expect(found.data[0]?.nombre, q).toMatch(name);
    }
  });
});

describe('suggestions (/api/public/sugerencias)', () => {
  it('answers at most 8 published procedures, modalities and institutions, the last word as a prefix', async () => {
    const res = await t.get('/api/public/sugerencias?q=pasap');
    expect(res.statusCode).toBe(200);
    const { sugerencias } = res.json() as {
      sugerencias: { texto: string; tipo: string; tramite_id: number | null; modalidad_id: number | null }[];
    };
    expect(sugerencias.length).toBeGreaterThan(0);
    expect(sugerencias.length).toBeLessThanOrEqual(SUGERENCIAS_MAX);
    for (const s of sugerencias) {
      // A life event the text names leads the list (issue 33): its name need not carry the word.
      if (s.tipo === 'situacion') continue;
      expect(s.texto).toMatch(/pasap/i);
      expect(['tramite', 'modalidad', 'institucion']).toContain(s.tipo);
      if (s.tipo === 'tramite') expect(s.modalidad_id).toBeNull();
      if (s.tipo === 'modalidad') expect(s.modalidad_id).not.toBeNull();
    }
    const tramiteIds = sugerencias.filter((s) => s.tramite_id !== null).map((s) => s.tramite_id!);
    const unpublished = await t.rows<{ id: number }>(
      sql`SELECT t.id FROM tramites t WHERE t.id IN (${sql.join(tramiteIds, sql`, `)}) AND NOT ${published}`,
    );
    expect(unpublished).toEqual([]);
    const inst = (await t.get('/api/public/sugerencias?q=ministerio%20de%20hac')).json().sugerencias;
    expect(inst[0]).toMatchObject({ tipo: 'institucion', tramite_id: null, modalidad_id: null });
  });

  it('corrects typos as the search does: each typo suggests the procedure the search finds (issue 31)', async () => {
    const cases: [string, RegExp][] = [
      ['licensia', /licencia/i],
      ['pasaprte', /pasaporte/i],
      ['partida de nasim', /partida de nacimiento/i],
      ['solvensia', /solvencia/i],
    ];
    for (const [typo, right] of cases) {
      const res = await t.get(`/api/public/sugerencias?q=${encodeURIComponent(typo)}`);
      expect(res.statusCode).toBe(200);
      const { sugerencias } = res.json() as {
        sugerencias: { texto: string; tipo: string; tramite_id: number }[];
      };
      expect(sugerencias.length, typo).toBeGreaterThan(0);
      expect(sugerencias.length, typo).toBeLessThanOrEqual(SUGERENCIAS_MAX);
      expect(
        sugerencias.filter((x) => right.test(x.texto) && x.tipo === 'tramite'),
        typo,
      ).not.toEqual([]);
      // The same understanding: what the search puts first is among the suggestions, once.
      const [first] = (await search(typo)).data;
      expect(
        sugerencias.filter((x) => x.texto === first!.nombre),
        typo,
      ).toHaveLength(1);
    }
  });

  it('answers nothing under 2 characters and 400 in Spanish without q', async () => {
    expect((await t.get('/api/public/sugerencias?q=p')).json()).toEqual({ sugerencias: [] });
    const bad = await t.get('/api/public/sugerencias');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.q).toBeDefined();
  });
});

describe('the procedure page never ends empty because of a carried name', () => {
  it('applies the same understanding, and lists everything with filtro_nombre_quitado when nothing matches', async () => {
    const [p] = await t.rows<{ id: number; n: number }>(
      sql`SELECT t.id, (SELECT count(*)::int FROM modalidades m WHERE m.tramite_id = t.id) AS n FROM tramites t
          WHERE t.nombre ILIKE '%pasaporte%' AND ${published} ORDER BY t.id LIMIT 1`,
    );
    const get = async (nombre: string) =>
      (
        await t.get(`/api/public_tramites_modalidades?id=${p!.id}&nombre=${encodeURIComponent(nombre)}`)
      ).json() as {
        portal: unknown[];
        total: number;
        filtro_nombre_quitado: boolean;
      };
    const typo = await get('pasaprte');
    expect(typo.total).toBe(p!.n);
    expect(typo.filtro_nombre_quitado).toBe(false);
    const nothing = await get('xqzwv inexistente');
    expect(nothing.total).toBe(p!.n);
    expect(nothing.filtro_nombre_quitado).toBe(true);
  });
});

describe('one typo per word', () => {
  it('counts a wrong, missing, extra or swapped letter as one edit', () => {
    expect(editDistance('pasaprte', 'pasaporte')).toBe(1);
    expect(editDistance('pasaprote', 'pasaporte')).toBe(1);
    expect(editDistance('licensia', 'licencia')).toBe(1);
    expect(editDistance('inscripcionn', 'inscripcion')).toBe(1);
    expect(editDistance('urgente', 'agente')).toBe(2);
  });

  it('does not "correct" a real word to a merely similar one (urgente is not agente)', async () => {
    const answer = await search('pasaporte urgente');
    expect(answer.quiso_decir).toBeNull();
    expect(answer.parcial).toBe(true);
    expect(answer.data[0]?.nombre).toMatch(/pasaporte/i);
  });
});
