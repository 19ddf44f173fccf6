/**
 * Evaluator calls: legal bases, rulings, their catalogues and help texts. Every route checks
 * the token (401) and its named permission (403) before anything else; save failures answer
 * 400 `{message, errors}`; every change is audited by the repository in the same transaction.
 */

import { dictamenBodySchema, EVALUACION_MESSAGES } from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS, type PermissionCode } from '@rnt/contract/sections';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/evaluacion';
import * as endpoints from '@rnt/contract/endpoints/evaluacion';
import { route } from '../lib/endpoint-route';

const invalid = (reply: FastifyReply, errors: Record<string, string[]>) =>
  reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors });
const notFound = (reply: FastifyReply) => reply.code(404).send({ message: MESSAGES.noEncontrado });

const evaluacionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const guard = (code: PermissionCode) => ({
    onRequest: [fastify.authenticate, fastify.requirePermission(code)],
  });
  // Evaluator answers are private to the user.
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // ---------------------------------------------------------------- legal bases

  route(
    fastify,
    endpoints.baseLegal,
    async (request) => ({ bases_legales: await repo.listBasesLegales(fastify.db, request.query) }),
    { ...guard(PERMISSIONS.verBaseLegal) },
  );

  route(
    fastify,
    endpoints.postBaseLegalCreate,
    async (request, reply) => {
      if (request.body.referencias.some((r) => r.id != null))
        return invalid(reply, { referencias: ['Una base legal nueva no lleva referencias existentes.'] });
      const errors = await repo.validateBaseLegal(fastify.db, request.body);
      if (Object.keys(errors).length) return invalid(reply, errors);
      const base = await repo.createBaseLegal(fastify.db, request.authUser!, request.body);
      return { message: EVALUACION_MESSAGES.guardado, base_legal: base };
    },
    { ...guard(PERMISSIONS.crearBaseLegal) },
  );

  route(
    fastify,
    endpoints.putBaseLegalUpdateById,
    async (request, reply) => {
      if (!(await repo.getBaseLegal(fastify.db, request.params.id))) return notFound(reply);
      const errors = await repo.validateBaseLegal(fastify.db, request.body, request.params.id);
      if (Object.keys(errors).length) return invalid(reply, errors);
      const base = await repo.updateBaseLegal(fastify.db, request.authUser!, request.params.id, request.body);
      return base ? { message: EVALUACION_MESSAGES.guardado, base_legal: base } : notFound(reply);
    },
    { ...guard(PERMISSIONS.editarBaseLegal) },
  );

  route(
    fastify,
    endpoints.deleteBaseLegalReferenciasById,
    async (request, reply) =>
      (await repo.deleteReferencia(fastify.db, request.authUser!, request.params.id))
        ? { message: EVALUACION_MESSAGES.eliminado }
        : notFound(reply),
    { ...guard(PERMISSIONS.eliminarBaseLegal) },
  );

  // ---------------------------------------------------------------- rulings

  route(
    fastify,
    endpoints.dictamenes,
    async (request) => ({ dictamenes: await repo.listDictamenes(fastify.db, request.query) }),
    { ...guard(PERMISSIONS.verDictamen) },
  );

  /** The catalogue-dependent rules ('004', '006', known status) of the shared schema, then the keys. */
  async function validRuling(body: unknown, reply: FastifyReply) {
    const parsed = dictamenBodySchema(await repo.listEstadoOptions(fastify.db)).safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues)
        (errors[issue.path.join('.') || 'solicitud'] ??= []).push(issue.message);
      invalid(reply, errors);
      return undefined;
    }
    const errors = await repo.validateDictamen(fastify.db, parsed.data);
    if (Object.keys(errors).length) {
      invalid(reply, errors);
      return undefined;
    }
    return parsed.data;
  }

  route(
    fastify,
    endpoints.postDictamenesCreate,
    async (request, reply) => {
      const body = await validRuling(request.body, reply);
      if (!body) return reply;
      const dictamen = await repo.createDictamen(fastify.db, request.authUser!, body);
      return { message: EVALUACION_MESSAGES.guardado, dictamen };
    },
    { ...guard(PERMISSIONS.crearDictamen) },
  );

  route(
    fastify,
    endpoints.putDictamenesUpdateById,
    async (request, reply) => {
      if (!(await repo.getDictamen(fastify.db, request.params.id))) return notFound(reply);
      const body = await validRuling(request.body, reply);
      if (!body) return reply;
      const dictamen = await repo.updateDictamen(fastify.db, request.authUser!, request.params.id, body);
      return dictamen ? { message: EVALUACION_MESSAGES.guardado, dictamen } : notFound(reply);
    },
    { ...guard(PERMISSIONS.editarDictamen) },
  );

  // ---------------------------------------------------------------- catalogues and help

  const catalog = (permission: PermissionCode) => ({ ...guard(permission) });

  route(
    fastify,
    endpoints.estadosDictamen,
    async () => ({ estados_dictamen: await repo.listEstadosDictamen(fastify.db) }),
    { ...catalog(PERMISSIONS.verDictamen) },
  );

  route(
    fastify,
    endpoints.estadosDictamenSelect,
    async () => ({
      estados_dictamen: (await repo.listEstadosDictamen(fastify.db)).map((e) => ({
        value: e.id,
        label: e.nombre,
        codigo: e.codigo,
      })),
    }),
    { ...catalog(PERMISSIONS.verDictamen) },
  );

  route(
    fastify,
    endpoints.condicionesInscripciones,
    async () => ({ condiciones_inscripciones: await repo.listCondiciones(fastify.db) }),
    { ...catalog(PERMISSIONS.verDictamen) },
  );

  route(
    fastify,
    endpoints.referencias,
    async () => ({ referencias: await repo.listReferencias(fastify.db) }),
    { ...catalog(PERMISSIONS.verBaseLegal) },
  );

  route(
    fastify,
    endpoints.subReferencias,
    async () => ({ sub_referencias: await repo.listSubReferencias(fastify.db) }),
    { ...catalog(PERMISSIONS.verBaseLegal) },
  );

  route(
    fastify,
    endpoints.ayudasGetAyudaByCodigoByCode,
    async (request, reply) => {
      const ayuda = await repo.getAyuda(fastify.db, request.params.code);
      return ayuda ? { ayuda } : notFound(reply);
    },
    { ...catalog(PERMISSIONS.verBaseLegal) },
  );
};
export default evaluacionRoutes;
