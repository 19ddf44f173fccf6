import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fold, useTestApp } from './helpers/use-test-app';

const { get, rows } = useTestApp();
const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);

interface Reg {
  id: number;
  nombre: string;
  fecha: string;
  tipo: number;
  estado: number;
  actividad: number | null;
  tomo: number | null;
  numero: number | null;
  categorias: number[];
}

describe('regulation lookups', () => {
  it('lists the visible regulation types in portal order (the catalogue form)', async () => {
    const res = await get(
      '/api/lista_tipos_normativa?sort=orden_portal&direction=asc&visible_portal=true&per_page=-1',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const expected = await rows<{ id: number }>(
      sql`SELECT id FROM tipos_normativa WHERE visible_portal ORDER BY orden_portal, id`,
    );
    expect(body.tipos_normativa.map((x: { id: number }) => x.id)).toEqual(expected.map((x) => x.id));
    expect(body.tipos_normativa[0]).toEqual({
      id: expect.any(Number),
      nombre: expect.any(String),
      color: expect.stringMatching(/^#[0-9a-f]{6}/i),
      orden_portal: expect.any(Number),
      visible_portal: true,
    });
  });

  it('lists every regulation type in the plain form, hidden ones included', async () => {
    const { tipos_normativa } = (await get('/api/lista_tipos_normativa')).json();
    expect(tipos_normativa).toHaveLength(await count(sql`SELECT count(*)::int n FROM tipos_normativa`));
    const hidden = await count(sql`SELECT count(*)::int n FROM tipos_normativa WHERE NOT visible_portal`);
    expect(tipos_normativa.filter((x: { visible_portal: boolean }) => !x.visible_portal)).toHaveLength(
      hidden,
    );
    const desc = (await get('/api/lista_tipos_normativa?sort=orden_portal&direction=desc')).json();
    const orden = desc.tipos_normativa.map((x: { orden_portal: number }) => x.orden_portal);
    expect(orden).toEqual([...orden].sort((a, b) => b - a));
    expect((await get('/api/lista_tipos_normativa?sort=color')).statusCode).toBe(400);
    expect((await get('/api/lista_tipos_normativa?visible_portal=si')).json().errors.visible_portal).toEqual([
      'Debe ser true o false.',
    ]);
  });

  it('lists the regulation states', async () => {
    const { estados } = (await get('/api/estados_regulacion')).json();
    expect(estados).toEqual(await rows(sql`SELECT id, nombre FROM estados_regulacion ORDER BY id`));
  });
});

describe('regulation search', () => {
  let all: Reg[];
  let seed: Reg;
  /** The search in JS over the seeded rows, newest publication first. */
  const expectedIds = (f: Partial<Record<string, string | number | number[]>>) =>
    all
      .filter(
        (r) =>
          (f.nombre === undefined || fold(r.nombre).includes(fold(String(f.nombre)))) &&
          (f.fechadesde === undefined || r.fecha >= String(f.fechadesde)) &&
          (f.fechahasta === undefined || r.fecha <= String(f.fechahasta)) &&
          (f.tipo_solicitud_id === undefined || r.tipo === f.tipo_solicitud_id) &&
          (f.estado === undefined || (f.estado as number[]).includes(r.estado)) &&
          (f.actividad === undefined || (f.actividad as number[]).includes(r.actividad ?? -1)) &&
          (f.categoria === undefined || r.categorias.some((c) => (f.categoria as number[]).includes(c))) &&
          (f.tomo_do === undefined || r.tomo === f.tomo_do) &&
          (f.numero_do === undefined || r.numero === f.numero_do),
      )
      .sort((a, b) => (a.fecha === b.fecha ? b.id - a.id : a.fecha < b.fecha ? 1 : -1))
      .map((r) => r.id);

  beforeAll(async () => {
    all = (
      await rows<Omit<Reg, 'categorias'> & { categorias: number[] | string }>(
        sql`SELECT r.id, r.nombre, r.fecha_publicacion_do::text AS fecha, r.tipo_solicitud_id AS tipo,
                 r.estado_tipo_solicitud_regulacion_id AS estado, r.actividad_economica_id AS actividad,
                 r.tomo_do AS tomo, r.numero_do AS numero,
                 (SELECT json_agg(categoria_tramite_id) FROM regulacion_categorias WHERE regulacion_id = r.id) AS categorias
          FROM regulaciones r`,
      )
    ).map((r) => ({
      ...r,
      categorias: typeof r.categorias === 'string' ? JSON.parse(r.categorias) : r.categorias,
    }));
    // A regulation with an accented word in its name, two categories and a state other than the first.
    seed =
      all.find((r) => /[áéíóúñ]/i.test(r.nombre) && r.categorias.length > 1 && r.estado !== 1) ??
      all.find((r) => /[áéíóúñ]/i.test(r.nombre))!;
  });

  it('answers the first page of everything with pagination and the items the specification lists', async () => {
    const res = await get('/api/regulaciones');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await count(sql`SELECT count(*)::int n FROM regulaciones`);
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total, last_page: Math.ceil(total / 10) });
    expect(body.solicitudes_regulacion.map((r: { id: number }) => r.id)).toEqual(
      expectedIds({}).slice(0, 10),
    );

    const item = body.solicitudes_regulacion[0];
    const [row] = await rows<Record<string, unknown>>(
      sql`SELECT r.nombre, r.fecha_publicacion_do::text AS fecha_publicacion_do, r.fecha_emision::text AS fecha_emision,
                 r.fecha_vigencia::text AS fecha_vigencia, r.numero_do, r.tomo_do, r.numero_reforma,
                 tn.nombre AS tipo, er.nombre AS estado
          FROM regulaciones r JOIN tipos_normativa tn ON tn.id = r.tipo_solicitud_id
          JOIN estados_regulacion er ON er.id = r.estado_tipo_solicitud_regulacion_id WHERE r.id = ${item.id}`,
    );
    expect(item).toMatchObject({
      nombre: row!.nombre,
      fecha_publicacion_do: row!.fecha_publicacion_do,
      fecha_emision: row!.fecha_emision,
      fecha_vigencia: row!.fecha_vigencia,
      numero_do: row!.numero_do,
      tomo_do: row!.tomo_do,
      numero_reforma: row!.numero_reforma,
      tipo_solicitud: { nombre: row!.tipo },
      estado_tipo_solicitud_regulacion: { nombre: row!.estado },
    });
    expect(item.fecha_publicacion_do).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const categorias = await rows<{ nombre: string }>(
      sql`SELECT ct.nombre FROM regulacion_categorias rc JOIN categorias_tramite ct ON ct.id = rc.categoria_tramite_id
          WHERE rc.regulacion_id = ${item.id} ORDER BY ct.nombre`,
    );
    expect(
      item.categorias.map((c: { categoria_tramite: { nombre: string } }) => c.categoria_tramite.nombre),
    ).toEqual(categorias.map((c) => c.nombre));
    const documentos = await rows<{ ruta: string }>(
      sql`SELECT ruta FROM documentos_regulacion WHERE regulacion_id = ${item.id} ORDER BY created_at, id`,
    );
    expect(item.documentos.map((d: { ruta: string }) => d.ruta)).toEqual(documentos.map((d) => d.ruta));
  });

  it('pages through the results, and -1 means everything', async () => {
    const ids = expectedIds({});
    const page3 = (await get('/api/regulaciones?page=3')).json();
    expect(page3.current_page).toBe(3);
    expect(page3.solicitudes_regulacion.map((r: { id: number }) => r.id)).toEqual(ids.slice(20, 30));
    const beyond = (await get(`/api/regulaciones?page=${Math.ceil(ids.length / 10) + 1}`)).json();
    expect(beyond.solicitudes_regulacion).toEqual([]);
    expect(beyond.total).toBe(ids.length);
    const everything = (await get('/api/regulaciones?per_page=-1')).json();
    expect(everything.solicitudes_regulacion).toHaveLength(ids.length);
    expect(everything.last_page).toBe(1);
  });

  it('finds names regardless of accents and case', async () => {
    const word = seed.nombre.split(/\s+/).find((w) => /[áéíóúñ]/i.test(w))!;
    const typed = fold(word).toUpperCase();
    expect(typed).not.toBe(word);
    const body = (await get(`/api/regulaciones?per_page=-1&nombre=${encodeURIComponent(typed)}`)).json();
    expect(body.total).toBe(expectedIds({ nombre: typed }).length);
    expect(body.solicitudes_regulacion.map((r: { id: number }) => r.id)).toContain(seed.id);
    // SQL wildcards typed by a citizen are literal characters.
    expect((await get('/api/regulaciones?nombre=%25%25')).json().total).toBe(0);
    expect((await get('/api/regulaciones?nombre=_')).json().total).toBe(0);
  });

  it('narrows by every filter and every combination of them', async () => {
    const filters: Record<string, [string, Record<string, string | number | number[]>]> = {
      nombre: [
        `nombre=${encodeURIComponent(fold(seed.nombre.split(' ').slice(-1)[0]!))}`,
        { nombre: fold(seed.nombre.split(' ').slice(-1)[0]!) },
      ],
      rango: [
        `fechadesde=${seed.fecha}&fechahasta=${seed.fecha.slice(0, 4)}-12-31`,
        { fechadesde: seed.fecha, fechahasta: `${seed.fecha.slice(0, 4)}-12-31` },
      ],
      tipo: [`tipo_solicitud_id=${seed.tipo}`, { tipo_solicitud_id: seed.tipo }],
      estado: [
        `estado_tipo_solicitud_regulacion_id[]=${seed.estado}&estado_tipo_solicitud_regulacion_id[]=1`,
        { estado: [seed.estado, 1] },
      ],
      categoria: [`categorias_id[]=${seed.categorias[0]}`, { categoria: [seed.categorias[0]!] }],
      actividad: [`actividad_economica_id=${seed.actividad}`, { actividad: [seed.actividad!] }],
      tomo: [`tomo_do=${seed.tomo}`, { tomo_do: seed.tomo! }],
      numero: [`numero_do=${seed.numero}`, { numero_do: seed.numero! }],
    };
    const names = Object.keys(filters);
    let narrowed = 0;
    for (let mask = 1; mask < 1 << names.length; mask++) {
      const chosen = names.filter((_, i) => mask & (1 << i));
      const query = chosen.map((n) => filters[n]![0]).join('&');
      const expected = expectedIds(Object.assign({}, ...chosen.map((n) => filters[n]![1])));
      const res = await get(`/api/regulaciones?${query}`);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.total, query).toBe(expected.length);
      expect(
        body.solicitudes_regulacion.map((r: { id: number }) => r.id),
        query,
      ).toEqual(expected.slice(0, 10));
      expect(expected, query).toContain(seed.id);
      if (expected.length < all.length) narrowed++;
    }
    expect(narrowed).toBe((1 << names.length) - 1);
  });

  it('matches the SQL count for single filters, lists in both spellings and the exact publication day', async () => {
    const cat = seed.categorias;
    const bracket = (
      await get(`/api/regulaciones?categorias_id[]=${cat[0]}&categorias_id[]=${cat[1] ?? cat[0]}`)
    ).json();
    const plain = (
      await get(`/api/regulaciones?categorias_id=${cat[0]}&categorias_id=${cat[1] ?? cat[0]}`)
    ).json();
    const inSql = await count(
      sql`SELECT count(DISTINCT regulacion_id)::int n FROM regulacion_categorias
          WHERE categoria_tramite_id IN (${cat[0]}, ${cat[1] ?? cat[0]})`,
    );
    expect(bracket.total).toBe(inSql);
    expect(plain.total).toBe(inSql);
    const day = (await get(`/api/regulaciones?fecha_publicacion_do=${seed.fecha}`)).json();
    expect(day.total).toBe(
      await count(
        sql`SELECT count(*)::int n FROM regulaciones WHERE fecha_publicacion_do = ${seed.fecha}::date`,
      ),
    );
    const from = (await get(`/api/regulaciones?fechadesde=${seed.fecha}`)).json();
    expect(from.total).toBe(
      await count(
        sql`SELECT count(*)::int n FROM regulaciones WHERE fecha_publicacion_do >= ${seed.fecha}::date`,
      ),
    );
    const to = (await get(`/api/regulaciones?fechahasta=${seed.fecha}`)).json();
    expect(to.total).toBe(
      await count(
        sql`SELECT count(*)::int n FROM regulaciones WHERE fecha_publicacion_do <= ${seed.fecha}::date`,
      ),
    );
    expect((await get('/api/regulaciones?nombre=&tomo_do=&categorias_id[]=')).json().total).toBe(all.length);
  });

  it('offers documents that download as real PDFs', async () => {
    const { solicitudes_regulacion } = (await get(`/api/regulaciones?tipo_solicitud_id=${seed.tipo}`)).json();
    const ruta = solicitudes_regulacion[0].documentos.at(-1).ruta;
    const pdf = await get(ruta);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses malformed dates, a reversed range and a non-numeric Número DO, in Spanish', async () => {
    for (const bad of ['2024-13-01', '2024-02-30', '05-03-2024', 'ayer']) {
      const res = await get(`/api/regulaciones?fechadesde=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({
        message: 'La solicitud contiene datos inválidos.',
        errors: { fechadesde: ['La fecha debe tener el formato AAAA-MM-DD y ser una fecha válida.'] },
      });
    }
    expect((await get('/api/regulaciones?fecha_publicacion_do=2024-1-1')).json().errors).toHaveProperty(
      'fecha_publicacion_do',
    );
    const reversed = await get('/api/regulaciones?fechadesde=2024-05-02&fechahasta=2024-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({
      fechadesde: ['La fecha inicial no puede ser posterior a la fecha final.'],
      fechahasta: ['La fecha final no puede ser anterior a la fecha inicial.'],
    });
    expect((await get('/api/regulaciones?fechadesde=2024-05-01&fechahasta=2024-05-01')).statusCode).toBe(200);
    for (const bad of ['12a', '-3', '1.5', 'doce']) {
      const res = await get(`/api/regulaciones?numero_do=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual({ numero_do: ['Número DO debe ser numérico.'] });
    }
    expect((await get('/api/regulaciones?tomo_do=x')).json().errors).toEqual({
      tomo_do: ['Tomo DO debe ser numérico.'],
    });
    expect((await get('/api/regulaciones?categorias_id[]=abc')).statusCode).toBe(400);
    expect((await get('/api/regulaciones?tipo_solicitud_id=0')).statusCode).toBe(400);
    expect((await get('/api/regulaciones?page=0')).statusCode).toBe(400);
    expect((await get('/api/regulaciones?inventado=1')).statusCode).toBe(400);
  });
});

