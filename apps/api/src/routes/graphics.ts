/**
 * Statistical reports (Reports): the figures of the /reportes screens and the detail document
 * of each response-time band. Figures are aggregated by SQL (repositories/graphics.ts), kept in process
 * until the data they summarise changes (lib/versioned-cache.ts), and sent with Cache-Control and an
 * ETag, so repeated reads cost a 304.
 */
import { RESPONSE_TIME_BANDS } from '@rnt/contract/constants';
import { MESSAGES } from '@rnt/contract/messages';
import { isResponseTimeBand } from '@rnt/contract/reports';
import type { Db } from '@rnt/db/create-db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@rnt/contract/zod';
import { encode200, sendEncoded } from '../lib/encoded-json';
import { isFreshForData, useHttpCache } from '../lib/http-cache';
import { createVersionedCache } from '../lib/versioned-cache';
import { drawField, drawHeader, renderPdf, sendPdf } from '../lib/pdf';
import * as graphics from '../repositories/graphics';
import { countOf, NOUNS } from '@rnt/contract/plural';
import * as endpoints from '@rnt/contract/endpoints/graphics';
import { route } from '../lib/endpoint-route';

/** Figures change only when evaluators change the registry; five minutes of reuse is harmless. */
const MAX_AGE_SECONDS = 300;

/** "2 horas hábiles", "1 mes calendario": the average time as the detail document shows it. */
export function formatTiempoPromedio(
  valor: number | null,
  unidad: string | null,
  tipoDias: string | null,
): string | null {
  if (valor == null || !unidad) return null;
  let unit = unidad.toLowerCase();
  let days = tipoDias ?? '';
  if (valor === 1) {
    unit = unit === 'meses' ? 'mes' : unit.replace(/s$/, '');
    days = days === 'hábiles' ? 'hábil' : days;
  }
  return [valor, unit, days].filter(Boolean).join(' ');
}

const graphicsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  useHttpCache(fastify, { maxAgeSeconds: MAX_AGE_SECONDS });
  const figures = createVersionedCache(fastify.db, 'reportes');

  /** Registers one figure of the reports from its endpoint object. */
  const figure = <S extends z.ZodType>(
    endpoint: endpoints.FigureEndpoint<S>,
    load: (db: Db) => Promise<z.infer<S>>,
  ) =>
    // Widened: the handler's answer is already tied to the schema by `load`.
    route(fastify, endpoint as endpoints.FigureEndpoint<z.ZodType>, async (_request, reply) => {
      // Kept encoded: a read sends the bytes, without the response schema's encoding of the figure
      // (hundreds of rows for the per-institution ones) on every request.
      const json = await figures.get(endpoint.path, async () => encode200(reply, await load(fastify.db)));
      return sendEncoded(reply, json);
    });

  const { FIGURAS } = endpoints;
  figure(FIGURAS.tramites, graphics.solicitudesPorInstitucion);
  figure(FIGURAS.instituciones, graphics.institucionesConTramites);
  figure(FIGURAS.estadosWithTramites, graphics.estadosConTramites);
  figure(FIGURAS.tiempoPromedio, graphics.tiempoPromedio);
  figure(FIGURAS.requisitos_eliminados, graphics.requisitosEliminados);
  figure(FIGURAS.nivelesDeDigitalizacion, graphics.nivelesDeDigitalizacion);
  figure(FIGURAS.tramites_sin_solicitud, graphics.tramitesSinSolicitud);
  figure(FIGURAS.top10_digitalizacion, graphics.top10Digitalizacion);
  figure(FIGURAS.tramites_evaluados, graphics.tramitesEvaluados);

  // Complaint outcomes (issue 23): filtered by the day of receipt, so not kept in the figures cache (whose
  // data version does not follow the complaints); one aggregate over an indexed table per request, with
  // the same Cache-Control and ETag as the other figures.
  route(fastify, endpoints.graphicsDenuncias, async (request) =>
    graphics.denunciasEstadisticas(fastify.db, request.query),
  );

  route(fastify, endpoints.graphicsTiempoPromedioDetalleByCode, async (request, reply) => {
    const { code } = request.params;
    if (!isResponseTimeBand(code)) return reply.code(404).send({ message: MESSAGES.noEncontrado });
    const modalidades = await graphics.modalidadesEnBanda(fastify.db, code);
    if (isFreshForData(request, reply, modalidades)) return reply.code(304).send();
    const title = `Tiempo promedio de respuesta ${code}`;
    const pdf = await renderPdf(title, (doc) => {
      drawHeader(
        doc,
        title,
        `${RESPONSE_TIME_BANDS[code]} · ${countOf(modalidades.length, NOUNS.modalidad)}`,
      );
      if (modalidades.length === 0) doc.text('No hay modalidades registradas en esta banda.');
      modalidades.forEach((m, index) => {
        doc.font('Helvetica-Bold').text(`${index + 1}. ${m.modalidad}`);
        drawField(doc, 'Institución', m.institucion);
        drawField(doc, 'Trámite', m.tramite);
        drawField(
          doc,
          'Tiempo promedio',
          formatTiempoPromedio(m.tiempo_promedio_valor, m.unidad_tiempo, m.tiempo_promedio_tipo_dias),
        );
        doc.moveDown(0.6);
      });
    });
    return sendPdf(reply, pdf, `${title}.pdf`);
  });
};

export default graphicsRoutes;
