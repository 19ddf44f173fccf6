/**
 * A procedure's modalities and one modality's detail (spec §7 "Home, lookups and modality lists"),
 * and the modality's PDFs (spec §7 "PDF links").
 */
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import { MESSAGES } from '@rnt/contract/messages';
import {
  MODALIDAD_MESSAGES,
  modalidadResponseSchema,
  modalidadResumenResponseSchema,
  tramiteModalidadesQuerySchema,
  tramiteModalidadesResponseSchema,
} from '@rnt/contract/modalidad';
import { showsCertificateAndResolution } from '@rnt/contract/modalidad-rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registrationNumber,
  renderCertificate,
  renderModalidadSheet,
  renderOffices,
} from '../lib/modalidad-pdf';
import { sendPdf } from '../lib/pdf';
import { encode200, sendEncoded } from '../lib/encoded-json';
import { createVersionedCache } from '../lib/versioned-cache';
import {
  findModalidad,
  findModalidadResumen,
  listTramiteModalidades,
  resolveStates,
  tramiteExists,
} from '../repositories/modalidades';

const CACHE = 'public, max-age=60';

/**
 * Full modalities kept in memory as the JSON sent (~10–20 KB each): the most read pages of the portal
 * cost a version lookup instead of seven statements and the response schema's encoding.
 */
export const MODALIDAD_CACHE_ENTRIES = 2000;

const notFound = (reply: FastifyReply, message: string = MODALIDAD_MESSAGES.modalidadNoExiste) =>
  reply.code(404).send({ message });

const modalidadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Kept under the data version 'modalidades', which every write to a table the full modality reads
  // bumps (migration 0005), whoever writes: an evaluator's new legal basis shows on the next read.
  const modalidades = createVersionedCache(fastify.db, 'modalidades', MODALIDAD_CACHE_ENTRIES);

  fastify.get(
    '/api/public_tramites_modalidades',
    {
      schema: {
        tags: ['trámites'],
        summary: 'Modalidades de un trámite (filtros opcionales de nombre y estado)',
        querystring: tramiteModalidadesQuerySchema,
        response: {
          200: tramiteModalidadesResponseSchema,
          400: validationErrorSchema,
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const estados = [q.estado, q['estado[]']].flat().filter((v): v is string => Boolean(v));
      const { ids, unknown } = await resolveStates(fastify.db, estados);
      if (unknown.length > 0)
        return reply.code(400).send({
          message: MESSAGES.solicitudInvalida,
          errors: { estado: unknown.map((v) => `${MODALIDAD_MESSAGES.estadoDesconocido} (${v})`) },
        });
      if (!(await tramiteExists(fastify.db, q.id)))
        return notFound(reply, MODALIDAD_MESSAGES.tramiteNoExiste);
      const perPage = q.per_page ?? -1;
      const all = perPage === -1 || q.page === -1;
      const page = all ? 1 : (q.page ?? 1);
      const { rows, total, filtro_nombre_quitado } = await listTramiteModalidades(fastify.db, {
        tramiteId: q.id,
        nombre: q.nombre || undefined,
        estadoIds: ids,
        limit: all ? null : perPage,
        offset: all ? 0 : (page - 1) * perPage,
      });
      reply.header('Cache-Control', CACHE);
      return {
        portal: rows,
        current_page: page,
        per_page: all ? -1 : perPage,
        total,
        last_page: all ? 1 : Math.max(1, Math.ceil(total / perPage)),
        filtro_nombre_quitado,
      };
    },
  );

  fastify.get(
    '/api/public_modalidad_get_id/:id',
    {
      schema: {
        tags: ['trámites'],
        summary: 'Modalidad completa: requisitos, oficinas, bases legales, documentos y comentarios',
        params: idParamsSchema,
        response: { 200: modalidadResponseSchema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Encoded once through the route's response schema, then sent as is.
      const json = await modalidades.get(String(id), async () => {
        const modalidad = await findModalidad(fastify.db, id);
        return modalidad ? encode200(reply, { modalidad }) : null;
      });
      if (json === null) return notFound(reply);
      return sendEncoded(reply.header('Cache-Control', CACHE), json);
    },
  );

  fastify.get(
    '/api/public_modalidad_by_id/:id',
    {
      schema: {
        tags: ['trámites'],
        summary: 'Resumen de una modalidad',
        params: idParamsSchema,
        response: { 200: modalidadResumenResponseSchema, 400: validationErrorSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const modalidad = await findModalidadResumen(fastify.db, request.params.id);
      if (!modalidad) return notFound(reply);
      reply.header('Cache-Control', CACHE);
      return { modalidad };
    },
  );

  const pdfSchema = (summary: string) => ({
    tags: ['pdf'],
    summary,
    params: idParamsSchema,
    response: { 400: validationErrorSchema, 404: messageSchema },
  });

  fastify.get(
    '/pdf/modalidad/:id',
    { schema: pdfSchema('Ficha completa de la modalidad (PDF)') },
    async (request, reply) => {
      const modalidad = await findModalidad(fastify.db, request.params.id);
      if (!modalidad) return notFound(reply);
      return sendPdf(
        reply,
        await renderModalidadSheet(modalidad),
        `Ficha de la modalidad ${modalidad.id}.pdf`,
      );
    },
  );

  fastify.get(
    '/pdf/modalidad/:id/certificado',
    { schema: pdfSchema('Certificado de inscripción de la modalidad (PDF; solo estados 11 y 13)') },
    async (request, reply) => {
      const modalidad = await findModalidad(fastify.db, request.params.id);
      if (!modalidad) return notFound(reply);
      if (!showsCertificateAndResolution(modalidad.estado_id))
        return notFound(reply, MODALIDAD_MESSAGES.certificadoNoDisponible);
      return sendPdf(
        reply,
        await renderCertificate(modalidad),
        `Certificado de inscripción ${registrationNumber(modalidad.id)}.pdf`,
      );
    },
  );

  fastify.get(
    '/pdf/modalidad/oficinas/:id',
    { schema: pdfSchema('Oficinas y medios de contacto de la modalidad (PDF)') },
    async (request, reply) => {
      const modalidad = await findModalidad(fastify.db, request.params.id);
      if (!modalidad) return notFound(reply);
      return sendPdf(
        reply,
        await renderOffices(modalidad),
        `Oficinas y medios de contacto de la modalidad ${modalidad.id}.pdf`,
      );
    },
  );
};
export default modalidadRoutes;
