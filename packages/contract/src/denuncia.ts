/**
 * The citizen comment/complaint (Comment submission): one zod schema used by the form on every view and by the API,
 * and the phone formatter the form applies while typing (libphonenumber). The rules that need neither
 * (name stripping, truncation, the attachment's rules) are in `denuncia-rules.ts`.
 */
import { AsYouType, isValidPhoneNumber } from 'libphonenumber-js';
import { COMMENT_MESSAGE_MAX_LENGTH, DEFAULT_PHONE_COUNTRY } from './constants';
import {
  COMPLAINT_STATE_CODES,
  COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH,
  normalizeTrackingCode,
} from './denuncia-estados';
import { NAME_PATTERN, phoneWithHyphens } from './denuncia-rules';
import { MESSAGES } from './messages';
import { codigoError, folioError, normalizeFolio, SEGUIMIENTO_FIELD_MAX_LENGTH } from './seguimiento-rules';
import { z } from './zod';

/** Longest name, surname or e-mail accepted (not in the spec: keeps rows sane). */
export const PERSONAL_FIELD_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;

// ---------------------------------------------------------------- typing rules

const separators = (value: string) => (value.match(/[\s-]+/g) ?? []).length;

/**
 * The phone field as the citizen types (a phone input with default country SV, spaces become
 * hyphens). A number the SV formatter knows is formatted as typed ('70123456' → '7012-3456'); one it
 * cannot format (unfinished, foreign without '+', mistyped) keeps the citizen's own separators, which
 * the formatter would drop ('12 34' → '12-34', not '1234'). While deleting (`raw` shorter than
 * `previous`) the text is left as edited, so a hyphen can be erased.
 */
export function phoneAsTyped(raw: string, previous: string): string {
  const formatted = raw.length < previous.length ? raw : new AsYouType(DEFAULT_PHONE_COUNTRY).input(raw);
  const kept = separators(formatted) >= separators(raw) ? formatted : raw;
  // A space just typed at the end is the next group's separator: it shows as a hyphen at once.
  return kept.trim() ? kept.trimStart().replace(/\s+/g, '-') : '';
}

// ---------------------------------------------------------------- the schema

/** 'true'/'1'/'on' (multipart) or a boolean (the form) → boolean; absent → not anonymous. */
const anonimoSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', ''])], {
    error: 'Debe ser verdadero o falso.',
  })
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A required choice: '' / null / absent → the spec's "… es requerido"; otherwise a positive integer id. */
export const requiredChoice = (requiredMessage: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: requiredMessage })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || String(v).trim() === '') {
        // `continue`: the other fields (personal data) are still checked, so every error shows at once.
        ctx.addIssue({ code: 'custom', message: requiredMessage, continue: true });
        return z.NEVER;
      }
      const n = Number(String(v).trim());
      if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.opcionInvalida, continue: true });
        return z.NEVER;
      }
      return n;
    });

/** An optional choice: '' / null / absent → null; otherwise a positive integer id. */
const optionalChoice = z
  .union([z.string(), z.number(), z.null()], { error: MESSAGES.opcionInvalida })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || String(v).trim() === '') return null;
    const n = Number(String(v).trim());
    if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.opcionInvalida, continue: true });
      return z.NEVER;
    }
    return n;
  });

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());

/** Same rule for e-mail on the client and the server: zod's e-mail pattern. */
const EMAIL_PATTERN = z.regexes.email;

export const denunciaFields = {
  anonimo: anonimoSchema,
  mensaje: z
    .string({ error: MESSAGES.mensajeRequerido })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length > 0, MESSAGES.mensajeRequerido)
    .refine((v) => v.length <= COMMENT_MESSAGE_MAX_LENGTH, MESSAGES.maximoCaracteres),
  /** Required unless the procedure is not in the registry (then institucion_id + descripcion_tramite). */
  modalidad_id: optionalChoice,
  /** 'true' when the citizen says the procedure is not in the list (issue 23, decision 017). */
  tramite_no_listado: anonimoSchema,
  /** Only for a procedure not in the registry: the institution it is about… */
  institucion_id: optionalChoice,
  /** …and what the citizen was asked for (≤ 300 characters). */
  descripcion_tramite: z
    .string({ error: MESSAGES.descripcionTramiteRequerida })
    .nullish()
    .transform((v) => (v ?? '').trim()),
  nombres: optionalText,
  apellidos: optionalText,
  correo: optionalText,
  telefono: optionalText,
};

type ProcedureInput = {
  tramite_no_listado: boolean;
  modalidad_id: number | null;
  institucion_id: number | null;
  descripcion_tramite: string;
};

/**
 * Which procedure the complaint is about (decision 017): a registered modality, or — when the citizen says
 * it is not in the list, or sends an institution or a description without a modality — an institution
 * and a description of what was asked. Both never at once.
 */
