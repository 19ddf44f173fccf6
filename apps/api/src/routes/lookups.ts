import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import {
  allPagesQuerySchema,
  categoriasRegulacionesResponseSchema,
  categoriasTramiteResponseSchema,
  clasificacionesResponseSchema,
  estadosPortalResponseSchema,
  institucionesResponseSchema,
  institucionListadoResponseSchema,
  publicTramitesQuerySchema,
  publicTramitesResponseSchema,
  tramitesDeInstitucionResponseSchema,
  unidadesResponseSchema,
} from '@rnt/contract/lookups';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from '../repositories/lookups';

const registered = [...REGISTERED_STATE_IDS];
const tags = ['catálogos'];
const errors = { 400: validationErrorSchema, 404: messageSchema };

const lookupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Lookups change only with the registry's reference data: let browsers and proxies keep them a while.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=300');
  });

  fastify.get(
    '/api/public/get_all_clasificacion_tramites',
    {
      schema: {
        tags,
        summary: 'Clasificaciones de trámites',
        description: 'Todas las clasificaciones de trámites, para el filtro de la búsqueda del inicio.',
        response: { 200: clasificacionesResponseSchema },
      },
    },
    async () => ({ data: await repo.listClasificaciones(fastify.db) }),
  );

  fastify.get(
    '/api/public/getEstadosSolicitudesPublicacionByCode',
    {
      schema: {
        tags,
        summary: 'Estados visibles en el portal',
        description:
          'Los estados de solicitud que el portal muestra, con su código: el filtro de estado de la búsqueda del inicio.',
        response: { 200: estadosPortalResponseSchema },
      },
    },
    async () => ({ estados_portal: await repo.listEstadosPortal(fastify.db) }),
  );

  fastify.get(
    '/api/lista_instituciones',
    {
      schema: {
        tags,
        summary: 'Instituciones',
        description: 'Todas las instituciones, ordenadas por nombre, para los filtros de búsqueda.',
        response: { 200: institucionesResponseSchema },
      },
    },
    async () => ({ instituciones: await repo.listInstituciones(fastify.db) }),
  );

  fastify.get(
    '/api/lista_unidades/:id',
    {
      schema: {
        tags,
        summary: 'Unidades de una institución',
        description:
          'Las unidades de la institución indicada, para el filtro de unidad; 404 si la institución no existe.',
        params: idParamsSchema,
        response: { 200: unidadesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await repo.institucionExists(fastify.db, request.params.id))) {
        return reply.code(404).send({ message: MESSAGES.institucionNoExiste });
      }
      return { unidades: await repo.listUnidades(fastify.db, request.params.id) };
    },
  );

  fastify.get(
    '/api/categorias_tramite/portal',
    {
      schema: {
        tags,
        summary: 'Categorías de trámites',
        description: 'Las categorías de trámites, para el filtro de la búsqueda del inicio.',
        response: { 200: categoriasTramiteResponseSchema },
      },
    },
    async () => ({ categorias: await repo.listCategoriasTramite(fastify.db) }),
  );

  fastify.get(
    '/api/categorias_regulaciones/portal',
    {
      schema: {
        tags,
        summary: 'Actividades económicas (sectores de regulaciones)',
        description:
          'Las actividades económicas (sectores) con las que se filtra el catálogo de regulaciones.',
        response: { 200: categoriasRegulacionesResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      categorias_regulaciones: await repo.listActividadesEconomicas(fastify.db),
    }),
  );

  fastify.get(
    '/api/public_tramites',
    {
      schema: {
        tags,
        summary: 'Trámites por actividad económica o por institución, con sus modalidades inscritas',
        description:
          'Trámites de una actividad económica o de una institución, cada uno con sus modalidades en los estados pedidos (por defecto, inscritas).',
        querystring: publicTramitesQuerySchema,
        response: { 200: publicTramitesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      tramites: await repo.listTramitesConModalidades(fastify.db, {
        institucionId: request.query.institucion_id,
        actividadEconomica: request.query.actividad_economica,
        estados: request.query.estados,
      }),
    }),
  );

  fastify.get(
    '/api/public_institucion_listado',
    {
      schema: {
        tags,
        summary: 'Instituciones con trámites inscritos (opciones del formulario de comentarios)',
        description:
          'Instituciones que tienen trámites inscritos: primer nivel de la cascada institución → trámite → modalidad del formulario de comentarios.',
        querystring: allPagesQuerySchema,
        response: { 200: institucionListadoResponseSchema, ...errors },
      },
    },
    async () => ({ instituciones: await repo.listInstitucionOptions(fastify.db, registered) }),
  );

  fastify.get(
    '/api/public_modalidad_get_institucion_id/:id',
    {
      schema: {
        tags,
        summary: 'Trámites inscritos de una institución (opciones del formulario de comentarios)',
        description:
          'Trámites inscritos de la institución con sus modalidades: segundo y tercer nivel de la cascada del formulario de comentarios.',
        params: idParamsSchema,
        querystring: allPagesQuerySchema,
        response: { 200: tramitesDeInstitucionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!(await repo.institucionExists(fastify.db, request.params.id))) {
        return reply.code(404).send({ message: MESSAGES.noEncontrado });
      }
      return { portal: await repo.listTramiteOptions(fastify.db, request.params.id, registered) };
    },
  );
};
export default lookupRoutes;
