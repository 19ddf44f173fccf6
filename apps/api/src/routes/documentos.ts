import { messageSchema } from '@rnt/contract/api-common';
import { MESSAGES } from '@rnt/contract/messages';
import { z } from '@rnt/contract/zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officialDocument } from '../lib/official-documents';
import { drawOfficialDocument, renderPdf, sendPdf } from '../lib/pdf';
import { DOCUMENT_KINDS, findDocumentRow } from '../repositories/documents';

const documentRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/documentos/:tipo/:archivo',
    {
      schema: {
        tags: ['documentos'],
        summary: 'Descarga un documento publicado (PDF)',
        params: z.object({
          tipo: z.enum(DOCUMENT_KINDS, { error: 'Tipo de documento desconocido.' }),
          archivo: z
            .string()
            .regex(/^[1-9]\d{0,8}\.pdf$/, 'El archivo debe tener la forma {id}.pdf.')
            .transform((s) => Number(s.slice(0, -4))),
        }),
        response: { 404: messageSchema },
      },
    },
    async (request, reply) => {
      const row = await findDocumentRow(fastify.db, request.params.tipo, request.params.archivo);
      if (!row) return reply.code(404).send({ message: MESSAGES.noEncontrado });
      const document = officialDocument(request.params.tipo, row);
      const pdf = await renderPdf(document.titulo, (doc) => drawOfficialDocument(doc, document));
      return sendPdf(reply, pdf, document.fileName);
    },
  );
};
export default documentRoutes;
