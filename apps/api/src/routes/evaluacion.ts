/**
 * Evaluator calls: legal bases, rulings, their catalogues and help texts. Every route checks
 * the token (401) and its named permission (403) before anything else; save failures answer
 * 400 `{message, errors}`; every change is audited by the repository in the same transaction.
 */
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import {
  ayudaParamsSchema,
  ayudaResponseSchema,
  baseLegalBodySchema,
  baseLegalListResponseSchema,
  baseLegalQuerySchema,
  baseLegalSavedResponseSchema,
  catalogQuerySchema,
  condicionesResponseSchema,
  dictamenBodySchema,
  dictamenBodyShapeSchema,
  dictamenesQuerySchema,
  dictamenesResponseSchema,
  dictamenSavedResponseSchema,
  estadosDictamenResponseSchema,
  estadosDictamenSelectResponseSchema,
  EVALUACION_MESSAGES,
  referenciasResponseSchema,
  subReferenciasResponseSchema,
} from '@rnt/contract/evaluacion';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS, type PermissionCode } from '@rnt/contract/sections';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/evaluacion';

const tags = ['evaluación'];
const responses = {
  400: validationErrorSchema,
  401: messageSchema,
  403: messageSchema,
  404: messageSchema,
} as const;

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

  fastify.get(
    '/api/base_legal',
    {
      ...guard(PERMISSIONS.verBaseLegal),
      schema: {
        tags,
        summary: 'Bases legales de una sección o de un requisito',
        description:
          'Las bases legales de una sección de la modalidad o de un requisito o sub-requisito, con sus referencias.',
        querystring: baseLegalQuerySchema,
        response: { 200: baseLegalListResponseSchema, ...responses },
      },
    },
    async (request) => ({ bases_legales: await repo.listBasesLegales(fastify.db, request.query) }),
  );

  fastify.post(
    '/api/base_legal/create',
    {
      ...guard(PERMISSIONS.crearBaseLegal),
      schema: {
        tags,
        summary: 'Crear una base legal con sus referencias',
        description: 'Registra una base legal con sus referencias; queda auditada.',
        body: baseLegalBodySchema,
        response: { 200: baseLegalSavedResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      if (request.body.referencias.some((r) => r.id != null))
        return invalid(reply, { referencias: ['Una base legal nueva no lleva referencias existentes.'] });
      const errors = await repo.validateBaseLegal(fastify.db, request.body);
      if (Object.keys(errors).length) return invalid(reply, errors);
      const base = await repo.createBaseLegal(fastify.db, request.authUser!, request.body);
      return { message: EVALUACION_MESSAGES.guardado, base_legal: base };
    },
  );

  fastify.put(
    '/api/base_legal/update/:id',
    {
      ...guard(PERMISSIONS.editarBaseLegal),
      schema: {
        tags,
        summary: 'Editar una base legal y sus referencias',
        description:
          'Cambia la regulación o las referencias de una base legal; queda auditada con el antes y el después.',
        params: idParamsSchema,
        body: baseLegalBodySchema,
        response: { 200: baseLegalSavedResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      if (!(await repo.getBaseLegal(fastify.db, request.params.id))) return notFound(reply);
      const errors = await repo.validateBaseLegal(fastify.db, request.body, request.params.id);
      if (Object.keys(errors).length) return invalid(reply, errors);
      const base = await repo.updateBaseLegal(fastify.db, request.authUser!, request.params.id, request.body);
      return base ? { message: EVALUACION_MESSAGES.guardado, base_legal: base } : notFound(reply);
    },
  );

  fastify.delete(
    '/api/base_legal/referencias/:id',
    {
      ...guard(PERMISSIONS.eliminarBaseLegal),
      schema: {
        tags,
        summary: 'Eliminar una referencia legal (y su base legal si queda vacía)',
        description:
          'Elimina una referencia legal; si era la última, elimina también su base legal. Queda auditada.',
        params: idParamsSchema,
        response: { 200: messageSchema, ...responses },
      },
    },
    async (request, reply) =>
      (await repo.deleteReferencia(fastify.db, request.authUser!, request.params.id))
        ? { message: EVALUACION_MESSAGES.eliminado }
        : notFound(reply),
  );

  // ---------------------------------------------------------------- rulings

  fastify.get(
    '/api/dictamenes',
    {
      ...guard(PERMISSIONS.verDictamen),
      schema: {
        tags,
        summary: 'Dictámenes de una sección o de un requisito',
        description:
          'Los dictámenes de una sección de la modalidad o de un requisito o sub-requisito, con sus estados.',
        querystring: dictamenesQuerySchema,
        response: { 200: dictamenesResponseSchema, ...responses },
      },
    },
    async (request) => ({ dictamenes: await repo.listDictamenes(fastify.db, request.query) }),
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

  fastify.post(
    '/api/dictamenes/create',
    {
      ...guard(PERMISSIONS.crearDictamen),
      schema: {
        tags,
        summary: 'Emitir un dictamen',
        description:
          'Registra un dictamen con su estado (y su condición de inscripción si el estado es 004); queda auditado.',
        body: dictamenBodyShapeSchema,
        response: { 200: dictamenSavedResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      const body = await validRuling(request.body, reply);
      if (!body) return reply;
      const dictamen = await repo.createDictamen(fastify.db, request.authUser!, body);
      return { message: EVALUACION_MESSAGES.guardado, dictamen };
    },
  );

  fastify.put(
    '/api/dictamenes/update/:id',
    {
      ...guard(PERMISSIONS.editarDictamen),
      schema: {
        tags,
        summary: 'Editar un dictamen',
        description:
          'Cambia el comentario, el estado o la condición de un dictamen; queda auditado con el antes y el después.',
        params: idParamsSchema,
        body: dictamenBodyShapeSchema,
        response: { 200: dictamenSavedResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      if (!(await repo.getDictamen(fastify.db, request.params.id))) return notFound(reply);
      const body = await validRuling(request.body, reply);
      if (!body) return reply;
      const dictamen = await repo.updateDictamen(fastify.db, request.authUser!, request.params.id, body);
      return dictamen ? { message: EVALUACION_MESSAGES.guardado, dictamen } : notFound(reply);
    },
  );

  // ---------------------------------------------------------------- catalogues and help

  const catalog = (permission: PermissionCode) => ({ ...guard(permission) });

  fastify.get(
    '/api/estados_dictamen',
    {
      ...catalog(PERMISSIONS.verDictamen),
      schema: {
        tags,
        summary: 'Estados de dictamen',
        description: 'Los estados que puede tener un dictamen, con su código.',
        querystring: catalogQuerySchema,
        response: { 200: estadosDictamenResponseSchema, ...responses },
      },
    },
    async () => ({ estados_dictamen: await repo.listEstadosDictamen(fastify.db) }),
  );

  fastify.get(
    '/api/estados_dictamen/select',
    {
      ...catalog(PERMISSIONS.verDictamen),
      schema: {
        tags,
        summary: 'Estados de dictamen para un selector',
        description: 'Los estados de dictamen como opciones de un selector.',
        querystring: catalogQuerySchema,
        response: { 200: estadosDictamenSelectResponseSchema, ...responses },
      },
    },
    async () => ({
      estados_dictamen: (await repo.listEstadosDictamen(fastify.db)).map((e) => ({
        value: e.id,
        label: e.nombre,
        codigo: e.codigo,
      })),
    }),
  );

  fastify.get(
    '/api/condiciones_inscripciones',
    {
      ...catalog(PERMISSIONS.verDictamen),
      schema: {
        tags,
        summary: 'Condiciones de inscripción',
        description: 'Las condiciones de inscripción que exige un dictamen con estado 004.',
        querystring: catalogQuerySchema,
        response: { 200: condicionesResponseSchema, ...responses },
      },
    },
    async () => ({ condiciones_inscripciones: await repo.listCondiciones(fastify.db) }),
  );

  fastify.get(
    '/api/referencias',
    {
      ...catalog(PERMISSIONS.verBaseLegal),
      schema: {
        tags,
        summary: 'Tipos de referencia legal',
        description: 'Los tipos de referencia legal (artículo, inciso…) de una base legal.',
        querystring: catalogQuerySchema,
        response: { 200: referenciasResponseSchema, ...responses },
      },
    },
    async () => ({ referencias: await repo.listReferencias(fastify.db) }),
  );

  fastify.get(
    '/api/sub_referencias',
    {
      ...catalog(PERMISSIONS.verBaseLegal),
      schema: {
        tags,
        summary: 'Tipos de sub referencia legal',
        description: 'Los tipos de sub referencia legal de una referencia.',
        querystring: catalogQuerySchema,
        response: { 200: subReferenciasResponseSchema, ...responses },
      },
    },
    async () => ({ sub_referencias: await repo.listSubReferencias(fastify.db) }),
  );

  fastify.get(
    '/api/ayudas/getAyudaByCodigo/:code',
    {
      ...catalog(PERMISSIONS.verBaseLegal),
      schema: {
        tags,
        summary: 'Texto de ayuda de una sección',
        description:
          'El texto de ayuda de una sección o tabla de requisitos, por su código; 404 si no existe.',
        params: ayudaParamsSchema,
        response: { 200: ayudaResponseSchema, ...responses },
      },
    },
    async (request, reply) => {
      const ayuda = await repo.getAyuda(fastify.db, request.params.code);
      return ayuda ? { ayuda } : notFound(reply);
    },
  );
};
export default evaluacionRoutes;
