/**
 * The complaint back office (issue 23): `GET /api/denuncias` (+ `.csv`), `GET /api/denuncias/{id}`,
 * `POST /api/denuncias/{id}/acciones`, `GET /api/denuncias/{id}/adjunto`. Every route checks the token
 * (401) and its permission (403) first: DENUNCIAS_VER to read, DENUNCIAS_GESTIONAR to act; name, e-mail
 * and phone only with DENUNCIAS_DATOS_PERSONALES, each such read audited. A public note is mailed to
 * the citizen after the commit, in the background.
 */
import { idParamsSchema, messageSchema, validationErrorSchema } from '@rnt/contract/api-common';
import {
  DENUNCIAS_ADMIN_MESSAGES,
  DENUNCIAS_ADMIN_PATH,
  DENUNCIAS_CSV_COLUMNS,
  DENUNCIAS_CSV_PATH,
  DENUNCIAS_PER_PAGE,
  denunciaAccionBodySchema,
  denunciaAccionResponseSchema,
  denunciaDetalleResponseSchema,
  denunciasListResponseSchema,
  denunciasQuerySchema,
} from '@rnt/contract/denuncias-admin';
import { COMPLAINT_OUTCOMES, COMPLAINT_STATES } from '@rnt/contract/denuncia-estados';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import { z } from '@rnt/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAnswerMail } from '../lib/denuncia-mail';
import { csvStream } from '../lib/export-stream';
import { pageWindow } from '../lib/pagination';
import * as repo from '../repositories/denuncias-admin';

const tags = ['gestión de denuncias'];
const guarded = { 401: messageSchema, 403: messageSchema } as const;
const M = DENUNCIAS_ADMIN_MESSAGES;

