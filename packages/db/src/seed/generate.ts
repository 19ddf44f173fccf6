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
import { queryRows, type Db } from '../create-db';
import { hashPassword } from '../passwords';
import * as t from '../schema';
import * as c from './catalog';
import { DEMO_USERS } from './demo-users';
import { seedSinonimos } from './sinonimos';

export const DEMO_SEED = 20_261_121;
/** Every demo date is relative to this day, so the data does not change with the day it is generated. */
export const REFERENCE_DATE = new Date(Date.UTC(2026, 10, 1));
export const DEFAULT_MODALITIES = 800;
const PROCEDURES_PER_MODALITY = 300 / 800;
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
function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** Tomo of the Diario Oficial: about four a year (tomo 426 began in 2020). */
function tomoFor(date: Date): number {
  return 426 + (date.getUTCFullYear() - 2020) * 4 + Math.floor(date.getUTCMonth() / 3);
}

/** Average response time consistent with its band (value, time-unit name, kind of days). */
const BAND_TIMES: Record<keyof typeof RESPONSE_TIME_BANDS, [number, string, string]> = {
  B00: [2, 'Horas', 'hábiles'],
  B01: [6, 'Horas', 'hábiles'],
  B02: [2, 'Días', 'hábiles'],
  B03: [5, 'Días', 'hábiles'],
  B04: [8, 'Días', 'hábiles'],
  B05: [15, 'Días', 'hábiles'],
  B06: [1, 'Meses', 'calendario'],
  B07: [2, 'Meses', 'calendario'],
  B08: [3, 'Meses', 'calendario'],
};

