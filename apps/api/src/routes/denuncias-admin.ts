/**
 * The complaint back office (issue 23): the list (and its CSV), one complaint, its actions and its
 * attachment (`endpoints/denuncias-admin.ts`). Every route checks the token
 * (401) and its permission (403) first: DENUNCIAS_VER to read, DENUNCIAS_GESTIONAR to act; name, e-mail
 * and phone only with DENUNCIAS_DATOS_PERSONALES, each such read audited. A public note is mailed to
 * the citizen after the commit, in the background.
 */
import {
  DENUNCIAS_ADMIN_MESSAGES,
  DENUNCIAS_CSV_COLUMNS,
  DENUNCIAS_PER_PAGE,
} from '@rnt/contract/denuncias-admin';
import * as endpoints from '@rnt/contract/endpoints/denuncias-admin';
import { COMPLAINT_OUTCOMES, COMPLAINT_STATES } from '@rnt/contract/denuncia-estados';
import { MESSAGES } from '@rnt/contract/messages';
import { PERMISSIONS } from '@rnt/contract/sections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { queueMail } from '../lib/mail-outbox';
import { publicAnswerMail } from '../lib/denuncia-mail';
import { route } from '../lib/endpoint-route';
import { csvStream } from '../lib/export-stream';
import { pageWindow } from '../lib/pagination';
import * as repo from '../repositories/denuncias-admin';

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

  route(
    fastify,
    endpoints.listDenuncias,
    async (request) => {
      const window = pageWindow(request.query, DENUNCIAS_PER_PAGE);
      const { rows, total, period } = await repo.listDenuncias(fastify.db, request.query, window);
      return { plazo_dias_habiles: period, listado: { ...window.pagination(total), data: rows } };
    },
    auth(PERMISSIONS.verDenuncias),
  );

  route(
    fastify,
    endpoints.exportDenunciasCsv,
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
    auth(PERMISSIONS.verDenuncias),
  );

  route(
    fastify,
    endpoints.getDenuncia,
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
    auth(PERMISSIONS.verDenuncias),
  );

  route(
    fastify,
    endpoints.createDenunciaAccion,
    async (request, reply) => {
      const outcome = await repo.recordAction(
        fastify.db,
        request.authUser!,
        request.params.id,
        request.body,
        (tx, mail) => queueMail(fastify, tx, publicAnswerMail({ ...mail, publicUrl }), request.log),
      );
      if (outcome.status === 'not_found') return reply.code(404).send(notFound);
      if (outcome.status === 'invalid')
        return reply.code(400).send({ message: MESSAGES.solicitudInvalida, errors: outcome.errors });
      // Queued with the action; sent by the worker: a failing mail server never undoes or delays it.
      if (outcome.mail) fastify.outbox.wake();
      return { message: M.accionRegistrada, denuncia: outcome.denuncia };
    },
    auth(PERMISSIONS.gestionarDenuncias),
  );

  route(
    fastify,
    endpoints.downloadDenunciaAdjunto,
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
    auth(PERMISSIONS.verDenuncias),
  );
};
export default denunciaAdminRoutes;
