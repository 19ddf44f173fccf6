/**
 * Deterministic demo-data generator (fixed seed): the same rows on every run and every engine.
 * `seedDemoData(db)` writes the demo registry (800 modalities); `{ modalidades: 100_000 }` scales it
 * for benchmarks, generating modalities in chunks so memory stays flat.
 */
import { fakerES_MX as faker } from '@faker-js/faker';
import {
  DIGITALISATION_LEVELS,
  PARAM_MAX_SIZE_KB,
  PARAM_MIME_TYPES,
  RESPONSE_TIME_BANDS,
} from '@rnt/contract/constants';
import {
  HELP_CODE_OTHER_REQUIREMENTS,
  HELP_CODE_REQUEST_REQUIREMENTS,
  PERMISSIONS,
  SECTIONS,
} from '@rnt/contract/sections';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../create-db';
export { isSeeded } from './marker';
import { hashPassword } from '../passwords';
import * as t from '../schema';
import * as c from './catalog';
import type { InstitutionSeed } from './catalog';
import { CURATED_PROCEDURES, LEYES, type CuratedLaw } from './curated';
import {
  CREDENCIAL,
  DUI,
  DUI_REPRESENTANTE,
  PODER,
  type CuratedModality,
  type CuratedProcedure,
  type Medio,
  type TimeUnit,
} from './curated/types';
import { seedDenuncias } from './denuncias';
import { seedHistorial } from './historial';
import { DEMO_USERS } from './demo-users';
import { seedSinonimos } from './sinonimos';
import { seedSituacionesVida } from './situaciones-vida';

export const DEMO_SEED = 20_261_121;
/** Every demo date is relative to this day, so the data does not change with the day it is generated. */
export const REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1));
export const DEFAULT_MODALITIES = 600;
const MODALITY_CHUNK = 400;

export interface SeedOptions {
  modalidades?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  instituciones: number;
  tramites: number;
  modalidades: number;
  requisitos: number;
  regulaciones: number;
  resoluciones: number;
}

type Row = Record<string, unknown>;

/** Inserts in chunks that stay under PostgreSQL's 65,535 bind parameters per statement. */
async function insertRows(db: Db, table: PgTable, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

const pick = <T>(items: readonly T[]): T => faker.helpers.arrayElement(items);
const chance = (p: number): boolean => faker.number.float({ min: 0, max: 1 }) < p;
const int = (min: number, max: number): number => faker.number.int({ min, max });

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function daysBefore(days: number): Date {
  return new Date(REFERENCE_DATE.getTime() - days * 86_400_000);
}
function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * 86_400_000);
}
/** Tomo of the Diario Oficial: about four a year (tomo 426 began in 2020). */
function tomoFor(date: Date): number {
  return 426 + (date.getUTCFullYear() - 2020) * 4 + Math.floor(date.getUTCMonth() / 3);
}

/** Generated regulations fill the list up to this many (the real laws of the curated core come first). */
const REGULATIONS = 250;
const CURATED_MODALITIES = CURATED_PROCEDURES.reduce((n, p) => n + p.modalidades.length, 0);
/** Generated procedures per generated modality: about 2.9 modalities each, as in the curated core's municipalities. */
const GENERATED_PROCEDURES_PER_MODALITY = 0.348;
/** Most variants a generated procedure adds to its template's modalities. */
const MAX_VARIANTS = 4;
const MEDIOS: Record<Medio, number> = { P: 1, L: 2, C: 3, V: 4 };

/** Response-time band of an average response time. */
export function responseBand(value: number, unit: TimeUnit): keyof typeof RESPONSE_TIME_BANDS {
  const days =
    unit === 'Horas' ? value / 8 : unit === 'Días' ? value : unit === 'Semanas' ? value * 5 : value * 22;
  if (unit === 'Horas') return value <= 4 ? 'B00' : value <= 8 ? 'B01' : days <= 3 ? 'B02' : 'B03';
  if (unit === 'Meses') return value <= 1 ? 'B06' : value <= 2 ? 'B07' : 'B08';
  if (days <= 3) return 'B02';
  if (days <= 5) return 'B03';
  if (days <= 10) return 'B04';
  if (days <= 21) return 'B05';
  return 'B06';
}

const DESCRIPCION_REQUISITO: Record<number, string> = {
  1: 'Se presenta completo y firmado por el solicitante o su representante.',
  2: 'Documento elaborado por el solicitante; debe ser legible y estar firmado.',
  3: 'El pago se realiza antes de presentar la solicitud, en bancos autorizados o en línea.',
  4: 'Se verifica contra los registros del RNPN o de Migración y Extranjería.',
  5: 'Documento otorgado ante notario salvadoreño o autenticado por el consulado.',
  6: 'Debe estar vigente a la fecha de presentación.',
  7: 'Se completa en la plataforma en línea de la institución.',
  8: 'Se obtiene previamente en la institución que lo emite.',
};
const CONDICIONES_REQUISITO: Record<number, string> = {
  1: 'Original',
  2: 'Original y copia',
  3: 'Original o comprobante electrónico',
  4: 'Original para cotejo',
  5: 'Original o copia certificada por notario',
  6: 'Original o documento electrónico con código de verificación',
  7: 'Documento digital',
  8: 'Original o copia certificada',
};
const ESPECIFICACION_REQUISITO: Record<number, string> = {
  1: 'Sin enmiendas ni tachaduras',
  2: 'Tamaño carta, legible',
  3: 'Con sello o referencia de pago',
  4: 'Vigente y en buen estado',
  5: 'Con firma y sello del notario',
  6: 'Vigencia no mayor a tres meses',
  7: 'Archivos PDF de hasta 10 MB',
  8: 'Vigente a la fecha de presentación',
};
const SUB_REQUISITOS: Record<number, string[]> = {
  2: ['Firmado por el solicitante o su representante', 'Tamaño carta'],
  4: ['Original para cotejo', 'Copia legible por ambos lados'],
  5: [
    'Con firma y sello del notario',
    'Traducido al castellano cuando corresponda',
    'Apostillado si fue otorgado en el extranjero',
  ],
  6: ['Vigencia no mayor a tres meses', 'Con código de verificación en línea'],
  8: ['Vigente a la fecha de presentación', 'Copia certificada cuando se presente en papel'],
};

