/**
 * CSV downloads of the current search results: the same query parameters, the same validation and the
 * same repositories as the three searches, every page at once (up to SEARCH_EXPORT_MAX_ROWS).
 */
import { OPEN_DATA_LIST_SEPARATOR } from '@rnt/contract/datos-abiertos';
import * as endpoints from '@rnt/contract/endpoints/exportar-busquedas';
import { SEARCH_EXPORT_MAX_ROWS } from '@rnt/contract/exportar-busquedas';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import { CSV_OPTIONS } from '../lib/export-stream';
import { searchTramites } from '../repositories/busqueda-tramites';
import { searchRegulaciones } from '../repositories/regulaciones';
import { searchResoluciones } from '../repositories/resoluciones';
import { unknownState } from './busqueda-tramites';

/** Downloads run in the export load class (`plugins/app/load-shedding.ts`). */
const exportacion = { config: { carga: 'exportacion' } } as const;
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
  route(
    fastify,
    endpoints.datosAbiertosBusquedaTramitesCsv,
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
    exportacion,
  );

  route(
    fastify,
    endpoints.datosAbiertosBusquedaRegulacionesCsv,
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
    exportacion,
  );

  route(
    fastify,
    endpoints.datosAbiertosBusquedaResolucionesCsv,
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
    exportacion,
  );
};
export default searchExportRoutes;
