/**
 * Reads a comment's multipart body (Comment submission): the text fields, and at most one
 * attachment streamed through the inspector (size and real type) to a temporary storage key.
 * Nothing is buffered beyond one chunk and the 4 KB type sample.
 */
import { randomUUID } from 'node:crypto';
import { denunciaFields } from '@rnt/contract/denuncia';
import { extensionOf, type AttachmentRules } from '@rnt/contract/denuncia-rules';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyRequest } from 'fastify';
import { clientAborted, logClientAborted } from '../plugins/app/errors';
import { AttachmentInspector, AttachmentRejected } from './attachment-inspector';
import { StorageFailed, TEMP_PREFIX, type Storage } from './storage/storage';

const FIELD_NAMES = new Set(Object.keys(denunciaFields));

export type FieldErrors = Record<string, string[]>;

export interface ReceivedUpload {
  tempKey: string;
  nombre: string;
  extension: string;
  mime: string;
  bytes: number;
}

export interface ReceivedDenuncia {
  fields: Record<string, string>;
  /** Errors found while reading (attachment type, over-long field). */
  errors: FieldErrors;
  /** The attachment, stored under a temporary key that the caller must move or delete. */
  upload: ReceivedUpload | null;
  /** Set when reading stopped early (too big, too many parts): answer at once and close. */
  stopped?: { status: number; errors: FieldErrors };
}

/** The attachment's original name, as stored (no folders, no control characters, at most 255). */
export const safeFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(-255);

/** The request body itself failed (cut short, bad framing): the client's fault, not a storage fault. */
class MalformedBody extends Error {
  constructor(cause: unknown) {
    super('cuerpo multipart incompleto o mal formado', { cause });
  }
}

/** Errors of the multipart parser (busboy and @fastify/multipart) for a body cut short or mis-framed. */
function isMalformedBody(error: unknown): boolean {
  if (error instanceof MalformedBody) return true;
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'FST_MP_PREMATURE_CLOSE' || code === 'FST_PROTO_VIOLATION') return true;
  return !code && /^(Unexpected end of|Malformed|Multipart: Boundary)/.test(message ?? '');
}

export async function receiveDenuncia(
  request: FastifyRequest,
  storage: Storage,
  rules: AttachmentRules,
): Promise<ReceivedDenuncia> {
  const received: ReceivedDenuncia = { fields: {}, errors: {}, upload: null };
  const { fields, errors } = received;
  try {
    const parts = request.parts({
      // One byte over the limit reaches the inspector, which refuses it.
      limits: { fileSize: rules.maxBytes + 1, files: 1, fields: 20, parts: 30, fieldSize: 16 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!FIELD_NAMES.has(part.fieldname) || part.fieldname in fields) continue;
        if (part.valueTruncated) errors[part.fieldname] = [MESSAGES.textoDemasiadoLargo];
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // A browser sends an empty part for a file input left empty; other file fields are ignored.
      if (part.fieldname !== 'imagen' || !part.filename) {
        part.file.resume();
        continue;
      }
      const nombre = safeFileName(part.filename);
      const extension = extensionOf(nombre);
      if (!rules.extensions.includes(extension)) {
        errors.imagen = [MESSAGES.archivoTipo];
        part.file.resume();
        continue;
      }
      const inspector = new AttachmentInspector({
        maxBytes: rules.maxBytes,
        extension,
        allowed: rules.extensions,
      });
      // pipe() does not forward errors: a client that drops mid-upload must fail the write.
      part.file.on('error', (error) => inspector.destroy(new MalformedBody(error)));
      // The inspector may refuse the file before storage attaches to it; put() still sees the error.
      inspector.on('error', () => {});
      const tempKey = `${TEMP_PREFIX}${randomUUID()}`;
      try {
        await storage.put(tempKey, part.file.pipe(inspector));
        received.upload = { tempKey, nombre, extension, mime: inspector.mime!, bytes: inspector.bytes };
      } catch (error) {
        await storage.delete(tempKey).catch(() => {});
        if (error instanceof MalformedBody) throw error;
        if (!(error instanceof AttachmentRejected)) throw new StorageFailed(error);
        if (error.reason === 'peso') {
          // Too big: stop reading now rather than receive the rest.
          part.file.destroy();
          received.stopped = { status: 400, errors: { imagen: [error.message] } };
          return received;
        }
        // Wrong type: skip the rest of the file and keep reading the fields.
        errors.imagen = [error.message];
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (clientAborted(request)) {
      // The client left mid-body (ECONNRESET from the request, or a file part cut short).
      logClientAborted(request, error as Error);
      received.stopped = { status: 400, errors: { solicitud: [MESSAGES.solicitudIncompleta] } };
    } else if (code === 'FST_FILES_LIMIT')
      received.stopped = { status: 400, errors: { imagen: [MESSAGES.archivoUnico] } };
    else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      received.stopped = { status: 413, errors: { solicitud: [MESSAGES.solicitudInvalida] } };
    else if (isMalformedBody(error))
      received.stopped = { status: 400, errors: { solicitud: [MESSAGES.solicitudIncompleta] } };
    else {
      if (received.upload) await storage.delete(received.upload.tempKey).catch(() => {});
      throw error;
    }
  }
  return received;
}
