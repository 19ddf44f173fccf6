/**
 * "Recibir avisos de cambios" (issue 32, docs/decisions/033-change-alerts.md): the request (same 202 for
 * everyone, rate limited per client), the confirmation's POST and the unsubscribe's POST. The pages'
 * forms post `application/x-www-form-urlencoded` and work without JavaScript: each is answered with a 303
 * back to a page that says the result in Spanish.
 */
import {
  modalidadPagePath,
  bajaSuscripcionPagePath,
  confirmarSuscripcionPagePath,
} from '@rnt/contract/page-paths';
import {
  SUSCRIPCION_CONFIRMACION_HORAS,
  SUSCRIPCION_REENVIO_MINUTOS,
  SUSCRIPCIONES_MESSAGES,
  type AvisoSuscripcion,
} from '@rnt/contract/suscripciones';
import { MESSAGES } from '@rnt/contract/messages';
import * as endpoints from '@rnt/contract/endpoints/suscripciones';
import type { Db } from '@rnt/db/create-db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitSetting } from '../app';
import { route } from '../lib/endpoint-route';
import { queueMail } from '../lib/mail-outbox';
import { alreadySubscribedMail, confirmationMail } from '../lib/suscripciones-mail';
import {
  hashToken,
  newConfirmationToken,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../lib/suscripciones-tokens';
import {
  borrarSuscripcion,
  confirmarSuscripcion,
  modalidadPublica,
  solicitarSuscripcion,
} from '../repositories/suscripciones';

/** Requests for alerts per client address: a person follows a few modalities, not dozens a minute. */
export const DEFAULT_SUSCRIPCIONES_RATE_LIMIT: RateLimitSetting = { max: 10, timeWindowMs: 600_000 };
/** Confirmations and unsubscribes per client (the tokens cannot be guessed; this only bounds the work). */
const TOKEN_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

const FORM = 'application/x-www-form-urlencoded';
const ONE_CLICK_PART = /name="List-Unsubscribe"\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/;
const fromForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith(FORM);
const seeOther = (reply: FastifyReply, location: string) =>
  reply.code(303).header('Location', location).header('Cache-Control', 'no-store').send();

const suscripcionRoutes: FastifyPluginAsyncZod<{ rateLimit?: RateLimitSetting; publicUrl: string }> = async (
  fastify,
  options,
) => {
  const limit = options.rateLimit ?? DEFAULT_SUSCRIPCIONES_RATE_LIMIT;
  // The pages' forms, without JavaScript: flat `name=value` pairs (this plugin's routes only).
  fastify.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // RFC 8058 §3.1: a mail program's one-click POST SHOULD be multipart/form-data (MAY be the form above),
  // with one field, List-Unsubscribe=One-Click; only that field is read (the token is in the address).
  fastify.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, ONE_CLICK_PART.test(body as string) ? { 'List-Unsubscribe': 'One-Click' } : {});
    },
  );

  route(
    fastify,
    endpoints.postPublicSuscripciones,
    async (request, reply) => {
      const form = fromForm(request);
      const back = async (aviso: AvisoSuscripcion, modalidadId: number) => {
        const m = await modalidadPublica(fastify.db, modalidadId);
        return seeOther(
          reply,
          m ? modalidadPagePath(m.tramite_id, m.modalidad_id, `?suscripcion=${aviso}#avisos`) : '/',
        );
      };
      if (request.validationError) {
        const id = Number((request.body as { modalidad_id?: unknown } | undefined)?.modalidad_id);
        if (form && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return back('invalida', id);
        throw request.validationError;
      }
      const { correo, modalidad_id } = request.body;
      if (!fastify.mailer.enabled) {
        request.log.info({ modalidad_id }, 'suscripción no aceptada: SMTP_URL no está configurado');
        if (form) return back('no-disponible', modalidad_id);
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .send({ message: SUSCRIPCIONES_MESSAGES.noDisponible });
      }
      const modalidad = await modalidadPublica(fastify.db, modalidad_id);
      if (!modalidad)
        return form
          ? seeOther(reply, '/')
          : reply.code(404).send({ message: SUSCRIPCIONES_MESSAGES.modalidadNoExiste });
      const address = correo.toLowerCase();
      const { token, hash } = newConfirmationToken();
      await fastify.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await solicitarSuscripcion(tx, address, modalidad_id, hash, {
          validezHoras: SUSCRIPCION_CONFIRMACION_HORAS,
          esperaMinutos: SUSCRIPCION_REENVIO_MINUTOS,
        });
        // Asked again within minutes: the mail already sent stands (the answer is the same).
        if (!row) return;
        await queueMail(
          fastify,
          tx,
          row.confirmada
            ? alreadySubscribedMail({
                correo: address,
                modalidad,
                bajaToken: unsubscribeToken(fastify.suscripciones.bajaKey, row.id),
                publicUrl: options.publicUrl,
              })
            : confirmationMail({ correo: address, modalidad, token, publicUrl: options.publicUrl }),
          request.log,
        );
      });
      fastify.outbox.wake();
      if (form) return back('enviada', modalidad_id);
      return reply
        .code(202)
        .header('Cache-Control', 'no-store')
        .send({ message: SUSCRIPCIONES_MESSAGES.enviada });
    },
    {
      attachValidation: true,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    },
  );

  route(
    fastify,
    endpoints.postPublicSuscripcionesConfirmar,
    async (request, reply) => {
      const confirmed = await confirmarSuscripcion(fastify.db, hashToken(request.body.token));
      return seeOther(
        reply,
        confirmarSuscripcionPagePath(
          confirmed ? `?estado=confirmada&modalidad=${confirmed.modalidadId}` : '?estado=invalida',
        ),
      );
    },
    { config: { rateLimit: TOKEN_RATE_LIMIT } },
  );

  route(
    fastify,
    endpoints.postPublicSuscripcionesBaja,
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      if (!token)
        return reply.code(400).send({
          message: MESSAGES.solicitudInvalida,
          errors: { token: [SUSCRIPCIONES_MESSAGES.tokenRequerido] },
        });
      const oneClick = request.body?.['List-Unsubscribe'] === 'One-Click';
      const id = verifyUnsubscribeToken(fastify.suscripciones.bajaKey, token);
      if (id !== null) await borrarSuscripcion(fastify.db, id);
      if (oneClick) {
        // RFC 8058: the mail program posts and reads no page; a bad link is a 400 it may show.
        if (id === null)
          return reply.code(400).send({
            message: MESSAGES.solicitudInvalida,
            errors: { token: [SUSCRIPCIONES_MESSAGES.bajaInvalida] },
          });
        return reply.header('Cache-Control', 'no-store').send({ message: SUSCRIPCIONES_MESSAGES.baja });
      }
      return seeOther(reply, bajaSuscripcionPagePath(id === null ? '?estado=invalida' : '?estado=baja'));
    },
    { config: { rateLimit: TOKEN_RATE_LIMIT } },
  );
};
export default suscripcionRoutes;
