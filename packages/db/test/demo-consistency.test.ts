/**
 * The demo registry never contradicts itself (issue 31), checked over every modality of the default demo
 * database so that the generator cannot regress (rules in docs/demo-data.md, "Consistency"):
 *  1. a modality that reaches "Presentar en línea" (the first digitalisation level) is presented online;
 *  2. an online modality ("… - Trámite en línea", or presented online only) is presented online, says
 *     where it is done as online, and its request starts with the link, so its summary says "En línea"
 *     and never presents an office as its place;
 *  3. the offices agree with the text saying where it is done: every office of the institution whose
 *     locality that text names is one of the modality's offices (driving-licence renewal: "SERTRACEN
 *     (San Salvador, Santa Tecla…)").
 */
import { DIGITALISATION_LEVELS } from '@rnt/contract/constants';
import { modalidadSummary } from '@rnt/contract/modalidad-resumen';
import type { Modalidad } from '@rnt/contract/modalidad';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localityOf } from '../src/seed/generate';
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

interface ModalityFacts {
  id: number;
  nombre: string;
  donde_realizar: string | null;
  institucion: string;
  medios: string[];
  niveles: string[];
  /** The request requirements' links, in their order. */
  enlaces: (string | null)[];
  oficinas: number[];
}

let facts: ModalityFacts[] = [];
let officesOf = new Map<string, { id: number; direccion: string }[]>();
beforeAll(async () => {
  facts = await rows<ModalityFacts>(
    sql`SELECT m.id, m.nombre, m.donde_realizar, i.nombre AS institucion,
               ARRAY(SELECT mp.nombre FROM modalidad_medios_presentacion x JOIN medios_presentacion mp ON mp.id = x.medio_presentacion_id
                     WHERE x.modalidad_id = m.id ORDER BY mp.id) AS medios,
               ARRAY(SELECT n.nombre FROM modalidad_niveles_digitalizacion x JOIN niveles_digitalizacion n ON n.id = x.nivel_digitalizacion_id
                     WHERE x.modalidad_id = m.id ORDER BY n.orden) AS niveles,
               ARRAY(SELECT r.enlace_web FROM requisitos r WHERE r.modalidad_id = m.id AND r.es_parte_solicitud
                       AND r.fecha_eliminacion IS NULL ORDER BY r.orden, r.id) AS enlaces,
               ARRAY(SELECT c.oficina_id FROM contactos_oficinas c WHERE c.modalidad_id = m.id ORDER BY c.id) AS oficinas
        FROM modalidades m JOIN tramites t ON t.id = m.tramite_id JOIN unidades u ON u.id = t.unidad_id
        JOIN instituciones i ON i.id = u.institucion_id
        ORDER BY m.id`,
  );
  const offices = await rows<{ id: number; direccion: string; institucion: string }>(
    sql`SELECT o.id, o.direccion, i.nombre AS institucion FROM oficinas o JOIN instituciones i ON i.id = o.institucion_id ORDER BY o.id`,
  );
  officesOf = new Map();
  for (const o of offices) officesOf.set(o.institucion, [...(officesOf.get(o.institucion) ?? []), o]);
});

const ONLINE = 'En línea';
const isOnline = (m: ModalityFacts) =>
  /en l[ií]nea/i.test(m.nombre) || (m.medios.length === 1 && m.medios[0] === ONLINE);
const show = (m: ModalityFacts) => `${m.id} ${m.nombre}`;

describe('the demo registry is consistent', () => {
  it('reads every modality', () => {
    expect(facts.length).toBeGreaterThanOrEqual(600);
    expect(facts.filter(isOnline).length).toBeGreaterThan(20);
  });

  it('presents online every modality that reaches "Presentar en línea"', () => {
    expect(DIGITALISATION_LEVELS[0]).toBe('Presentar en línea');
    const contradictions = facts
      .filter((m) => m.niveles.includes(DIGITALISATION_LEVELS[0]) && !m.medios.includes(ONLINE))
      .map((m) => `${show(m)}: ${m.medios.join(', ')}`);
    expect(contradictions).toEqual([]);
  });

  it('gives every online modality an online means, an online place and its link first', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    const wrong = facts.filter(isOnline).flatMap((m) => {
      const problems: string[] = [];
      if (!m.medios.includes(ONLINE)) problems.push(`medios ${m.medios.join(', ')}`);
      if (!/en l[ií]nea/i.test(m.donde_realizar ?? '')) problems.push(`dónde "${m.donde_realizar}"`);
      const summary = modalidadSummary(
        {
          tipo_tarifa: 'Tarifa Fija',
          monto: null,
          detalle_tarifa_variable: null,
          documentos_costo_tarifa_tramite: [],
          tiempo_promedio_valor: null,
          tiempo_promedio_unidad_tiempo: null,
          tiempo_promedio_tipo_dias: null,
          plazo_legal_valor: null,
          plazo_legal_unidad_tiempo: null,
          donde_realizar: m.donde_realizar,
          requisitos: m.enlaces.map((enlace_web) => ({
            es_parte_solicitud: true,
            enlace_web,
            dictamenes: [],
            sub_requisitos: [],
          })),
          contactos_oficinas: m.oficinas.map((id) => ({
            id,
            nombres: null,
            correos: null,
            telefonos: [],
            oficina: {
              id,
              nombre: `Oficina ${id}`,
              direccion: '',
              latitud: null,
              longitud: null,
              horarios: [],
            },
          })),
          tercero_autorizado: false,
          fecha_inscripcion: null,
          dictamenes: [],
        } as unknown as Modalidad,
        now,
      );
      if (summary.donde.kind !== 'en_linea') problems.push(`resumen "${summary.donde.kind}"`);
      return problems.length ? [`${show(m)}: ${problems.join('; ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('lists every office the "where" text names', () => {
    const missing = facts.flatMap((m) => {
      const text = fold((m.donde_realizar ?? '').replace(m.institucion, ''));
      const named = (officesOf.get(m.institucion) ?? []).filter((o) => {
        const locality = localityOf(o.direccion);
        return locality !== null && new RegExp(`(^|[^a-z])${fold(locality)}([^a-z]|$)`).test(text);
      });
      const absent = named.filter((o) => !m.oficinas.includes(o.id)).map((o) => localityOf(o.direccion));
      return absent.length ? [`${show(m)}: ${absent.join(', ')}`] : [];
    });
    expect(missing).toEqual([]);
  });

  it('has the driving-licence renewal at SERTRACEN San Salvador and Santa Tecla, as it says', async () => {
    const offices = await rows<{ nombre: string }>(
      sql`SELECT DISTINCT o.nombre FROM modalidades m JOIN contactos_oficinas c ON c.modalidad_id = m.id
          JOIN oficinas o ON o.id = c.oficina_id WHERE m.nombre = 'Renovación de licencia en sucursal' ORDER BY o.nombre`,
    );
    expect(offices.map((o) => o.nombre)).toEqual(
      expect.arrayContaining(['SERTRACEN San Salvador', 'SERTRACEN Santa Tecla']),
    );
  });
});
