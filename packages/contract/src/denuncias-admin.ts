/**
 * The complaint back office (issue 23, `/admin/denuncias`): query and body schemas, answer shapes and
 * Spanish messages of the endpoints of `endpoints/denuncias-admin.ts`. States, outcomes and transitions are `denuncia-estados.ts`.
 */
import { idSchema, paginationSchema } from './api-common';
import { DATE_MESSAGES } from './date-range';
import {
  COMPLAINT_OUTCOME_CODES,
  COMPLAINT_STATE_CODES,
  COMPLAINT_TRANSITIONS,
  type ComplaintOutcome,
  type ComplaintState,
} from './denuncia-estados';
import { isoDateSchema, optionalParam, paginationParams } from './query-params';
import { z } from './zod';

export const DENUNCIAS_PER_PAGE = 20;
/** Longest internal or public note of an action (the column is varchar(2000)). */
export const COMPLAINT_NOTE_MAX_LENGTH = 2000;
/** `parametros` row holding the answer period in working days (default `COMPLAINT_ANSWER_PERIOD_WORKING_DAYS`). */
export const PARAM_COMPLAINT_ANSWER_PERIOD = 'DENUNCIAS_PLAZO_RESPUESTA_DIAS_HABILES';

export const DENUNCIAS_ADMIN_MESSAGES = {
  noExiste: 'La denuncia no existe.',
  sinAdjunto: 'La denuncia no tiene archivo adjunto.',
  adjuntoNoDisponible: 'El archivo adjunto no está disponible en este momento.',
  estadoInvalido: 'Seleccione un estado válido.',
  resultadoInvalido: 'Seleccione un resultado válido.',
  accionVacia: 'Indique un cambio de estado o escriba una nota.',
  transicionNoPermitida: (desde: string, hacia: string) => `No se puede pasar de «${desde}» a «${hacia}».`,
  cerradaSinCambios: 'La denuncia está cerrada: ya no admite acciones.',
  resultadoRequerido: 'Seleccione el resultado con el que se cierra la denuncia.',
  resultadoSoloAlCerrar: 'El resultado solo se indica al cerrar la denuncia.',
  notaLarga: `La nota no puede superar ${COMPLAINT_NOTE_MAX_LENGTH} caracteres.`,
  vencidasInvalido: 'El valor debe ser «true» o «false».',
  accionRegistrada: 'La acción quedó registrada.',
} as const;

const M = DENUNCIAS_ADMIN_MESSAGES;

/** Filters of the list and of its CSV. Dates are days in El Salvador's calendar, both ends included. */
export const denunciasQuerySchema = z
  .object({
    estado: optionalParam(
      z.enum(COMPLAINT_STATE_CODES as [ComplaintState, ...ComplaintState[]], M.estadoInvalido),
    ),
    institucion_id: optionalParam(idSchema),
    fecha_desde: optionalParam(isoDateSchema),
    fecha_hasta: optionalParam(isoDateSchema),
    vencidas: optionalParam(z.enum(['true', 'false'], M.vencidasInvalido).transform((v) => v === 'true')),
    ...paginationParams,
  })
  .superRefine((q, ctx) => {
    if (q.fecha_desde && q.fecha_hasta && q.fecha_desde > q.fecha_hasta) {
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.desdePosterior, path: ['fecha_desde'] });
      ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.hastaAnterior, path: ['fecha_hasta'] });
    }
  });
export type DenunciasQuery = z.infer<typeof denunciasQuerySchema>;

const stateSchema = z.enum(COMPLAINT_STATE_CODES as [ComplaintState, ...ComplaintState[]]);
const outcomeSchema = z.enum(COMPLAINT_OUTCOME_CODES as [ComplaintOutcome, ...ComplaintOutcome[]]);

/** One complaint of the list (no personal data). */
export const denunciaResumenSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  /** Received at (ISO 8601, UTC). */
  fecha: z.string(),
  estado: stateSchema,
  resultado: outcomeSchema.nullable(),
  anonimo: z.boolean(),
  institucion: z.object({ id: z.number().int(), nombre: z.string() }),
  /** Registered procedure and modality, or null for a complaint about one not in the registry. */
  tramite: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  modalidad: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  descripcion_tramite: z.string().nullable(),
  tiene_adjunto: z.boolean(),
  respondida_at: z.string().nullable(),
  cerrada_at: z.string().nullable(),
  /** Unanswered past the answer period (working days, El Salvador). */
  vencida: z.boolean(),
  /** Working days elapsed since reception (until the first answer, once answered). */
  dias_habiles: z.number().int(),
});
export type DenunciaResumen = z.infer<typeof denunciaResumenSchema>;

