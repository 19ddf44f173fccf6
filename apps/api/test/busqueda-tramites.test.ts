import { HOME_PAGE_SIZE } from '@rnt/contract/constants';
import type { TramiteListItem } from '@rnt/contract/busqueda-tramites';
import { sql } from 'drizzle-orm';
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

interface Listado {
  data: TramiteListItem[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  vacio: boolean;
  quiso_decir: string | null;
  parcial: boolean;
}

const url = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function search(query: Record<string, string | number>): Promise<Listado> {
  const res = await t.app.inject(url('/api/public/busqueda_tramites', query));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listado;
}
/** Every result of a search, on one page. */
const searchAll = async (query: Record<string, string | number>) =>
  (await search({ ...query, per_page: -1 })).data;
const ids = (items: { id: number }[]) => items.map((i) => i.id);
const rows = <T>(query: ReturnType<typeof sql>) => testRows<T>(t.database.db, query);

/**
 * Published procedures (a modality in state 11 or 13) whose searched texts, read straight from the tables
 * (name and other names, modality names and descriptions, institution name and acronym, unit), have the
 * word's Spanish stem: what the stored document (issue 19) must answer, whichever text holds the word.
 */
async function publishedWithWord(word: string): Promise<number[]> {
  const found = await rows<{ id: number }>(
    sql`SELECT t.id FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id
        WHERE to_tsvector('spanish', rnt_unaccent(concat_ws(' ', t.nombre, array_to_string(t.tambien_conocido_como, ' '),
                i.nombre, i.siglas, u.nombre,
                (SELECT string_agg(m.nombre || ' ' || coalesce(m.descripcion, ''), ' ') FROM modalidades m WHERE m.tramite_id = t.id))))
              @@ plainto_tsquery('spanish', rnt_unaccent(${word}))
          AND EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))
        ORDER BY t.id`,
  );
  return found.map((r) => r.id);
}
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The results a set of procedures makes (issue 31): the same procedure of several alcaldías (same name)
 * is one result, any other procedure its own. Sorted keys, read from the tables.
 */
let groupKey: Map<number, string> | undefined;
async function groups(list: number[]): Promise<string[]> {
  groupKey ??= new Map(
    (
      await rows<{ id: number; key: string }>(
        sql`SELECT t.id, CASE WHEN i.municipio IS NULL THEN t.id::text ELSE 'm:' || lower(rnt_unaccent(t.nombre)) END AS key
            FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id`,
      )
    ).map((r) => [r.id, r.key]),
  );
  return [...new Set(list.map((id) => groupKey!.get(id) ?? String(id)))].sort();
}

describe('home search by name (Spanish-aware)', () => {
  it('ignores accents and case: "inscripcion" finds every published "Inscripción"', async () => {
    const expected = await publishedWithWord('inscripcion');
    expect(expected.length).toBeGreaterThan(HOME_PAGE_SIZE);
    for (const q of ['inscripcion', 'Inscripción', 'INSCRIPCION', 'inscripción']) {
      const found = ids(await searchAll({ nombre: q }));
      expect(found.length, q).toBe(new Set(found).size);
      expect(await groups(found), q).toEqual(await groups(expected));
    }
  });

  it('treats plural and singular alike', async () => {
    const singular = await publishedWithWord('licencia');
    expect(singular.length).toBeGreaterThan(1);
    for (const q of ['licencia', 'licencias', 'LICENCIAS']) {
      expect(await groups(ids(await searchAll({ nombre: q }))), q).toEqual(await groups(singular));
    }
    // Every published procedure named with the phrase is found by the plural phrase too, and the plural
    // finds exactly what the singular finds.
    const phrase = await rows<{ id: number }>(
      sql`SELECT t.id FROM tramites t WHERE lower(rnt_unaccent(t.nombre)) LIKE '%licencia de conducir%'
            AND EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))`,
    );
    expect(phrase.length).toBeGreaterThan(0);
    const plural = ids(await searchAll({ nombre: 'licencias de conducir' }));
    expect(await groups(plural)).toEqual(expect.arrayContaining(await groups(ids(phrase))));
    expect(plural.sort()).toEqual(ids(await searchAll({ nombre: 'licencia de conducir' })).sort());
  });

  it('tolerates one typo in a word: wrong, missing, extra or swapped letter', async () => {
    const cases: [string, string][] = [
      ['licensia', 'licencia'], // wrong letter
      ['pasaprte', 'pasaporte'], // missing letter
      ['inscripcionn', 'inscripcion'], // extra letter
      ['pasaprote', 'pasaporte'], // swapped letters
      ['Autorisación', 'autorizacion'], // wrong letter, accented and capitalised
    ];
    for (const [typo, word] of cases) {
      const expected = await publishedWithWord(word);
      expect(expected.length, word).toBeGreaterThan(0);
      const answer = await search({ nombre: typo, per_page: -1 });
      // Every procedure with the intended word is found, the correction is offered, and the first result
      // has the word in its name.
      expect(await groups(ids(answer.data)), typo).toEqual(expect.arrayContaining(await groups(expected)));
      expect(answer.quiso_decir, typo).toBe(word);
      expect(fold(answer.data[0]!.nombre), typo).toContain(word);
    }
  });

  it('needs every significant word to match, ignores stop words, and finds nothing for gibberish', async () => {
    const both = await searchAll({ nombre: 'licencia de pesca' });
    expect(both.length).toBeGreaterThan(0);
    for (const r of both) expect(fold(r.nombre)).toMatch(/licencia.*pesca/);
    const none = await search({ nombre: 'xqzwv jkhgf' });
    expect(none).toMatchObject({ data: [], total: 0, vacio: true, current_page: 1, last_page: 1 });
  });

  it('ranks the best match first: the procedure whose name is the query, even with a typo', async () => {
    // A published procedure whose name (no other has it) shares its words with other published procedures.
    const [target] = await rows<{ id: number; nombre: string }>(
      sql`SELECT t.id, t.nombre FROM tramites t
          WHERE t.nombre NOT LIKE '%(%'
            AND NOT EXISTS (SELECT 1 FROM tramites d WHERE d.nombre = t.nombre AND d.id <> t.id)
            AND EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))
            AND EXISTS (SELECT 1 FROM tramites o JOIN modalidades om ON om.tramite_id = o.id AND om.estado_id IN (11, 13)
                        WHERE o.id <> t.id AND o.nombre ILIKE '%' || t.nombre || '%')
          ORDER BY length(t.nombre) DESC, t.id LIMIT 1`,
    );
    expect(target).toBeDefined();
    const exact = await searchAll({ nombre: target!.nombre });
    expect(exact.length).toBeGreaterThan(1);
    expect(exact[0]!.id).toBe(target!.id);
    // Drop the third letter of the longest word: a typo.
    const longest = target!.nombre.split(' ').sort((a, b) => b.length - a.length)[0]!;
    const typoed = target!.nombre.replace(longest, longest.slice(0, 2) + longest.slice(3));
    expect((await search({ nombre: typoed })).data[0]!.id).toBe(target!.id);
  });
});

describe('typo correction through the words of the names (palabras_busqueda)', () => {
  const TYPOS = [
    'licensia',
    'pasaprte',
    'inscripcionn',
    'pasaprote',
    'autorisacion',
    'sanitarai',
    'registor',
  ];

  it('finds at least what the corrected word finds, and says what was searched (quiso_decir)', async () => {
    // Issue 19 changed the definition: a typo matches its TYPO_MAX_CORRECTIONS most similar words of the
    // whole search vocabulary (no longer every name within strict word similarity 0.3).
    for (const typo of TYPOS) {
      const answer = await search({ nombre: typo, per_page: -1 });
      expect(answer.quiso_decir, typo).not.toBeNull();
      expect(answer.quiso_decir, typo).not.toBe(typo);
      const corrected = await search({ nombre: answer.quiso_decir!, per_page: -1 });
      expect(corrected.quiso_decir, typo).toBeNull();
      expect(corrected.total, typo).toBeGreaterThan(0);
      expect(ids(answer.data), typo).toEqual(expect.arrayContaining(ids(corrected.data)));
    }
    // A correctly written word is never "corrected".
    expect((await search({ nombre: 'licencia' })).quiso_decir).toBeNull();
  });

  it('holds every distinct word of the names, and learns the words of a name written later', async () => {
    const [missing] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT rnt_palabras(nombre) AS w FROM tramites) names
          WHERE NOT EXISTS (SELECT 1 FROM palabras_busqueda p WHERE p.palabra = names.w)`,
    );
    expect(missing!.n).toBe(0);
    expect(await searchAll({ nombre: 'espeleologiado' })).toEqual([]);
    // Asked before the write too: a kept (cached) answer must not hide the new procedure afterwards.
    const before = ids(await searchAll({ nombre: 'espeleología' }));

    // The back office registers a procedure whose name has a word no other name has.
    const [{ unidad_id }] = (await rows<{ unidad_id: number }>(
      sql`SELECT unidad_id FROM tramites ORDER BY id LIMIT 1`,
    )) as [{ unidad_id: number }];
    const [tramite] = await rows<{ id: number }>(
      sql`INSERT INTO tramites (nombre, unidad_id) VALUES ('Constancia de espeleología catastral', ${unidad_id}) RETURNING id`,
    );
    await rows(
      sql`INSERT INTO modalidades (tramite_id, nombre, estado_id, tipo_tarifa)
          VALUES (${tramite!.id}, 'Constancia de espeleología catastral', 11, 'gratuito')`,
    );
    expect(
      (
        await rows<{ palabra: string }>(
          sql`SELECT palabra FROM palabras_busqueda WHERE palabra = 'espeleologia'`,
        )
      ).length,
    ).toBe(1);
    // Correct, and mistyped: both reach it.
    expect(before).not.toContain(tramite!.id);
    expect(ids(await searchAll({ nombre: 'espeleología' }))).toEqual([tramite!.id]);
    expect(ids(await searchAll({ nombre: 'espeleologa' }))).toEqual([tramite!.id]);
  });
});

describe('home search filters, states and pagination', () => {
  it('by default lists published procedures only, with their published modalities', async () => {
    const published = await rows<{ id: number }>(
      sql`SELECT t.id FROM tramites t
          WHERE EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))`,
    );
    const all = await searchAll({});
    expect(all).toHaveLength((await groups(ids(published))).length);
    const modalities = all.flatMap((r) => r.modalidades.map((m) => m.modalidad_id));
    const states = await rows<{ estado_id: number }>(
      sql`SELECT DISTINCT estado_id FROM modalidades WHERE id IN (${sql.join(modalities, sql`, `)})`,
    );
    expect(states.map((s) => s.estado_id).sort()).toEqual([11, 13]);
    const item = all[0]!;
    expect(item.id).toBe(item.tramite_id);
    expect(item.nombre).toBe(item.nombre_tramite);
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'modalidades',
        'municipios',
        'nombre',
        'nombre_institucion',
        'nombre_tramite',
        'nombre_unidad',
        'tramite_id',
      ].sort(),
    );
  });

  it('filters by institution, unit, category and classification', async () => {
    const [pick] = await rows<{
      institucion_id: number;
      institucion: string;
      unidad_id: number;
      unidad: string;
      categoria_tramite_id: number;
      clasificacion_tramite_id: number;
    }>(
      sql`SELECT u.institucion_id, i.nombre institucion, t.unidad_id, u.nombre unidad, t.categoria_tramite_id, t.clasificacion_tramite_id
          FROM tramites t JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id
          WHERE EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))
          ORDER BY t.id LIMIT 1`,
    );
    const published = sql`EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id AND m.estado_id IN (11, 13))`;
    const expectIds = async (query: Record<string, number>, where: ReturnType<typeof sql>) => {
      const expected = await rows<{ id: number }>(
        sql`SELECT t.id FROM tramites t JOIN unidades u ON u.id = t.unidad_id WHERE ${where} AND ${published} ORDER BY t.id`,
      );
      const found = await searchAll(query);
      expect(await groups(ids(found)), JSON.stringify(query)).toEqual(await groups(ids(expected)));
      expect(found.length).toBeGreaterThan(0);
      return found;
    };
    const byInstitution = await expectIds(
      { institucion_id: pick!.institucion_id },
      sql`u.institucion_id = ${pick!.institucion_id}`,
    );
    expect(new Set(byInstitution.map((r) => r.nombre_institucion))).toEqual(new Set([pick!.institucion]));
    const byUnit = await expectIds({ unidad_id: pick!.unidad_id }, sql`t.unidad_id = ${pick!.unidad_id}`);
    expect(new Set(byUnit.map((r) => r.nombre_unidad))).toEqual(new Set([pick!.unidad]));
    await expectIds(
      { categoria_id: pick!.categoria_tramite_id },
      sql`t.categoria_tramite_id = ${pick!.categoria_tramite_id}`,
    );
    await expectIds(
      { clasificacion_id: pick!.clasificacion_tramite_id },
      sql`t.clasificacion_tramite_id = ${pick!.clasificacion_tramite_id}`,
    );
    await expectIds(
      {
        institucion_id: pick!.institucion_id,
        unidad_id: pick!.unidad_id,
        categoria_id: pick!.categoria_tramite_id,
        clasificacion_id: pick!.clasificacion_tramite_id,
      },
      sql`t.unidad_id = ${pick!.unidad_id} AND t.categoria_tramite_id = ${pick!.categoria_tramite_id}
          AND t.clasificacion_tramite_id = ${pick!.clasificacion_tramite_id}`,
    );
  });

  it('filters by a portal state code and lists only the modalities in that state', async () => {
    const [observed] = await rows<{ codigo: string; id: number }>(
      sql`SELECT codigo, id FROM estados_solicitud WHERE id = 23`,
    );
    const expected = await rows<{ id: number }>(
      sql`SELECT DISTINCT tramite_id id FROM modalidades WHERE estado_id = 23 ORDER BY 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    for (const code of [observed!.codigo, observed!.codigo.toLowerCase()]) {
      const found = await searchAll({ estado: code });
      expect(await groups(ids(found))).toEqual(await groups(ids(expected)));
      // Each result lists its own procedure's modalities in that state, none of another state.
      const modalities = found.flatMap((r) => r.modalidades.map((m) => m.modalidad_id));
      const [{ n }] = (await rows<{ n: number }>(
        sql`SELECT count(*)::int n FROM modalidades
            WHERE estado_id = 23 AND tramite_id IN (${sql.join(ids(found), sql`, `)})`,
      )) as [{ n: number }];
      expect(modalities).toHaveLength(n);
    }
  });

  it('pages by 9 by default with the pagination fields, and a later page re-runs the same search', async () => {
    const all = await searchAll({ nombre: 'inscripcion' });
    const first = await search({ nombre: 'inscripcion' });
    expect(first).toMatchObject({
      current_page: 1,
      per_page: HOME_PAGE_SIZE,
      total: all.length,
      last_page: Math.ceil(all.length / HOME_PAGE_SIZE),
      vacio: false,
    });
    expect(ids(first.data)).toEqual(ids(all.slice(0, HOME_PAGE_SIZE)));
    const second = await search({ nombre: 'inscripcion', page: 2 });
    expect(second.current_page).toBe(2);
    expect(ids(second.data)).toEqual(ids(all.slice(HOME_PAGE_SIZE, 2 * HOME_PAGE_SIZE)));
    const beyond = await search({ nombre: 'inscripcion', page: first.last_page + 1 });
    expect(beyond).toMatchObject({ data: [], total: all.length, vacio: false });
    const small = await search({ nombre: 'inscripcion', per_page: 4, page: 3 });
    expect(ids(small.data)).toEqual(ids(all.slice(8, 12)));
    expect(small.last_page).toBe(Math.ceil(all.length / 4));
  });

  it('pages a word matching more names than it ranks exactly as ranking them all', async () => {
    // The search ranks only the names whose rank bound can reach the page (migration 0006).
    // 'matrícula': 20 short names (the best matches) and 280 long ones of low bound, left out of the first
    // pages. 'licencia': 130 short names ('Licencia bap') whose bound is higher than that of the 9 best
    // matches ('Licencia licencias 1'), so ranking the best bounds alone would be wrong and every match is
    // ranked. Both must equal the full ranking.
    const [{ unidad_id }] = (await rows<{ unidad_id: number }>(
      sql`SELECT unidad_id FROM tramites ORDER BY id LIMIT 1`,
    )) as [{ unidad_id: number }];
    const names = [
      ...Array.from({ length: 20 }, (_, i) => `Matrícula de faro ${i + 1}`),
      ...Array.from(
        { length: 280 },
        (_, i) => `Matrícula de embarcación artesanal de pesca costera en aguas territoriales ${i + 1}`,
      ),
      ...Array.from(
        { length: 130 },
        (_, i) =>
          `Licencia ${'bcdfghjklm'[i % 10]}${'aeiou'[Math.floor(i / 10) % 5]}${'prst'[Math.floor(i / 50)]}`,
      ),
      ...Array.from({ length: 9 }, (_, i) => `Licencia licencias ${i + 1}`),
    ];
    const added = await rows<{ id: number }>(
      sql`INSERT INTO tramites (nombre, unidad_id)
          SELECT n, ${unidad_id} FROM unnest(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[]) AS n RETURNING id`,
    );
    await rows(
      sql`INSERT INTO modalidades (tramite_id, nombre, estado_id, tipo_tarifa)
          SELECT id, 'Modalidad única', 11, 'gratuito' FROM unnest(${`{${ids(added).join(',')}}`}::int[]) AS id`,
    );
    try {
      for (const nombre of ['matriculas', 'matricla', 'licencias']) {
        const all = await searchAll({ nombre });
        expect(all.length).toBeGreaterThanOrEqual(139);
        for (const page of [1, 2, 3, 4]) {
          const got = await search({ nombre, page });
          expect(got.total).toBe(all.length);
          expect(ids(got.data)).toEqual(ids(all.slice((page - 1) * HOME_PAGE_SIZE, page * HOME_PAGE_SIZE)));
        }
        const wide = await search({ nombre, page: 2, per_page: 50 });
        expect(ids(wide.data)).toEqual(ids(all.slice(50, 100)));
      }
    } finally {
      await rows(sql`DELETE FROM modalidades WHERE tramite_id IN (${sql.join(ids(added), sql`, `)})`);
      await rows(sql`DELETE FROM tramites WHERE id IN (${sql.join(ids(added), sql`, `)})`);
    }
  });

  it('sets the empty flag for a unit without published procedures', async () => {
    const [unit] = await rows<{ id: number; institucion_id: number }>(
      sql`SELECT u.id, u.institucion_id FROM unidades u
          WHERE NOT EXISTS (SELECT 1 FROM tramites t JOIN modalidades m ON m.tramite_id = t.id
                            WHERE t.unidad_id = u.id AND m.estado_id IN (11, 13))
          ORDER BY u.id LIMIT 1`,
    );
    expect(unit).toBeDefined();
    expect(await search({ institucion_id: unit!.institucion_id, unidad_id: unit!.id })).toEqual({
      data: [],
      current_page: 1,
      per_page: HOME_PAGE_SIZE,
      total: 0,
      last_page: 1,
      vacio: true,
      quiso_decir: null,
      parcial: false,
    });
    // An id that does not exist is not an error: it simply finds nothing.
    expect((await search({ institucion_id: 999_999 })).vacio).toBe(true);
  });

  it('answers bad input with 400 and a Spanish errors map, never 500', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ page: '0' }, 'page'],
      [{ page: 'dos' }, 'page'],
      [{ per_page: '1.5' }, 'per_page'],
      [{ institucion_id: '-3' }, 'institucion_id'],
      [{ unidad_id: 'abc' }, 'unidad_id'],
      [{ categoria_id: '99999999999' }, 'categoria_id'],
      [{ clasificacion_id: '0' }, 'clasificacion_id'],
      [{ estado: 'NOEXISTE' }, 'estado'],
      [{ estado: 'BOR' }, 'estado'], // a state the portal does not publish
      [{ estado: "'; DROP TABLE tramites; --" }, 'estado'],
      [{ nombre: 'x'.repeat(201) }, 'nombre'],
      [{ inventado: '1' }, 'querystring'],
    ];
    for (const [query, field] of bad) {
      const res = await t.app.inject(url('/api/public/busqueda_tramites', query));
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      const body = res.json();
      expect(body.message).toBe('La solicitud contiene datos inválidos.');
      expect(body.errors[field], JSON.stringify(body)).toEqual([expect.any(String)]);
      expect(body.errors[field][0]).toMatch(/[a-záéíóúñ]{3,}/i);
    }
    const repeated = await t.app.inject('/api/public/busqueda_tramites?page=1&page=2');
    expect(repeated.statusCode).toBe(400);
    // Odd but valid text is searched, not refused.
    for (const nombre of ["O'Higgins", '%_\\', '   ', 'ñandú 100%'])
      expect((await t.app.inject(url('/api/public/busqueda_tramites', { nombre }))).statusCode).toBe(200);
  });

  it('is documented in the OpenAPI document', async () => {
    const paths = (await t.app.inject('/api/docs/json')).json().paths;
    expect(paths).toHaveProperty(['/api/public/busqueda_tramites', 'get']);
    expect(paths).toHaveProperty(['/api/public_tramites_listado', 'get']);
    expect(paths).toHaveProperty(['/api/public/cantidadTramitesGraficoPortal', 'get']);
  });
});

