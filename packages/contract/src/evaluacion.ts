/**
 * Evaluator tools (Ruling and Legal reference): login,
 * legal bases and rulings. The same schemas validate the API bodies and the portal's forms.
 */
import { idSchema, pageNumberSchema } from './api-common';
import {
  LEGAL_BASIS_MAX_REFERENCES,
  REFERENCE_VALUE_MAX_LENGTH,
  RULING_CODE_NAME_ONLY,
  RULING_CODE_NEEDS_CONDITION,
  RULING_COMMENT_MAX_LENGTH,
} from './constants';
import { MESSAGES } from './messages';
import { baseLegalSchema, dictamenSchema, estadoDictamenSchema } from './modalidad';
import { MODEL_CODES, SECTIONS, type SectionCode } from './sections';
import { z } from './zod';

/** Messages of our own for the evaluator forms (the specification names the rules, not the words). */
export const EVALUACION_MESSAGES = {
  contrasenaRequerida: 'Contraseña es requerida',
  credencialesInvalidas: 'Correo o contraseña incorrectos.',
  sesionCerrada: 'Sesión cerrada.',
  comentariosRequeridos: 'Comentarios es requerido',
  comentariosMaximo: `Comentarios admite como máximo ${RULING_COMMENT_MAX_LENGTH} caracteres`,
  estadoRequerido: 'Estado es requerido',
  estadoInvalido: 'El estado seleccionado no existe',
  condicionRequerida: 'Condición es requerida',
  estadoSoloNombre: 'Este estado solo puede usarse en la sección Nombre de la modalidad',
  referenciaRequerida: 'Referencia es requerida',
  valorReferenciaRequerido: 'Valor de referencia es requerido',
  valorReferenciaMaximo: `Valor de referencia admite como máximo ${REFERENCE_VALUE_MAX_LENGTH} caracteres`,
  valorSubReferenciaRequerido: 'Valor de sub referencia es requerido',
  valorSubReferenciaMaximo: `Valor de sub referencia admite como máximo ${REFERENCE_VALUE_MAX_LENGTH} caracteres`,
  regulacionRequerida: 'Regulación es requerida',
  referenciasRequeridas: 'Agregue al menos una referencia',
  referenciasMaximo: `Una base legal admite como máximo ${LEGAL_BASIS_MAX_REFERENCES} referencias`,
  destinoRequerido: 'Indique la sección, o el requisito o sub requisito',
  guardado: 'Guardado con éxito.',
  eliminado: 'Eliminado con éxito.',
} as const;
const M = EVALUACION_MESSAGES;

// ---------------------------------------------------------------- login and session

export const loginBodySchema = z.object({
  email: z
    .string({ error: MESSAGES.correoRequerido })
    .trim()
    .min(1, MESSAGES.correoRequerido)
    .pipe(z.email({ error: MESSAGES.correoInvalido })),
  password: z.string({ error: M.contrasenaRequerida }).min(1, M.contrasenaRequerida).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  permisos: z.array(z.string()),
});
export const loginResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userIdParamsSchema = z.object({ userId: idSchema });
export const operacionesResponseSchema = z.object({
  operaciones: z.array(z.object({ codigo: z.string(), nombre: z.string() })),
});
export type OperacionesResponse = z.infer<typeof operacionesResponseSchema>;

// ---------------------------------------------------------------- shared pieces

const sectionCodes = Object.keys(SECTIONS) as [SectionCode, ...SectionCode[]];
export const seccionSchema = z.enum(sectionCodes, { error: 'Sección desconocida.' });
export const codigoModeloSchema = z.enum(MODEL_CODES, { error: 'Código de modelo desconocido.' });

/** A required id chosen in a select; `null`/missing/'' say "required" with the given message. */
// Not `idSchema.optional().refine(…)`: zod 4 drops the issues of an absent key whose schema accepts
// `undefined`, so a missing field passed validation and failed in the database (issue 17, item 17).
const requiredId = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.custom<unknown>((v) => v !== undefined, { message }).pipe(idSchema),
  );
const optionalId = z.preprocess((v) => (v === '' ? null : v), idSchema.nullable().optional());

