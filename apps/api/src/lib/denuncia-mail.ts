/**
 * The two messages a citizen who gave an e-mail receives (issue 23, decision 018): the acknowledgment of
 * the complaint and each public answer. Plain text in Spanish; they carry the folio, the institution, the
 * public note and the tracking link, never the internal notes.
 */
import { COMPLAINT_STATES, formatTrackingCode } from '@rnt/contract/denuncia-estados';
import { PAGE_PATTERNS } from '@rnt/contract/page-paths';
import type { Db } from '@rnt/db/create-db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { acknowledgmentFacts, answerPeriod, type PublicAnswerMail } from '../repositories/denuncias-admin';
import type { OutgoingMail } from './mail';
import { queueMail } from './mail-outbox';

const greeting = (nombres: string | null) =>
  nombres ? `Estimado(a) ${nombres}:` : 'Estimado(a) ciudadano(a):';
const signature = [
  '',
  'Registro Nacional de Trámites',
  'Este es un mensaje automático; no responda a este correo.',
];

export function acknowledgmentMail(input: {
  folio: string;
  correo: string;
  nombres: string | null;
  institucion: string;
  /** The tracking code, when the submission produced one (it is also shown once on screen). */
  codigo?: string | null;
  plazoDiasHabiles: number;
  publicUrl: string;
}): OutgoingMail {
  const seguimiento = `${input.publicUrl}${PAGE_PATTERNS.seguimiento}`;
  return {
    to: input.correo,
    subject: `Denuncia recibida — folio ${input.folio}`,
    text: [
      greeting(input.nombres),
      '',
      `Recibimos su denuncia sobre ${input.institucion}. Su número de folio es ${input.folio}.`,
      ...(input.codigo
        ? [
            `Su código de seguimiento es ${formatTrackingCode(input.codigo)}. Consérvelo: no se lo pediremos por ningún otro medio.`,
          ]
        : []),
      '',
      '¿Qué sigue?',
      '1. El personal del Registro Nacional de Trámites revisa su denuncia.',
      '2. Si corresponde, la remite a la institución para que la atienda.',
      `3. Le respondemos en un plazo de ${input.plazoDiasHabiles} días hábiles; recibirá un correo con cada respuesta.`,
      '',
      `Puede consultar el estado en ${seguimiento} con su folio${input.codigo ? ' y su código de seguimiento' : ''}.`,
      ...signature,
    ].join('\n'),
    log: { tipo: 'acuse', folio: input.folio },
  };
}

export function publicAnswerMail(input: PublicAnswerMail & { publicUrl: string }): OutgoingMail {
  return {
    to: input.correo,
    subject: `Respuesta a su denuncia — folio ${input.folio}`,
    text: [
      greeting(input.nombres),
      '',
      `Su denuncia con folio ${input.folio}, sobre ${input.institucion}, tiene una respuesta.`,
      `Estado: ${COMPLAINT_STATES[input.estado]}.`,
      '',
      'Respuesta:',
      input.nota_publica,
      '',
      `Puede consultar el historial en ${input.publicUrl}${PAGE_PATTERNS.seguimiento}.`,
      ...signature,
    ].join('\n'),
    log: { tipo: 'respuesta', folio: input.folio },
  };
}

/**
 * Inside the new complaint's transaction: its acknowledgment to the e-mail the citizen gave (none for
 * anonymous ones), queued in the outbox, so it is sent if and only if the complaint is stored.
 */
export async function queueAcknowledgment(
  fastify: FastifyInstance,
  tx: Db,
  folio: string,
  codigo: string | null,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const facts = await acknowledgmentFacts(tx, folio);
  if (!facts) return;
  const plazoDiasHabiles = await answerPeriod(tx);
  await queueMail(fastify, tx, acknowledgmentMail({ ...facts, codigo, plazoDiasHabiles, publicUrl }), log);
}