export const isUnlistedProcedure = (v: ProcedureInput) =>
  v.tramite_no_listado ||
  (v.modalidad_id === null && (v.institucion_id !== null || v.descripcion_tramite !== ''));

function checkProcedure(v: ProcedureInput, ctx: z.RefinementCtx) {
  const issue = (path: keyof ProcedureInput, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  if (!isUnlistedProcedure(v)) {
    if (v.modalidad_id === null) issue('modalidad_id', MESSAGES.modalidadRequerida);
    return;
  }
  if (v.modalidad_id !== null) issue('modalidad_id', MESSAGES.modalidadConTramiteNoListado);
  if (v.institucion_id === null) issue('institucion_id', MESSAGES.institucionRequerida);
  if (!v.descripcion_tramite) issue('descripcion_tramite', MESSAGES.descripcionTramiteRequerida);
  else if (v.descripcion_tramite.length > COMPLAINT_UNLISTED_PROCEDURE_MAX_LENGTH)
    issue('descripcion_tramite', MESSAGES.descripcionTramiteMaximo);
}

/** A listed complaint takes its institution from the modality; an unlisted one keeps no modality. */
function normaliseProcedure<T extends ProcedureInput>(v: T) {
  const unlisted = isUnlistedProcedure(v);
  return {
    ...v,
    tramite_no_listado: unlisted,
    modalidad_id: unlisted ? null : v.modalidad_id,
    institucion_id: unlisted ? v.institucion_id : null,
    descripcion_tramite: unlisted ? v.descripcion_tramite : null,
  };
}

type PersonalInput = {
  anonimo: boolean;
  nombres: string;
  apellidos: string;
  correo: string;
  telefono: string;
};

/** When not anonymous, name, surname, e-mail and phone are required and well-formed. */
function checkPersonalData(v: PersonalInput, ctx: z.RefinementCtx) {
  if (v.anonimo) return;
  const issue = (path: keyof PersonalInput, message: string) =>
    ctx.addIssue({ code: 'custom', message, path: [path] });
  const name = (path: 'nombres' | 'apellidos', required: string, invalid: string) => {
    if (!v[path]) issue(path, required);
    else if (!NAME_PATTERN.test(v[path].normalize('NFC'))) issue(path, invalid);
    else if (v[path].length > PERSONAL_FIELD_MAX_LENGTH) issue(path, MESSAGES.textoDemasiadoLargo);
  };
  name('nombres', MESSAGES.nombreRequerido, MESSAGES.nombreInvalido);
  name('apellidos', MESSAGES.apellidoRequerido, MESSAGES.apellidoInvalido);
  if (!v.correo) issue('correo', MESSAGES.correoRequerido);
  else if (v.correo.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(v.correo))
    issue('correo', MESSAGES.correoInvalido);
  if (!v.telefono) issue('telefono', MESSAGES.telefonoRequerido);
  else if (v.telefono.length > PHONE_MAX_LENGTH || !isValidPhoneNumber(v.telefono, DEFAULT_PHONE_COUNTRY))
    issue('telefono', MESSAGES.telefonoInvalido);
}

/** An anonymous comment stores no personal data, whatever was sent; the phone keeps hyphens. */
function normalisePersonalData<T extends PersonalInput>(v: T) {
  return v.anonimo
    ? { ...v, nombres: null, apellidos: null, correo: null, telefono: null }
    : { ...v, nombres: v.nombres.normalize('NFC'), telefono: phoneWithHyphens(v.telefono) };
}

/**
 * The payload of `POST /api/public_tramites/denuncias` (multipart fields, all strings) and of the form
 * bound to a modality. The attachment is checked apart (its bytes, see `checkAttachment…`).
 */
export const denunciaSchema = z
  .object(denunciaFields)
  .superRefine((v, ctx) => {
    checkProcedure(v, ctx);
    // A description sent with a modality is refused, not dropped: nothing the citizen wrote is lost.
    if (!isUnlistedProcedure(v) && v.descripcion_tramite)
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.descripcionConModalidad,
        path: ['descripcion_tramite'],
      });
    checkPersonalData(v, ctx);
  })
  .transform((v) => normalisePersonalData(normaliseProcedure(v)));
export type DenunciaInput = z.input<typeof denunciaSchema>;
export type Denuncia = z.output<typeof denunciaSchema>;

/**
 * The main comment view (not bound to a modality): institution, procedure and modality are chosen — or,
 * with "El trámite no aparece en la lista", an institution and a description (same rule as the API).
 */
