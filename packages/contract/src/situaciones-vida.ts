/**
 * Life events ("situaciones de vida", issue 33, decision 18): the public list, search and detail with
 * totals (`/api/public/situaciones_vida…`), and the staff's list, create, edit and delete
 * (`/api/situaciones_vida…`, permission SITUACIONES_VIDA_EDITAR). The totals are `situacionTotales()` of
 * `situaciones-vida-rules.ts`.
 */
import { idSchema } from './api-common';
import { z } from './zod';

export const SITUACION_SLUG_MAX = 80;
export const SITUACION_NOMBRE_MAX = 200;
export const SITUACION_DESCRIPCION_MAX = 1000;
export const SITUACION_FRASE_MAX = 120;
export const SITUACION_FRASES_MAX = 30;
export const SITUACION_FUENTE_MAX = 500;
export const SITUACION_FUENTES_MAX = 20;
export const SITUACION_PASOS_MAX = 30;
export const SITUACION_PASO_MODALIDADES_MAX = 20;
export const SITUACION_BUSQUEDA_MAX = 200;

export const SITUACIONES_VIDA_MESSAGES = {
  noExiste: 'La situación de vida no existe.',
  guardada: 'La situación de vida se guardó.',
  eliminada: 'La situación de vida se eliminó.',
  slugRequerido: 'El identificador es requerido',
  slugFormato: 'Use solo minúsculas sin tildes, números y guiones (por ejemplo: abrir-un-negocio)',
  slugMaximo: `El identificador admite como máximo ${SITUACION_SLUG_MAX} caracteres`,
  slugRepetido: 'Ya existe una situación de vida con este identificador',
  nombreRequerido: 'El nombre es requerido',
  nombreMaximo: `El nombre admite como máximo ${SITUACION_NOMBRE_MAX} caracteres`,
  descripcionRequerida: 'La descripción es requerida',
  descripcionMaxima: `La descripción admite como máximo ${SITUACION_DESCRIPCION_MAX} caracteres`,
  fraseVacia: 'Las frases no pueden estar vacías',
  fraseMaxima: `Cada frase admite como máximo ${SITUACION_FRASE_MAX} caracteres`,
  frasesMaximo: `Indique como máximo ${SITUACION_FRASES_MAX} frases`,
  fuenteVacia: 'Las fuentes no pueden estar vacías',
  fuenteMaxima: `Cada fuente admite como máximo ${SITUACION_FUENTE_MAX} caracteres`,
  fuentesMaximo: `Indique como máximo ${SITUACION_FUENTES_MAX} fuentes`,
  pasosRequeridos: 'Indique al menos un paso',
  pasosMaximo: `Indique como máximo ${SITUACION_PASOS_MAX} pasos`,
  tituloRequerido: 'El título del paso es requerido',
  tituloMaximo: `El título admite como máximo ${SITUACION_NOMBRE_MAX} caracteres`,
  queHacerRequerido: 'Indique qué debe hacer la persona en este paso',
  queHacerMaximo: `Qué hacer admite como máximo ${SITUACION_DESCRIPCION_MAX} caracteres`,
  esperaAnterior: 'Un paso solo puede esperar a pasos anteriores a él',
  modalidadesRequeridas: 'Indique al menos una modalidad',
  modalidadesMaximo: `Indique como máximo ${SITUACION_PASO_MODALIDADES_MAX} modalidades por paso`,
  modalidadRepetida: 'Una modalidad no puede repetirse en el mismo paso',
  modalidadNoPublicada: 'Solo pueden usarse modalidades publicadas en el registro',
  busquedaMaxima: `La búsqueda admite como máximo ${SITUACION_BUSQUEDA_MAX} caracteres`,
  modalidadEliminada: 'La modalidad ya no existe en el registro',
  modalidadFueraDelRegistro: 'La modalidad ya no está publicada en el registro',
} as const;
const M = SITUACIONES_VIDA_MESSAGES;

// ---------------------------------------------------------------- public

export const situacionesVidaQuerySchema = z.object({
  /** A citizen's phrase ("me voy a casar"): only the life events it matches, best first. */
  q: z.string().trim().max(SITUACION_BUSQUEDA_MAX, M.busquedaMaxima).optional(),
  /** Only the life events one of whose steps can be done with this modality (its page's back-link). */
  modalidad_id: idSchema.optional(),
});

export const situacionResumenSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  pasos: z.number().int().describe('Número de pasos de la situación de vida (obligatorios y opcionales).'),
});
export type SituacionResumen = z.infer<typeof situacionResumenSchema>;

export const situacionesVidaResponseSchema = z.object({ situaciones: z.array(situacionResumenSchema) });
export type SituacionesVidaResponse = z.infer<typeof situacionesVidaResponseSchema>;

export const situacionSlugParamsSchema = z.object({
  slug: z.string().max(SITUACION_SLUG_MAX, M.slugMaximo),
});

export const situacionDetalleQuerySchema = z.object({
  /** The institution id of the citizen's alcaldía: its version of a municipal step counts in the totals. */
  municipio: idSchema.optional(),
});

export const situacionModalidadSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tramite_id: z.number().int(),
  tramite: z.string(),
  institucion: z.object({ id: z.number().int(), nombre: z.string(), siglas: z.string() }),
  tipo_tarifa: z.string(),
  monto: z.number().nullable(),
  /** '$25.00', 'Gratuito' or 'Tarifa variable'. */
  costo: z.string(),
  /** '3 Días hábiles', or null when not recorded. */
  tiempo: z.string().nullable(),
});
export type SituacionModalidad = z.infer<typeof situacionModalidadSchema>;

