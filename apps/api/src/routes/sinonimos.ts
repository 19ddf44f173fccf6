/**
 * The search thesaurus kept by staff (issue 19): `GET/POST /api/sinonimos`, `PUT/DELETE /api/sinonimos/{id}`.
 * Every route checks the token (401) and SINONIMOS_EDITAR (403) first; bad input answers
 * 400 `{message, errors}` in Spanish; every change is audited by the repository in its transaction.
 */
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import {
  sinonimoBodySchema,
  sinonimoSavedResponseSchema,
  SINONIMOS_MESSAGES,
  SINONIMOS_PATH,
  sinonimosResponseSchema,
} from '@rnt/contract/sinonimos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/sinonimos';

const tags = ['sinónimos'];
const responses = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
} as const;

const sinonimoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const guard = { onRequest: [fastify.authenticate, fastify.requirePermission(PERMISSIONS.editarSinonimos)] };
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const notFound = { message: SINONIMOS_MESSAGES.noExiste };

  fastify.get(
    SINONIMOS_PATH,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Tesauro de la búsqueda: términos que usa la ciudadanía y sus equivalentes',
        description:
          'Todas las entradas del tesauro que el personal del registro mantiene (permiso SINONIMOS_EDITAR): cada término, tal como lo escribe la ciudadanía, con los nombres del registro que equivalen a él.',
        response: { 200: sinonimosResponseSchema, ...responses },
      },
    },
    async () => ({ sinonimos: await repo.listSinonimos(fastify.db) }),
  );

  fastify.post(
    SINONIMOS_PATH,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Agregar una entrada al tesauro (surte efecto en la siguiente búsqueda)',
        description:
          'Crea un término y sus equivalentes; la siguiente búsqueda ya lo usa. Queda en la auditoría con el usuario y su sesión.',
        body: sinonimoBodySchema,
        response: { 200: sinonimoSavedResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      const errors = await repo.validateSinonimo(fastify.db, request.body);
      if (Object.keys(errors).length)
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
      const sinonimo = await repo.createSinonimo(fastify.db, request.authUser!, request.body);
      return { message: SINONIMOS_MESSAGES.guardado, sinonimo };
    },
  );

  fastify.put(
    `${SINONIMOS_PATH}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Editar una entrada del tesauro',
        description:
          'Reemplaza el término y sus equivalentes; la siguiente búsqueda ya lo usa. Queda en la auditoría con el antes y el después.',
        params: idParamsSchema,
        body: sinonimoBodySchema,
        response: { 200: sinonimoSavedResponseSchema, ...responses },
      },
    },
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
  );

  fastify.delete(
    `${SINONIMOS_PATH}/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Eliminar una entrada del tesauro',
        description:
          'Borra el término; la siguiente búsqueda deja de ampliarlo. Queda en la auditoría con la entrada borrada.',
        params: idParamsSchema,
        response: { 200: messageSchema, ...responses },
      },
    },
    async (request, reply) => {
      const deleted = await repo.deleteSinonimo(fastify.db, request.authUser!, request.params.id);
      return deleted ? { message: SINONIMOS_MESSAGES.eliminado } : reply.code(404).send(notFound);
    },
  );
};
export default sinonimoRoutes;