describe('/api/public_tramites_listado', () => {
  it('lists published modalities with the search filters and pagination fields', async () => {
    const expected = await rows<{ id: number }>(
      sql`SELECT m.id FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
          WHERE u.institucion_id = 16 AND m.estado_id IN (11, 13) ORDER BY m.id`,
    );
    const res = await t.app.inject('/api/public_tramites_listado?institucion_id=16&per_page=5&page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total: expected.length,
      per_page: 5,
      current_page: 2,
      last_page: Math.ceil(expected.length / 5),
    });
    expect(body.portal).toHaveLength(Math.min(5, expected.length - 5));
    expect(Object.keys(body.portal[0]).sort()).toEqual(
      [
        'descripcion',
        'estado_id',
        'estado_modalidad',
        'modalidad_id',
        'nombre_institucion',
        'nombre_modalidad',
        'nombre_tramite',
        'nombre_unidad',
        'tramite_id',
      ].sort(),
    );
    const all = (await t.app.inject('/api/public_tramites_listado?institucion_id=16&per_page=-1')).json();
    expect(
      all.portal.map((p: { modalidad_id: number }) => p.modalidad_id).sort((a: number, b: number) => a - b),
    ).toEqual(ids(expected));
    expect(new Set(all.portal.map((p: { estado_id: number }) => p.estado_id))).toEqual(new Set([11, 13]));
    expect(new Set(all.portal.map((p: { estado_modalidad: string }) => p.estado_modalidad))).toEqual(
      new Set(['Inscrito']),
    );
    const byName = (await t.app.inject('/api/public_tramites_listado?nombre=pasaprte&per_page=-1')).json();
    expect(byName.total).toBeGreaterThan(0);
    // The corrected word is in each row's procedure document (name, modalities, institution, descriptions).
    const withWord = await publishedWithWord('pasaporte');
    for (const p of byName.portal) expect(withWord).toContain(p.tramite_id);
    expect((await t.app.inject('/api/public_tramites_listado?page=-7')).statusCode).toBe(400);
  });
});

