/**
 * Issue 19, speed (docs/decisions/016-search-speed.md): what the fast search stores beside the document —
 * the published flag and the name part kept by triggers (migration 0012) — must always agree with the
 * data, and a ranking kept for the next pages must follow every write.
 */
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coalescedVersionReader, createVersionedCache } from '../src/lib/versioned-cache';
import { readDataVersion } from '../src/repositories/data-versions';
import { useTestApp } from './helpers/use-test-app';

const t = useTestApp();

interface Listado {
  data: { id: number }[];
  total: number;
}
const search = async (query: Record<string, string>): Promise<Listado> => {
  const res = await t.get(`/api/public/busqueda_tramites?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listado;
};
const published = sql`EXISTS (SELECT 1 FROM modalidades m WHERE m.tramite_id = t.id
                              AND m.estado_id IN (${sql.join([...REGISTERED_STATE_IDS], sql`, `)}))`;

/** Procedures whose stored flag or name part disagrees with the data. */
const disagreeing = () =>
  t.rows<{ id: number }>(
    sql`SELECT t.id FROM tramites t
        WHERE t.publicado IS DISTINCT FROM ${published}
           OR t.nombres_busqueda IS DISTINCT FROM ts_filter(t.documento_busqueda, '{a}')`,
  );

describe('the published flag and the name part', () => {
  it('agree with the modalities and the document for every procedure', async () => {
    expect(await disagreeing()).toEqual([]);
    const [counts] = await t.rows<{ si: number; no: number }>(
      sql`SELECT count(*) FILTER (WHERE publicado)::int AS si, count(*) FILTER (WHERE NOT publicado)::int AS no FROM tramites`,
    );
    // The demo data has both kinds, so the check above means something.
    expect(counts!.si).toBeGreaterThan(0);
    expect(counts!.no).toBeGreaterThan(0);
  });

  it('follow a modality published, withdrawn, moved, added and deleted', async () => {
    const [p] = await t.rows<{ id: number; unidad_id: number }>(
      sql`SELECT t.id, t.unidad_id FROM tramites t WHERE t.publicado ORDER BY t.id LIMIT 1`,
    );
    const [q] = await t.rows<{ id: number }>(
      sql`SELECT t.id FROM tramites t WHERE NOT t.publicado ORDER BY t.id LIMIT 1`,
    );
    const flag = async (id: number) =>
      (await t.rows<{ publicado: boolean }>(sql`SELECT publicado FROM tramites WHERE id = ${id}`))[0]!
        .publicado;
    const found = async (id: number) =>
      (await search({ nombre: `zz${id}tramite`, per_page: '-1' })).data.map((d) => d.id).includes(id);
    // A word of its own in each name, so that the search finds each procedure alone.
    await t.rows(
      sql`UPDATE tramites SET nombre = nombre || ' zz' || id || 'tramite' WHERE id IN (${p!.id}, ${q!.id})`,
    );
    expect(await found(p!.id)).toBe(true);
    expect(await found(q!.id)).toBe(false);

    // Withdrawn: every published modality of p goes to a state that is not published.
    const moved = await t.rows<{ id: number; estado_id: number }>(
      sql`SELECT id, estado_id FROM modalidades WHERE tramite_id = ${p!.id} AND estado_id IN (11, 13)`,
    );
    await t.rows(
      sql`UPDATE modalidades SET estado_id = 1 WHERE tramite_id = ${p!.id} AND estado_id IN (11, 13)`,
    );
    expect(await flag(p!.id)).toBe(false);
    expect(await found(p!.id)).toBe(false);
    // Published again.
    await t.rows(sql`UPDATE modalidades SET estado_id = 11 WHERE id = ${moved[0]!.id}`);
    expect(await flag(p!.id)).toBe(true);
    expect(await found(p!.id)).toBe(true);
    // Moved to the other procedure: the flag leaves one and reaches the other.
    await t.rows(sql`UPDATE modalidades SET tramite_id = ${q!.id} WHERE id = ${moved[0]!.id}`);
    expect([await flag(p!.id), await flag(q!.id)]).toEqual([false, true]);
    expect([await found(p!.id), await found(q!.id)]).toEqual([false, true]);
    // Moved back, then a published modality added to q and deleted.
    await t.rows(sql`UPDATE modalidades SET tramite_id = ${p!.id} WHERE id = ${moved[0]!.id}`);
    expect([await flag(p!.id), await flag(q!.id)]).toEqual([true, false]);
    const [added] = await t.rows<{ id: number }>(
      sql`INSERT INTO modalidades (tramite_id, nombre, estado_id, tipo_tarifa)
          VALUES (${q!.id}, 'Modalidad nueva', 13, 'gratuito') RETURNING id`,
    );
    expect(await flag(q!.id)).toBe(true);
    expect(await found(q!.id)).toBe(true);
    await t.rows(sql`DELETE FROM modalidades WHERE id = ${added!.id}`);
    expect(await flag(q!.id)).toBe(false);
    expect(await found(q!.id)).toBe(false);
    expect(await disagreeing()).toEqual([]);
  });

  it('keep the name part with the name and the other names', async () => {
    const [p] = await t.rows<{ id: number }>(
      sql`SELECT id FROM tramites WHERE publicado ORDER BY id LIMIT 1`,
    );
    await t.rows(
      sql`UPDATE tramites SET tambien_conocido_como = array_append(tambien_conocido_como, 'Papeleta zurumbática') WHERE id = ${p!.id}`,
    );
    const res = await t.get(`/api/public/sugerencias?q=${encodeURIComponent('papeleta zurum')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().sugerencias.map((s: { tramite_id: number }) => s.tramite_id)).toContain(p!.id);
    expect(await disagreeing()).toEqual([]);
  });
});