/** The 40 municipalities the curated core does not have, as institutions with the municipal units. */
function municipalInstitutions(): InstitutionSeed[] {
  return c.MUNICIPIOS.map((m) => ({
    nombre: `Alcaldía Municipal de ${m.nombre}`,
    siglas: m.siglas,
    web: `https://www.alcaldia${fold(m.nombre).replaceAll(' ', '')}.gob.sv`,
    unidades: [
      'Registro del Estado Familiar',
      'Registro y Control Tributario',
      'Gerencia de Desarrollo Urbano',
      'Registro de Fierros y Marcas',
    ],
    categoria: 'Empresas y comercio',
    actividad: 'Administración pública y defensa',
    municipal: true,
    oficinas: [
      {
        nombre: `Palacio Municipal de ${m.cabecera}`,
        direccion: `Avenida Central y Calle Principal, distrito de ${m.cabecera}, ${m.nombre}, departamento de ${m.departamento}`,
        lat: m.lat,
        lon: m.lon,
      },
    ],
  }));
}

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Generated procedures: the curated municipal procedures (templates) applied to the other 40
 * municipalities, municipality by municipality, so the names are those of the curated core. Each
 * (municipality, template) pair is used once before any repeats, which only happens at benchmark scale.
 */
export function generateMunicipalProcedures(count: number): CuratedProcedure[] {
  const municipal = new Map(c.INSTITUCIONES.filter((i) => i.municipal).map((i) => [i.siglas, i]));
  const seen = new Set<string>();
  const templates = CURATED_PROCEDURES.filter((p) => {
    if (!municipal.has(p.inst) || p.key.endsWith('playa') || seen.has(p.nombre)) return false;
    seen.add(p.nombre);
    return true;
  });
  const perMunicipality = c.MUNICIPIOS.map((m) =>
    templates.filter(
      (p) =>
        // Construction in the metropolitan area is OPAMSS's; cattle brands are rural.
        !((m.departamento === 'San Salvador' || m.siglas === 'AMLLE') && /construcci|fierro/.test(p.key)),
    ),
  );
  const out: CuratedProcedure[] = [];
  for (let k = 0; k < count; k++) {
    const mi = k % c.MUNICIPIOS.length;
    const round = Math.floor(k / c.MUNICIPIOS.length);
    const m = c.MUNICIPIOS[mi]!;
    const list = perMunicipality[mi]!;
    const template = list[(round + mi) % list.length]!;
    const source = municipal.get(template.inst)!.nombre.replace('Alcaldía Municipal de ', '');
    const text = JSON.stringify(template)
      .replaceAll(source, m.nombre)
      .replaceAll('"ordenanzaTasasSS"', '"tributariaMunicipal"');
    out.push({
      ...(JSON.parse(text) as CuratedProcedure),
      key: `${m.siglas.toLowerCase()}-${template.key.replace(/^[a-z]+-/, '')}${round >= list.length ? `-r${round}` : ''}`,
      inst: m.siglas,
    });
  }
  return out;
}

const VARIANTES: Record<CuratedProcedure['clasificacion'], string[]> = {
  Empresas: ['Persona natural', 'Persona jurídica', 'Micro y pequeña empresa', 'Trámite en línea'],
  Ciudadanía: ['Por medio de apoderado', 'Trámite en línea', 'Con cita previa'],
  'Ciudadanía y empresas': [
    'Persona natural',
    'Persona jurídica',
    'Trámite en línea',
    'Por medio de apoderado',
  ],
};

export function variantsOf(proc: CuratedProcedure): string[] {
  const online = proc.modalidades.some((m) => /en línea/i.test(m.nombre));
  return VARIANTES[proc.clasificacion].filter((v) => !(online && v === 'Trámite en línea'));
}

/** The procedure's modalities plus `extra` variants of its first one ("… - Persona jurídica"). */
export function withVariants(proc: CuratedProcedure, extra: number): CuratedModality[] {
  const variants = variantsOf(proc);
  const base = proc.modalidades[0]!;
  const out = [...proc.modalidades];
  for (let v = 0; v < extra && variants.length > 0; v++) {
    const variant = variants[v % variants.length]!;
    const modality: CuratedModality = { ...base, nombre: `${base.nombre} - ${variant}` };
    if (variant === 'Trámite en línea') {
      modality.medios = ['L'];
      modality.nivel = Math.max(base.nivel, 3) as CuratedModality['nivel'];
    } else if (variant === 'Persona jurídica') {
      modality.requisitos = base.requisitos.flatMap((r) =>
        r === DUI ? [DUI_REPRESENTANTE, CREDENCIAL] : [r],
      );
    } else if (variant === 'Por medio de apoderado') {
      modality.requisitos = [...base.requisitos, PODER];
      modality.tercero = true;
    }
    out.push(modality);
  }
  return out;
}

/** An online modality: named so ("… - Trámite en línea") or presented online only. */
export function isOnlineModality(mod: Pick<CuratedModality, 'nombre' | 'medios'>): boolean {
  return /en l[ií]nea/i.test(mod.nombre) || (mod.medios.length === 1 && mod.medios[0] === 'L');
}

/** The locality of a Salvadoran address: the part before 'departamento de …' ('Santa Tecla'). */
export function localityOf(direccion: string): string | null {
  const parts = direccion.split(',').map((x) => x.trim());
  const at = parts.findIndex((x) => /^departamento de /i.test(x));
  return at > 0 ? parts[at - 1]! : null;
}

/**
 * The institution's offices whose locality a "where to do it" text names ('En las sucursales de SERTRACEN
 * (San Salvador, Santa Tecla…)'), in the institution's order; the institution's own name does not count.
 */
