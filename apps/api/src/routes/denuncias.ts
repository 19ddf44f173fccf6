/**
 * Citizen comments and complaints (spec §7 "Comment submission"): a multipart upload validated with the
 * form's own zod schema, an attachment checked by its bytes and streamed to storage, a row and a file
 * committed together, a folio in the answer, idempotent retries and a per-client rate limit.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import {
  denunciaCreatedSchema,
  denunciaSchema,
  modalidadComentarioResponseSchema,
  type AttachmentRules,
  type Denuncia,
} from '@rnt/contract/denuncia';
import { MESSAGES } from '@rnt/contract/messages';
import { z } from '@rnt/contract/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../app';
import { sendAcknowledgment } from '../lib/denuncia-mail';
import { receiveDenuncia, type FieldErrors, type ReceivedUpload } from '../lib/denuncia-upload';
import { StorageFailed, type Storage } from '../lib/storage/storage';
import * as repo from '../repositories/denuncias';
import { attachmentRules } from '../repositories/parametros';

const DEFAULT_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 60_000 };
/** Room for the text fields and the multipart framing on top of the attachment's own limit. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7E]{1,200}$/, 'La clave de idempotencia debe tener de 1 a 200 caracteres visibles.')
  .optional();

function reject(
  reply: FastifyReply,
  errors: FieldErrors,
  options: { status?: number; close?: boolean } = {},
) {
  // Closing the connection stops a client that is still sending a body we will not read.
  if (options.close) reply.header('Connection', 'close');
  return reply.code(options.status ?? 400).send({ message: MESSAGES.solicitudInvalida, errors });
}

type Outcome =
  /** `nueva`: stored by this request (a retry answered with its earlier folio sends no second mail). */
  | { folio: string; nueva?: boolean }
  | { reusedKey: true }
  | { errors: FieldErrors; status?: number; close?: boolean };

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** A retry of the stored submission (same fields, same attachment bytes), or another one under its key. */
async function sameSubmission(
  storage: Storage,
  stored: repo.StoredSubmission,
  denuncia: Denuncia,
  file: ReceivedUpload | null,
): Promise<boolean> {
  const fields = [
    'anonimo',
    'mensaje',
    'modalidad_id',
    'nombres',
    'apellidos',
    'correo',
    'telefono',
  ] as const;
  if (fields.some((f) => (stored[f] ?? null) !== (denuncia[f] ?? null))) return false;
  if (!stored.imagen || !file) return !stored.imagen && !file;
  if (stored.imagen_nombre !== file.nombre || stored.imagen_bytes !== file.bytes) return false;
  const [before, now] = await Promise.all([
    storage.get(stored.imagen).then(sha256),
    storage.get(file.tempKey).then(sha256),
  ]);
  return before === now;
}

/**
 * Receives the body, validates it with the form's schema, and commits the row and its file together:
 * the file is moved from its temporary key to its final key inside the transaction, before COMMIT.
 */
async function storeDenuncia(
  request: FastifyRequest,
  rules: AttachmentRules,
  idempotencyKey: string | null,
): Promise<Outcome> {
  const { db, storage } = request.server;
  const removeQuietly = (key: string) =>
    storage
      .delete(key)
      .catch((error: unknown) =>
        request.log.error({ err: error, key }, 'no se pudo borrar un archivo de comentario huérfano'),
      );

  const received = await receiveDenuncia(request, storage, rules);
  let upload = received.upload;
  try {
    if (received.stopped) return { ...received.stopped, close: true };
    const errors = received.errors;
    const parsed = denunciaSchema.safeParse(received.fields);
    if (!parsed.success)
      for (const [field, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors))
        errors[field] ??= messages as string[];
    if (parsed.success && !(await repo.findModalidadComentable(db, parsed.data.modalidad_id)))
      errors.modalidad_id = [MESSAGES.modalidadNoDisponible];
    if (!parsed.success || Object.keys(errors).length) return { errors };

    const file = upload;
    // A key already used: the same submission again gets its folio, another one is refused (409).
    const earlier = async (key: string): Promise<Outcome | null> => {
      const stored = await repo.findByIdempotencyKey(db, key);
      if (!stored) return null;
      return (await sameSubmission(storage, stored, parsed.data, file))
        ? { folio: stored.folio }
        : { reusedKey: true };
    };
    if (idempotencyKey) {
      const outcome = await earlier(idempotencyKey);
      if (outcome) return outcome;
    }
    const finalKey = file
      ? `denuncias/${new Date().getUTCFullYear()}/${randomUUID()}.${file.extension}`
      : null;
    let moved = false;
    try {
      const { folio } = await repo.insertDenuncia(
        db,
        parsed.data,
        file && finalKey ? { key: finalKey, nombre: file.nombre, mime: file.mime, bytes: file.bytes } : null,
        idempotencyKey,
        async () => {
          if (!file || !finalKey) return;
          await storage.move(file.tempKey, finalKey).catch((error: unknown) => {
            throw new StorageFailed(error);
          });
          moved = true;
          upload = null;
        },
      );
      return { folio, nueva: true };
    } catch (error) {
      // The row was not committed (a failed COMMIT after the move): its file must not stay behind.
      if (moved && finalKey) await removeQuietly(finalKey);
      if (idempotencyKey && repo.isIdempotencyConflict(error)) {
        const outcome = await earlier(idempotencyKey);
        if (outcome) return outcome;
      }
      throw error;
    }
  } finally {
    if (upload) await removeQuietly(upload.tempKey);
  }
}

