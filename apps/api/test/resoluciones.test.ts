import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fold, useTestApp } from './helpers/use-test-app';

const { get, rows } = useTestApp();
const idsOf = (list: { id: number }[]) => list.map((r) => r.id);

interface Res {
  id: number;
  fecha: string;
  tipo: number;
  modalidad: string;
  tramite: string;
  unidad: number;
  institucion: number;
}

describe('resolution types', () => {
  it('lists every type with its code', async () => {
    const res = await get('/api/public/tipos_resolucion');
    expect(res.statusCode).toBe(200);
    expect(res.json().tipos_resolucion).toEqual(
      await rows(sql`SELECT id, codigo, nombre FROM tipos_resolucion ORDER BY id`),
    );
  });
});

describe('resolution search', () => {
  let all: Res[];
  let seed: Res;
  const expectedIds = (f: {
    nombre?: string;
    desde?: string;
    hasta?: string;
    institucion?: number;
    unidad?: number;
    tipos?: number[];
  }) =>
    all
      .filter(
        (r) =>
          (f.nombre === undefined ||
            fold(r.modalidad).includes(fold(f.nombre)) ||
            fold(r.tramite).includes(fold(f.nombre))) &&
          (f.desde === undefined || r.fecha >= f.desde) &&
          (f.hasta === undefined || r.fecha <= f.hasta) &&
          (f.institucion === undefined || r.institucion === f.institucion) &&
          (f.unidad === undefined || r.unidad === f.unidad) &&
          (f.tipos === undefined || f.tipos.includes(r.tipo)),
      )
      .sort((a, b) => (a.fecha === b.fecha ? b.id - a.id : a.fecha < b.fecha ? 1 : -1))
      .map((r) => r.id);

  beforeAll(async () => {
    all = await rows<Res>(
      sql`SELECT s.id, s.fecha::text AS fecha, s.tipo_resolucion_id AS tipo, m.nombre AS modalidad, t.nombre AS tramite,
                 u.id AS unidad, u.institucion_id AS institucion
          FROM resoluciones s JOIN modalidades m ON m.id = s.modalidad_id JOIN tramites t ON t.id = m.tramite_id
          JOIN unidades u ON u.id = t.unidad_id`,
    );
    seed = all.find((r) => /[áéíóúñ]/i.test(r.tramite)) ?? all[0]!;
  });

  it('answers the newest resolutions with type, modality, procedure, institution and documents', async () => {
    const res = await get('/api/public/publicTramitesResoluciones');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: all.length,
      last_page: Math.ceil(all.length / 10),
    });
    expect(idsOf(body.tramites)).toEqual(expectedIds({}).slice(0, 10));
    const item = body.tramites[0];
    const [row] = await rows<Record<string, unknown>>(
      sql`SELECT tr.nombre AS tipo, s.numero, s.fecha::text AS fecha, m.id AS modalidad_id, m.nombre AS modalidad,
                 t.nombre AS tramite, i.nombre AS institucion
          FROM resoluciones s JOIN tipos_resolucion tr ON tr.id = s.tipo_resolucion_id JOIN modalidades m ON m.id = s.modalidad_id
          JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id JOIN instituciones i ON i.id = u.institucion_id
          WHERE s.id = ${item.id}`,
    );
    expect(item).toMatchObject({
      tipo: row!.tipo,
      numero: row!.numero,
      fecha: row!.fecha,
      modalidad: {
        id: row!.modalidad_id,
        nombre: row!.modalidad,
        tramite: { nombre: row!.tramite, unidad: { institucion: { nombre: row!.institucion } } },
      },
    });
    const docs = await rows<{ url: string; nombre: string }>(
      sql`SELECT url, nombre FROM documentos_resoluciones WHERE resolucion_id = ${item.id} ORDER BY id`,
    );
    expect(
      item.documentos_resoluciones.map((d: { url: string; nombre: string }) => [d.url, d.nombre]),
    ).toEqual(docs.map((d) => [d.url, d.nombre]));
    expect(item.documentos_resoluciones[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('narrows by every filter and every combination of them', async () => {
    const nombre = seed.tramite.split(/\s+/).find((w) => /[áéíóúñ]/i.test(w)) ?? seed.tramite.split(' ')[0]!;
    const typed = fold(nombre).toUpperCase();
    const hasta = `${seed.fecha.slice(0, 7)}-28` < seed.fecha ? seed.fecha : `${seed.fecha.slice(0, 7)}-28`;
    const otherType = (seed.tipo % 5) + 1;
    const filters: Record<string, [string, Parameters<typeof expectedIds>[0]]> = {
      nombre: [`nombre=${encodeURIComponent(typed)}`, { nombre: typed }],
      rango: [
        `fechadesde=${seed.fecha.slice(0, 7)}-01&fechahasta=${hasta}`,
        { desde: `${seed.fecha.slice(0, 7)}-01`, hasta },
      ],
      institucion: [`institucion_id=${seed.institucion}`, { institucion: seed.institucion }],
      unidad: [`unidad_id=${seed.unidad}`, { unidad: seed.unidad }],
      tipo: [`tipo[]=${seed.tipo}&tipo[]=${otherType}`, { tipos: [seed.tipo, otherType] }],
    };
    const names = Object.keys(filters);
    for (let mask = 1; mask < 1 << names.length; mask++) {
      const chosen = names.filter((_, i) => mask & (1 << i));
      const query = chosen.map((n) => filters[n]![0]).join('&');
      const expected = expectedIds(Object.assign({}, ...chosen.map((n) => filters[n]![1])));
      const res = await get(`/api/public/publicTramitesResoluciones?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(res.json().total, query).toBe(expected.length);
      expect(idsOf(res.json().tramites), query).toEqual(expected.slice(0, 10));
      expect(expected, query).toContain(seed.id);
      expect(expected.length, query).toBeLessThan(all.length);
    }
  });

  it('matches the SQL count for one type, in either spelling, and for open date ranges', async () => {
    const [{ n }] = (await rows<{ n: number }>(
      sql`SELECT count(*)::int n FROM resoluciones WHERE tipo_resolucion_id = ${seed.tipo}`,
    )) as [{ n: number }];
    expect((await get(`/api/public/publicTramitesResoluciones?tipo=${seed.tipo}`)).json().total).toBe(n);
    expect((await get(`/api/public/publicTramitesResoluciones?tipo[]=${seed.tipo}`)).json().total).toBe(n);
    const [{ desde }] = (await rows<{ desde: number }>(
      sql`SELECT count(*)::int desde FROM resoluciones WHERE fecha >= ${seed.fecha}::date`,
    )) as [{ desde: number }];
    expect((await get(`/api/public/publicTramitesResoluciones?fechadesde=${seed.fecha}`)).json().total).toBe(
      desde,
    );
    const page2 = (await get('/api/public/publicTramitesResoluciones?page=2&per_page=25')).json();
    expect(idsOf(page2.tramites)).toEqual(expectedIds({}).slice(25, 50));
    expect(page2.last_page).toBe(Math.ceil(all.length / 25));
  });

  it('offers documents that download as real PDFs', async () => {
    const { tramites } = (
      await get(`/api/public/publicTramitesResoluciones?unidad_id=${seed.unidad}`)
    ).json();
    const url = tramites[0].documentos_resoluciones[0].url;
    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses malformed dates, a reversed range and bad ids, in Spanish', async () => {
    const bad = await get('/api/public/publicTramitesResoluciones?fechahasta=31-12-2024');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      fechahasta: ['La fecha debe tener el formato AAAA-MM-DD y ser una fecha válida.'],
    });
    const reversed = await get(
      '/api/public/publicTramitesResoluciones?fechadesde=2025-01-02&fechahasta=2025-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({
      fechadesde: ['La fecha inicial no puede ser posterior a la fecha final.'],
      fechahasta: ['La fecha final no puede ser anterior a la fecha inicial.'],
    });
    expect(
      (await get('/api/public/publicTramitesResoluciones?institucion_id=abc')).json().errors,
    ).toHaveProperty('institucion_id');
    expect((await get('/api/public/publicTramitesResoluciones?tipo[]=x')).statusCode).toBe(400);
    expect((await get('/api/public/publicTramitesResoluciones?orden=1')).statusCode).toBe(400);
  });
});