describe('/api/public/cantidadTramitesGraficoPortal', () => {
  it('counts registered modalities per month of the last 24 months, keyed MM-YYYY', async () => {
    const res = await t.app.inject('/api/public/cantidadTramitesGraficoPortal');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, number>;
    const keys = Object.keys(body);
    expect(keys).toHaveLength(24);
    for (const key of keys) expect(key).toMatch(/^(0[1-9]|1[0-2])-\d{4}$/);
    const [{ actual }] = (await rows<{ actual: string }>(
      sql`SELECT to_char(current_date, 'MM-YYYY') actual`,
    )) as [{ actual: string }];
    expect(keys.at(-1)).toBe(actual);
    const asDate = (k: string) => Number(k.slice(3)) * 12 + Number(k.slice(0, 2));
    for (let i = 1; i < keys.length; i++) expect(asDate(keys[i]!) - asDate(keys[i - 1]!)).toBe(1);

    const counts = await rows<{ clave: string; n: number }>(
      sql`SELECT to_char(fecha_inscripcion, 'MM-YYYY') clave, count(*)::int n FROM modalidades
          WHERE estado_id IN (11, 13) AND fecha_inscripcion IS NOT NULL GROUP BY 1`,
    );
    const expected = Object.fromEntries(keys.map((k) => [k, 0]));
    for (const c of counts) if (c.clave in expected) expected[c.clave] = c.n;
    expect(body).toEqual(expected);
    expect(Object.values(body).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});

describe('HTTP caching of the public search', () => {
  it('sends Cache-Control and an ETag, and 304 for a matching If-None-Match', async () => {
    const first = await t.app.inject('/api/public/busqueda_tramites?nombre=licencia');
    expect(first.headers['cache-control']).toMatch(/public, max-age=60/);
    const etag = String(first.headers.etag);
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/public/busqueda_tramites?nombre=licencia',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const bad = await t.app.inject('/api/public/busqueda_tramites?page=0');
    expect(bad.headers['cache-control']).toBeUndefined();
  });
});
