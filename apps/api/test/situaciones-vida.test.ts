/**
 * Life events (issue 33): the public list, phrase search and detail with totals computed from the
 * modalities' own fees, times and requirements; the staff routes (401/403, Spanish validation, audit
 * rows) and broken steps when a modality leaves the registry or is removed.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { SITUACIONES_VIDA_MESSAGES as M, type SituacionDetalle } from '@rnt/contract/situaciones-vida';
import { DOCUMENT_REQUIREMENT_CODES } from '@rnt/contract/situaciones-vida-rules';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { LIFE_EVENTS } from '@rnt/db/seed/situaciones-vida';
import { testRows } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let evaluador: string;
let consulta: string;

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  t = await createTestApp();
  const [withPermission, without] = DEMO_USERS;
  evaluador = await login(withPermission.email, withPermission.password);
  consulta = await login(without.email, without.password);
});
afterAll(async () => {
  await t.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => testRows<T>(t.database.db, query);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function detail(slug: string, query = ''): Promise<SituacionDetalle> {
  const res = await t.app.inject(`/api/public/situaciones_vida/${slug}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SituacionDetalle;
}
async function phrase(q: string): Promise<string[]> {
  const res = await t.app.inject(`/api/public/situaciones_vida?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().situaciones as { slug: string }[]).map((s) => s.slug);
}
/** The id of a seeded modality by its (unique) name. */
async function modalidadId(nombre: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    sql`SELECT min(id) AS id FROM modalidades WHERE nombre = ${nombre}`,
  );
  expect(row?.id, nombre).toBeTruthy();
  return row!.id;
}
const modalidad = async (id: number) =>
  rows<{ monto: string | null; tiempo_promedio_valor: number; unidad: string; tipo_dias: string }>(
    sql`SELECT m.monto::text AS monto, m.tiempo_promedio_valor, ut.nombre AS unidad, m.tiempo_promedio_tipo_dias AS tipo_dias
        FROM modalidades m JOIN unidades_tiempo ut ON ut.id = m.tiempo_promedio_unidad_tiempo_id WHERE m.id = ${id}`,
  ).then((r) => r[0]!);
const auditRows = (id: number) =>
  rows<{ accion: string; user_id: number; antes: unknown; despues: unknown }>(
    sql`SELECT accion, user_id, antes, despues FROM auditoria WHERE entidad = 'situaciones_vida' AND entidad_id = ${id} ORDER BY id`,
  );

const MATRIMONIO = 'Matrimonio civil en las instalaciones de la alcaldía';
const ESTADO_FAMILIAR = 'Cambio de estado familiar o de nombre';

