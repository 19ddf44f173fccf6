import { validationErrorSchema } from '@rnt/contract/api-common';
import {
  busquedaTramitesQuerySchema,
  busquedaTramitesResponseSchema,
  cantidadTramitesGraficoResponseSchema,
  GRAFICO_MESES,
  SUGERENCIAS_MAX,
  SUGERENCIAS_MIN_LENGTH,
  SUGERENCIAS_PATH,
  sugerenciasQuerySchema,
  sugerenciasResponseSchema,
  tramitesListadoQuerySchema,
  tramitesListadoResponseSchema,
} from '@rnt/contract/busqueda-tramites';
import { BUSQUEDA_TRAMITES_PATH } from '@rnt/contract/busqueda-tramites-rules';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encode200, sendEncoded } from '../lib/encoded-json';
import { useHttpCache } from '../lib/http-cache';
import { createVersionedCache } from '../lib/versioned-cache';
import * as repo from '../repositories/busqueda-tramites';

const tags = ['trámites'];
export const unknownState = {
  message: MESSAGES.solicitudInvalida,
  errors: { estado: ['El estado no existe o no se publica en el portal.'] },
};

/** Distinct searches kept in memory (a few KB each). */
export const SEARCH_CACHE_ENTRIES = 2000;
/**
 * Rankings kept in memory (the ordered ids of every procedure a search finds, 4 bytes each; at most the
 * published procedures, about 20,000 at 100,000 modalities, so 80 KB at worst and a few KB usually): the
 * next pages of a search are slices of it (docs/decisions/016-search-speed.md).
 */
export const RANKING_CACHE_ENTRIES = 300;
/**
 * Units' matches kept in memory: ids and cover densities, 12 bytes per match ('permiso' at 100,000
 * modalities, 12,200 matches, is 146 KB; a rare word a few bytes), and the name order (one entry, 4 bytes
 * per procedure). At most POSTING_CACHE_BYTES in all, however many words people ask for, and at most
 * POSTING_CACHE_ENTRIES words.
 */
export const POSTING_CACHE_ENTRIES = 5000;
export const POSTING_CACHE_BYTES = 32 * 1024 * 1024;
const postingBytes = (value: unknown) =>
  'position' in (value as object)
    ? (value as repo.NameOrder).ids.byteLength + (value as repo.NameOrder).position.byteLength
    : (value as repo.Posting).ids.byteLength + (value as repo.Posting).ranks.byteLength;

const busquedaTramitesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Public reads of data that changes only when a modality is registered: proxies may keep them briefly.
  useHttpCache(fastify, { maxAgeSeconds: 60 });
  // The monthly chart is a report figure: reused until a registration changes it (or the day does).
  const figures = createVersionedCache(fastify.db, 'reportes');
  // Search answers too: the version of the reports is bumped by every write to the tables a search reads
  // (procedures, modalities, units, institutions, states; the words table follows the procedures). The
  // most asked searches are answered from memory; the others as before.
  const searches = createVersionedCache(
    fastify.db,
    'reportes',
    SEARCH_CACHE_ENTRIES,
    fastify.cargas.busqueda,
  );
  // Its rankings, by filters without the page: computed inside a search the cache above is computing, so
  // already counted by the load shedding.
  const rankings = createVersionedCache(fastify.db, 'reportes', RANKING_CACHE_ENTRIES);
  // What the rankings are made of: each unit's matches and the name order, under the same version, so a new
  // query whose words were asked before is ranked in memory (docs/decisions/024-search-postings.md).
  const postings = createVersionedCache(fastify.db, 'reportes', POSTING_CACHE_ENTRIES, undefined, {
    maxBytes: POSTING_CACHE_BYTES,
    weigh: postingBytes,
  });
  const sources: repo.RankingSources = {
    posting: (key, load) => postings.get(key, load),
    nameOrder: (load) => postings.get('\u0000orden-por-nombre', load),
  };
  const rank = (filters: repo.SearchFilters) =>
    rankings.get(JSON.stringify(filters), () => repo.rankTramites(fastify.db, filters, sources));

  fastify.get(
    BUSQUEDA_TRAMITES_PATH,
    {
      schema: {
        tags,
        summary: 'Búsqueda de trámites de la página de inicio',
        description:
          'Cada resultado es un trámite con sus modalidades en los estados buscados (por defecto, los publicados: 11 y 13). ' +
          'La búsqueda por nombre mira el nombre del trámite y sus otros nombres, sus modalidades, la institución (nombre y siglas), ' +
          'la unidad y las descripciones; ignora tildes, mayúsculas y las palabras de relleno de una pregunta, reconoce singular y plural, ' +
          'aplica el tesauro del registro (/api/sinonimos), tolera un error de tipeo por palabra (`quiso_decir`) y, si ningún trámite ' +
          'tiene todas las palabras, muestra los que tienen más (`parcial`). ' +
          '`estado` es un código de /api/public/getEstadosSolicitudesPublicacionByCode.',
        querystring: busquedaTramitesQuerySchema,
        response: { 200: busquedaTramitesResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, per_page, ...filters } = request.query;
      // Kept encoded: a repeated search is sent from memory without encoding it again.
      const json = await searches.get(`inicio:${JSON.stringify(request.query)}`, async () => {
        const result = await repo.searchTramites(fastify.db, filters, { page, per_page }, rank);
        if (!result) return null;
        const { rows, quiso_decir, parcial, ...pagination } = result;
        return encode200(reply, {
          listado: { data: rows, ...pagination, vacio: result.total === 0, quiso_decir, parcial },
        });
      });
      if (json === null) return reply.code(400).send(unknownState);
      return sendEncoded(reply, json);
    },
  );

  fastify.get(
    '/api/public_tramites_listado',
    {
      schema: {
        tags,
        summary: 'Listado paginado de modalidades con los filtros de la búsqueda de trámites',
        description:
          'Las modalidades que cumplen los filtros de la búsqueda de trámites, una por fila, paginadas; `per_page=-1` devuelve todas.',
        querystring: tramitesListadoQuerySchema,
        response: { 200: tramitesListadoResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { page, per_page, ...filters } = request.query;
      const json = await searches.get(`listado:${JSON.stringify(request.query)}`, async () => {
        const result = await repo.listTramitesModalidades(fastify.db, filters, { page, per_page });
        if (!result) return null;
        const { rows, quiso_decir: _q, parcial: _p, ...pagination } = result;
        return encode200(reply, { portal: rows, ...pagination });
      });
      if (json === null) return reply.code(400).send(unknownState);
      return sendEncoded(reply, json);
    },
  );

  fastify.get(
    SUGERENCIAS_PATH,
    {
      schema: {
        tags,
        summary: 'Sugerencias mientras se escribe (trámites, modalidades e instituciones publicados)',
        description: `Desde ${SUGERENCIAS_MIN_LENGTH} caracteres; como máximo ${SUGERENCIAS_MAX} sugerencias; la última palabra cuenta como prefijo.`,
        querystring: sugerenciasQuerySchema,
        response: { 200: sugerenciasResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { q } = request.query;
      if (Array.from(q).length < SUGERENCIAS_MIN_LENGTH) return { sugerencias: [] };
      const json = await searches.get(`sugerencias:${q.toLowerCase()}`, async () =>
        encode200(reply, { sugerencias: await repo.suggest(fastify.db, q, SUGERENCIAS_MAX) }),
      );
      return sendEncoded(reply, json);
    },
  );

  fastify.get(
    '/api/public/cantidadTramitesGraficoPortal',
    {
      schema: {
        tags,
        summary: 'Modalidades inscritas por mes (últimos 24 meses), con claves MM-AAAA',
        description:
          'Cantidad de modalidades inscritas en cada uno de los últimos 24 meses, con claves MM-AAAA: el gráfico del inicio.',
        response: { 200: cantidadTramitesGraficoResponseSchema },
      },
    },
    async () =>
      figures.get('registradas-por-mes', () => repo.countRegisteredByMonth(fastify.db, GRAFICO_MESES)),
  );
};
export default busquedaTramitesRoutes;
