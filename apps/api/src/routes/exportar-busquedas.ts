/**
 * CSV downloads of the current search results: the same query parameters, the same validation and the
 * same repositories as the three searches, every page at once (up to SEARCH_EXPORT_MAX_ROWS).
 */
import { validationErrorSchema } from '@rnt/contract/api-common';
import { busquedaTramitesQuerySchema } from '@rnt/contract/busqueda-tramites';
import { OPEN_DATA_LIST_SEPARATOR } from '@rnt/contract/datos-abiertos';
import { SEARCH_EXPORT_MAX_ROWS, SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { regulacionesQuerySchema } from '@rnt/contract/regulaciones';
import { resolucionesQuerySchema } from '@rnt/contract/resoluciones';
import { z } from '@rnt/contract/zod';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_OPTIONS } from '../lib/export-stream';
import { searchTramites } from '../repositories/busqueda-tramites';
import { searchRegulaciones } from '../repositories/regulaciones';
import { searchResoluciones } from '../repositories/resoluciones';
import { unknownState } from './busqueda-tramites';

const csvResponse = {
  200: { description: 'Archivo CSV (UTF-8 con BOM)', content: { 'text/csv': { schema: z.string() } } },
  400: validationErrorSchema,
};
const all = { page: 1, per_page: SEARCH_EXPORT_MAX_ROWS };
const list = (items: string[]) => items.join(OPEN_DATA_LIST_SEPARATOR);

function sendCsv(reply: FastifyReply, name: string, columns: string[], rows: unknown[][]) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}.csv"`)
    .header('Cache-Control', 'public, max-age=60')
    .send(stringify([columns, ...rows], CSV_OPTIONS));
}

const searchExportRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['datos abiertos'];

  fastify.get(
    SEARCH_EXPORT_PATHS.tramites,
    {
      config: { carga: 'exportacion' },
      schema: {
        tags,
        summary: 'Resultados de la búsqueda de trámites del inicio (CSV)',
        description:
          'Los trámites de la búsqueda del inicio con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
        querystring: busquedaTramitesQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { page: _page, per_page: _perPage, ...filters } = request.query;
      const result = await searchTramites(fastify.db, filters, all);
      if (!result) return reply.code(400).send(unknownState);
      return sendCsv(
        reply,
        'busqueda-tramites',
        ['tramite_id', 'nombre_tramite', 'nombre_institucion', 'nombre_unidad', 'modalidades'],
        result.rows.map((t) => [
          t.tramite_id,
          t.nombre_tramite,
          t.nombre_institucion,
          t.nombre_unidad,
          list((t.modalidades ?? []).map((m) => m.nombre_modalidad)),
        ]),
      );
    },
  );

  fastify.get(
    SEARCH_EXPORT_PATHS.regulaciones,
    {
      config: { carga: 'exportacion' },
      schema: {
        tags,
        summary: 'Resultados de la búsqueda del catálogo de regulaciones (CSV)',
        description:
          'Las regulaciones de la búsqueda del catálogo con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
        querystring: regulacionesQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const result = await searchRegulaciones(fastify.db, { ...request.query, ...all });
      return sendCsv(
        reply,
        'busqueda-regulaciones',
        [
          'id',
          'nombre',
          'tipo',
          'estado',
          'fecha_publicacion_do',
          'tomo_do',
          'numero_do',
          'fecha_emision',
          'fecha_vigencia',
          'categorias',
          'ultimo_documento',
        ],
        result.solicitudes_regulacion.map((r) => [
          r.id,
          r.nombre,
          r.tipo_solicitud.nombre,
          r.estado_tipo_solicitud_regulacion.nombre,
          r.fecha_publicacion_do,
          r.tomo_do,
          r.numero_do,
          r.fecha_emision,
          r.fecha_vigencia,
          list(r.categorias.map((c) => c.categoria_tramite.nombre)),
          r.documentos.at(-1)?.ruta ?? '',
        ]),
      );
    },
  );

  fastify.get(
    SEARCH_EXPORT_PATHS.resoluciones,
    {
      config: { carga: 'exportacion' },
      schema: {
        tags,
        summary: 'Resultados de la búsqueda de resoluciones (CSV)',
        description:
          'Las resoluciones de la búsqueda con los mismos filtros, todas las páginas en un CSV UTF-8 con BOM.',
        querystring: resolucionesQuerySchema,
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const result = await searchResoluciones(fastify.db, { ...request.query, ...all });
      return sendCsv(
        reply,
        'busqueda-resoluciones',
        ['id', 'tipo', 'numero', 'fecha', 'modalidad', 'tramite', 'institucion', 'documentos'],
        result.tramites.map((r) => [
          r.id,
          r.tipo,
          r.numero,
          r.fecha,
          r.modalidad.nombre,
          r.modalidad.tramite.nombre,
          r.modalidad.tramite.unidad.institucion.nombre,
          list(r.documentos_resoluciones.map((d) => d.url)),
        ]),
      );
    },
  );
};
export default searchExportRoutes;