describe('regulation name lookup', () => {
  it('finds at most 20 regulations by name, accents and case ignored', async () => {
    const res = await get('/api/solicitudes_regulacion/regulaciones?nombre=PROTECCION');
    expect(res.statusCode).toBe(200);
    const { regulaciones } = res.json();
    const expected = await count(
      sql`SELECT count(*)::int n FROM regulaciones WHERE rnt_unaccent(lower(nombre)) LIKE '%proteccion%'`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(regulaciones).toHaveLength(Math.min(expected, 20));
    for (const r of regulaciones) expect(fold(r.nombre)).toContain('proteccion');
    expect(regulaciones[0]).toEqual({
      id: expect.any(Number),
      nombre: expect.any(String),
      tipo_solicitud: expect.any(String),
    });
    expect((await get('/api/solicitudes_regulacion/regulaciones')).json().regulaciones).toHaveLength(20);
    expect((await get('/api/solicitudes_regulacion/regulaciones?nombre=zzzzqq')).json().regulaciones).toEqual(
      [],
    );
  });
});

describe('OpenAPI', () => {
  it('documents the end of the date range of both searches', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    for (const path of ['/api/regulaciones', '/api/public/publicTramitesResoluciones']) {
      const params = paths[path].get.parameters as { name: string; description?: string }[];
      expect(params.find((p) => p.name === 'fechahasta')?.description, path).toMatch(/hasta/);
    }
    expect(paths).toHaveProperty(['/api/lista_tipos_normativa']);
    expect(paths).toHaveProperty(['/api/solicitudes_regulacion/regulaciones']);
  });
});
