/**
 * The open-data downloads (decision 021): one endpoint per dataset and format, built from the zod-free
 * list of `../datos-abiertos.ts` that the portal's downloads page reads too.
 */
import { fileResponse } from '../api-common';
import {
  OPEN_DATA_DATASETS,
  OPEN_DATA_FORMATS,
  OPEN_DATA_LIST_SEPARATOR,
  openDataPath,
  type OpenDataDatasetCode,
  type OpenDataFormat,
} from '../datos-abiertos';
import { defineEndpoint } from '../endpoint';

/** The media type each format is served with. */
export const OPEN_DATA_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

const FORMAT_NOTES = {
  csv: `CSV en UTF-8 con BOM, separado por comas, con encabezado y comillas RFC 4180; las listas dentro de una celda se separan con «${OPEN_DATA_LIST_SEPARATOR.trim()}».`,
  json: 'JSON: `{conjunto, generado_en, <conjunto>: [...]}`.',
} as const;

const download = (dataset: (typeof OPEN_DATA_DATASETS)[number], formato: OpenDataFormat) =>
  defineEndpoint({
    method: 'GET',
    path: openDataPath(dataset.codigo, formato),
    response: {
      200: fileResponse(
        `Archivo ${formato.toUpperCase()} descargable`,
        OPEN_DATA_CONTENT_TYPES[formato].split(';')[0]!,
      ),
    },
    tag: 'datos abiertos',
    summary: `${dataset.titulo} (${formato.toUpperCase()})`,
    description: `${dataset.descripcion} ${FORMAT_NOTES[formato]} Se transmite por lotes.`,
  });

export type OpenDataEndpoint = ReturnType<typeof download>;

/** Every download by `<dataset>.<format>` (`tramites.csv`…): its endpoint object. */
export const OPEN_DATA_ENDPOINTS = Object.fromEntries(
  OPEN_DATA_DATASETS.flatMap((dataset) =>
    OPEN_DATA_FORMATS.map((formato) => [`${dataset.codigo}.${formato}`, download(dataset, formato)]),
  ),
) as Record<`${OpenDataDatasetCode}.${OpenDataFormat}`, OpenDataEndpoint>;
