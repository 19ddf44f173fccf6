/**
 * Citizen comments and complaints (Comment submission): a multipart upload validated with the
 * form's own zod schema, an attachment checked by its bytes and streamed to storage, a row and a file
 * committed together, a folio in the answer, idempotent retries and a per-client rate limit.
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { denunciaSchema, type Denuncia } from '@rnt/contract/denuncia';
import type { AttachmentRules } from '@rnt/contract/denuncia-rules';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATES,
  generateTrackingCode,
  normalizeTrackingCode,
} from '@rnt/contract/denuncia-estados';
import { MESSAGES } from '@rnt/contract/messages';
import { z } from '@rnt/contract/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../app';
import { queueAcknowledgment } from '../lib/denuncia-mail';
import { receiveDenuncia, type FieldErrors, type ReceivedUpload } from '../lib/denuncia-upload';
import { StorageFailed, type Storage } from '../lib/storage/storage';
import * as repo from '../repositories/denuncias';
import { attachmentRules } from '../repositories/parametros';
import * as endpoints from '@rnt/contract/endpoints/denuncias';
import { route } from '../lib/endpoint-route';

const DEFAULT_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 60_000 };
/** Tracking lookups per client: enough for a citizen's typos, far too few to guess a 59-bit code. */
export const DEFAULT_SEGUIMIENTO_RATE_LIMIT: RateLimitSetting = { max: 30, timeWindowMs: 10 * 60_000 };
/** Room for the text fields and the multipart framing on top of the attachment's own limit. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

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
  | { folio: string; codigo: string | null }
  | { reusedKey: true }
  | { errors: FieldErrors; status?: number; close?: boolean };

/** The stored form of a tracking code: SHA-256 (hex) of its canonical form (no dashes, upper case). */
export const trackingCodeHash = (code: string) =>
  createHash('sha256').update(normalizeTrackingCode(code)).digest('hex');

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
    'descripcion_tramite',
    'nombres',
    'apellidos',
    'correo',
    'telefono',
  ] as const;
  if (fields.some((f) => (stored[f] ?? null) !== (denuncia[f] ?? null))) return false;
  // A listed complaint stores its modality's institution; an unlisted one the institution chosen.
  if (denuncia.modalidad_id === null && stored.institucion_id !== denuncia.institucion_id) return false;
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
  publicUrl: string,
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
    if (parsed.success) {
      const { modalidad_id, institucion_id } = parsed.data;
      if (modalidad_id !== null && !(await repo.findModalidadComentable(db, modalidad_id)))
        errors.modalidad_id = [MESSAGES.modalidadNoDisponible];
      if (institucion_id !== null && !(await repo.institucionExiste(db, institucion_id)))
        errors.institucion_id = [MESSAGES.institucionNoExiste];
    }
    if (!parsed.success || Object.keys(errors).length) return { errors };

    const file = upload;
    // A key already used: the same submission again gets its folio — but not its tracking code, which is
    // kept only as a hash (decision 017) —, another one is refused (409).
    const earlier = async (key: string): Promise<Outcome | null> => {
      const stored = await repo.findByIdempotencyKey(db, key);
      if (!stored) return null;
      return (await sameSubmission(storage, stored, parsed.data, file))
        ? { folio: stored.folio, codigo: null }
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
    const codigo = generateTrackingCode();
    try {
      const { folio } = await repo.insertDenuncia(
        db,
        parsed.data,
        file && finalKey ? { key: finalKey, nombre: file.nombre, mime: file.mime, bytes: file.bytes } : null,
        idempotencyKey,
        trackingCodeHash(codigo),
        async (tx, folio) => {
          // The acknowledgment is queued with the complaint: sent if and only if the complaint is stored.
          await queueAcknowledgment(request.server, tx, folio, codigo, publicUrl, request.log);
          if (!file || !finalKey) return;
          await storage.move(file.tempKey, finalKey).catch((error: unknown) => {
            throw new StorageFailed(error);
          });
          moved = true;
          upload = null;
        },
      );
      return { folio, codigo };
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

/** Compares two hex hashes in constant time (a missing stored hash compares against a dummy one). */
function sameHash(stored: string | null | undefined, typed: string): boolean {
  const a = Buffer.from(typed, 'hex');
  const b = Buffer.from(stored && stored.length === typed.length ? stored : DUMMY_HASH, 'hex');
  return timingSafeEqual(a, b) && Boolean(stored);
}
const DUMMY_HASH = createHash('sha256').update('sin código').digest('hex');

const iso = (value: Date | string) => new Date(value).toISOString();

const denunciaRoutes: FastifyPluginAsyncZod<{
  rateLimit?: RateLimitSetting;
  seguimientoRateLimit?: RateLimitSetting;
  publicUrl: string;
}> = async (fastify, options) => {
  const limit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const trackingLimit = options.seguimientoRateLimit ?? DEFAULT_SEGUIMIENTO_RATE_LIMIT;
  // Per client address, every lookup counted (found or not): a code cannot be guessed by trying.
  const trackingLookups = fastify.createRateLimit({
    max: trackingLimit.max,
    timeWindow: trackingLimit.timeWindowMs,
    keyGenerator: (request) => `seguimiento:${request.ip}`,
  });
  // Scoped to this file's routes: no other route accepts multipart bodies.
  await fastify.register(multipart, { throwFileSizeLimit: false });

  route(fastify, endpoints.publicTramitesDenunciasModalidadesById, async (request, reply) => {
    const modalidad = await repo.findModalidadComentable(fastify.db, request.params.id);
    if (!modalidad) return reply.code(404).send({ message: MESSAGES.modalidadNoDisponible });
    reply.header('Cache-Control', 'public, max-age=300');
    return { modalidad };
  });

  route(
    fastify,
    endpoints.publicTramitesDenunciasSeguimiento,
    async (request, reply) => {
      // The answer is one citizen's: no shared cache keeps it.
      reply.header('Cache-Control', 'no-store');
      const { folio, codigo } = request.query;
      const complaint = await repo.findTrackedComplaint(fastify.db, folio);
      // Hashed and compared whether or not the folio exists: both failures take the same path.
      const matches = sameHash(complaint?.codigo_seguimiento_hash, trackingCodeHash(codigo));
      if (!complaint || !matches) return reply.code(404).send({ message: MESSAGES.seguimientoNoEncontrado });
      const historial = await repo.publicHistory(fastify.db, complaint.id);
      return {
        folio: complaint.folio,
        estado: complaint.estado,
        estado_nombre: COMPLAINT_STATES[complaint.estado],
        fecha: iso(complaint.created_at),
        institucion: complaint.institucion,
        tramite: complaint.tramite ?? 'Trámite no inscrito en el Registro Nacional de Trámites',
        resultado: complaint.resultado,
        resultado_nombre: complaint.resultado ? COMPLAINT_OUTCOMES[complaint.resultado] : null,
        historial: historial.map((h) => ({
          estado: h.estado,
          estado_nombre: COMPLAINT_STATES[h.estado],
          fecha: iso(h.created_at),
          nota_publica: h.nota_publica,
        })),
      };
    },
    {
      onRequest: async (request, reply) => {
        const lookups = await trackingLookups(request);
        if (!lookups.isAllowed && lookups.isExceeded)
          return reply
            .code(429)
            .header('Retry-After', String(Math.max(1, lookups.ttlInSeconds)))
            .send({ message: MESSAGES.demasiadasSolicitudes });
      },
    },
  );

  route(
    fastify,
    endpoints.postPublicTramitesDenuncias,
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'] ?? null;
      const created = (folio: string, codigo: string | null) =>
        reply.code(201).send({
          message: codigo ? MESSAGES.denunciaEnviadaTitulo : MESSAGES.codigoNoRepetible,
          folio,
          codigo_seguimiento: codigo,
        });

      if (!request.isMultipart())
        return reply.code(415).send({ message: MESSAGES.seEsperaMultipart, errors: {} });

      const rules = await attachmentRules(fastify.db);
      // A declared body far over the limit is refused before a byte of it is read.
      if (Number(request.headers['content-length']) > rules.maxBytes + MULTIPART_ALLOWANCE_BYTES)
        return reject(reply, { imagen: [MESSAGES.archivoPeso] }, { status: 413, close: true });

      // Every temporary file is gone (moved or deleted) before the answer leaves.
      const outcome = await storeDenuncia(request, rules, idempotencyKey, options.publicUrl);
      if ('folio' in outcome) {
        // A new complaint (a retry has no code to show) queued its acknowledgment: the worker sends it
        // now, and the mail never holds or fails the answer.
        if (outcome.codigo !== null) fastify.outbox.wake();
        return created(outcome.folio, outcome.codigo);
      }
      if ('reusedKey' in outcome)
        return reply.code(409).send({ message: MESSAGES.claveIdempotenciaReutilizada });
      return reject(reply, outcome.errors, outcome);
    },
    { config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } },
  );
};
export default denunciaRoutes;