/** A value is bound to a section or to one requirement/sub-requirement. */
function checkTarget(
  value: { seccion?: string | null; codigo_modelo?: string | null; modelo_id?: number | null },
  ctx: z.RefinementCtx,
) {
  const bySection = value.seccion != null;
  const byModel = value.codigo_modelo != null && value.modelo_id != null;
  if (bySection === byModel) ctx.addIssue({ code: 'custom', path: ['seccion'], message: M.destinoRequerido });
}

// ---------------------------------------------------------------- legal references

export const referenciaFormSchema = z
  .object({
    id: idSchema.optional(),
    referencia_id: requiredId(M.referenciaRequerida),
    valor_referencia: z
      .string({ error: M.valorReferenciaRequerido })
      .trim()
      .min(1, M.valorReferenciaRequerido)
      .max(REFERENCE_VALUE_MAX_LENGTH, M.valorReferenciaMaximo),
    sub_referencia_id: optionalId,
    valor_sub_referencia: z
      .string()
      .trim()
      .max(REFERENCE_VALUE_MAX_LENGTH, M.valorSubReferenciaMaximo)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.sub_referencia_id != null && !value.valor_sub_referencia)
      ctx.addIssue({
        code: 'custom',
        path: ['valor_sub_referencia'],
        message: M.valorSubReferenciaRequerido,
      });
  })
  // Without a sub-reference its value means nothing: it is dropped.
  .transform((value) => ({
    ...value,
    referencia_id: value.referencia_id as number,
    sub_referencia_id: value.sub_referencia_id ?? null,
    valor_sub_referencia: value.sub_referencia_id != null ? (value.valor_sub_referencia ?? null) : null,
  }));
export type ReferenciaForm = z.input<typeof referenciaFormSchema>;
export type ReferenciaInput = z.output<typeof referenciaFormSchema>;

/** POST /api/base_legal/create and PUT /api/base_legal/update/{id}. */
export const baseLegalBodySchema = z
  .object({
    seccion: seccionSchema.nullable().optional(),
    codigo_modelo: codigoModeloSchema.nullable().optional(),
    modelo_id: idSchema.nullable().optional(),
    regulacion_id: requiredId(M.regulacionRequerida),
    modalidad_id: idSchema,
    referencias: z
      .array(referenciaFormSchema)
      .min(1, M.referenciasRequeridas)
      .max(LEGAL_BASIS_MAX_REFERENCES, M.referenciasMaximo),
  })
  .superRefine(checkTarget)
  .transform((v) => ({ ...v, regulacion_id: v.regulacion_id as number }));
export type BaseLegalBody = z.output<typeof baseLegalBodySchema>;

/** `?per_page=-1&modalidad_id` with `seccion`, or `modelo_id` (+ `codigo_modelo`) —. */
const targetQueryShape = {
  per_page: pageNumberSchema.optional(),
  modalidad_id: idSchema,
  seccion: seccionSchema.optional(),
  modelo_id: idSchema.optional(),
  codigo_modelo: codigoModeloSchema.optional(),
};
function checkTargetQuery(q: { seccion?: string; modelo_id?: number }, ctx: z.RefinementCtx) {
  if ((q.seccion != null) === (q.modelo_id != null))
    ctx.addIssue({ code: 'custom', path: ['seccion'], message: M.destinoRequerido });
}

export const baseLegalQuerySchema = z
  .object({ ...targetQueryShape, regulacion_id: idSchema.optional() })
  .strict()
  .superRefine((q, ctx) => {
    checkTargetQuery(q, ctx);
    if (q.modelo_id != null && q.codigo_modelo == null)
      ctx.addIssue({ code: 'custom', path: ['codigo_modelo'], message: 'Código de modelo es requerido' });
  });
export const baseLegalListResponseSchema = z.object({ bases_legales: z.array(baseLegalSchema) });
export const baseLegalSavedResponseSchema = z.object({ message: z.string(), base_legal: baseLegalSchema });

// ---------------------------------------------------------------- rulings

export interface EstadoDictamenOption {
  id: number;
  codigo: string;
}

