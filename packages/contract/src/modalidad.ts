/**
 * Payloads of the procedure and modality screens: the modality list of a procedure
 * (`/api/public_tramites_modalidades`), the full modality (`/api/public_modalidad_get_id/{id}`) and its
 * summary form (`/api/public_modalidad_by_id/{id}`). Keys are the specification's Spanish snake_case.
 */
import { idSchema, pageNumberSchema } from './api-common';
import { z } from './zod';

const nombreSchema = z.object({ nombre: z.string() });
const documentoSchema = z.object({ id: z.number().int(), nombre: z.string(), url: z.string() });
export type Documento = z.infer<typeof documentoSchema>;

/** Spanish messages of this feature's answers and screens. */
export const MODALIDAD_MESSAGES = {
  modalidadNoExiste: 'La modalidad solicitada no existe.',
  tramiteNoExiste: 'El trámite solicitado no existe.',
  certificadoNoDisponible:
    'La modalidad no está inscrita: el certificado solo existe para modalidades inscritas.',
  estadoDesconocido: 'Estado desconocido.',
} as const;

// ---------------------------------------------------------------- modality list of a procedure

/**
 * `estado` of the procedure screen's query: a state id (`11`) or its code (`INS`), as the home search
 * carries it. One value or a list (`estado[]=11&estado[]=13`).
 */
const estadoValueSchema = z
  .string()
  .trim()
  // An empty value (`estado=`) means no filter, as a form with an empty choice sends it.
  .regex(/^(|\d{1,9}|[A-Za-z0-9]{1,10})$/, 'Debe ser el id o el código de un estado.');

function oneOrMany<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.array(schema).max(20, 'Demasiados valores.')]).optional();
}

export const tramiteModalidadesQuerySchema = z.object({
  id: idSchema,
  nombre: z.string().trim().max(200, 'Máximo 200 caracteres.').optional(),
  estado: oneOrMany(estadoValueSchema),
  'estado[]': oneOrMany(estadoValueSchema),
  per_page: pageNumberSchema.optional(),
  page: pageNumberSchema.optional(),
});
export type TramiteModalidadesQuery = z.infer<typeof tramiteModalidadesQuerySchema>;

/**
 * Procedure-modality entry, in `/api/public_tramites_modalidades` and
 * `/api/public_tramites_listado` alike: `estado_modalidad` is the public label ('Inscrito',
 * 'En Evaluación'), `estado_id` the state it comes from (decision 009).
 */
export const tramiteModalidadSchema = z.object({
  tramite_id: z.number().int(),
  modalidad_id: z.number().int(),
  nombre_tramite: z.string(),
  nombre_modalidad: z.string(),
  descripcion: z.string().nullable(),
  estado_modalidad: z.string(),
  /** The state id the label comes from (the badge and the certificate rule need it). */
  estado_id: z.number().int(),
  nombre_institucion: z.string(),
  nombre_unidad: z.string(),
});
export type TramiteModalidad = z.infer<typeof tramiteModalidadSchema>;

export const tramiteModalidadesResponseSchema = z.object({
  portal: z.array(tramiteModalidadSchema),
  /**
   * True when `nombre` matched none of the procedure's modalities and all of them are listed instead
   * (a name carried from the home search never leaves the procedure page empty, issue 19).
   */
  filtro_nombre_quitado: z.boolean(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type TramiteModalidadesResponse = z.infer<typeof tramiteModalidadesResponseSchema>;

// ---------------------------------------------------------------- legal bases and rulings

export const referenciaBaseLegalSchema = z.object({
  id: z.number().int(),
  referencia: z.object({ id: z.number().int(), nombre: z.string() }),
  valor_referencia: z.string(),
  sub_referencia: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  valor_sub_referencia: z.string().nullable(),
});

/** Legal basis: a regulation with its references, bound to a section or a (sub-)requirement. */
export const baseLegalSchema = z.object({
  id: z.number().int(),
  modalidad_id: z.number().int(),
  seccion: z.string().nullable(),
  codigo_modelo: z.string().nullable(),
  modelo_id: z.number().int().nullable(),
  regulacion: z.object({ id: z.number().int(), nombre: z.string() }),
  referencias: z.array(referenciaBaseLegalSchema),
});
export type BaseLegal = z.infer<typeof baseLegalSchema>;

export const estadoDictamenSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  codigo: z.string(),
});

/** Ruling (dictamen). */
export const dictamenSchema = z.object({
  id: z.number().int(),
  seccion: z.string().nullable(),
  codigo_modelo: z.string().nullable(),
  modelo_id: z.number().int().nullable(),
  modalidad_id: z.number().int(),
  comentarios: z.string(),
  condicion_inscripcion_id: z.number().int().nullable(),
  created_at: z.string(),
  estados_dictamen: z.array(estadoDictamenSchema),
});
export type Dictamen = z.infer<typeof dictamenSchema>;

// ---------------------------------------------------------------- requirements

export const documentoRequisitoSchema = documentoSchema.extend({
  es_anexo: z.boolean(),
  es_certificado: z.boolean(),
  es_resolucion: z.boolean(),
});
export type DocumentoRequisito = z.infer<typeof documentoRequisitoSchema>;

export const subRequisitoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  bases_legales: z.array(baseLegalSchema),
  dictamenes: z.array(dictamenSchema),
});
export type SubRequisito = z.infer<typeof subRequisitoSchema>;

export const tipoRequisitoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
});

