import { REGISTERED_STATE_IDS } from '@rnt/contract/constants';
import * as endpoints from '@rnt/contract/endpoints/lookups';
import { MESSAGES } from '@rnt/contract/messages';
import { municipiosPorDepartamento } from '@rnt/contract/municipios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import * as repo from '../repositories/lookups';

const registered = [...REGISTERED_STATE_IDS];

const lookupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Lookups change only with the registry's reference data: let browsers and proxies keep them a while.
  fastify.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200)
      reply.header('Cache-Control', 'public, max-age=300');
  });

  // Data of the contract, not of the database: the same answer for the life of the process.
  const municipios = {
    departamentos: municipiosPorDepartamento().map((d) => ({
      nombre: d.nombre,
      municipios: d.municipios.map(({ id, nombre, cabecera, lat, lon }) => ({
        id,
        nombre,
        cabecera,
        lat,
        lon,
      })),
    })),
  };
  route(fastify, endpoints.municipios, async () => municipios);

  route(fastify, endpoints.clasificaciones, async () => ({
    data: await repo.listClasificaciones(fastify.db),
  }));

  route(fastify, endpoints.estadosPortal, async () => ({
    estados_portal: await repo.listEstadosPortal(fastify.db),
  }));

  route(fastify, endpoints.instituciones, async () => ({
    instituciones: await repo.listInstituciones(fastify.db),
  }));

  route(fastify, endpoints.unidades, async (request, reply) => {
    if (!(await repo.institucionExists(fastify.db, request.params.id))) {
      return reply.code(404).send({ message: MESSAGES.institucionNoExiste });
    }
    return { unidades: await repo.listUnidades(fastify.db, request.params.id) };
  });

  route(fastify, endpoints.categoriasTramite, async () => ({
    categorias: await repo.listCategoriasTramite(fastify.db),
  }));

  route(fastify, endpoints.categoriasRegulaciones, async () => ({
    success: true as const,
    categorias_regulaciones: await repo.listActividadesEconomicas(fastify.db),
  }));

  route(fastify, endpoints.publicTramites, async (request) => ({
    tramites: await repo.listTramitesConModalidades(fastify.db, {
      institucionId: request.query.institucion_id,
      actividadEconomica: request.query.actividad_economica,
      estados: request.query.estados,
    }),
  }));

  route(fastify, endpoints.institucionListado, async () => ({
    instituciones: await repo.listInstitucionOptions(fastify.db, registered),
  }));

  route(fastify, endpoints.tramitesDeInstitucion, async (request, reply) => {
    if (!(await repo.institucionExists(fastify.db, request.params.id))) {
      return reply.code(404).send({ message: MESSAGES.noEncontrado });
    }
    return { portal: await repo.listTramiteOptions(fastify.db, request.params.id, registered) };
  });
};
export default lookupRoutes;