export const denunciaPrincipalSchema = z
  .object({ ...denunciaFields, tramite_id: optionalChoice })
  .superRefine((v, ctx) => {
    if (!v.tramite_no_listado) {
      const issue = (path: 'institucion_id' | 'tramite_id' | 'modalidad_id', message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path] });
      if (v.institucion_id === null) issue('institucion_id', MESSAGES.institucionRequerida);
      if (v.tramite_id === null) issue('tramite_id', MESSAGES.tramiteRequerido);
      if (v.modalidad_id === null) issue('modalidad_id', MESSAGES.modalidadRequerida);
    } else checkProcedure(v, ctx);
    checkPersonalData(v, ctx);
  })
  .transform((v) => {
    const { tramite_id, ...rest } = normalisePersonalData(normaliseProcedure(v));
    // The form keeps the institution chosen in both modes (it sends it only for an unlisted procedure).
    return {
      ...rest,
      institucion_id: v.institucion_id,
      tramite_id: rest.tramite_no_listado ? null : tramite_id,
    };
  });

// ---------------------------------------------------------------- the answers

export const denunciaCreatedSchema = z.object({
  message: z.string(),
  /** Tracking number, e.g. 'RNT-2026-000123'. */
  folio: z.string(),
  /**
   * The tracking code (`7KQM-4X9T-R2HW`), shown once: only its hash is kept. Null when an idempotent
   * retry answers a submission already stored (decision 017): the code cannot be shown again.
   */
  codigo_seguimiento: z.string().nullable(),
});
export type DenunciaCreated = z.infer<typeof denunciaCreatedSchema>;

/** The upload's headers: an optional `Idempotency-Key` (a retry with it answers the same folio). */
export const denunciaUploadHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7E]{1,200}$/, 'La clave de idempotencia debe tener de 1 a 200 caracteres visibles.')
    .optional(),
});

/** 'RNT-2026-000123': the year and the row id, at least six digits. */
export const formatFolio = (year: number, id: number) => `RNT-${year}-${String(id).padStart(6, '0')}`;

// ---------------------------------------------------------------- tracking (/seguimiento)

export { FOLIO_PATTERN, normalizeFolio } from './seguimiento-rules';

/**
 * `GET /api/public_tramites/denuncias/seguimiento?folio=…&codigo=…`: each field checked by the rules the
 * `/seguimiento` page applies (`seguimiento-rules.ts`), then in its canonical form.
 */
const seguimientoField = (error: (typed: string) => string | null, canonical: (typed: string) => string) =>
  z
    .string({ error: () => error('') ?? undefined })
    .max(SEGUIMIENTO_FIELD_MAX_LENGTH, {
      abort: true,
      error: (issue) => error(String(issue.input)) ?? undefined,
    })
    .superRefine((typed, ctx) => {
      const message = error(typed);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform(canonical);

export const seguimientoQuerySchema = z.object({
  folio: seguimientoField(folioError, normalizeFolio),
  codigo: seguimientoField(codigoError, normalizeTrackingCode),
});
export type SeguimientoQuery = z.input<typeof seguimientoQuerySchema>;

const complaintStateSchema = z.enum(COMPLAINT_STATE_CODES as [string, ...string[]]);

/** What the citizen sees of a complaint: never personal data, never an internal note. */
export const seguimientoResponseSchema = z.object({
  folio: z.string(),
  /** State code (`COMPLAINT_STATES`), e.g. 'RECIBIDA'… */
  estado: complaintStateSchema,
  /** …and its Spanish label, e.g. 'Recibida'. */
  estado_nombre: z.string(),
  /** When the complaint was received (ISO 8601). */
  fecha: z.string(),
  institucion: z.string(),
  /** The procedure: the modality's name, or the citizen's own description when it is not in the registry. */
  tramite: z.string(),
  /** Closing outcome code and label, once closed. */
  resultado: z.string().nullable(),
  resultado_nombre: z.string().nullable(),
  historial: z.array(
    z.object({
      estado: complaintStateSchema,
      estado_nombre: z.string(),
      fecha: z.string(),
      nota_publica: z.string().nullable(),
    }),
  ),
});
export type Seguimiento = z.infer<typeof seguimientoResponseSchema>;

/** `/api/parametros?codigo=…` (Parameters). */
export const parametrosQuerySchema = z
  .object({
    codigo: z
      .string({ error: 'El código es requerido.' })
      .regex(/^[A-Z0-9_]{1,64}$/, 'El código solo admite mayúsculas, dígitos y guion bajo.'),
  })
  .strict();
export const parametrosResponseSchema = z.object({
  parametros: z.array(z.object({ codigo: z.string(), valor: z.string() })),
});

/** The modality a bound comment form is about (`/tramite/comentarios-ciudadanos/{modalidadId}`). */
export const modalidadComentarioResponseSchema = z.object({
  modalidad: z.object({
    modalidad_id: z.number().int(),
    nombre_modalidad: z.string(),
    tramite_id: z.number().int(),
    nombre_tramite: z.string(),
    nombre_institucion: z.string(),
  }),
});