/** Requirement. */
export const requisitoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  tipo_requisito_id: z.number().int(),
  tipo_requisito: tipoRequisitoSchema,
  es_parte_solicitud: z.boolean(),
  enlace_web: z.string().nullable(),
  condiciones_presentacion: z.string().nullable(),
  especificacion_de_presentacion: z.string().nullable(),
  documentos: z.array(documentoRequisitoSchema),
  /** The requirement's form or template (its first annex file), when it has one. */
  documento_anexo: documentoSchema.nullable(),
  tipo_soporte: z.string().nullable(),
  es_tramite_otra_institucion: z.boolean(),
  institucion: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  tramite: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  orden: z.number().int(),
  sub_requisitos: z.array(subRequisitoSchema),
  dictamenes: z.array(dictamenSchema),
  bases_legales: z.array(baseLegalSchema),
});
export type Requisito = z.infer<typeof requisitoSchema>;

// ---------------------------------------------------------------- offices

export const horarioSchema = z.object({
  dia: z.string(),
  /** 'HH:MM', null for a 24-hour day. */
  hora_inicio: z.string().nullable(),
  hora_fin: z.string().nullable(),
  horas_24: z.boolean(),
});
export type Horario = z.infer<typeof horarioSchema>;

export const telefonoSchema = z.object({
  prefijo: z.string(),
  numero: z.string(),
  extension: z.string().nullable(),
  comentario: z.string().nullable(),
});
export type Telefono = z.infer<typeof telefonoSchema>;

export const oficinaSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  direccion: z.string(),
  latitud: z.number().nullable(),
  longitud: z.number().nullable(),
  horarios: z.array(horarioSchema),
});
export type Oficina = z.infer<typeof oficinaSchema>;

/** Office contact. */
export const contactoOficinaSchema = z.object({
  id: z.number().int(),
  nombres: z.string().nullable(),
  correos: z.string().nullable(),
  telefonos: z.array(telefonoSchema),
  oficina: oficinaSchema,
});
export type ContactoOficina = z.infer<typeof contactoOficinaSchema>;

// ---------------------------------------------------------------- the modality

const institucionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** The institution's web link (keeps it in `descripcion`). */
  descripcion: z.string().nullable(),
});

const estadoSchema = z.object({ id: z.number().int(), codigo: z.string(), nombre: z.string() });

/** Fields the summary and the full form share (Modality detail (summary form)). */
const modalidadComunSchema = z.object({
  id: z.number().int(),
  tramite_id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  estado_id: z.number().int(),
  estado: estadoSchema,
  periodicidad: nombreSchema.nullable(),
  /** 'Fija' (with `cantidad` and `unidad_tiempo`) or another value such as 'Indefinida'. */
  vigencia_tramite: z.string().nullable(),
  cantidad: z.number().int().nullable(),
  unidad_tiempo: nombreSchema.nullable(),
  /** 'Tarifa Fija' or 'Tarifa Variable'. */
  tipo_tarifa: z.string(),
  /** Amount in dollars. */
  monto: z.number().nullable(),
  detalle_tarifa_variable: z.string().nullable(),
  tercero_autorizado: z.boolean(),
});

export const modalidadResumenSchema = modalidadComunSchema.extend({
  tramite: z.object({
    id: z.number().int(),
    nombre: z.string(),
    unidad: z.object({ id: z.number().int(), nombre: z.string(), institucion: institucionSchema }),
  }),
});
export type ModalidadResumen = z.infer<typeof modalidadResumenSchema>;
export const modalidadResumenResponseSchema = z.object({ modalidad: modalidadResumenSchema });

/** Modality (full form), with everything the detail screen and the PDFs show. */
export const modalidadSchema = modalidadComunSchema.extend({
  clasificacion_tramite: nombreSchema.nullable(),
  nombre_institucion: z.string(),
  nombre_unidad: z.string(),
  nombre_tramite: z.string(),
  nombre_modalidad: z.string(),
  institucion: institucionSchema,
  donde_realizar: z.string().nullable(),
  plazo_legal_valor: z.number().int().nullable(),
  plazo_legal_unidad_tiempo_id: z.number().int().nullable(),
  plazo_legal_unidad_tiempo: nombreSchema.nullable(),
  tiempo_promedio_valor: z.number().int().nullable(),
  tiempo_promedio_unidad_tiempo: nombreSchema.nullable(),
  /** 'hábiles' or 'calendario'. */
  tiempo_promedio_tipo_dias: z.string().nullable(),
  fecha_inscripcion: z.string().nullable(),
  comentario_descripcion: z.string().nullable(),
  comentario_periodicidad: z.string().nullable(),
  comentarios_vigencia: z.string().nullable(),
  comentario: z.string().nullable(),
  comentario_medios_presentacion: z.string().nullable(),
  comentario_niveles_digitalizacion: z.string().nullable(),
  comentario_tercero_autorizado: z.string().nullable(),
  comentario_costo_tramite: z.string().nullable(),
  comentario_plazo_legal: z.string().nullable(),
  medios_presentacion: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  niveles_digitalizacion: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  documentos_costo_tarifa_tramite: z.array(documentoSchema),
  documentos_certificados: z.array(documentoSchema),
  documento_resolucion: documentoSchema.nullable(),
  documento_propuesta: documentoSchema.nullable(),
  documentos_anexos: z.array(documentoSchema),
  contactos_oficinas: z.array(contactoOficinaSchema),
  requisitos: z.array(requisitoSchema),
  /** Legal bases of the modality's sections (`seccion` set); requirement bases sit on each requirement. */
  bases_legales: z.array(baseLegalSchema),
  /** Rulings of the modality's sections; requirement rulings sit on each requirement. */
  dictamenes: z.array(dictamenSchema),
});
export type Modalidad = z.infer<typeof modalidadSchema>;
export const modalidadResponseSchema = z.object({ modalidad: modalidadSchema });
export type ModalidadResponse = z.infer<typeof modalidadResponseSchema>;
