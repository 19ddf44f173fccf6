/**
 * A procedure's modalities and one modality's detail (Home, lookups and modality lists),
 * and the modality's PDFs (PDF links).
 */
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import { MESSAGES } from '@rnt/contract/messages';
import { fechaConsultaQuerySchema, HISTORIAL_MESSAGES } from '@rnt/contract/historial';
import { MODALIDAD_MESSAGES } from '@rnt/contract/modalidad';
import { showsCertificateAndResolution } from '@rnt/contract/modalidad-rules';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { verificacionPath } from '@rnt/contract/verificacion';
import {
  hoyEnElSalvador,
  modalidadPageUrl,
  registrationNumber,
  renderCertificate,
  renderModalidadSheet,
  renderOffices,
} from '../lib/modalidad-pdf';
import { pageWindow } from '../lib/pagination';
import { pdfResponse, sendPdf } from '../lib/pdf';
import { encode200, sendEncoded } from '../lib/encoded-json';
import { createVersionedCache } from '../lib/versioned-cache';
import { codigoDeCertificado } from '../repositories/certificados';
import { atDate, findHistorial } from '../repositories/historial';
import {
  findModalidad,
  findModalidadResumen,
  listTramiteModalidades,
  modalidadExists,
  resolveStates,
  tramiteExists,
} from '../repositories/modalidades';
import * as endpoints from '@rnt/contract/endpoints/modalidades';
import { route } from '../lib/endpoint-route';

const CACHE = 'public, max-age=60';

/**
 * Full modalities kept in memory as the JSON sent (~10–20 KB each): the most read pages of the portal
 * cost a version lookup instead of seven statements and the response schema's encoding.
 */
export const MODALIDAD_CACHE_ENTRIES = 2000;

const notFound = (reply: FastifyReply, message: string = MODALIDAD_MESSAGES.modalidadNoExiste) =>
  reply.code(404).send({ message });

const modalidadRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (fastify, { publicUrl }) => {
  const origin = publicUrl.replace(/\/+$/, '');
  // Kept under the data version 'modalidades', which every write to a table the full modality reads
  // bumps (migration 0005), whoever writes: an evaluator's new legal basis shows on the next read.
  const modalidades = createVersionedCache(fastify.db, 'modalidades', MODALIDAD_CACHE_ENTRIES);

  route(fastify, endpoints.publicTramitesModalidades, async (request, reply) => {
    const q = request.query;
    const estados = [q.estado, q['estado[]']].flat().filter((v): v is string => Boolean(v));
    const { ids, unknown } = await resolveStates(fastify.db, estados);
    if (unknown.length > 0)
      return reply.code(400).send({
        message: MESSAGES.solicitudInvalida,
        errors: { estado: unknown.map((v) => `${MODALIDAD_MESSAGES.estadoDesconocido} (${v})`) },
      });
    if (!(await tramiteExists(fastify.db, q.id))) return notFound(reply, MODALIDAD_MESSAGES.tramiteNoExiste);
    // The modality list is loaded with no paging unless a page size is asked for.
    const window = pageWindow(q, -1);
    const { rows, total, filtro_nombre_quitado } = await listTramiteModalidades(fastify.db, {
      tramiteId: q.id,
      nombre: q.nombre || undefined,
      estadoIds: ids,
      limit: window.limit,
      offset: window.offset,
    });
    reply.header('Cache-Control', CACHE);
    return { portal: rows, ...window.pagination(total), filtro_nombre_quitado };
  });

  route(fastify, endpoints.publicModalidadGetIdById, async (request, reply) => {
    const { id } = request.params;
    const { fecha } = request.query;
    // A dated answer is read apart and never enters the cache of today's answers.
    if (fecha) {
      const modalidad = await atDate(fastify.db, id, fecha, (tx) =>
        findModalidad(tx, id, { prepared: false }),
      );
      if (!modalidad) return notFound(reply, await notFoundAtDate(id));
      return reply.header('Cache-Control', CACHE).send({ modalidad });
    }
    // Encoded once through the route's response schema, then sent as is.
    const json = await modalidades.get(String(id), async () => {
      const modalidad = await findModalidad(fastify.db, id);
      return modalidad ? encode200(reply, { modalidad }) : null;
    });
    if (json === null) return notFound(reply);
    return sendEncoded(reply.header('Cache-Control', CACHE), json);
  });

  route(fastify, endpoints.publicModalidadByIdById, async (request, reply) => {
    const { id } = request.params;
    const { fecha } = request.query;
    const modalidad = fecha
      ? await atDate(fastify.db, id, fecha, (tx) => findModalidadResumen(tx, id, { prepared: false }))
      : await findModalidadResumen(fastify.db, id);
    if (!modalidad) return notFound(reply, fecha ? await notFoundAtDate(id) : undefined);
    reply.header('Cache-Control', CACHE);
    return { modalidad };
  });

  /** A modality that exists today but not yet on the asked day is told apart from an unknown one. */
  const notFoundAtDate = async (id: number) =>
    (await modalidadExists(fastify.db, id))
      ? HISTORIAL_MESSAGES.modalidadNoExistia
      : MODALIDAD_MESSAGES.modalidadNoExiste;

  route(fastify, endpoints.publicModalidadesByModalidadIdHistorial, async (request, reply) => {
    const historial = await findHistorial(fastify.db, request.params.modalidadId);
    if (!historial) return notFound(reply);
    reply.header('Cache-Control', CACHE);
    return historial;
  });

  const pdfSchema = (summary: string, description: string) => ({
    tags: ['pdf'],
    summary,
    description,
    params: idParamsSchema,
    response: { 200: pdfResponse, 400: validationErrorSchema, 404: messageSchema },
  });

  fastify.get(
    '/pdf/modalidad/:id',
    {
      config: { carga: 'documento' },
      schema: {
        ...pdfSchema(
          'Ficha completa de la modalidad (PDF)',
          'Todo lo que muestra el detalle de la modalidad, con los mismos requisitos visibles, listo para imprimir. Con `fecha` (AAAA-MM-DD), la modalidad tal como estaba inscrita al final de ese día.',
        ),
        querystring: fechaConsultaQuerySchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { fecha } = request.query;
      const modalidad = fecha
        ? await atDate(fastify.db, id, fecha, (tx) => findModalidad(tx, id, { prepared: false }))
        : await findModalidad(fastify.db, id);
      if (!modalidad) return notFound(reply, fecha ? await notFoundAtDate(id) : undefined);
      const url = modalidadPageUrl(origin, modalidad);
      return sendPdf(
        reply,
        await renderModalidadSheet(modalidad, {
          url: fecha ? `${url}?fecha=${fecha}` : url,
          generadoEl: hoyEnElSalvador(),
          inscritoEl: fecha,
        }),
        `Ficha de la modalidad ${modalidad.id}${fecha ? ` al ${fecha}` : ''}.pdf`,
      );
    },
  );

  fastify.get(
    '/pdf/modalidad/:id/certificado',
    {
      config: { carga: 'documento' },
      schema: pdfSchema(
        'Certificado de inscripción de la modalidad (PDF; solo estados 11 y 13)',
        'El certificado con el número de inscripción y los requisitos inscritos; 404 si la modalidad no está inscrita.',
      ),
    },
    async (request, reply) => {
      const modalidad = await findModalidad(fastify.db, request.params.id);
      if (!modalidad) return notFound(reply);
      if (!showsCertificateAndResolution(modalidad.estado_id))
        return notFound(reply, MODALIDAD_MESSAGES.certificadoNoDisponible);
      // The code of what this certificate attests today (decision 019), printed with its QR code.
      const emitidoEl = hoyEnElSalvador();
      const codigo = await codigoDeCertificado(fastify.db, {
        modalidadId: modalidad.id,
        estadoId: modalidad.estado_id,
        fechaInscripcion: modalidad.fecha_inscripcion,
        emitidoEl,
      });
      return sendPdf(
        reply,
        await renderCertificate(modalidad, { codigo, emitidoEl, url: origin + verificacionPath(codigo) }),
        `Certificado de inscripción ${registrationNumber(modalidad.id)}.pdf`,
      );
    },
  );

  fastify.get(
    '/pdf/modalidad/oficinas/:id',
    {
      config: { carga: 'documento' },
      schema: pdfSchema(
        'Oficinas y medios de contacto de la modalidad (PDF)',
        'Las oficinas donde se realiza la modalidad, con dirección, horarios, contactos y teléfonos.',
      ),
    },
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
