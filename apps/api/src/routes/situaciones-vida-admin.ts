/**
 * Life events kept by staff (issue 33): the five endpoints of `endpoints/situaciones-vida-admin.ts`.
 * Every route checks the token (401) and SITUACIONES_VIDA_EDITAR (403) first; bad input answers
 * 400 `{message, errors}` in Spanish; every change is audited by the repository in its transaction.
 */
import * as endpoints from '@rnt/contract/endpoints/situaciones-vida-admin';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { SITUACIONES_VIDA_MESSAGES } from '@rnt/contract/situaciones-vida';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import * as repo from '../repositories/situaciones-vida';

const situacionesVidaAdminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const guard = {
    onRequest: [fastify.authenticate, fastify.requirePermission(PERMISSIONS.editarSituacionesVida)],
  };
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const notFound = { message: SITUACIONES_VIDA_MESSAGES.noExiste };

  route(
    fastify,
    endpoints.situacionesVida,
    async () => ({ situaciones: await repo.listSituacionesAdmin(fastify.db) }),
    guard,
  );

  route(
    fastify,
    endpoints.postSituacionesVida,
    async (request, reply) => {
      const errors = await repo.validateSituacion(fastify.db, request.body);
      if (Object.keys(errors).length)
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      const situacion = await repo.createSituacion(fastify.db, request.authUser!, request.body);
      return { message: SITUACIONES_VIDA_MESSAGES.guardada, situacion };
    },
    guard,
  );

  route(
    fastify,
    endpoints.putSituacionesVidaById,
    async (request, reply) => {
      if (!(await repo.getSituacionAdmin(fastify.db, request.params.id)))
        return reply.code(404).send(notFound);
      const errors = await repo.validateSituacion(fastify.db, request.body, request.params.id);
      if (Object.keys(errors).length)
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      const situacion = await repo.updateSituacion(
        fastify.db,
        request.authUser!,
        request.params.id,
        request.body,
      );
      return situacion
        ? { message: SITUACIONES_VIDA_MESSAGES.guardada, situacion }
        : reply.code(404).send(notFound);
    },
    guard,
  );

  route(
    fastify,
    endpoints.deleteSituacionesVidaById,
    async (request, reply) => {
      const deleted = await repo.deleteSituacion(fastify.db, request.authUser!, request.params.id);
      return deleted ? { message: SITUACIONES_VIDA_MESSAGES.eliminada } : reply.code(404).send(notFound);
    },
    guard,
  );

  route(
    fastify,
    endpoints.situacionesVidaByIdAuditoria,
    async (request, reply) => {
      if (!(await repo.getSituacionAdmin(fastify.db, request.params.id)))
        return reply.code(404).send(notFound);
      return { cambios: await repo.listCambios(fastify.db, request.params.id) };
    },
    guard,
  );
};
export default situacionesVidaAdminRoutes;