export const denunciasListResponseSchema = z.object({
  plazo_dias_habiles: z.number().int(),
  listado: paginationSchema.extend({ data: z.array(denunciaResumenSchema) }),
});
export type DenunciasListResponse = z.infer<typeof denunciasListResponseSchema>;

export const denunciaAccionSchema = z.object({
  id: z.number().int(),
  estado: stateSchema,
  resultado: outcomeSchema.nullable(),
  nota_interna: z.string().nullable(),
  nota_publica: z.string().nullable(),
  /** The staff member who acted; null for the reception row written with the submission. */
  usuario: z.string().nullable(),
  fecha: z.string(),
});
export type DenunciaAccion = z.infer<typeof denunciaAccionSchema>;

export const datosPersonalesSchema = z.object({
  nombres: z.string().nullable(),
  apellidos: z.string().nullable(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
});

export const denunciaDetalleSchema = denunciaResumenSchema.extend({
  mensaje: z.string(),
  adjunto: z.object({ nombre: z.string(), mime: z.string(), bytes: z.number().int() }).nullable(),
  /**
   * 'visibles' (with DENUNCIAS_DATOS_PERSONALES), 'sin_permiso', 'anonima' (none were given) or 'purgados'
   * (removed after the retention period). `datos_personales` is only filled when 'visibles'.
   */
  datos_personales_estado: z.enum(['visibles', 'sin_permiso', 'anonima', 'purgados']),
  datos_personales: datosPersonalesSchema.nullable(),
  historial: z.array(denunciaAccionSchema),
  /** The states staff may move it to now (empty once closed). */
  estados_siguientes: z.array(stateSchema),
  plazo_dias_habiles: z.number().int(),
});
export type DenunciaDetalle = z.infer<typeof denunciaDetalleSchema>;
export const denunciaDetalleResponseSchema = z.object({ denuncia: denunciaDetalleSchema });

const note = z
  .string({ error: M.notaLarga })
  .trim()
  .max(COMPLAINT_NOTE_MAX_LENGTH, M.notaLarga)
  .transform((v) => (v === '' ? undefined : v))
  .optional()
  .nullable();

/** A staff action: a state change and/or notes. '' counts as absent. */
export const denunciaAccionBodySchema = z
  .object({
    estado: z
      .union([z.literal(''), stateSchema], { error: M.estadoInvalido })
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    resultado: z
      .union([z.literal(''), outcomeSchema], { error: M.resultadoInvalido })
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    nota_interna: note,
    nota_publica: note,
  })
  .superRefine((b, ctx) => {
    if (!b.estado && !b.nota_interna && !b.nota_publica)
      ctx.addIssue({ code: 'custom', message: M.accionVacia, path: ['estado'] });
    if (b.estado === 'CERRADA' && !b.resultado)
      ctx.addIssue({ code: 'custom', message: M.resultadoRequerido, path: ['resultado'] });
    if (b.resultado && b.estado !== 'CERRADA')
      ctx.addIssue({ code: 'custom', message: M.resultadoSoloAlCerrar, path: ['resultado'] });
  });
export type DenunciaAccionBody = z.input<typeof denunciaAccionBodySchema>;
export type DenunciaAccionInput = z.output<typeof denunciaAccionBodySchema>;

/**
 * What the schema cannot know: whether the move is allowed from the complaint's current state. Errors per
 * field, empty when the action may be recorded.
 */
export function complaintActionErrors(
  current: ComplaintState,
  action: DenunciaAccionInput,
  labels: Record<ComplaintState, string>,
): Record<string, string[]> {
  if (current === 'CERRADA') return { estado: [M.cerradaSinCambios] };
  if (action.estado && action.estado !== current && !COMPLAINT_TRANSITIONS[current].includes(action.estado))
    return { estado: [M.transicionNoPermitida(labels[current], labels[action.estado])] };
  if (action.estado === current && !action.nota_interna && !action.nota_publica)
    return { estado: [M.accionVacia] };
  return {};
}

export const denunciaAccionResponseSchema = z.object({
  message: z.string(),
  denuncia: denunciaDetalleSchema,
});

/** Columns of the CSV export, in order: nothing that identifies the citizen. */
export const DENUNCIAS_CSV_COLUMNS = [
  'folio',
  'fecha',
  'estado',
  'resultado',
  'anonimo',
  'institucion',
  'tramite',
  'modalidad',
  'descripcion_tramite',
  'tiene_adjunto',
  'respondida_at',
  'cerrada_at',
  'dias_habiles',
  'vencida',
] as const;