/** A file name safe in a header: the original's letters where plain ASCII, and the RFC 5987 form. */
function contentDisposition(nombre: string): string {
  const ascii =
    nombre
      .normalize('NFD')
      .replace(/[^\x20-\x7E]/g, '')
      .replace(/["\\]/g, '') || 'adjunto';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

async function* once<T>(rows: T[]): AsyncGenerator<T> {
  yield* rows;
}

const denunciaAdminRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (fastify, { publicUrl }) => {
  const auth = (permission: (typeof PERMISSIONS)[keyof typeof PERMISSIONS]) => ({
    onRequest: [fastify.authenticate, fastify.requirePermission(permission)],
  });
  fastify.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const notFound = { message: M.noExiste };

  fastify.get(
    DENUNCIAS_ADMIN_PATH,
    {
      ...auth(PERMISSIONS.verDenuncias),
      schema: {
        tags,
        operationId: 'listDenuncias',
        summary: 'Denuncias recibidas, con filtros y paginación (sin datos personales)',
        description:
          'Las denuncias más recientes primero. Filtros: estado, institucion_id, fecha_desde y fecha_hasta ' +
          '(AAAA-MM-DD, días de El Salvador, ambos incluidos) y vencidas (true: sin respuesta pasado el plazo ' +
          'de respuesta en días hábiles; false: las demás). Cada denuncia lleva la marca `vencida` y los días ' +
          'hábiles transcurridos. Permiso DENUNCIAS_VER.',
        querystring: denunciasQuerySchema,
        response: { 200: denunciasListResponseSchema, 400: validationErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const window = pageWindow(request.query, DENUNCIAS_PER_PAGE);
      const { rows, total, period } = await repo.listDenuncias(fastify.db, request.query, window);
      return { plazo_dias_habiles: period, listado: { ...window.pagination(total), data: rows } };
    },
  );

  fastify.get(
    DENUNCIAS_CSV_PATH,
    {
      ...auth(PERMISSIONS.verDenuncias),
      schema: {
        tags,
        operationId: 'exportDenunciasCsv',
        summary: 'Denuncias filtradas en CSV (sin datos personales ni texto del mensaje)',
        description:
          'Las mismas denuncias y filtros que GET /api/denuncias, todas las páginas, en CSV UTF-8 con BOM. ' +
          'No incluye nombre, correo, teléfono ni el texto libre del mensaje. Permiso DENUNCIAS_VER.',
        querystring: denunciasQuerySchema,
        response: {
          200: { description: 'Archivo CSV descargable', content: { 'text/csv': { schema: z.string() } } },
          400: validationErrorSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const { rows } = await repo.listDenuncias(fastify.db, request.query, { limit: null, offset: 0 });
      const lines = rows.map((r) => ({
        folio: r.folio,
        fecha: r.fecha,
        estado: COMPLAINT_STATES[r.estado],
        resultado: r.resultado ? COMPLAINT_OUTCOMES[r.resultado] : null,
        anonimo: r.anonimo,
        institucion: r.institucion.nombre,
        tramite: r.tramite?.nombre ?? null,
        modalidad: r.modalidad?.nombre ?? null,
        descripcion_tramite: r.descripcion_tramite,
        tiene_adjunto: r.tiene_adjunto,
        respondida_at: r.respondida_at,
        cerrada_at: r.cerrada_at,
        dias_habiles: r.dias_habiles,
        vencida: r.vencida,
      }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="denuncias.csv"')
        .send(csvStream(DENUNCIAS_CSV_COLUMNS, once(lines), request.log) as never);
    },
  );

  fastify.get(
    `${DENUNCIAS_ADMIN_PATH}/:id`,
    {
      ...auth(PERMISSIONS.verDenuncias),
      schema: {
        tags,
        operationId: 'getDenuncia',
        summary: 'Una denuncia: mensaje, trámite, historial y, con permiso, datos personales',
        description:
          'El mensaje, la institución, el trámite y la modalidad (o la descripción del trámite no inscrito), ' +
          'el adjunto y el historial con notas internas y públicas y el nombre de quien actuó. Nombre, correo ' +
          'y teléfono solo con DENUNCIAS_DATOS_PERSONALES; cada lectura de ellos queda en la auditoría. ' +
          'Permiso DENUNCIAS_VER.',
        params: idParamsSchema,
        response: {
          200: denunciaDetalleResponseSchema,
          400: validationErrorSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const user = request.authUser!;
      const denuncia = await repo.getDenuncia(
        fastify.db,
        user,
        request.params.id,
        user.permisos.includes(PERMISSIONS.verDatosPersonalesDenuncias),
      );
      return denuncia ? { denuncia } : reply.code(404).send(notFound);
    },
  );

  fastify.post(
    `${DENUNCIAS_ADMIN_PATH}/:id/acciones`,
    {
      ...auth(PERMISSIONS.gestionarDenuncias),
      schema: {
        tags,
        operationId: 'createDenunciaAccion',
        summary: 'Registrar una acción: cambio de estado, nota interna y/o nota pública',
        description:
          'Cuerpo `{ estado?, resultado?, nota_interna?, nota_publica? }`. Solo los pasos permitidos desde el ' +
          'estado actual; cerrar (CERRADA) exige un resultado. La nota pública es la respuesta que ve la ' +
          'ciudadanía en /seguimiento y se le envía por correo si lo dio; la interna nunca sale del personal. ' +
          'Queda en la auditoría. Permiso DENUNCIAS_GESTIONAR.',
        params: idParamsSchema,
        body: denunciaAccionBodySchema,
        response: {
          200: denunciaAccionResponseSchema,
          400: validationErrorSchema,
          404: messageSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const outcome = await repo.recordAction(fastify.db, request.authUser!, request.params.id, request.body);
      if (outcome.status === 'not_found') return reply.code(404).send(notFound);
      if (outcome.status === 'invalid')
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors: outcome.errors });
      // After the commit, in the background: a failing mail server never undoes or delays the action.
      if (outcome.mail)
        void fastify.mailer.send(publicAnswerMail({ ...outcome.mail, publicUrl }), request.log);
      return { message: M.accionRegistrada, denuncia: outcome.denuncia };
    },
  );

  fastify.get(
    `${DENUNCIAS_ADMIN_PATH}/:id/adjunto`,
    {
      ...auth(PERMISSIONS.verDenuncias),
      schema: {
        tags,
        operationId: 'downloadDenunciaAdjunto',
        summary: 'Descargar el archivo adjunto de una denuncia',
        description:
          'El archivo tal como se recibió, siempre como descarga (Content-Disposition: attachment, ' +
          'X-Content-Type-Options: nosniff), nunca mostrado en el portal. Cada descarga queda en la ' +
          'auditoría. Permiso DENUNCIAS_VER.',
        params: idParamsSchema,
        response: {
          200: {
            description: 'El archivo adjunto',
            content: { 'application/octet-stream': { schema: z.string() } },
          },
          400: validationErrorSchema,
          404: messageSchema,
          503: messageSchema,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const found = await repo.attachmentForDownload(fastify.db, request.authUser!, request.params.id);
      if (!found.exists) return reply.code(404).send(notFound);
      if (!found.key) return reply.code(404).send({ message: M.sinAdjunto });
      let stream;
      try {
        stream = await fastify.storage.get(found.key);
      } catch (error) {
        request.log.error({ err: error, denuncia: request.params.id }, 'adjunto de denuncia no disponible');
        return reply.code(503).send({ message: M.adjuntoNoDisponible });
      }
      return reply
        .type(found.mime!)
        .header('Content-Disposition', contentDisposition(found.nombre!))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream as never);
    },
  );
};
export default denunciaAdminRoutes;
