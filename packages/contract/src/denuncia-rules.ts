/**
 * The comment form's rules that need no schema library (zod-free, libphonenumber-free): what the form
 * applies while the citizen types (name stripping, phone hyphens, truncation, the counter), the order of
 * its fields, and the attachment's rules shared by the file input and the upload route. The light page's
 * form island imports these with its first code; the schema (`denuncia.ts`) is loaded when first needed.
 */
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, COMMENT_MESSAGE_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';

// ---------------------------------------------------------------- typing rules

/** Letters (with Spanish and other Latin accents) and spaces: the only characters a name may hold. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿ ]+$/;
const NAME_DISALLOWED = /[^A-Za-zÀ-ÖØ-öø-ÿ ]/g;

/** Names accept only letters, spaces and accented letters; other characters are stripped. */
export function stripNameCharacters(value: string): string {
  // Composed form first, so an 'é' typed as 'e' + combining accent is kept rather than losing its accent.
  return value.normalize('NFC').replace(NAME_DISALLOWED, '');
}

/** Spaces in the phone become hyphens — in every number, valid or not. */
export function phoneWithHyphens(value: string): string {
  return value.trim().replace(/\s+/g, '-');
}

/** The message keeps at most 1,200 characters; longer text (a paste) is cut. */
export function truncateMessage(
  value: string,
  max = COMMENT_MESSAGE_MAX_LENGTH,
): { value: string; truncated: boolean } {
  return value.length > max ? { value: value.slice(0, max), truncated: true } : { value, truncated: false };
}

export const remainingCharacters = (value: string, max = COMMENT_MESSAGE_MAX_LENGTH) =>
  Math.max(0, max - value.length);

/** The order in which invalid fields are listed in the error summary and focused. */
export const DENUNCIA_FIELD_ORDER = [
  'institucion_id',
  'tramite_id',
  'modalidad_id',
  'descripcion_tramite',
  'nombres',
  'apellidos',
  'correo',
  'telefono',
  'mensaje',
  'imagen',
] as const;
export type DenunciaField = (typeof DENUNCIA_FIELD_ORDER)[number];

// ---------------------------------------------------------------- the attachment

export interface AttachmentRules {
  /** Lower-case extensions, e.g. ['jpg', 'jpeg', 'png', 'pdf'] (parameter DOCS_RNT_MOD_MIME_TYPE). */
  extensions: string[];
  /** Maximum size in bytes (parameter DOCS_RNT_MOD_SIZE, in KB, × 1000). */
  maxBytes: number;
}

export const DEFAULT_ATTACHMENT_RULES: AttachmentRules = {
  extensions: [...ATTACHMENT_EXTENSIONS],
  maxBytes: ATTACHMENT_MAX_BYTES,
};

/** 'jpg,jpeg, PNG ,pdf' → ['jpg', 'jpeg', 'png', 'pdf']; empty or unusable → the defaults. */
export function parseExtensionsParameter(valor: string | null | undefined): string[] {
  const list = (valor ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase().replace(/^\./, ''))
    .filter((e) => /^[a-z0-9]{1,10}$/.test(e));
  return list.length ? [...new Set(list)] : [...ATTACHMENT_EXTENSIONS];
}

/** DOCS_RNT_MOD_SIZE is in KB of 1,000 bytes: '10000' → 10,000,000 bytes. */
export function parseMaxSizeParameter(valor: string | null | undefined): number {
  const kb = Number((valor ?? '').trim());
  return Number.isInteger(kb) && kb > 0 ? kb * 1000 : ATTACHMENT_MAX_BYTES;
}

/** The size shown beside the file input: KB shown as MB ('10000' → '10 MB'). */
export function formatMaxSize(maxBytes: number): string {
  return `${Math.round(maxBytes / 100_000) / 10} MB`;
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** 'jpeg' and 'jpg' name the same kind of file. */
export const canonicalExtension = (ext: string) => (ext === 'jpeg' ? 'jpg' : ext);

/**
 * What the browser can check before sending (name and size); the server checks the same and, in
 * addition, the real type from the bytes. Returns the spec's message, or null when acceptable.
 */
export function checkAttachment(
  file: { name: string; size: number },
  rules: AttachmentRules = DEFAULT_ATTACHMENT_RULES,
): string | null {
  if (!rules.extensions.includes(extensionOf(file.name))) return MESSAGES.archivoTipo;
  if (file.size > rules.maxBytes) return MESSAGES.archivoPeso;
  return null;
}
