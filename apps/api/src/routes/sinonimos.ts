/**
 * The search thesaurus kept by staff (issue 19): the four endpoints of `endpoints/sinonimos.ts`.
 * Every route checks the token (401) and SINONIMOS_EDITAR (403) first; bad input answers
 * 400 `{message, errors}` in Spanish; every change is audited by the repository in its transaction.
 */
import * as endpoints from '@rnt/contract/endpoints/sinonimos';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { SINONIMOS_MESSAGES } from '@rnt/contract/sinonimos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import * as repo from '../repositories/sinonimos';

const sinonimoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const guard = { onRequest: [fastify.authenticate, fastify.requirePermission(PERMISSIONS.editarSinonimos)] };
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const notFound = { message: SINONIMOS_MESSAGES.noExiste };

  route(
    fastify,
    endpoints.sinonimos,
    async () => ({ sinonimos: await repo.listSinonimos(fastify.db) }),
    guard,
  );

  route(
    fastify,
    endpoints.postSinonimos,
    async (request, reply) => {
      const errors = await repo.validateSinonimo(fastify.db, request.body);
      if (Object.keys(errors).length)
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      const sinonimo = await repo.createSinonimo(fastify.db, request.authUser!, request.body);
      return { message: SINONIMOS_MESSAGES.guardado, sinonimo };
    },
    guard,
  );

  route(
    fastify,
    endpoints.putSinonimosById,
    async (request, reply) => {
      if (!(await repo.getSinonimo(fastify.db, request.params.id))) return reply.code(404).send(notFound);
      const errors = await repo.validateSinonimo(fastify.db, request.body, request.params.id);
      if (Object.keys(errors).length)
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      const sinonimo = await repo.updateSinonimo(
        fastify.db,
        request.authUser!,
        request.params.id,
        request.body,
      );
      return sinonimo ? { message: SINONIMOS_MESSAGES.guardado, sinonimo } : reply.code(404).send(notFound);
    },
    guard,
  );

  route(
    fastify,
    endpoints.deleteSinonimosById,
    async (request, reply) => {
      const deleted = await repo.deleteSinonimo(fastify.db, request.authUser!, request.params.id);
      return deleted ? { message: SINONIMOS_MESSAGES.eliminado } : reply.code(404).send(notFound);
    },
    guard,
  );
};
export default sinonimoRoutes;