const denunciaRoutes: FastifyPluginAsyncZod<{ rateLimit?: RateLimitSetting; publicUrl: string }> = async (
  fastify,
  options,
) => {
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  // Scoped to this file's routes: no other route accepts multipart bodies.
  await fastify.register(multipart, { throwFileSizeLimit: false });

  fastify.get(
    '/api/public_tramites/denuncias/modalidades/:id',
    {
      schema: {
        tags: ['comentarios'],
        summary: 'Modalidad inscrita sobre la que se comenta (formulario ligado a una modalidad)',
        description:
          'La modalidad inscrita sobre la que se comenta, con su trámite e institución; 404 si no existe o no está inscrita.',
        params: idParamsSchema,
        response: { 200: modalidadComentarioResponseSchema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const modalidad = await repo.findModalidadComentable(fastify.db, request.params.id);
      if (!modalidad) return reply.code(404).send({ message: MESSAGES.modalidadNoDisponible });
      reply.header('Cache-Control', 'public, max-age=300');
      return { modalidad };
    },
  );

  fastify.post(
    '/api/public_tramites/denuncias',
    {
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['comentarios'],
        summary: 'Envía un comentario o denuncia ciudadana (multipart/form-data)',
        description:
          'Campos: anonimo, mensaje, modalidad_id, imagen (archivo opcional: jpg, jpeg, png o pdf hasta ' +
          'DOCS_RNT_MOD_SIZE KB), nombres, apellidos, correo, telefono (requeridos si no es anónimo). ' +
          'La cabecera opcional Idempotency-Key hace que un reintento devuelva el mismo folio; la misma ' +
          'clave con otro contenido se rechaza con 409.',
        consumes: ['multipart/form-data'],
        headers: z.looseObject({ 'idempotency-key': idempotencyKeySchema }),
        response: {
          201: denunciaCreatedSchema,
          400: validationErrorSchema,
          413: validationErrorSchema,
          409: messageSchema,
          415: validationErrorSchema,
          429: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'] ?? null;
      const created = (folio: string) =>
        reply.code(201).send({ message: MESSAGES.denunciaEnviadaTitulo, folio });

      if (!request.isMultipart())
        return reply.code(415).send({ message: MESSAGES.seEsperaMultipart, errors: {} });

      const rules = await attachmentRules(fastify.db);
      // A declared body far over the limit is refused before a byte of it is read.
      if (Number(request.headers['content-length']) > rules.maxBytes + MULTIPART_ALLOWANCE_BYTES)
        return reject(reply, { imagen: [MESSAGES.archivoPeso] }, { status: 413, close: true });

      // Every temporary file is gone (moved or deleted) before the answer leaves.
      const outcome = await storeDenuncia(request, rules, idempotencyKey);
      if ('folio' in outcome) {
        // The acknowledgment goes out after the commit and never holds or fails the answer.
        if (outcome.nueva)
          void sendAcknowledgment(fastify, outcome.folio, null, options.publicUrl, request.log);
        return created(outcome.folio);
      }
      if ('reusedKey' in outcome)
        return reply.code(409).send({ message: MESSAGES.claveIdempotenciaReutilizada });
      return reject(reply, outcome.errors, outcome);
    },
  );
};
export default denunciaRoutes;