describe('public life events', () => {
  it('lead the suggestions while typing, with their slug, and follow a staff edit at once', async () => {
    const suggest = async (q: string) =>
      (await t.app.inject({ url: '/api/public/sugerencias', query: { q } })).json().sugerencias as {
        texto: string;
        tipo: string;
        slug?: string;
      }[];
    const first = await suggest('abrir un negocio');
    expect(first[0]).toMatchObject({ tipo: 'situacion', tramite_id: null, modalidad_id: null });
    expect(LIFE_EVENTS.map((e) => e.slug)).toContain(first[0]!.slug);
    expect(first.filter((s) => s.tipo === 'situacion').length).toBeLessThanOrEqual(2);
    // A text that names no life event keeps the procedures' list as it was.
    expect((await suggest('armas de fuego')).some((s) => s.tipo === 'situacion')).toBe(false);
    // The procedures' answers are cached by the data version; the life events are read each time.
    const event = LIFE_EVENTS.find((e) => e.slug === first[0]!.slug)!;
    await t.database.db.execute(
      sql`UPDATE situaciones_vida SET nombre = 'Emprender una panadería' WHERE slug = ${event.slug}`,
    );
    try {
      const renamed = await suggest('abrir un negocio');
      expect(renamed.map((s) => s.texto)).toContain('Emprender una panadería');
    } finally {
      await t.database.db.execute(
        sql`UPDATE situaciones_vida SET nombre = ${event.nombre} WHERE slug = ${event.slug}`,
      );
    }
  });

  it('lists every seeded event in order with its number of steps, cacheable', async () => {
    const res = await t.app.inject('/api/public/situaciones_vida');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.json().situaciones).toEqual(
      LIFE_EVENTS.map((e) => ({
        slug: e.slug,
        nombre: e.nombre,
        descripcion: e.descripcion,
        pasos: e.pasos.length,
      })),
    );
    const again = await t.app.inject({
      url: '/api/public/situaciones_vida',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an event with its ordered steps and each modality with its procedure and institution', async () => {
    const event = LIFE_EVENTS.find((e) => e.slug === 'abrir-una-empresa-sociedad')!;
    const d = await detail(event.slug);
    expect(d.pasos.map((p) => p.titulo)).toEqual(event.pasos.map((p) => p.titulo));
    expect(d.pasos.map((p) => p.modalidades.map((m) => m.nombre))).toEqual(
      event.pasos.map((p) => p.modalidades.map(([, nombre]) => nombre)),
    );
    // The brief's order: CNR, Hacienda, the alcaldía, ISSS, Ministerio de Trabajo.
    expect(d.pasos.map((p) => p.modalidades[0]!.institucion.siglas)).toEqual([
      'CNR',
      'CNR',
      'MH',
      'MH',
      'AMSSC',
      'ISSS',
      'MTPS',
    ]);
    const [row] = await rows<{ tramite_id: number }>(
      sql`SELECT tramite_id FROM modalidades WHERE id = ${d.pasos[0]!.modalidades[0]!.id}`,
    );
    expect(d.pasos[0]!.modalidades[0]!.tramite_id).toBe(row!.tramite_id);
    expect(d.fuentes.length).toBeGreaterThan(0);
  });

  it('adds up the fixed fees and the chain of times from the modalities themselves; a fee change changes the total', async () => {
    const [matrimonio, dui] = [await modalidadId(MATRIMONIO), await modalidadId(ESTADO_FAMILIAR)];
    const [a, b] = [await modalidad(matrimonio), await modalidad(dui)];
    // Both declared in working days: step 2 waits for step 1, so their times add up.
    expect([a.unidad, a.tipo_dias, b.unidad, b.tipo_dias]).toEqual(['Días', 'hábiles', 'Días', 'hábiles']);
    const before = await detail('casarse');
    expect(before.totales.costo_total).toBeCloseTo(Number(a.monto) + Number(b.monto), 2);
    expect(before.totales.dias_habiles).toBe(a.tiempo_promedio_valor + b.tiempo_promedio_valor);
    expect(before.totales.pasos_opcionales.length).toBe(2);

    const etag = (await t.app.inject('/api/public/situaciones_vida/casarse')).headers.etag;
    await rows(sql`UPDATE modalidades SET monto = monto + 10, tiempo_promedio_valor = tiempo_promedio_valor + 4
                   WHERE id = ${dui}`);
    try {
      const after = await detail('casarse');
      expect(after.totales.costo_total).toBeCloseTo(before.totales.costo_total + 10, 2);
      expect(after.totales.dias_habiles).toBe(before.totales.dias_habiles + 4);
      const res = await t.app.inject({
        url: '/api/public/situaciones_vida/casarse',
        headers: { 'if-none-match': etag as string },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await rows(sql`UPDATE modalidades SET monto = monto - 10, tiempo_promedio_valor = tiempo_promedio_valor - 4
                     WHERE id = ${dui}`);
    }
  });

  it('names the municipal fee apart without a municipality and counts the citizen’s alcaldía when given', async () => {
    const titulo = 'Obtener la licencia de funcionamiento de la alcaldía';
    const sin = await detail('abrir-una-empresa-sociedad');
    expect(sin.municipio).toBeNull();
    expect(sin.totales.tarifas_municipales).toEqual([titulo]);
    const paso = sin.pasos.find((p) => p.titulo === titulo)!;
    expect(paso.municipal).toBe(true);
    const santaAna = paso.modalidades.find((m) => m.institucion.siglas === 'AMSAC')!;
    const suyo = await detail('abrir-una-empresa-sociedad', `?municipio=${santaAna.institucion.id}`);
    expect(suyo.municipio).toBe(santaAna.institucion.id);
    expect(suyo.totales.tarifas_municipales).toEqual([]);
    expect(suyo.totales.modalidades_contadas.find((c) => c.orden === paso.orden)!.modalidad_id).toBe(
      santaAna.id,
    );
    // Its fee is variable (ordinance by activity and assets): named among the variable fees.
    expect(suyo.totales.tarifas_variables).toContain(titulo);
    expect(suyo.totales.costo_texto).toMatch(/más tarifas variables$|^Tarifas variables$/);
  });

  it('answers, for a modality, exactly the events one of whose steps it is (its page’s back-link)', async () => {
    const byModalidad = async (query: string) => {
      const res = await t.app.inject(`/api/public/situaciones_vida?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().situaciones as { slug: string; pasos: number }[]).map((s) => s.slug);
    };
    const details = await Promise.all(LIFE_EVENTS.map((e) => detail(e.slug)));
    const containing = (id: number) =>
      details.filter((d) => d.pasos.some((p) => p.modalidades.some((m) => m.id === id))).map((d) => d.slug);
    // A modality that is a step of several events, and one of a single event.
    const counts = new Map<number, number>();
    for (const d of details)
      for (const id of new Set(d.pasos.flatMap((p) => p.modalidades.map((m) => m.id))))
        counts.set(id, (counts.get(id) ?? 0) + 1);
    const shared = [...counts].find(([, n]) => n > 1)![0];
    const single = [...counts].find(([, n]) => n === 1)![0];
    for (const id of [shared, single]) {
      const expected = containing(id);
      expect(expected.length).toBe(counts.get(id));
      expect((await byModalidad(`modalidad_id=${id}`)).sort()).toEqual(expected.sort());
    }
    // Combined with a phrase: both conditions.
    const [first] = containing(shared);
    const nombre = LIFE_EVENTS.find((e) => e.slug === first)!.nombre;
    expect(await byModalidad(`modalidad_id=${shared}&q=${encodeURIComponent(nombre)}`)).toContain(first);
    expect(
      await byModalidad(`modalidad_id=${single}&q=${encodeURIComponent('comprar carro')}`),
    ).not.toContain('comprar-o-vender-un-vehiculo');
    // A modality of no event: none; a bad id: Spanish 400 with the field.
    expect(await byModalidad('modalidad_id=2147483647')).toEqual([]);
    const bad = await t.app.inject('/api/public/situaciones_vida?modalidad_id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.modalidad_id).toBeDefined();
  });

  it('answers 404 in Spanish for an unknown event and 400 for a bad municipality', async () => {
    const res = await t.app.inject('/api/public/situaciones_vida/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.noExiste });
    const bad = await t.app.inject('/api/public/situaciones_vida/casarse?municipio=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.municipio).toBeDefined();
  });

  it.each([
    ['abrir un negocio', 'abrir-un-negocio-persona-natural'],
    ['me voy a casar', 'casarse'],
    ['murió mi papá', 'fallecimiento-de-un-familiar'],
    ['Murio mi papa', 'fallecimiento-de-un-familiar'],
    ['comprar carro', 'comprar-o-vender-un-vehiculo'],
    ['sacar pasaporte', 'salir-del-pais'],
  ])('finds the life event a citizen means by "%s"', async (q, slug) => {
    expect((await phrase(q))[0]).toBe(slug);
  });

  it('answers both ways of opening a business to "abrir un negocio", and nothing to words without meaning', async () => {
    expect((await phrase('abrir un negocio')).slice(0, 2).sort()).toEqual([
      'abrir-un-negocio-persona-natural',
      'abrir-una-empresa-sociedad',
    ]);
    expect(await phrase('de la')).toEqual([]);
  });
});

describe('staff life events', () => {
  it('the demo evaluator holds SITUACIONES_VIDA_EDITAR and the read-only demo user does not', async () => {
    expect(DEMO_USERS[0].operaciones).toContain(PERMISSIONS.editarSituacionesVida);
    expect(DEMO_USERS[1].operaciones).not.toContain(PERMISSIONS.editarSituacionesVida);
    expect((await call('GET', '/api/situaciones_vida')).statusCode).toBe(401);
    expect((await call('GET', '/api/situaciones_vida', consulta)).statusCode).toBe(403);
    const res = await call('GET', '/api/situaciones_vida', evaluador);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().situaciones.length).toBe(LIFE_EVENTS.length);
    expect(res.json().situaciones.every((s: { pasos_rotos: number }) => s.pasos_rotos === 0)).toBe(true);
  });

  it('counts a document asked by two steps once', async () => {
    const [dui, licencia] = [
      await modalidadId(ESTADO_FAMILIAR),
      await modalidadId('Licencia de funcionamiento en San Salvador Centro'),
    ];
    const documentsOf = async (id: number) => {
      const res = await t.app.inject(`/api/public_modalidad_get_id/${id}`);
      const requisitos = res.json().modalidad.requisitos as {
        nombre: string;
        tipo_requisito: { codigo: string };
      }[];
      return requisitos
        .filter((r) => (DOCUMENT_REQUIREMENT_CODES as readonly string[]).includes(r.tipo_requisito.codigo))
        .map((r) => r.nombre);
    };
    const [a, b] = [await documentsOf(dui), await documentsOf(licencia)];
    const shared = a.filter((n) => b.includes(n));
    expect(shared.length).toBeGreaterThan(0);
    const created = await call('POST', '/api/situaciones_vida', evaluador, {
      slug: 'prueba-documentos',
      nombre: 'Prueba de documentos',
      descripcion: 'Dos pasos que piden el mismo documento.',
      pasos: [
        { titulo: 'Uno', que_hacer: 'Primero', modalidades: [dui] },
        { titulo: 'Dos', que_hacer: 'Después', espera: [1], modalidades: [licencia] },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const d = await detail('prueba-documentos');
    expect(d.totales.documentos).toBe(new Set([...a, ...b]).size);
    expect(d.totales.documentos).toBe(a.length + b.length - shared.length);
    expect(d.totales.instituciones).toBe(2);
    await call('DELETE', `/api/situaciones_vida/${created.json().situacion.id}`, evaluador);
  });

  it('creates, edits and deletes an event, each change audited with the user', async () => {
    const pasaporte = await modalidadId('Renovación de pasaporte en línea');
    const body = {
      slug: 'viajar-por-trabajo',
      nombre: 'Viajar por trabajo',
      descripcion: 'Lo que necesita para un viaje de trabajo.',
      frases: ['viaje de negocios'],
      fuentes: ['DGME — https://www.migracion.gob.sv'],
      pasos: [{ titulo: 'Renovar el pasaporte', que_hacer: 'En línea.', modalidades: [pasaporte] }],
    };
    const created = await call('POST', '/api/situaciones_vida', evaluador, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(M.guardada);
    const id = created.json().situacion.id as number;
    expect(await phrase('viaje de negocios')).toContain('viajar-por-trabajo');

    const edited = await call('PUT', `/api/situaciones_vida/${id}`, evaluador, {
      ...body,
      nombre: 'Viajar por trabajo al extranjero',
      pasos: [
        ...body.pasos,
        { titulo: 'Opcional', que_hacer: 'Si aplica.', obligatorio: false, modalidades: [pasaporte] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail('viajar-por-trabajo')).pasos.length).toBe(2);

    const deleted = await call('DELETE', `/api/situaciones_vida/${id}`, evaluador);
    expect(deleted.json()).toEqual({ message: M.eliminada });
    expect((await t.app.inject('/api/public/situaciones_vida/viajar-por-trabajo')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/situaciones_vida/${id}`, evaluador)).statusCode).toBe(404);

    const audit = await auditRows(id);
    const userId = (
      await rows<{ id: number }>(sql`SELECT id FROM users WHERE email = ${DEMO_USERS[0].email}`)
    )[0]!.id;
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'eliminar']);
    expect(audit.every((a) => a.user_id === userId)).toBe(true);
    expect((audit[1]!.antes as { nombre: string }).nombre).toBe('Viajar por trabajo');
    expect((audit[1]!.despues as { nombre: string }).nombre).toBe('Viajar por trabajo al extranjero');
    expect(audit[2]!.despues).toBeNull();
  });

  it('answers an event’s audit rows, newest first, with who made them; only to staff with the permission', async () => {
    const pasaporte = await modalidadId('Renovación de pasaporte en línea');
    const body = {
      slug: 'prueba-auditoria',
      nombre: 'Prueba de auditoría',
      descripcion: 'Una situación para leer su auditoría.',
      pasos: [{ titulo: 'Renovar el pasaporte', que_hacer: 'En línea.', modalidades: [pasaporte] }],
    };
    const created = await call('POST', '/api/situaciones_vida', evaluador, body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().situacion.id as number;
    try {
      const url = `/api/situaciones_vida/${id}/auditoria`;
      expect(
        (await call('GET', url, evaluador)).json().cambios.map((c: { accion: string }) => c.accion),
      ).toEqual(['crear']);
      await call('PUT', `/api/situaciones_vida/${id}`, evaluador, {
        ...body,
        nombre: 'Prueba de auditoría 2',
      });
      const res = await call('GET', url, evaluador);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const cambios = res.json().cambios as { id: number; accion: string; fecha: string; usuario: string }[];
      const rowsOf = await auditRows(id);
      expect(cambios.map((c) => c.accion)).toEqual(rowsOf.map((r) => r.accion).reverse());
      expect(cambios.every((c) => c.usuario === DEMO_USERS[0].nombre)).toBe(true);
      expect(Number.isNaN(Date.parse(cambios[0]!.fecha))).toBe(false);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, consulta)).statusCode).toBe(403);
      const missing = await call('GET', '/api/situaciones_vida/999999/auditoria', evaluador);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: M.noExiste });
    } finally {
      await call('DELETE', `/api/situaciones_vida/${id}`, evaluador);
    }
  });

  it('refuses bad input with Spanish messages per field', async () => {
    const unpublished = (
      await rows<{ id: number }>(sql`SELECT min(id) AS id FROM modalidades WHERE estado_id NOT IN (11, 13)`)
    )[0]!.id;
    const res = await call('POST', '/api/situaciones_vida', evaluador, {
      slug: 'Con Mayúsculas',
      nombre: '',
      descripcion: 'x',
      pasos: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.solicitudInvalida);
    expect(res.json().errors).toMatchObject({
      slug: [M.slugFormato],
      nombre: [M.nombreRequerido],
      pasos: [M.pasosRequeridos],
    });
    const semantic = await call('POST', '/api/situaciones_vida', evaluador, {
      slug: 'casarse',
      nombre: 'Otra',
      descripcion: 'Otra',
      pasos: [{ titulo: 'Uno', que_hacer: 'Algo', espera: [1], modalidades: [unpublished] }],
    });
    expect(semantic.statusCode).toBe(400);
    expect(semantic.json().errors).toEqual({ 'pasos.0.espera': [M.esperaAnterior] });
    const taken = await call('POST', '/api/situaciones_vida', evaluador, {
      slug: 'casarse',
      nombre: 'Otra',
      descripcion: 'Otra',
      pasos: [{ titulo: 'Uno', que_hacer: 'Algo', modalidades: [unpublished] }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({
      slug: [M.slugRepetido],
      'pasos.0.modalidades': [M.modalidadNoPublicada],
    });
    expect((await call('PUT', '/api/situaciones_vida/999999', evaluador, { slug: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('shows a step broken, never gone, when its modality leaves the registry or is removed', async () => {
    const dui = await modalidadId(ESTADO_FAMILIAR);
    const [{ estado_id: estado }] = await rows<{ estado_id: number }>(
      sql`SELECT estado_id FROM modalidades WHERE id = ${dui}`,
    );
    await rows(sql`UPDATE modalidades SET estado_id = 23 WHERE id = ${dui}`);
    try {
      const d = await detail('casarse');
      const paso = d.pasos.find((p) => p.modalidades.length === 0)!;
      expect(paso.titulo).toBe('Actualizar el estado familiar en el DUI');
      expect(d.totales.pasos_sin_modalidad).toEqual([paso.titulo]);
      const admin = (await call('GET', '/api/situaciones_vida', evaluador)).json().situaciones as {
        slug: string;
        pasos_rotos: number;
        pasos: {
          titulo: string;
          roto: boolean;
          modalidades: { id: number; rota: boolean; motivo: string }[];
        }[];
      }[];
      const casarse = admin.find((s) => s.slug === 'casarse')!;
      expect(casarse.pasos_rotos).toBe(1);
      const roto = casarse.pasos.find((p) => p.roto)!;
      expect(roto.titulo).toBe(paso.titulo);
      expect(roto.modalidades).toEqual([
        expect.objectContaining({ id: dui, rota: true, motivo: M.modalidadFueraDelRegistro }),
      ]);
    } finally {
      await rows(sql`UPDATE modalidades SET estado_id = ${estado} WHERE id = ${dui}`);
    }

    // A modality removed from the registry: the step stays, broken, naming the id it had.
    const [tramite] = await rows<{ tramite_id: number }>(
      sql`SELECT tramite_id FROM modalidades WHERE id = ${dui}`,
    );
    const [added] = await rows<{ id: number }>(
      sql`INSERT INTO modalidades (tramite_id, nombre, estado_id, tipo_tarifa)
          VALUES (${tramite!.tramite_id}, 'Modalidad de prueba que se eliminará', 11, 'Tarifa Fija') RETURNING id`,
    );
    const created = await call('POST', '/api/situaciones_vida', evaluador, {
      slug: 'prueba-rota',
      nombre: 'Prueba rota',
      descripcion: 'Su modalidad se elimina.',
      pasos: [{ titulo: 'Único', que_hacer: 'Algo', modalidades: [added!.id] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    await rows(sql`DELETE FROM modalidades WHERE id = ${added!.id}`);
    const admin = (await call('GET', '/api/situaciones_vida', evaluador)).json().situaciones as {
      slug: string;
      pasos_rotos: number;
      pasos: { modalidades: { id: number; nombre: string | null; rota: boolean; motivo: string }[] }[];
    }[];
    const rota = admin.find((s) => s.slug === 'prueba-rota')!;
    expect(rota.pasos_rotos).toBe(1);
    expect(rota.pasos[0]!.modalidades).toEqual([
      { id: added!.id, nombre: null, estado_id: null, rota: true, motivo: M.modalidadEliminada },
    ]);
    expect((await detail('prueba-rota')).totales.pasos_sin_modalidad).toEqual(['Único']);
  });
});