const ACTION_WORDS =
  /^(inscripción|registro|autorización|renovación|reposición|modificación|certificación|constancia|permiso|licencia|solicitud|declaración|análisis|consulta|adjudicación|escrituración|afiliación|subsidio|cancelación|conexión|aprobación|apertura|depósito|incorporación|autenticación|equivalencia|calificación|revisión|concesión|arrendamiento|factibilidad|crédito|apostilla|auténtica|visa|matrícula|declaratoria|residencia|nacionalidad|reforma|línea|formulario|certificado|credencial|tarjeta|pasaporte|carné)/i;

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
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
  const institutionRows: Row[] = [];
  const unitRows: Row[] = [];
  const officeRows: Row[] = [];
  const scheduleRows: Row[] = [];
  const unitsByInstitution = new Map<number, number[]>();
  const officesByInstitution = new Map<number, number[]>();
  c.INSTITUCIONES.forEach((inst, i) => {
    const institucionId = i + 1;
    institutionRows.push({
      id: institucionId,
      nombre: inst.nombre,
      siglas: inst.siglas,
      descripcion: inst.web,
    });
    const unitIds: number[] = [];
    for (const nombre of inst.unidades) {
      const id = unitRows.length + 1;
      unitRows.push({ id, institucion_id: institucionId, nombre });
      unitIds.push(id);
    }
    unitsByInstitution.set(institucionId, unitIds);
    const officeIds: number[] = [];
    const officeCount = int(2, 4);
    for (let k = 0; k < officeCount; k++) {
      const id = officeRows.length + 1;
      const city = k === 0 ? c.CIUDADES[0]! : pick(c.CIUDADES);
      const withCoordinates = !chance(0.15);
      officeRows.push({
        id,
        institucion_id: institucionId,
        nombre: k === 0 ? `Oficina central ${inst.siglas}` : `Oficina departamental de ${city.municipio}`,
        direccion: `${pick(c.CALLES)} No. ${int(1, 450)}, ${city.municipio}, departamento de ${city.departamento}`,
        latitud: withCoordinates
          ? (city.lat + faker.number.float({ min: -0.02, max: 0.02 })).toFixed(6)
          : null,
        longitud: withCoordinates
          ? (city.lon + faker.number.float({ min: -0.02, max: 0.02 })).toFixed(6)
          : null,
      });
      officeIds.push(id);
      if (chance(0.08)) {
        for (const dia of c.DIAS)
          scheduleRows.push({ oficina_id: id, dia, hora_inicio: null, hora_fin: null, horas_24: true });
      } else {
        for (const dia of c.DIAS.slice(0, 5))
          scheduleRows.push({
            oficina_id: id,
            dia,
            hora_inicio: '08:00',
            hora_fin: '16:00',
            horas_24: false,
          });
        if (chance(0.3))
          scheduleRows.push({
            oficina_id: id,
            dia: 'Sábado',
            hora_inicio: '08:00',
            hora_fin: '12:00',
            horas_24: false,
          });
      }
    }
    officesByInstitution.set(institucionId, officeIds);
  });
  await insertRows(db, t.instituciones, institutionRows);
  await insertRows(db, t.unidades, unitRows);
  await insertRows(db, t.oficinas, officeRows);
  await insertRows(db, t.horarios_oficina, scheduleRows);
  log(`instituciones ${institutionRows.length}, unidades ${unitRows.length}, oficinas ${officeRows.length}`);

  // ---------------------------------------------------------------- regulations
  const regulationRows: Row[] = [];
  const regulationCategoryRows: Row[] = [];
  const regulationDocRows: Row[] = [];
  for (let id = 1; id <= 250; id++) {
    const tipoId = int(1, c.TIPOS_NORMATIVA.length);
    const tipo = c.TIPOS_NORMATIVA[tipoId - 1]!.nombre;
    const tema = pick(c.TEMAS_REGULACION);
    const numero = int(1, 999);
    const nombre =
      tipo === 'Ley'
        ? `Ley de ${tema}`
        : tipo === 'Reglamento'
          ? `Reglamento de la Ley de ${tema}`
          : tipo === 'Ordenanza Municipal'
            ? `Ordenanza reguladora de ${tema.toLowerCase()} del municipio de ${pick(c.CIUDADES).municipio}`
            : `${tipo} No. ${numero} sobre ${tema.toLowerCase()}`;
    const emision = daysBefore(int(30, 365 * 30));
    const publicacion = addDays(emision, int(3, 20));
    const estado = chance(0.75) ? 1 : int(2, c.ESTADOS_REGULACION.length);
    regulationRows.push({
      id,
      nombre,
      tipo_solicitud_id: tipoId,
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
    for (const cat of faker.helpers.arrayElements(c.CATEGORIAS_TRAMITE, { min: 1, max: 2 })) {
      regulationCategoryRows.push({ regulacion_id: id, categoria_tramite_id: categoryId(cat[0]) });
    }
    const docCount = int(1, 3);
    for (let k = 0; k < docCount; k++) {
      const docId = regulationDocRows.length + 1;
      regulationDocRows.push({
        id: docId,
        regulacion_id: id,
        nombre: k === 0 ? `Texto íntegro - ${nombre}.pdf` : `Reforma ${k} - ${nombre}.pdf`,
        ruta: `/documentos/regulacion/${docId}.pdf`,
        created_at: addDays(publicacion, k * 200),
      });
    }
  }
  await insertRows(db, t.regulaciones, regulationRows);
  await insertRows(db, t.regulacion_categorias, regulationCategoryRows);
  await insertRows(db, t.documentos_regulacion, regulationDocRows);

  // ---------------------------------------------------------------- procedures
  const procedureCount = Math.max(1, Math.round(totalModalities * PROCEDURES_PER_MODALITY));
  const procedureRows: Row[] = [];
  const procedureInstitution: number[] = [0];
  const namesSeen = new Map<string, number>();
  for (let id = 1; id <= procedureCount; id++) {
    const institucionId = ((id - 1) % c.INSTITUCIONES.length) + 1;
    const inst = c.INSTITUCIONES[institucionId - 1]!;
    const objeto = pick(inst.objetos);
    const verbs = ACTION_WORDS.test(objeto)
      ? ['', 'Solicitud de', 'Renovación de', 'Modificación de', 'Certificación de']
      : c.VERBOS_TRAMITE;
    const verb = pick(verbs);
    let nombre = verb ? `${verb} ${objeto}` : capitalize(objeto);
    const seen = namesSeen.get(nombre) ?? 0;
    namesSeen.set(nombre, seen + 1);
    if (seen > 0) nombre = `${nombre} (${pick(c.VARIANTES_MODALIDAD).toLowerCase()} ${seen + 1})`;
    procedureRows.push({
      id,
      nombre,
      unidad_id: pick(unitsByInstitution.get(institucionId)!),
      categoria_tramite_id: chance(0.85) ? categoryId(inst.categoria) : int(1, c.CATEGORIAS_TRAMITE.length),
      clasificacion_tramite_id: int(1, c.CLASIFICACIONES.length),
      actividad_economica_id: activityId(inst.actividad),
      created_at: daysBefore(int(400, 1200)),
    });
    procedureInstitution.push(institucionId);
  }
  await insertRows(db, t.tramites, procedureRows);

  // Modalities per procedure: one each, the rest spread at random (1 to ~7 per procedure).
  const modalityCounts = new Array<number>(procedureCount).fill(1);
  for (let k = procedureCount; k < totalModalities; k++) modalityCounts[int(0, procedureCount - 1)]!++;
  log(`tramites ${procedureCount}`);

  // ---------------------------------------------------------------- modalities, in chunks
  const ids = { modalidad: 0, requisito: 0, sub: 0, docMod: 0, docReq: 0, contacto: 0, base: 0, dictamen: 0 };
  const registered: number[] = [];
  const byState = new Map<number, number[]>();
  const stateWeights = [
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
  const bandCodes = Object.keys(RESPONSE_TIME_BANDS) as (keyof typeof RESPONSE_TIME_BANDS)[];
  const sectionCodes = Object.keys(SECTIONS);
  const montos = [
    '2.29',
    '5.00',
    '5.71',
    '11.43',
    '15.00',
    '25.00',
    '34.29',
    '57.14',
    '100.00',
    '114.29',
    '171.43',
    '250.00',
  ];

  let chunk = emptyChunk();
  let requisitoCount = 0;
  for (let p = 0; p < procedureCount; p++) {
    const tramite = procedureRows[p]!;
    const institucionId = procedureInstitution[p + 1]!;
    const inst = c.INSTITUCIONES[institucionId - 1]!;
    const count = modalityCounts[p]!;
    const variants = faker.helpers.shuffle([...c.VARIANTES_MODALIDAD]);
    for (let m = 0; m < count; m++) {
      const id = ++ids.modalidad;
      const estado = faker.helpers.weightedArrayElement(stateWeights);
      const isRegistered = estado === 11 || estado === 13;
      if (isRegistered) registered.push(id);
      if (!byState.has(estado)) byState.set(estado, []);
      byState.get(estado)!.push(id);
      const tramiteNombre = tramite.nombre as string;
      const nombre = count === 1 ? tramiteNombre : `${tramiteNombre} - ${variants[m % variants.length]}`;
      const band = pick(bandCodes);
      const [tiempo, unidadTiempo, tipoDias] = BAND_TIMES[band];
      const fee = faker.helpers.weightedArrayElement([
        { value: 'fija', weight: 55 },
        { value: 'gratuito', weight: 25 },
        { value: 'variable', weight: 20 },
      ]);
      const fija = chance(0.5);
      const solicitud = estado === 1 || chance(0.05) ? null : daysBefore(int(30, 760));
      chunk.modalidades.push({
        id,
        tramite_id: tramite.id,
        nombre,
        descripcion: `Permite a ${pick(['las personas naturales', 'las empresas', 'los ciudadanos', 'los usuarios'])} realizar la ${tramiteNombre.toLowerCase()} ante ${inst.nombre}. ${faker.helpers.arrayElement(['El trámite se resuelve mediante resolución escrita.', 'La institución verifica la documentación y emite la constancia respectiva.', 'Una vez aprobado, el documento se entrega en la oficina donde se presentó la solicitud.'])}`,
        estado_id: estado,
        periodicidad_id: int(1, c.PERIODICIDADES.length),
        vigencia_tramite: fija ? 'Fija' : 'Indefinida',
        vigencia_cantidad: fija ? pick([1, 2, 3, 5]) : null,
        vigencia_unidad_tiempo_id: fija ? unitId('Años') : null,
        tipo_tarifa: fee === 'variable' ? 'Tarifa Variable' : 'Tarifa Fija',
        monto: fee === 'fija' ? pick(montos) : null,
        detalle_tarifa_variable:
          fee === 'variable'
            ? `El costo depende de ${pick(['la cantidad de folios presentados', 'el valor declarado de la operación', 'el área del inmueble en metros cuadrados', 'el número de productos a registrar'])}, según el arancel vigente publicado en el Diario Oficial.`
            : null,
        tercero_autorizado: chance(0.6),
        donde_realizar: `En ${pick(['la oficina central', 'cualquiera de las oficinas departamentales', 'la ventanilla de atención al cliente'])} de ${inst.siglas}${chance(0.4) ? ` o en línea en ${inst.web}` : ''}.`,
        plazo_legal_valor: tiempo * 2,
        plazo_legal_unidad_tiempo_id: unitId(unidadTiempo),
        tiempo_promedio_valor: tiempo,
        tiempo_promedio_unidad_tiempo_id: unitId(unidadTiempo),
        tiempo_promedio_tipo_dias: tipoDias,
        banda_tiempo_respuesta: band,
        comentario_descripcion: chance(0.3)
          ? 'La descripción fue revisada con la institución en la mesa técnica.'
          : null,
        comentario_periodicidad: chance(0.2) ? 'Puede solicitarse en cualquier momento del año.' : null,
        comentarios_vigencia: chance(0.2) ? 'La vigencia se cuenta a partir de la fecha de emisión.' : null,
        comentario: chance(0.2) ? 'Modalidad revisada en el proceso de simplificación.' : null,
        comentario_medios_presentacion: chance(0.2)
          ? 'La presentación en línea requiere usuario registrado.'
          : null,
        comentario_niveles_digitalizacion: chance(0.2)
          ? 'La institución planea habilitar el pago en línea.'
          : null,
        comentario_tercero_autorizado: chance(0.2)
          ? 'El tercero debe presentar autorización simple firmada.'
          : null,
        comentario_costo_tramite: chance(0.2) ? 'El pago se realiza en bancos autorizados o en línea.' : null,
        comentario_plazo_legal: chance(0.2)
          ? 'El plazo corre desde la presentación completa de requisitos.'
          : null,
        fecha_solicitud: solicitud ? isoDate(solicitud) : null,
        fecha_inscripcion: isRegistered ? isoDate(daysBefore(int(1, 729))) : null,
        created_at: daysBefore(int(760, 900)),
      });
      for (const medio of faker.helpers.arrayElements([1, 2, 3, 4], { min: 1, max: 3 })) {
        chunk.medios.push({ modalidad_id: id, medio_presentacion_id: medio });
      }
      const levels = faker.helpers.weightedArrayElement([
        { value: 0, weight: 25 },
        { value: 1, weight: 25 },
        { value: 2, weight: 20 },
        { value: 3, weight: 15 },
        { value: 4, weight: 10 },
        { value: 5, weight: 5 },
      ]);
      for (let l = 1; l <= levels; l++) chunk.niveles.push({ modalidad_id: id, nivel_digitalizacion_id: l });

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
        addModalityDoc('resolucion', `Resolución de inscripción de la modalidad ${id}.pdf`);
      }
      if (chance(0.3)) addModalityDoc('propuesta', `Propuesta de simplificación de la modalidad ${id}.pdf`);
      if (chance(0.6)) addModalityDoc('anexo', `Anexo - formulario de ${tramiteNombre.toLowerCase()}.pdf`);
      if (fee === 'variable') {
        addModalityDoc('costo_tarifa', `Arancel de ${inst.siglas}.pdf`);
        if (chance(0.5)) addModalityDoc('costo_tarifa', `Tabla de cálculo del costo.pdf`);
      }

      // Contacts at the institution's offices.
      for (const oficinaId of faker.helpers.arrayElements(officesByInstitution.get(institucionId)!, {
        min: 1,
        max: 2,
      })) {
        const contactoId = ++ids.contacto;
        const persona = `${pick(['Lic.', 'Licda.', 'Ing.', 'Arq.', 'Dr.', 'Dra.'])} ${faker.person.firstName()} ${faker.person.lastName()}`;
        chunk.contactos.push({
          id: contactoId,
          modalidad_id: id,
          oficina_id: oficinaId,
          nombres: persona,
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

      // Legal bases of sections.
      const addBase = (seccion: string | null, codigoModelo: string | null, modeloId: number | null) => {
        const baseId = ++ids.base;
        chunk.bases.push({
          id: baseId,
          modalidad_id: id,
          regulacion_id: int(1, 250),
          seccion,
          codigo_modelo: codigoModelo,
          modelo_id: modeloId,
        });
        const refs = int(1, 2);
        for (let k = 0; k < refs; k++) {
          const withSub = chance(0.5);
          chunk.referencias.push({
            base_legal_id: baseId,
            referencia_id: chance(0.8) ? 1 : int(2, c.REFERENCIAS.length),
            valor_referencia: String(int(1, 180)),
            sub_referencia_id: withSub ? int(1, c.SUB_REFERENCIAS.length) : null,
            valor_sub_referencia: withSub
              ? pick(['primero', 'segundo', 'tercero', 'a)', 'b)', 'c)', '1', '2'])
              : null,
          });
        }
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

      // Requirements: the request form first, then the rest.
      const reqCount = int(3, 7);
      for (let r = 0; r < reqCount; r++) {
        const requisitoId = ++ids.requisito;
        requisitoCount++;
        const tipo = r === 0 ? 1 : r === 1 && chance(0.5) ? 3 : int(1, 8);
        const enSolicitud = r === 0 || (r === 1 && tipo === 3) || chance(0.15);
        const otra = tipo === 8;
        const otraInstitucion = otra ? (institucionId % c.INSTITUCIONES.length) + 1 : null;
        chunk.requisitos.push({
          id: requisitoId,
          modalidad_id: id,
          tipo_requisito_id: tipo,
          nombre: pick(c.REQUISITOS_POR_TIPO[tipo]!),
          descripcion: pick([
            'Debe presentarse completo y sin enmiendas.',
            'Se verifica contra los registros de la institución emisora.',
            'Documento obligatorio para iniciar el trámite.',
            'Se acepta en original o copia certificada por notario.',
          ]),
          es_parte_solicitud: enSolicitud,
          enlace_web:
            (tipo === 1 || tipo === 2 || tipo === 7) && chance(0.45)
              ? `${inst.web}/tramites-en-linea/${id}`
              : null,
          condiciones_presentacion: pick([
            'Original y copia',
            'Copia certificada por notario',
            'Documento digital en PDF',
            'Original para cotejo',
          ]),
          especificacion_de_presentacion: pick([
            'Tamaño carta',
            'Legible y sin tachaduras',
            'Firmado y sellado',
            'Con vigencia no mayor a 90 días',
          ]),
          tipo_soporte: pick(c.TIPOS_SOPORTE),
          es_tramite_otra_institucion: otra,
          institucion_id: otraInstitucion,
          tramite_id: otra && otraInstitucion ? otraInstitucion : null,
          orden: r + 1,
          fecha_eliminacion: chance(0.04) ? isoDate(daysBefore(int(1, 700))) : null,
        });
        if (chance(0.3)) {
          chunk.docsReq.push({
            id: ++ids.docReq,
            requisito_id: requisitoId,
            nombre: `Formato de ${String(c.REQUISITOS_POR_TIPO[tipo]![0]).toLowerCase()}.pdf`,
            url: `/documentos/requisito/${ids.docReq}.pdf`,
            es_anexo: true,
            es_certificado: false,
            es_resolucion: false,
          });
        }
        if (chance(0.05)) {
          chunk.docsReq.push({
            id: ++ids.docReq,
            requisito_id: requisitoId,
            nombre: 'Certificado y resolución de inscripción.pdf',
            url: `/documentos/requisito/${ids.docReq}.pdf`,
            es_anexo: false,
            es_certificado: true,
            es_resolucion: true,
          });
        }
        if (chance(0.4)) addBase(null, 'Requisito', requisitoId);
        if (evaluated && tipo !== 1 && tipo !== 2 && chance(0.5))
          addRuling(null, 'Requisito', requisitoId, chance(0.12) ? '002' : chance(0.1) ? '003' : '001');
        if (chance(0.25)) {
          const subs = faker.helpers.arrayElements(c.SUB_REQUISITOS, { min: 1, max: 3 });
          for (const sub of subs) {
            const subId = ++ids.sub;
            chunk.subs.push({
              id: subId,
              requisito_id: requisitoId,
              nombre: sub,
              descripcion: `Condición aplicable a: ${String(chunk.requisitos.at(-1)!.nombre).toLowerCase()}.`,
            });
            if (chance(0.2)) addBase(null, 'Sub_Requisito', subId);
            if (evaluated && chance(0.3))
              addRuling(null, 'Sub_Requisito', subId, chance(0.15) ? '002' : '001');
          }
        }
      }

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
      resolutionRows.push({
        id,
        tipo_resolucion_id: ti + 1,
        modalidad_id: modalidadId,
        numero: `OMR-RNT-${tipo.codigo}-${fecha.getUTCFullYear()}-${String(k).padStart(4, '0')}`,
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
              ? `Resolución de ${tipo.nombre.toLowerCase()} OMR-RNT-${tipo.codigo}-${k}.pdf`
              : `Anexo de la resolución ${k}.pdf`,
          url: `/documentos/resolucion/${docId}.pdf`,
          created_at: fecha,
        });
      }
    }
  });
  await insertRows(db, t.resoluciones, resolutionRows);
  await insertRows(db, t.documentos_resoluciones, resolutionDocRows);

  // ---------------------------------------------------------------- agenda, parameters, help, users
  const agendaRows: Row[] = [];
  for (let id = 1; id <= 80; id++) {
    const anio = int(2024, 2027);
    const inicio = new Date(Date.UTC(anio, int(0, 11), int(1, 28)));
    agendaRows.push({
      id,
      institucion_id: int(1, c.INSTITUCIONES.length),
      tipo_normativa_id: int(1, 7),
      nombre_regulacion: `${pick(['Reforma al Reglamento de', 'Nueva Ley de', 'Instructivo de aplicación de la Ley de', 'Norma Técnica de'])} ${pick(c.TEMAS_REGULACION)}`,
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
  await resetSequences(db);
  // Give the planner statistics now: a freshly seeded database otherwise plans joins as full sorts
  // until autovacuum runs (seen on the open-data exports).
  await db.execute(sql`ANALYZE`);
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

/** True when the database already holds the demo registry (a second start must not seed again). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM instituciones) AS seeded`,
  );
  return Boolean(row?.seeded);
}
