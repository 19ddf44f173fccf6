/** The figures of the public reports (decision 021). */
import { messageSchema, notModifiedSchema, pdfResponse, validationErrorSchema } from '../api-common';
import { TIEMPO_PROMEDIO_DETALLE_PATH } from '../api-paths';
import {
  bandaParamsSchema,
  conteosPorInstitucionSchema,
  denunciasEstadisticasQuerySchema,
  denunciasEstadisticasSchema,
  estadosWithTramitesSchema,
  nivelesDeDigitalizacionSchema,
  requisitosEliminadosSchema,
  tiempoPromedioSchema,
  top10DigitalizacionSchema,
  tramitesEvaluadosSchema,
} from '../graphics';
import { defineEndpoint } from '../endpoint';
import type { z } from '../zod';

const CACHE_NOTE =
  'Respuesta con Cache-Control y ETag; con If-None-Match igual al ETag responde 304 sin cuerpo.';

export const graphicsDenuncias = defineEndpoint({
  method: 'GET',
  path: '/api/graphics/denuncias',
  query: denunciasEstadisticasQuerySchema,
  response: { 200: denunciasEstadisticasSchema, 400: validationErrorSchema },
  tag: 'reportes',
  summary: 'Resultados de las denuncias ciudadanas, por institución',
  description:
    'Por institución: denuncias recibidas, respondidas, cerradas y pendientes, promedio de días hábiles ' +
    'hasta la primera respuesta pública (lunes a viernes, hora de El Salvador) y resultados de cierre ' +
    '(Fundada, No fundada, Resuelta por la institución). fechadesde/fechahasta acotan el día de ' +
    'recepción. Solo conteos: ningún texto libre ni dato personal. ' +
    CACHE_NOTE,
});

/** The PDF listing the modalities of one response-time band (the "Ver más" link of each band). */
export const graphicsTiempoPromedioDetalleByCode = defineEndpoint({
  method: 'GET',
  path: TIEMPO_PROMEDIO_DETALLE_PATH,
  params: bandaParamsSchema,
  response: {
    200: pdfResponse,
    304: notModifiedSchema,
    400: validationErrorSchema,
    404: messageSchema,
  },
  tag: 'reportes',
  summary: 'Documento PDF con las modalidades de una banda de tiempo promedio de respuesta',
  description: `Bandas B00 a B08. Un código mal formado responde 400; una banda inexistente, 404. ${CACHE_NOTE}`,
});

/** One figure of the reports: a GET without parameters whose answer is `S`. */
export type FigureEndpoint<S extends z.ZodType> = ReturnType<typeof figure<S>>;

/** One figure of the reports: a GET without parameters, kept until the data it sums changes. */
const figure = <S extends z.ZodType>(path: string, summary: string, schema: S) =>
  defineEndpoint({
    method: 'GET',
    path,
    response: { 200: schema },
    tag: 'reportes',
    summary,
    description: CACHE_NOTE,
  });

/** The nine figures of /reportes, by the last part of their path (what the web app asks for). */
export const FIGURAS = {
  tramites: figure(
    '/api/graphics/tramites',
    'Modalidades con solicitud oficial de inscripción, por institución',
    conteosPorInstitucionSchema,
  ),
  instituciones: figure(
    '/api/graphics/instituciones',
    'Instituciones con trámites cargados, con sus trámites y modalidades',
    conteosPorInstitucionSchema,
  ),
  estadosWithTramites: figure(
    '/api/graphics/estadosWithTramites',
    'Estado de los trámites evaluados (11 y 13 unidos; observados +126)',
    estadosWithTramitesSchema,
  ),
  tiempoPromedio: figure(
    '/api/graphics/tiempoPromedio',
    'Modalidades por banda de tiempo promedio de respuesta (B00–B08)',
    tiempoPromedioSchema,
  ),
  requisitos_eliminados: figure(
    '/api/graphics/requisitos_eliminados',
    'Requisitos innecesarios eliminados, por institución',
    requisitosEliminadosSchema,
  ),
  nivelesDeDigitalizacion: figure(
    '/api/graphics/nivelesDeDigitalizacion',
    'Modalidades por nivel de digitalización y por institución',
    nivelesDeDigitalizacionSchema,
  ),
  tramites_sin_solicitud: figure(
    '/api/graphics/tramites_sin_solicitud',
    'Modalidades sin solicitud oficial de inscripción, por institución',
    conteosPorInstitucionSchema,
  ),
  top10_digitalizacion: figure(
    '/api/graphics/top10_digitalizacion',
    'Instituciones ordenadas por porcentaje de digitalización (top 10 y siguientes)',
    top10DigitalizacionSchema,
  ),
  tramites_evaluados: figure(
    '/api/graphics/tramites_evaluados',
    'Resoluciones emitidas por institución y categoría (I, D, M, O, R)',
    tramitesEvaluadosSchema,
  ),
};
export type Figura = keyof typeof FIGURAS;