describe('a ranking kept for the next pages', () => {
  it('gives every page of the full ranking and follows a write between two pages', async () => {
    const all = await search({ nombre: 'inscripcion', per_page: '-1' });
    expect(all.total).toBeGreaterThan(18);
    const first = await search({ nombre: 'inscripcion' });
    const second = await search({ nombre: 'inscripcion', page: '2' });
    expect(first.data.map((d) => d.id)).toEqual(all.data.slice(0, 9).map((d) => d.id));
    expect(second.data.map((d) => d.id)).toEqual(all.data.slice(9, 18).map((d) => d.id));
    expect(second.total).toBe(all.total);
    // The first result of page 2 is withdrawn: page 3, never asked before, comes from a new ranking.
    const gone = second.data[0]!.id;
    await t.rows(sql`UPDATE modalidades SET estado_id = 1 WHERE tramite_id = ${gone}`);
    const again = await search({ nombre: 'inscripcion', page: '2' });
    expect(again.total).toBe(all.total - 1);
    expect(again.data.map((d) => d.id)).not.toContain(gone);
    const third = await search({ nombre: 'inscripcion', page: '3' });
    expect(third.total).toBe(all.total - 1);
    expect(third.data.map((d) => d.id)).toEqual(
      all.data
        .filter((d) => d.id !== gone)
        .slice(18, 27)
        .map((d) => d.id),
    );
  });
});

describe('units kept for new queries (decision 024)', () => {
  it('ranks a new query of words asked before from their kept matches, and follows a write', async () => {
    // 'inscripcion' alone, then 'inscripcion de' + another word: the second query's first unit is kept.
    const alone = await search({ nombre: 'inscripcion', per_page: '-1' });
    const [target] = await t.rows<{ id: number; nombre: string }>(
      sql`SELECT t.id, t.nombre FROM tramites t WHERE ${published}
          AND NOT (t.documento_busqueda @@ to_tsquery('spanish', 'inscripcion'))
          ORDER BY t.id LIMIT 1`,
    );
    expect(alone.data.map((d) => d.id)).not.toContain(target!.id);
    // A procedure renamed to hold the word: the kept matches of 'inscripcion' are of an older version.
    await t.rows(sql`UPDATE tramites SET nombre = nombre || ' (inscripción)' WHERE id = ${target!.id}`);
    const after = await search({ nombre: 'inscripcion', per_page: '-1' });
    expect(after.total).toBe(alone.total + 1);
    expect(after.data.map((d) => d.id)).toContain(target!.id);
    const combined = await search({ nombre: `inscripcion ${target!.nombre.split(' ')[0]}`, per_page: '-1' });
    expect(combined.data.map((d) => d.id)).toContain(target!.id);
  });
});