export function namedOffices(
  donde: string,
  institucion: string,
  officeIds: readonly number[],
  offices: readonly Row[],
): number[] {
  const text = fold(donde.replace(institucion, ''));
  return officeIds.filter((id) => {
    const locality = localityOf(offices[id - 1]!.direccion as string);
    if (locality === null) return false;
    const escaped = fold(locality).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(^|[^a-z])${escaped}([^a-z]|$)`).test(text);
  });
}

/**
 * Writes the demo registry in one transaction that ends with its completion row (`datos_demostracion`):
 * a seed cut short (a kill, a lost connection) leaves nothing behind, and `isSeeded` stays false.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await db.transaction(async (tx) => {
    // The registry as loaded is "as it always was": its inserts are not changes (migration 0014).
    await tx.execute(sql`SELECT set_config('rnt.historial', 'carga_inicial', true)`);
    const written = await writeDemoData(tx as unknown as Db, options);
    await tx.execute(sql`SELECT set_config('rnt.historial', '', true)`);
    await seedHistorial(tx as unknown as Db, REFERENCE_DATE, (value, unit) =>
      responseBand(value, unit as TimeUnit),
    );
    await (tx as unknown as Db)
      .insert(t.datos_demostracion)
      .values({ id: 1, modalidades: written.modalidades });
    return written;
  });
  // Give the planner statistics now: a freshly seeded database otherwise plans joins as full sorts
  // until autovacuum runs (seen on the open-data exports).
  await db.execute(sql`ANALYZE`);
  return summary;
}

async function writeDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const totalModalities = options.modalidades ?? DEFAULT_MODALITIES;
  const log = options.log ?? (() => {});
  faker.seed(DEMO_SEED);

  // ---------------------------------------------------------------- lookups
  await insertRows(db, t.estados_solicitud, c.ESTADOS_SOLICITUD);
  await insertRows(db, t.tipos_requisito, c.TIPOS_REQUISITO);
  await insertRows(
    db,
    t.categorias_tramite,
    c.CATEGORIAS_TRAMITE.map(([nombre, icon], i) => ({ id: i + 1, nombre, icon })),
  );
  await insertRows(
    db,
    t.clasificaciones_tramite,
    c.CLASIFICACIONES.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.actividades_economicas,
    c.ACTIVIDADES_ECONOMICAS.map(([nombre, icon], i) => ({ id: i + 1, nombre, icon })),
  );
  await insertRows(
    db,
    t.periodicidades,
    c.PERIODICIDADES.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.unidades_tiempo,
    c.UNIDADES_TIEMPO.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.medios_presentacion,
    c.MEDIOS_PRESENTACION.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.niveles_digitalizacion,
    DIGITALISATION_LEVELS.map((nombre, i) => ({ id: i + 1, nombre, orden: i + 1 })),
  );
  await insertRows(
    db,
    t.estados_dictamen,
    c.ESTADOS_DICTAMEN.map((e, i) => ({ id: i + 1, ...e })),
  );
  await insertRows(
    db,
    t.condiciones_inscripcion,
    c.CONDICIONES_INSCRIPCION.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.referencias,
    c.REFERENCIAS.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.sub_referencias,
    c.SUB_REFERENCIAS.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.tipos_normativa,
    c.TIPOS_NORMATIVA.map((tn, i) => ({ id: i + 1, ...tn })),
  );
  await insertRows(
    db,
    t.estados_regulacion,
    c.ESTADOS_REGULACION.map((nombre, i) => ({ id: i + 1, nombre })),
  );
  await insertRows(
    db,
    t.tipos_resolucion,
    c.TIPOS_RESOLUCION.map((tr, i) => ({ id: i + 1, ...tr })),
  );
  const unitId = (name: string) => c.UNIDADES_TIEMPO.indexOf(name) + 1;
  const categoryId = (name: string) => c.CATEGORIAS_TRAMITE.findIndex(([n]) => n === name) + 1;
  const activityId = (name: string) => c.ACTIVIDADES_ECONOMICAS.findIndex(([n]) => n === name) + 1;

  // ---------------------------------------------------------------- institutions, units, offices
  const institutions: InstitutionSeed[] = [...c.INSTITUCIONES, ...municipalInstitutions()];
  const institutionRows: Row[] = [];
  const unitRows: Row[] = [];
  const officeRows: Row[] = [];
  const scheduleRows: Row[] = [];
  const institutionIdBySiglas = new Map<string, number>();
  const unitIdByName = new Map<string, number>();
  const officesByInstitution = new Map<number, number[]>();
  const addSchedule = (oficinaId: number, horario: [string, string], sabado?: [string, string]) => {
    for (const dia of c.DIAS.slice(0, 5))
      scheduleRows.push({
        oficina_id: oficinaId,
        dia,
        hora_inicio: horario[0],
        hora_fin: horario[1],
        horas_24: false,
      });
    if (sabado)
      scheduleRows.push({
        oficina_id: oficinaId,
        dia: 'Sábado',
        hora_inicio: sabado[0],
        hora_fin: sabado[1],
        horas_24: false,
      });
  };
  institutions.forEach((inst, i) => {
    const institucionId = i + 1;
    institutionIdBySiglas.set(inst.siglas, institucionId);
    institutionRows.push({
      id: institucionId,
      nombre: inst.nombre,
      siglas: inst.siglas,
      descripcion: inst.web,
      municipio: inst.municipal ? c.municipioDeAlcaldia(inst.siglas) : null,
    });
    for (const nombre of inst.unidades) {
      const id = unitRows.length + 1;
      unitRows.push({ id, institucion_id: institucionId, nombre });
      unitIdByName.set(`${inst.siglas}|${nombre}`, id);
    }
    const officeIds: number[] = [];
    if (inst.oficinas) {
      for (const office of inst.oficinas) {
        const id = officeRows.length + 1;
        officeRows.push({
          id,
          institucion_id: institucionId,
          nombre: office.nombre,
          direccion: office.direccion,
          latitud: office.lat.toFixed(6),
          longitud: office.lon.toFixed(6),
        });
        officeIds.push(id);
        addSchedule(id, office.horario ?? ['08:00', '16:00'], office.sabado);
      }
    } else {
      // Head office in San Salvador and one or two regional offices; a few without coordinates.
      const officeCount = int(1, 3);
      for (let k = 0; k < officeCount; k++) {
        const id = officeRows.length + 1;
        const city = k === 0 ? c.CIUDADES[0]! : c.CIUDADES[1 + ((i + k * 3) % (c.CIUDADES.length - 1))]!;
        const withCoordinates = !chance(0.15);
        officeRows.push({
          id,
          institucion_id: institucionId,
          nombre: k === 0 ? `Oficina central de ${inst.siglas}` : `Oficina regional de ${city.municipio}`,
          direccion: `${pick(c.CALLES)} No. ${int(1, 450)}, ${city.municipio}, departamento de ${city.departamento}`,
          latitud: withCoordinates
            ? (city.lat + faker.number.float({ min: -0.01, max: 0.01 })).toFixed(6)
            : null,
          longitud: withCoordinates
            ? (city.lon + faker.number.float({ min: -0.01, max: 0.01 })).toFixed(6)
            : null,
        });
        officeIds.push(id);
        if (chance(0.08)) {
          for (const dia of c.DIAS)
            scheduleRows.push({ oficina_id: id, dia, hora_inicio: null, hora_fin: null, horas_24: true });
        } else addSchedule(id, ['08:00', '16:00'], chance(0.3) ? ['08:00', '12:00'] : undefined);
      }
    }
    officesByInstitution.set(institucionId, officeIds);
  });
  await insertRows(db, t.instituciones, institutionRows);
  await insertRows(db, t.unidades, unitRows);
  await insertRows(db, t.oficinas, officeRows);
  await insertRows(db, t.horarios_oficina, scheduleRows);
  log(`instituciones ${institutionRows.length}, unidades ${unitRows.length}, oficinas ${officeRows.length}`);

  // ---------------------------------------------------------------- regulations: the real laws, then generated ones
  const regulationRows: Row[] = [];
  const regulationCategoryRows: Row[] = [];
  const regulationDocRows: Row[] = [];
  const lawIdByKey = new Map<string, number>();
  const tipoNormativaId = (nombre: string) => c.TIPOS_NORMATIVA.findIndex((tn) => tn.nombre === nombre) + 1;
  const addRegulationDocs = (id: number, nombre: string, publicacion: Date, count: number) => {
    for (let k = 0; k < count; k++) {
      const docId = regulationDocRows.length + 1;
      regulationDocRows.push({
        id: docId,
        regulacion_id: id,
        nombre: k === 0 ? `Texto íntegro - ${nombre}.pdf` : `Reforma ${k} - ${nombre}.pdf`,
        ruta: `/documentos/regulacion/${docId}.pdf`,
        created_at: addDays(publicacion, k * 200),
      });
    }
  };
  for (const [key, law] of Object.entries(LEYES) as [string, CuratedLaw][]) {
    const id = regulationRows.length + 1;
    lawIdByKey.set(key, id);
    const publicacion = new Date(`${law.publicacion}T00:00:00Z`);
    const reformada = law.estado === 'Reformada';
    regulationRows.push({
      id,
      nombre: law.nombre,
      tipo_solicitud_id: tipoNormativaId(law.tipo),
      estado_tipo_solicitud_regulacion_id: c.ESTADOS_REGULACION.indexOf(law.estado ?? 'Vigente') + 1,
      actividad_economica_id: activityId(law.actividad),
      numero_reforma: reformada ? 1 + (id % 5) : 0,
      fecha_emision: law.emision,
      fecha_publicacion_do: law.publicacion,
      fecha_vigencia: isoDate(addDays(publicacion, 8)),
      numero_do: law.numeroDo,
      tomo_do: law.tomoDo,
      created_at: publicacion,
    });
    for (const categoria of law.categorias)
      regulationCategoryRows.push({ regulacion_id: id, categoria_tramite_id: categoryId(categoria) });
    addRegulationDocs(id, law.nombre, publicacion, reformada ? 2 : 1);
  }
  // Generated regulations: executive and municipal instruments (never laws, which are all real).
  const generatedTypes = c.TIPOS_NORMATIVA.filter((tn) => tn.nombre !== 'Ley' && tn.nombre !== 'Reglamento');
  const regulationNames = new Set(regulationRows.map((r) => r.nombre as string));
  while (regulationRows.length < REGULATIONS) {
    const id = regulationRows.length + 1;
    const tipo = pick(generatedTypes).nombre;
    const tema = pick(c.TEMAS_REGULACION);
    const numero = 10 + ((id * 37) % 290);
    const municipio = pick(c.MUNICIPIOS).nombre;
    const nombre =
      tipo === 'Ordenanza Municipal'
        ? `Ordenanza reguladora de ${tema.toLowerCase()} del municipio de ${municipio}`
        : tipo === 'Norma Técnica'
          ? `Norma Técnica de ${tema.toLowerCase()}`
          : tipo === 'Instructivo'
            ? `Instructivo para la aplicación de la normativa de ${tema.toLowerCase()}`
            : `${tipo} No. ${numero} sobre ${tema.toLowerCase()}`;
    if (regulationNames.has(nombre)) continue;
    regulationNames.add(nombre);
    const emision = daysBefore(int(30, 365 * 30));
    const publicacion = addDays(emision, int(3, 20));
    const estado = chance(0.75) ? 1 : int(2, c.ESTADOS_REGULACION.length);
    regulationRows.push({
      id,
      nombre,
      tipo_solicitud_id: tipoNormativaId(tipo),
      estado_tipo_solicitud_regulacion_id: estado,
      actividad_economica_id: int(1, c.ACTIVIDADES_ECONOMICAS.length),
      numero_reforma: estado === 2 ? int(1, 6) : 0,
      fecha_emision: isoDate(emision),
      fecha_publicacion_do: isoDate(publicacion),
      fecha_vigencia: isoDate(addDays(publicacion, 8)),
      numero_do: int(1, 240),
      tomo_do: tomoFor(publicacion),
      created_at: publicacion,
    });
    for (const cat of faker.helpers.arrayElements(c.CATEGORIAS_TRAMITE, { min: 1, max: 2 }))
      regulationCategoryRows.push({ regulacion_id: id, categoria_tramite_id: categoryId(cat[0]) });
    addRegulationDocs(id, nombre, publicacion, int(1, 3));
  }
  await insertRows(db, t.regulaciones, regulationRows);
  await insertRows(db, t.regulacion_categorias, regulationCategoryRows);
  await insertRows(db, t.documentos_regulacion, regulationDocRows);

  // ---------------------------------------------------------------- procedures: the curated core, then generated ones
  const generatedModalities = Math.max(0, totalModalities - CURATED_MODALITIES);
  const specs = [...CURATED_PROCEDURES.map((proc) => ({ proc, generated: false }))];
  for (const proc of generateMunicipalProcedures(
    Math.round(generatedModalities * GENERATED_PROCEDURES_PER_MODALITY),
  ))
    specs.push({ proc, generated: true });
  const procedureIdByKey = new Map<string, number>();
  specs.forEach((s, i) => procedureIdByKey.set(s.proc.key, i + 1));
  const procedureRows: Row[] = specs.map(({ proc }, i) => {
    const inst = institutions[institutionIdBySiglas.get(proc.inst)! - 1]!;
    const unidadId = unitIdByName.get(`${proc.inst}|${proc.unidad}`);
    const categoria = categoryId(proc.categoria);
    if (!unidadId || categoria === 0) throw new Error(`Trámite curado sin unidad o categoría: ${proc.key}`);
    return {
      id: i + 1,
      nombre: proc.nombre,
      unidad_id: unidadId,
      categoria_tramite_id: categoria,
      clasificacion_tramite_id: c.CLASIFICACIONES.indexOf(proc.clasificacion) + 1,
      actividad_economica_id: activityId(proc.actividad ?? inst.actividad),
      tambien_conocido_como: proc.tambien,
      created_at: daysBefore(int(400, 1200)),
    };
  });
  const procedureCount = procedureRows.length;
  await insertRows(db, t.tramites, procedureRows);

  // Modalities per generated procedure: the template's, plus variants up to the total asked for.
  const extraModalities = new Array<number>(procedureCount).fill(0);
  const generatedIndexes = specs.flatMap((s, i) => (s.generated ? [i] : []));
  let remaining =
    generatedModalities - generatedIndexes.reduce((n, i) => n + specs[i]!.proc.modalidades.length, 0);
  const capacity = specs.map((s) => (s.generated ? Math.min(MAX_VARIANTS, variantsOf(s.proc).length) : 0));
  // Random spread first; when most procedures are full, fill the ones left in order.
  for (let k = 0; remaining > 0 && k < generatedModalities * 4; k++) {
    const i = generatedIndexes[int(0, generatedIndexes.length - 1)]!;
    if (extraModalities[i]! < capacity[i]!) {
      extraModalities[i]!++;
      remaining--;
    }
  }
  for (const i of generatedIndexes) {
    const take = Math.min(remaining, capacity[i]! - extraModalities[i]!);
    extraModalities[i]! += take;
    remaining -= take;
  }
  if (remaining > 0)
    throw new Error(`Faltan ${remaining} modalidades: los trámites generados no admiten más variantes`);
  log(`tramites ${procedureCount}`);

  // ---------------------------------------------------------------- modalities, in chunks
  const ids = { modalidad: 0, requisito: 0, sub: 0, docMod: 0, docReq: 0, contacto: 0, base: 0, dictamen: 0 };
  const registered: number[] = [];
  const byState = new Map<number, number[]>();
  const generatedStates = [
    { value: 11, weight: 50 },
    { value: 13, weight: 12 },
    { value: 23, weight: 8 },
    { value: 9, weight: 8 },
    { value: 7, weight: 7 },
    { value: 5, weight: 5 },
    { value: 3, weight: 4 },
    { value: 1, weight: 2 },
    { value: 15, weight: 2 },
    { value: 17, weight: 2 },
  ];
  const curatedStates = [
    { value: 11, weight: 80 },
    { value: 13, weight: 12 },
    { value: 23, weight: 4 },
    { value: 9, weight: 4 },
  ];
  const sectionCodes = Object.keys(SECTIONS);

  let chunk = emptyChunk();
  let requisitoCount = 0;
  for (let p = 0; p < procedureCount; p++) {
    const { proc, generated } = specs[p]!;
    const tramite = procedureRows[p]!;
    const institucionId = institutionIdBySiglas.get(proc.inst)!;
    const inst = institutions[institucionId - 1]!;
    for (const mod of withVariants(proc, extraModalities[p]!)) {
      const id = ++ids.modalidad;
      const estado = faker.helpers.weightedArrayElement(generated ? generatedStates : curatedStates);
      const isRegistered = estado === 11 || estado === 13;
      if (isRegistered) registered.push(id);
      if (!byState.has(estado)) byState.set(estado, []);
      byState.get(estado)!.push(id);
      const [tiempo, unidadTiempo] = mod.tiempo;
      const [plazo, unidadPlazo] = mod.plazo ?? [tiempo * 2, unidadTiempo];
      const fixedValidity = mod.vigencia;
      const solicitud = estado === 1 || chance(0.05) ? null : daysBefore(int(30, 760));
      // Consistent with itself (issue 31): "Presentar en línea" is the first digitalisation level, so a
      // modality nobody can present online reaches none; an online modality is presented online, says
      // so where it is done, and its request starts with the link (the summary's "En línea").
      const online = isOnlineModality(mod);
      const nivel = mod.medios.includes('L') ? mod.nivel : 0;
      const donde =
        online && !/en l[ií]nea/i.test(mod.donde ?? '')
          ? `En línea, en el sitio de ${inst.nombre}: ${inst.web}.`
          : (mod.donde ?? `En las oficinas de ${inst.nombre}.`);
      const firstRequest = mod.requisitos.findIndex((r) => r.enSolicitud);
      chunk.modalidades.push({
        id,
        tramite_id: tramite.id,
        nombre: mod.nombre,
        descripcion: mod.descripcion,
        estado_id: estado,
        periodicidad_id: c.PERIODICIDADES.indexOf(mod.periodicidad ?? 'Permanente') + 1,
        vigencia_tramite: fixedValidity ? 'Fija' : 'Indefinida',
        vigencia_cantidad: fixedValidity ? fixedValidity[0] : null,
        vigencia_unidad_tiempo_id: fixedValidity ? unitId(fixedValidity[1]) : null,
        tipo_tarifa: typeof mod.costo === 'object' ? 'Tarifa Variable' : 'Tarifa Fija',
        monto: typeof mod.costo === 'number' ? mod.costo.toFixed(2) : null,
        detalle_tarifa_variable: typeof mod.costo === 'object' ? mod.costo.variable : null,
        tercero_autorizado: mod.tercero ?? false,
        donde_realizar: donde,
        plazo_legal_valor: plazo,
        plazo_legal_unidad_tiempo_id: unitId(unidadPlazo),
        tiempo_promedio_valor: tiempo,
        tiempo_promedio_unidad_tiempo_id: unitId(unidadTiempo),
        tiempo_promedio_tipo_dias: unidadTiempo === 'Meses' ? 'calendario' : 'hábiles',
        banda_tiempo_respuesta: responseBand(tiempo, unidadTiempo),
        comentario_descripcion: chance(0.3)
          ? 'La descripción fue revisada con la institución en la mesa técnica.'
          : null,
        comentario_periodicidad: chance(0.2) ? 'Puede solicitarse en cualquier momento del año.' : null,
        comentarios_vigencia: chance(0.2) ? 'La vigencia se cuenta a partir de la fecha de emisión.' : null,
        comentario: chance(0.2) ? 'Modalidad revisada en el proceso de simplificación.' : null,
        comentario_medios_presentacion:
          mod.medios.includes('L') && chance(0.3)
            ? 'La presentación en línea requiere usuario registrado.'
            : null,
        comentario_niveles_digitalizacion:
          mod.nivel < 2 && chance(0.3) ? 'La institución planea habilitar el pago en línea.' : null,
        comentario_tercero_autorizado:
          mod.tercero && chance(0.5)
            ? 'El tercero debe presentar autorización simple firmada y su DUI.'
            : null,
        comentario_costo_tramite:
          typeof mod.costo === 'number' && chance(0.3)
            ? 'El pago se realiza en bancos autorizados o en línea.'
            : null,
        comentario_plazo_legal: chance(0.2)
          ? 'El plazo corre desde la presentación completa de requisitos.'
          : null,
        fecha_solicitud: solicitud ? isoDate(solicitud) : null,
        fecha_inscripcion: isRegistered ? isoDate(daysBefore(int(1, 729))) : null,
        created_at: daysBefore(int(760, 900)),
      });
      for (const medio of mod.medios)
        chunk.medios.push({ modalidad_id: id, medio_presentacion_id: MEDIOS[medio] });
      for (let l = 1; l <= nivel; l++) chunk.niveles.push({ modalidad_id: id, nivel_digitalizacion_id: l });

      // Documents of the modality.
      const addModalityDoc = (tipo: string, docNombre: string) =>
        chunk.docsMod.push({
          id: ++ids.docMod,
          modalidad_id: id,
          tipo,
          nombre: docNombre,
          url: `/documentos/modalidad/${ids.docMod}.pdf`,
        });
      if (isRegistered) {
        addModalityDoc('certificado', `Certificado de inscripción RNT-${String(id).padStart(6, '0')}.pdf`);
        addModalityDoc('resolucion', `Resolución de inscripción - ${mod.nombre}.pdf`);
      }
      if (chance(0.3)) addModalityDoc('propuesta', `Propuesta de simplificación - ${mod.nombre}.pdf`);
      const formulario = mod.requisitos.find((r) => r.tipo === 1);
      if (formulario && chance(0.6)) addModalityDoc('anexo', `Anexo - ${formulario.nombre}.pdf`);
      if (typeof mod.costo === 'object') addModalityDoc('costo_tarifa', `Arancel de ${inst.siglas}.pdf`);

      // Contacts at the institution's offices: one or two at random, but every office the modality's
      // "where" names (SERTRACEN San Salvador, Santa Tecla…) when it names some (issue 31). The random
      // draws stay the same either way, so the rest of the generated data does not move.
      const drawn = faker.helpers.arrayElements(officesByInstitution.get(institucionId)!, { min: 1, max: 2 });
      const named = namedOffices(donde, inst.nombre, officesByInstitution.get(institucionId)!, officeRows);
      const contactOffices =
        named.length === 0
          ? drawn
          : [...named, ...drawn.filter((o) => !named.includes(o))].slice(
              0,
              Math.max(named.length, drawn.length),
            );
      const firstContact = ids.contacto + 1;
      for (const oficinaId of contactOffices.slice(0, drawn.length)) {
        const contactoId = ++ids.contacto;
        const genero = chance(0.5) ? 'f' : 'm';
        chunk.contactos.push({
          id: contactoId,
          modalidad_id: id,
          oficina_id: oficinaId,
          nombres: `${pick(c.TITULOS_CONTACTO[genero])} ${pick(c.NOMBRES_CONTACTO[genero])} ${pick(c.APELLIDOS)} ${pick(c.APELLIDOS)}`,
          correos: `${pick(['atencion', 'tramites', 'info', 'ventanilla'])}@${inst.web.replace(/^https:\/\/(www\.)?/, '')}`,
        });
        const phones = int(1, 2);
        for (let k = 0; k < phones; k++) {
          chunk.telefonos.push({
            contacto_oficina_id: contactoId,
            prefijo: '+503',
            numero: `2${int(100, 999)}-${String(int(0, 9999)).padStart(4, '0')}`,
            extension: chance(0.3) ? String(int(100, 4999)) : null,
            comentario: k === 0 ? 'Atención al cliente' : chance(0.5) ? 'Línea directa' : null,
          });
        }
      }
      // Named offices beyond the drawn ones: the same person and lines, without drawing again.
      const template = chunk.contactos.find((x) => x.id === firstContact)!;
      for (const oficinaId of contactOffices.slice(drawn.length)) {
        const contactoId = ++ids.contacto;
        chunk.contactos.push({ ...template, id: contactoId, oficina_id: oficinaId });
        for (const phone of chunk.telefonos.filter((x) => x.contacto_oficina_id === firstContact))
          chunk.telefonos.push({ ...phone, contacto_oficina_id: contactoId });
      }

      // Legal bases: the first supports the modality's name, the others some sections and requirements.
      const lawIds = mod.bases.map(([key, articulo]) => {
        const regulacionId = lawIdByKey.get(key);
        if (!regulacionId) throw new Error(`Base legal desconocida ${key} en ${proc.key}`);
        return [regulacionId, articulo] as const;
      });
      let baseTurn = 0;
      const addBase = (seccion: string | null, codigoModelo: string | null, modeloId: number | null) => {
        const [regulacionId, articulo] = lawIds[baseTurn++ % lawIds.length]!;
        const baseId = ++ids.base;
        chunk.bases.push({
          id: baseId,
          modalidad_id: id,
          regulacion_id: regulacionId,
          seccion,
          codigo_modelo: codigoModelo,
          modelo_id: modeloId,
        });
        const withSub = chance(0.4);
        chunk.referencias.push({
          base_legal_id: baseId,
          referencia_id: 1,
          valor_referencia: articulo,
          sub_referencia_id: withSub
            ? c.SUB_REFERENCIAS.indexOf(pick(['Inciso', 'Literal', 'Numeral'])) + 1
            : null,
          valor_sub_referencia: withSub
            ? pick(['primero', 'segundo', 'tercero', 'a)', 'b)', 'c)', '1', '2'])
            : null,
        });
      };
      addBase('NOMBRE_MODALIDAD', null, null);
      for (const seccion of faker.helpers.arrayElements(sectionCodes.slice(1), { min: 0, max: 2 }))
        addBase(seccion, null, null);

      // Rulings apply to modalities that reached evaluation.
      const evaluated = isRegistered || estado === 23 || estado === 9;
      const addRuling = (
        seccion: string | null,
        codigoModelo: string | null,
        modeloId: number | null,
        codigoEstado: string,
      ) => {
        const dictamenId = ++ids.dictamen;
        const estadoId = c.ESTADOS_DICTAMEN.findIndex((e) => e.codigo === codigoEstado) + 1;
        chunk.dictamenes.push({
          id: dictamenId,
          modalidad_id: id,
          seccion,
          codigo_modelo: codigoModelo,
          modelo_id: modeloId,
          comentarios:
            codigoEstado === '002'
              ? 'El requisito no tiene base legal y se elimina.'
              : 'Revisado por el equipo evaluador del OMR.',
          condicion_inscripcion_id: codigoEstado === '004' ? int(1, c.CONDICIONES_INSCRIPCION.length) : null,
          created_at: daysBefore(int(1, 700)),
        });
        chunk.dictamenEstados.push({ dictamen_id: dictamenId, estado_dictamen_id: estadoId });
      };
      if (evaluated && chance(0.5))
        addRuling('NOMBRE_MODALIDAD', null, null, chance(0.15) ? '006' : chance(0.2) ? '004' : '001');

      // Requirements, in the order written; a generated one may have been removed as unnecessary.
      mod.requisitos.forEach((req, r) => {
        const requisitoId = ++ids.requisito;
        requisitoCount++;
        const otra = req.tipo === 8;
        const otraInstitucion = otra ? institutionIdBySiglas.get(req.institucion ?? '') : undefined;
        if (otra && !otraInstitucion) throw new Error(`Requisito 008 sin institución en ${proc.key}`);
        chunk.requisitos.push({
          id: requisitoId,
          modalidad_id: id,
          tipo_requisito_id: req.tipo,
          nombre: req.nombre,
          descripcion: req.descripcion ?? DESCRIPCION_REQUISITO[req.tipo],
          es_parte_solicitud: req.enSolicitud,
          enlace_web:
            online && r === firstRequest
              ? (req.enlace ?? inst.web)
              : req.tipo === 1 || req.tipo === 2 || req.tipo === 7
                ? (req.enlace ?? null)
                : null,
          condiciones_presentacion: req.condiciones ?? CONDICIONES_REQUISITO[req.tipo],
          especificacion_de_presentacion: ESPECIFICACION_REQUISITO[req.tipo],
          tipo_soporte: req.soporte ?? 'Físico',
          es_tramite_otra_institucion: otra,
          institucion_id: otraInstitucion ?? null,
          tramite_id: otra && req.tramite ? (procedureIdByKey.get(req.tramite) ?? null) : null,
          orden: r + 1,
          fecha_eliminacion:
            generated && req.tipo !== 1 && chance(0.05) ? isoDate(daysBefore(int(1, 700))) : null,
        });
        if ((req.tipo === 1 || req.tipo === 2) && chance(0.3)) {
          chunk.docsReq.push({
            id: ++ids.docReq,
            requisito_id: requisitoId,
            nombre: `Formato - ${req.nombre}.pdf`,
            url: `/documentos/requisito/${ids.docReq}.pdf`,
            es_anexo: true,
            es_certificado: false,
            es_resolucion: false,
          });
        }
        if (otra && chance(0.1)) {
          chunk.docsReq.push({
            id: ++ids.docReq,
            requisito_id: requisitoId,
            nombre: `Certificado y resolución - ${req.nombre}.pdf`,
            url: `/documentos/requisito/${ids.docReq}.pdf`,
            es_anexo: false,
            es_certificado: true,
            es_resolucion: true,
          });
        }
        if (chance(0.4)) addBase(null, 'Requisito', requisitoId);
        if (evaluated && req.tipo !== 1 && req.tipo !== 2 && chance(0.5))
          addRuling(null, 'Requisito', requisitoId, chance(0.12) ? '002' : chance(0.1) ? '003' : '001');
        const subOptions = SUB_REQUISITOS[req.tipo] ?? [];
        if (subOptions.length > 0 && chance(0.35)) {
          for (const sub of faker.helpers.arrayElements(subOptions, {
            min: 1,
            max: Math.min(2, subOptions.length),
          })) {
            const subId = ++ids.sub;
            chunk.subs.push({
              id: subId,
              requisito_id: requisitoId,
              nombre: sub,
              descripcion: `Condición aplicable a: ${req.nombre.charAt(0).toLowerCase()}${req.nombre.slice(1)}.`,
            });
            if (chance(0.2)) addBase(null, 'Sub_Requisito', subId);
            if (evaluated && chance(0.3))
              addRuling(null, 'Sub_Requisito', subId, chance(0.15) ? '002' : '001');
          }
        }
      });

      if (chunk.modalidades.length >= MODALITY_CHUNK) {
        await flushChunk(db, chunk);
        chunk = emptyChunk();
        log(`modalidades ${ids.modalidad}/${totalModalities}`);
      }
    }
  }
  await flushChunk(db, chunk);
  log(`modalidades ${ids.modalidad}, requisitos ${requisitoCount}`);

  // ---------------------------------------------------------------- resolutions: 300 of each type
  const resolutionRows: Row[] = [];
  const resolutionDocRows: Row[] = [];
  const poolFor = (codigo: string): number[] => {
    const states = { I: [11], D: [15], M: [13], O: [23], R: [17] }[codigo] ?? [11];
    const pool = states.flatMap((s) => byState.get(s) ?? []);
    return pool.length > 0 ? pool : registered.length > 0 ? registered : [1];
  };
  c.TIPOS_RESOLUCION.forEach((tipo, ti) => {
    const pool = poolFor(tipo.codigo);
    for (let k = 1; k <= 300; k++) {
      const id = resolutionRows.length + 1;
      const fecha = daysBefore(int(1, 729));
      const modalidadId = pick(pool);
      const numero = `OMR-RNT-${tipo.codigo}-${fecha.getUTCFullYear()}-${String(k).padStart(4, '0')}`;
      resolutionRows.push({
        id,
        tipo_resolucion_id: ti + 1,
        modalidad_id: modalidadId,
        numero,
        fecha: isoDate(fecha),
        created_at: fecha,
      });
      const docs = int(1, 2);
      for (let d = 0; d < docs; d++) {
        const docId = resolutionDocRows.length + 1;
        resolutionDocRows.push({
          id: docId,
          resolucion_id: id,
          nombre:
            d === 0
              ? `Resolución de ${tipo.nombre.toLowerCase()} ${numero}.pdf`
              : `Anexo de la resolución ${numero}.pdf`,
          url: `/documentos/resolucion/${docId}.pdf`,
          created_at: fecha,
        });
      }
    }
  });
  await insertRows(db, t.resoluciones, resolutionRows);
  await insertRows(db, t.documentos_resoluciones, resolutionDocRows);

  // ---------------------------------------------------------------- agenda, parameters, help, users
  // Agenda: an institution plans to reform or regulate a law its own curated procedures cite.
  const agendaPairs = [
    ...new Set(
      CURATED_PROCEDURES.flatMap((p) =>
        p.modalidades.flatMap((m) => m.bases.map(([law]) => `${p.inst}|${law}`)),
      ),
    ),
  ].map((pair) => pair.split('|') as [string, string]);
  const agendaRows: Row[] = [];
  for (let id = 1; id <= 80; id++) {
    const anio = int(2024, 2027);
    const inicio = new Date(Date.UTC(anio, int(0, 11), int(1, 28)));
    const [siglas, lawKey] = pick(agendaPairs);
    const law = (LEYES as Record<string, CuratedLaw>)[lawKey]!;
    const masculine = /^(Código|Reglamento|Arancel|Decreto)/.test(law.nombre);
    const [tipo, nombre] = pick([
      [law.tipo, `Reforma ${masculine ? 'al' : 'a la'} ${law.nombre}`],
      ['Instructivo', `Instructivo de aplicación ${masculine ? 'del' : 'de la'} ${law.nombre}`],
      [
        'Acuerdo Ejecutivo',
        `Acuerdo de simplificación de trámites ${masculine ? 'del' : 'de la'} ${law.nombre}`,
      ],
    ] as const);
    agendaRows.push({
      id,
      institucion_id: institutionIdBySiglas.get(siglas)!,
      tipo_normativa_id: tipoNormativaId(tipo),
      nombre_regulacion: nombre,
      descripcion: pick([
        'Simplificar los requisitos y reducir los plazos de respuesta.',
        'Actualizar el marco normativo a los estándares internacionales.',
        'Habilitar la presentación y el pago en línea.',
        'Eliminar duplicidad de requisitos entre instituciones.',
      ]),
      etapa: pick(c.ETAPAS_AGENDA),
      anio,
      fecha_inicio: isoDate(inicio),
      fecha_fin: chance(0.8) ? isoDate(addDays(inicio, int(30, 180))) : null,
    });
  }
  await insertRows(db, t.agenda_items, agendaRows);

  await insertRows(db, t.parametros, [
    {
      id: 1,
      codigo: PARAM_MIME_TYPES,
      valor: 'jpg,jpeg,png,pdf',
      descripcion: 'Extensiones permitidas para adjuntos de comentarios',
    },
    {
      id: 2,
      codigo: PARAM_MAX_SIZE_KB,
      valor: '10000',
      descripcion: 'Tamaño máximo de adjuntos de comentarios, en KB',
    },
  ]);
  const helpRows: Row[] = [
    {
      codigo: HELP_CODE_REQUEST_REQUIREMENTS,
      texto:
        'Requisitos que forman parte de la solicitud: se presentan junto con el formulario al iniciar el trámite.',
    },
    {
      codigo: HELP_CODE_OTHER_REQUIREMENTS,
      texto:
        'Requisitos que no forman parte de la solicitud: documentos adicionales que la institución verifica durante el trámite.',
    },
    ...Object.entries(SECTIONS).map(([codigo, nombre]) => ({
      codigo,
      texto: `Registre la base legal que sustenta la sección «${nombre}» y, en fase 2, emita el dictamen correspondiente.`,
    })),
  ];
  await insertRows(
    db,
    t.ayudas,
    helpRows.map((h, i) => ({ id: i + 1, ...h })),
  );

  const operationRows = Object.values(PERMISSIONS).map((codigo, i) => ({
    id: i + 1,
    codigo,
    nombre: codigo.replaceAll('_', ' ').toLowerCase(),
  }));
  await insertRows(db, t.operaciones, operationRows);
  for (const [i, user] of DEMO_USERS.entries()) {
    const id = i + 1;
    await insertRows(db, t.users, [
      { id, nombre: user.nombre, email: user.email, password_hash: await hashPassword(user.password) },
    ]);
    await insertRows(
      db,
      t.user_operaciones,
      operationRows
        .filter((o) => (user.operaciones as readonly string[]).includes(o.codigo))
        .map((o) => ({ user_id: id, operacion_id: o.id })),
    );
  }

  await seedSinonimos(db);
  await seedSituacionesVida(db);
  const evaluador = DEMO_USERS.findIndex((u) => u.email === 'evaluador@rnt.gob.sv') + 1;
  await seedDenuncias(db, REFERENCE_DATE, evaluador);
  await resetSequences(db);
  return {
    instituciones: institutionRows.length,
    tramites: procedureCount,
    modalidades: ids.modalidad,
    requisitos: requisitoCount,
    regulaciones: regulationRows.length,
    resoluciones: resolutionRows.length,
  };
}

function emptyChunk() {
  return {
    modalidades: [] as Row[],
    medios: [] as Row[],
    niveles: [] as Row[],
    docsMod: [] as Row[],
    contactos: [] as Row[],
    telefonos: [] as Row[],
    requisitos: [] as Row[],
    docsReq: [] as Row[],
    subs: [] as Row[],
    bases: [] as Row[],
    referencias: [] as Row[],
    dictamenes: [] as Row[],
    dictamenEstados: [] as Row[],
  };
}

async function flushChunk(db: Db, chunk: ReturnType<typeof emptyChunk>): Promise<void> {
  await insertRows(db, t.modalidades, chunk.modalidades);
  await insertRows(db, t.modalidad_medios_presentacion, chunk.medios);
  await insertRows(db, t.modalidad_niveles_digitalizacion, chunk.niveles);
  await insertRows(db, t.documentos_modalidad, chunk.docsMod);
  await insertRows(db, t.contactos_oficinas, chunk.contactos);
  await insertRows(db, t.telefonos_contacto, chunk.telefonos);
  await insertRows(db, t.requisitos, chunk.requisitos);
  await insertRows(db, t.documentos_requisito, chunk.docsReq);
  await insertRows(db, t.sub_requisitos, chunk.subs);
  await insertRows(db, t.bases_legales, chunk.bases);
  await insertRows(db, t.base_legal_referencias, chunk.referencias);
  await insertRows(db, t.dictamenes, chunk.dictamenes);
  await insertRows(db, t.dictamen_estados, chunk.dictamenEstados);
}

/** Rows were written with explicit ids: move every serial sequence past them. */
async function resetSequences(db: Db): Promise<void> {
  await db.execute(sql`
    DO $$
    DECLARE r record;
    BEGIN
      FOR r IN
        SELECT c.table_name, c.column_name, pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) AS seq
        FROM information_schema.columns c
        WHERE c.table_schema = 'public' AND c.column_default LIKE 'nextval(%'
      LOOP
        EXECUTE format('SELECT setval(%L, COALESCE((SELECT max(%I) FROM %I), 0) + 1, false)', r.seq, r.column_name, r.table_name);
      END LOOP;
    END $$;
  `);
}
