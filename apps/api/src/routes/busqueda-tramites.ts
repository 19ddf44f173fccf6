import {
  GRAFICO_MESES,
  SUGERENCIAS_MAX,
  SUGERENCIAS_MIN_LENGTH,
  SUGERENCIAS_SITUACIONES_MAX,
  type SugerenciasResponse,
} from '@rnt/contract/busqueda-tramites';
import {
  busquedaTramites,
  cantidadTramitesGrafico,
  sugerencias,
  tramitesListado,
} from '@rnt/contract/endpoints/busqueda-tramites';
import { MESSAGES } from '@rnt/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encode200, sendEncoded } from '../lib/encoded-json';
import { route } from '../lib/endpoint-route';
import { useHttpCache } from '../lib/http-cache';
import { createVersionedCache } from '../lib/versioned-cache';
import * as repo from '../repositories/busqueda-tramites';
import { listSituaciones } from '../repositories/situaciones-vida';

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
    : 'group' in (value as object)
      ? (value as repo.Groups).group.byteLength + (value as repo.Groups).municipio.byteLength
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
  // The four caches share the 'reportes' version: a search reads it once and passes it down.
  const sourcesAt = (version: string): repo.RankingSources => ({
    posting: (key, load) => postings.get(key, load, version),
    nameOrder: (load) => postings.get('\u0000orden-por-nombre', load, version),
    groups: (load) => postings.get('\u0000grupos-municipales', load, version),
  });
  const rankAt = (version: string) => (filters: repo.SearchFilters) =>
    rankings.get(
      JSON.stringify(filters),
      () => repo.rankTramites(fastify.db, filters, sourcesAt(version)),
      version,
    );

  route(fastify, busquedaTramites, async (request, reply) => {
    const { page, per_page, ...filters } = request.query;
    const version = await searches.version();
    // Kept encoded: a repeated search is sent from memory without encoding it again.
    const json = await searches.get(
      `inicio:${JSON.stringify(request.query)}`,
      async () => {
        const result = await repo.searchTramites(fastify.db, filters, { page, per_page }, rankAt(version));
        if (!result) return null;
        const { rows, quiso_decir, parcial, ...pagination } = result;
        return encode200(reply, {
          listado: { data: rows, ...pagination, vacio: result.total === 0, quiso_decir, parcial },
        });
      },
      version,
    );
    if (json === null) return reply.code(400).send(unknownState);
    return sendEncoded(reply, json);
  });

  route(fastify, tramitesListado, async (request, reply) => {
    const { page, per_page, ...filters } = request.query;
    const json = await searches.get(`listado:${JSON.stringify(request.query)}`, async () => {
      const result = await repo.listTramitesModalidades(fastify.db, filters, { page, per_page });
      if (!result) return null;
      const { rows, quiso_decir: _q, parcial: _p, ...pagination } = result;
      return encode200(reply, { portal: rows, ...pagination });
    });
    if (json === null) return reply.code(400).send(unknownState);
    return sendEncoded(reply, json);
  });

  route(fastify, sugerencias, async (request, reply) => {
    const { q } = request.query;
    if (Array.from(q).length < SUGERENCIAS_MIN_LENGTH) return { sugerencias: [] };
    const version = await searches.version();
    const json = await searches.get(
      `sugerencias:${q.toLowerCase()}`,
      async () =>
        encode200(reply, {
          sugerencias: await repo.suggest(fastify.db, q, SUGERENCIAS_MAX, rankAt(version)),
        }),
      version,
    );
    // The life events the text names lead the list (issue 33). Read each time: staff edit them, and the
    // procedures' cache above does not follow their tables.
    const situaciones = (await listSituaciones(fastify.db, { q })).slice(0, SUGERENCIAS_SITUACIONES_MAX);
    if (situaciones.length === 0) return sendEncoded(reply, json);
    const { sugerencias: tramites } = JSON.parse(json) as SugerenciasResponse;
    return {
      sugerencias: [
        ...situaciones.map((s) => ({
          texto: s.nombre,
          tipo: 'situacion' as const,
          tramite_id: null,
          modalidad_id: null,
          slug: s.slug,
        })),
        ...tramites,
      ].slice(0, SUGERENCIAS_MAX),
    };
  });

  route(fastify, cantidadTramitesGrafico, async () =>
    figures.get('registradas-por-mes', () => repo.countRegisteredByMonth(fastify.db, GRAFICO_MESES)),
  );
};
export default busquedaTramitesRoutes;
