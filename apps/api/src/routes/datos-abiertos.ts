/**
 * Open data (`/api/datos-abiertos/{conjunto}.{csv|json}`): one route per dataset and format, so each
 * download has its own entry in the OpenAPI document.
 */
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LIST_SEPARATOR,
  openDataPath,
} from '@rnt/contract/datos-abiertos';
import { z } from '@rnt/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvStream, jsonStream } from '../lib/export-stream';
import { openDataSource } from '../repositories/datos-abiertos';

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;
const FORMAT_NOTES = {
  csv: `CSV en UTF-8 con BOM, separado por comas, con encabezado y comillas RFC 4180; las listas dentro de una celda se separan con «${OPEN_DATA_LIST_SEPARATOR.trim()}».`,
  json: 'JSON: `{conjunto, generado_en, <conjunto>: [...]}`.',
} as const;

const openDataRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (fastify, { publicUrl }) => {
  for (const dataset of OPEN_DATA_DATASETS) {
    for (const formato of OPEN_DATA_FORMATS) {
      fastify.get(
        openDataPath(dataset.codigo, formato),
        {
          config: { carga: 'exportacion' },
          schema: {
            tags: ['datos abiertos'],
            summary: `${dataset.titulo} (${formato.toUpperCase()})`,
            description: `${dataset.descripcion} ${FORMAT_NOTES[formato]} Se transmite por lotes.`,
            response: {
              200: {
                description: `Archivo ${formato.toUpperCase()} descargable`,
                content: { [CONTENT_TYPES[formato].split(';')[0]!]: { schema: z.string() } },
              },
            },
          },
        },
        async (request, reply) => {
          // Links start with PUBLIC_URL: a forged Host must not reach a cached public answer.
          const source = openDataSource(fastify.db, dataset.codigo, publicUrl);
          const stream =
            formato === 'csv'
              ? csvStream(source.columns, mapAsync(source.rows(), source.toCsv), request.log)
              : jsonStream(dataset.codigo, source.rows(), request.log);
          return reply
            .type(CONTENT_TYPES[formato])
            .header('Content-Disposition', `attachment; filename="${dataset.codigo}.${formato}"`)
            .header('Cache-Control', 'public, max-age=3600')
            .send(stream as never);
        },
      );
    }
  }
};
export default openDataRoutes;

async function* mapAsync<T, U>(items: AsyncIterable<T>, map: (item: T) => U): AsyncGenerator<U> {
  for await (const item of items) yield map(item);
}