export const situacionPasoSchema = z.object({
  orden: z.number().int(),
  titulo: z.string(),
  que_hacer: z.string(),
  obligatorio: z.boolean(),
  municipal: z.boolean(),
  espera: z.array(z.number().int()),
  /** The published modalities it may be done with (alternatives). */
  modalidades: z.array(situacionModalidadSchema),
});

export const situacionTotalesSchema = z.object({
  costo_total: z.number(),
  costo_texto: z.string(),
  tarifas_variables: z.array(z.string()),
  tarifas_municipales: z.array(z.string()),
  pasos_opcionales: z.array(z.string()),
  pasos_sin_modalidad: z.array(z.string()),
  dias_habiles: z.number().int(),
  tiempo_texto: z.string(),
  instituciones: z.number().int(),
  documentos: z.number().int(),
  documentos_lista: z.array(z.string()),
  modalidades_contadas: z.array(
    z.object({ orden: z.number().int(), modalidad_id: z.number().int().nullable() }),
  ),
});

export const situacionDetalleSchema = z.object({
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  fuentes: z.array(z.string()),
  municipio: z.number().int().nullable(),
  pasos: z.array(situacionPasoSchema),
  totales: situacionTotalesSchema,
});
export type SituacionDetalle = z.infer<typeof situacionDetalleSchema>;

// ---------------------------------------------------------------- staff

const text = (required: string, max: number, maxMessage: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, maxMessage);

export const situacionPasoBodySchema = z
  .object({
    titulo: text(M.tituloRequerido, SITUACION_NOMBRE_MAX, M.tituloMaximo),
    que_hacer: text(M.queHacerRequerido, SITUACION_DESCRIPCION_MAX, M.queHacerMaximo),
    obligatorio: z.boolean().default(true),
    municipal: z.boolean().default(false),
    /** Numbers (1-based, in the order sent) of earlier steps this one waits for. */
    espera: z.array(z.number().int().positive()).max(SITUACION_PASOS_MAX).default([]),
    modalidades: z
      .array(idSchema, { error: M.modalidadesRequeridas })
      .min(1, M.modalidadesRequeridas)
      .max(SITUACION_PASO_MODALIDADES_MAX, M.modalidadesMaximo)
      .refine((ids) => new Set(ids).size === ids.length, M.modalidadRepetida),
  })
  .strict();

export const situacionBodySchema = z
  .object({
    slug: z
      .string({ error: M.slugRequerido })
      .trim()
      .min(1, M.slugRequerido)
      .max(SITUACION_SLUG_MAX, M.slugMaximo)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, M.slugFormato),
    nombre: text(M.nombreRequerido, SITUACION_NOMBRE_MAX, M.nombreMaximo),
    descripcion: text(M.descripcionRequerida, SITUACION_DESCRIPCION_MAX, M.descripcionMaxima),
    orden: z.number().int().min(0).max(10_000).default(0),
    frases: z
      .array(text(M.fraseVacia, SITUACION_FRASE_MAX, M.fraseMaxima))
      .max(SITUACION_FRASES_MAX, M.frasesMaximo)
      .default([]),
    fuentes: z
      .array(text(M.fuenteVacia, SITUACION_FUENTE_MAX, M.fuenteMaxima))
      .max(SITUACION_FUENTES_MAX, M.fuentesMaximo)
      .default([]),
    pasos: z
      .array(situacionPasoBodySchema, { error: M.pasosRequeridos })
      .min(1, M.pasosRequeridos)
      .max(SITUACION_PASOS_MAX, M.pasosMaximo),
  })
  .strict()
  .superRefine((value, ctx) => {
    value.pasos.forEach((paso, i) => {
      if (paso.espera.some((n) => n > i))
        ctx.addIssue({ code: 'custom', path: ['pasos', i, 'espera'], message: M.esperaAnterior });
    });
  });
export type SituacionBody = z.infer<typeof situacionBodySchema>;

export const situacionAdminModalidadSchema = z.object({
  id: z.number().int(),
  /** Null when the modality no longer exists. */
  nombre: z.string().nullable(),
  estado_id: z.number().int().nullable(),
  /** Removed or no longer published: the step is broken. */
  rota: z.boolean(),
  motivo: z.string().nullable(),
});

export const situacionAdminPasoSchema = situacionPasoSchema
  .omit({ modalidades: true })
  .extend({ modalidades: z.array(situacionAdminModalidadSchema), roto: z.boolean() });

export const situacionAdminSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  orden: z.number().int(),
  frases: z.array(z.string()),
  fuentes: z.array(z.string()),
  updated_at: z.string(),
  pasos: z.array(situacionAdminPasoSchema),
  /** Number of broken steps (a modality removed or no longer published). */
  pasos_rotos: z.number().int(),
});
export type SituacionAdmin = z.infer<typeof situacionAdminSchema>;

export const situacionesAdminResponseSchema = z.object({ situaciones: z.array(situacionAdminSchema) });
export const situacionSavedResponseSchema = z.object({
  message: z.string(),
  situacion: situacionAdminSchema,
});

/** One audited change of a life event, newest first: what was done, when and by whom. */
export const situacionCambioSchema = z.object({
  id: z.number().int(),
  /** 'crear', 'editar' or 'eliminar'. */
  accion: z.string(),
  fecha: z.string(),
  /** The staff member's name; null for a change made from the command line. */
  usuario: z.string().nullable(),
});
export type SituacionCambio = z.infer<typeof situacionCambioSchema>;
export const situacionCambiosResponseSchema = z.object({ cambios: z.array(situacionCambioSchema) });