describe('a versioned cache with a memory budget', () => {
  it('drops the least recently used values while the total is over the budget', async () => {
    const cache = createVersionedCache(t.db, 'reportes', Infinity, undefined, {
      maxBytes: 100,
      weigh: (v) => (v as Uint8Array).byteLength,
    });
    let computed = 0;
    const get = (key: string) =>
      cache.get(key, async () => {
        computed++;
        return new Uint8Array(40);
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // 120 bytes: b goes
    expect(computed).toBe(3);
    await get('a');
    await get('c');
    expect(computed).toBe(3);
    await get('b');
    expect(computed).toBe(4);
  });
});

describe('a versioned cache with a count bound', () => {
  it('keeps at most maxEntries values, dropping the least recently used', async () => {
    const cache = createVersionedCache(t.db, 'reportes', 2);
    const computed: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return key;
      });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recent
    await get('c'); // b goes
    await get('a');
    await get('c');
    expect(computed).toEqual(['a', 'b', 'c']);
    await get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });

  it('computes again after a failed computation instead of keeping the failure', async () => {
    const cache = createVersionedCache(t.db, 'reportes', 10);
    let calls = 0;
    const failing = () =>
      cache.get('x', async () => {
        calls++;
        if (calls === 1) throw new Error('fallo');
        return 'ok';
      });
    await expect(failing()).rejects.toThrow('fallo');
    await expect(failing()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('reads of the data version under load (decision 026)', () => {
  /**
   * The real read of the version on the app's database, counted, and held after PostgreSQL answered when
   * asked (a result still on its way back when a write commits).
   */
  const watched = () => {
    let reads = 0;
    let gate: Promise<void> | null = null;
    const read = async () => {
      const version = await readDataVersion(t.db, 'reportes');
      reads++;
      if (gate) await gate;
      return version;
    };
    return {
      version: coalescedVersionReader(read, 'reportes'),
      get reads() {
        return reads;
      },
      hold() {
        let release!: () => void;
        gate = new Promise((resolve) => (release = resolve));
        return () => {
          gate = null;
          release();
        };
      },
    };
  };
  const bump = () =>
    t.rows(sql`UPDATE tramites SET nombre = nombre WHERE id = (SELECT min(id) FROM tramites)`);

  it('answers concurrent requests with shared reads', async () => {
    const w = watched();
    const versions = await Promise.all(Array.from({ length: 20 }, () => w.version()));
    expect(new Set(versions).size).toBe(1);
    // The first call reads; the 19 others arrive while it travels and share the next read.
    expect(w.reads).toBe(2);
  });

  it('never answers a request with a read that left before it arrived', async () => {
    const w = watched();
    const release = w.hold();
    const early = w.version(); // read, its answer held on the way back
    await new Promise((resolve) => setTimeout(resolve, 50));
    await bump(); // a write by another connection commits
    const late = w.version(); // arrives after the write
    release();
    const [before, after] = [await early, await late];
    expect(after).not.toBe(before);
    expect(after).toBe(await readDataVersion(t.db, 'reportes'));
    // And a search asked after a write sees it.
    const [{ id }] = (await t.rows<{ id: number }>(
      sql`SELECT t.id FROM tramites t WHERE t.publicado ORDER BY t.id LIMIT 1`,
    )) as [{ id: number }];
    expect((await search({ nombre: 'zz026versiones' })).total).toBe(0);
    await t.rows(sql`UPDATE tramites SET nombre = nombre || ' zz026versiones' WHERE id = ${id}`);
    expect((await search({ nombre: 'zz026versiones' })).data.map((d) => d.id)).toEqual([id]);
  });
});
