/**
 * Open data: one route per dataset and format (`OPEN_DATA_ENDPOINTS` of the contract), so each download
 * has its own entry in the OpenAPI document.
 */
import { OPEN_DATA_DATASETS, OPEN_DATA_FORMATS } from '@rnt/contract/datos-abiertos';
import { OPEN_DATA_CONTENT_TYPES, OPEN_DATA_ENDPOINTS } from '@rnt/contract/endpoints/datos-abiertos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import { csvStream, jsonStream } from '../lib/export-stream';
import { openDataSource } from '../repositories/datos-abiertos';

const openDataRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (fastify, { publicUrl }) => {
  for (const { codigo: dataset } of OPEN_DATA_DATASETS) {
    for (const formato of OPEN_DATA_FORMATS) {
      route(
        fastify,
        OPEN_DATA_ENDPOINTS[`${dataset}.${formato}`],
        async (request, reply) => {
          // Links start with PUBLIC_URL: a forged Host must not reach a cached public answer.
          const source = openDataSource(fastify.db, dataset, publicUrl);
          const stream =
            formato === 'csv'
              ? csvStream(source.columns, mapAsync(source.rows(), source.toCsv), request.log)
              : jsonStream(dataset, source.rows(), request.log);
          return reply
            .type(OPEN_DATA_CONTENT_TYPES[formato])
            .header('Content-Disposition', `attachment; filename="${dataset}.${formato}"`)
            .header('Cache-Control', 'public, max-age=3600')
            .send(stream as never);
        },
        { config: { carga: 'exportacion' } },
      );
    }
  }
};
export default openDataRoutes;

async function* mapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}