/** '006' is offered only for the modality-name section. */
export function estadoAllowedFor(codigo: string, seccion: string | null | undefined): boolean {
  return codigo !== RULING_CODE_NAME_ONLY || seccion === 'NOMBRE_MODALIDAD';
}

/** '004' needs a registration condition. */
export function estadoNeedsCondition(codigo: string | undefined): boolean {
  return codigo === RULING_CODE_NEEDS_CONDITION;
}

const dictamenShape = z.object({
  id: idSchema.optional(),
  seccion: seccionSchema.nullable().optional(),
  codigo_modelo: codigoModeloSchema.nullable().optional(),
  modelo_id: idSchema.nullable().optional(),
  modalidad_id: idSchema,
  comentarios: z
    .string({ error: M.comentariosRequeridos })
    .trim()
    .min(1, M.comentariosRequeridos)
    .max(RULING_COMMENT_MAX_LENGTH, M.comentariosMaximo),
  condicion_inscripcion_id: optionalId,
  estados_dictamen: z
    .array(idSchema, { error: M.estadoRequerido })
    .min(1, M.estadoRequerido)
    .max(1, 'Seleccione un solo estado'),
});

/**
 * The ruling rules, given the status catalogue (the codes live in the database):
 * estado required and known, '006' only for NOMBRE_MODALIDAD, condición required with '004' and
 * cleared with any other status.
 */
export function dictamenBodySchema(estados: readonly EstadoDictamenOption[]) {
  return dictamenShape
    .superRefine((value, ctx) => {
      checkTarget(value, ctx);
      const codigos = value.estados_dictamen.map((id) => estados.find((e) => e.id === id)?.codigo);
      if (codigos.some((c) => c == null)) {
        ctx.addIssue({ code: 'custom', path: ['estados_dictamen'], message: M.estadoInvalido });
        return;
      }
      if (codigos.some((c) => !estadoAllowedFor(c!, value.seccion)))
        ctx.addIssue({ code: 'custom', path: ['estados_dictamen'], message: M.estadoSoloNombre });
      if (codigos.some(estadoNeedsCondition) && value.condicion_inscripcion_id == null)
        ctx.addIssue({ code: 'custom', path: ['condicion_inscripcion_id'], message: M.condicionRequerida });
    })
    .transform((value) => {
      const needs = value.estados_dictamen.some((id) =>
        estadoNeedsCondition(estados.find((e) => e.id === id)?.codigo),
      );
      return { ...value, condicion_inscripcion_id: needs ? (value.condicion_inscripcion_id ?? null) : null };
    });
}
/** The unrefined shape, for the OpenAPI document (the route refines it with the catalogue). */
export const dictamenBodyShapeSchema = dictamenShape;
export type DictamenForm = z.input<typeof dictamenShape>;
export type DictamenBody = z.output<ReturnType<typeof dictamenBodySchema>>;

export const dictamenesQuerySchema = z.object(targetQueryShape).strict().superRefine(checkTargetQuery);
export const dictamenesResponseSchema = z.object({ dictamenes: z.array(dictamenSchema) });
export const dictamenSavedResponseSchema = z.object({ message: z.string(), dictamen: dictamenSchema });

// ---------------------------------------------------------------- catalogues and help

export const catalogQuerySchema = z
  .object({ per_page: pageNumberSchema.optional(), page: pageNumberSchema.optional() })
  .strict();
export const estadosDictamenResponseSchema = z.object({ estados_dictamen: z.array(estadoDictamenSchema) });
export const estadosDictamenSelectResponseSchema = z.object({
  estados_dictamen: z.array(z.object({ value: z.number().int(), label: z.string(), codigo: z.string() })),
});
const namedSchema = z.object({ id: z.number().int(), nombre: z.string() });
export const condicionesResponseSchema = z.object({ condiciones_inscripciones: z.array(namedSchema) });
export const referenciasResponseSchema = z.object({ referencias: z.array(namedSchema) });
export const subReferenciasResponseSchema = z.object({ sub_referencias: z.array(namedSchema) });
export const ayudaParamsSchema = z.object({ code: z.string().trim().min(1).max(80) });
export const ayudaResponseSchema = z.object({ ayuda: z.object({ codigo: z.string(), texto: z.string() }) });
