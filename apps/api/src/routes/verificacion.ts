/**
 * `publicVerificarByCodigo` (issue 22, decision 019): what a registration certificate attested
 * and whether the registry still says so. Read by the public page `/verificar/{codigo}`.
 */
import * as endpoints from '@rnt/contract/endpoints/verificacion';
import { isRegisteredState, modalityStateLabel } from '@rnt/contract/modalidad-rules';
import { VERIFICACION_MESSAGES, type Verificacion } from '@rnt/contract/verificacion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../lib/endpoint-route';
import { registrationNumber } from '../lib/modalidad-pdf';
import { findCertificado, type CertificadoVerificable } from '../repositories/certificados';

const estado = (id: number) => ({ id, nombre: modalityStateLabel(id), inscrita: isRegisteredState(id) });

export function verificacionOf(c: CertificadoVerificable): Verificacion {
  const sigue = isRegisteredState(c.estado_actual);
  const coincide =
    sigue &&
    c.estado_actual === c.estado_certificado &&
    c.fecha_inscripcion_actual === c.fecha_inscripcion_certificada;
  return {
    codigo: c.codigo,
    numero_inscripcion: registrationNumber(c.modalidad_id),
    emitido_el: c.emitido_el,
    modalidad_id: c.modalidad_id,
    tramite_id: c.tramite_id,
    modalidad: c.modalidad,
    tramite: c.tramite,
    institucion: c.institucion,
    certificado: { estado: estado(c.estado_certificado), fecha_inscripcion: c.fecha_inscripcion_certificada },
    actual: { estado: estado(c.estado_actual), fecha_inscripcion: c.fecha_inscripcion_actual },
    sigue_inscrita: sigue,
    coincide,
    mensaje: !sigue
      ? VERIFICACION_MESSAGES.yaNoInscrita
      : coincide
        ? VERIFICACION_MESSAGES.sigueInscrita
        : VERIFICACION_MESSAGES.inscritaConOtraFecha,
  };
}

const verificacionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  route(fastify, endpoints.publicVerificarByCodigo, async (request, reply) => {
    const certificado = await findCertificado(fastify.db, request.params.codigo);
    if (!certificado) return reply.code(404).send({ message: VERIFICACION_MESSAGES.codigoNoExiste });
    // The registry changes: a verification is never cached for long.
    reply.header('Cache-Control', 'no-cache');
    return { verificacion: verificacionOf(certificado) };
  });
};
export default verificacionRoutes;
