/**
 * The change alerts' mails (issue 32, docs/decisions/033-change-alerts.md), plain Spanish text: the
 * confirmation (a one-use link to a page whose button confirms), the "you already follow it" note (so
 * the 202 answer is the same for everyone while the address's owner still learns the truth), and the
 * daily digest of a modality's changes, before → after. Every mail after confirmation carries the
 * unsubscribe link, also as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058: one click).
 */
import { cambioTexto, type HistorialResponse } from '@rnt/contract/historial';
import { displayDate } from '@rnt/contract/modalidad-rules';
import {
  bajaSuscripcionPagePath,
  confirmarSuscripcionPagePath,
  modalidadPagePath,
} from '@rnt/contract/page-paths';
import { SUSCRIPCION_CONFIRMACION_HORAS, SUSCRIPCIONES_BAJA_PATH } from '@rnt/contract/suscripciones';
import type { ModalidadRef } from '../repositories/suscripciones';
import type { OutgoingMail } from './mail';

const firma = [
  '',
  'Registro Nacional de Trámites',
  'Este es un mensaje automático; no responda a este correo.',
];
const tokenQuery = (token: string) => `?token=${encodeURIComponent(token)}`;
const paginaModalidad = (publicUrl: string, m: ModalidadRef) =>
  `${publicUrl}${modalidadPagePath(m.tramite_id, m.modalidad_id)}`;
const nombreCompleto = (m: ModalidadRef) => `«${m.modalidad}» del trámite «${m.tramite}» (${m.institucion})`;

/** The unsubscribe link of the text and the two headers of RFC 8058 (the POST to the API unsubscribes). */
function baja(publicUrl: string, token: string) {
  return {
    enlace: `${publicUrl}${bajaSuscripcionPagePath(tokenQuery(token))}`,
    headers: {
      'List-Unsubscribe': `<${publicUrl}${SUSCRIPCIONES_BAJA_PATH}${tokenQuery(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function confirmationMail(input: {
  correo: string;
  modalidad: ModalidadRef;
  token: string;
  publicUrl: string;
}): OutgoingMail {
  const m = input.modalidad;
  return {
    to: input.correo,
    subject: `Confirme los avisos de cambios de «${m.modalidad}»`,
    text: [
      'Estimado(a) ciudadano(a):',
      '',
      `Alguien —seguramente usted— pidió recibir en esta dirección un aviso cuando cambie la modalidad ${nombreCompleto(m)} en el Registro Nacional de Trámites.`,
      '',
      'Para confirmarlo, abra este enlace y pulse «Confirmar suscripción»:',
      `${input.publicUrl}${confirmarSuscripcionPagePath(tokenQuery(input.token))}`,
      '',
      `El enlace vence en ${SUSCRIPCION_CONFIRMACION_HORAS} horas y sirve una sola vez. Si usted no lo pidió, ignore este correo: no recibirá nada más y su dirección se borrará.`,
      ...firma,
    ].join('\n'),
    log: { tipo: 'suscripcion-confirmacion', folio: `modalidad-${m.modalidad_id}` },
  };
}

export function alreadySubscribedMail(input: {
  correo: string;
  modalidad: ModalidadRef;
  bajaToken: string;
  publicUrl: string;
}): OutgoingMail {
  const m = input.modalidad;
  const b = baja(input.publicUrl, input.bajaToken);
  return {
    to: input.correo,
    subject: `Ya recibe avisos de cambios de «${m.modalidad}»`,
    text: [
      'Estimado(a) ciudadano(a):',
      '',
      `Se pidió otra vez recibir avisos de la modalidad ${nombreCompleto(m)}. Esta dirección ya los recibe: no tiene que hacer nada.`,
      '',
      `Ver la modalidad: ${paginaModalidad(input.publicUrl, m)}`,
      '',
      `Para dejar de recibir avisos: ${b.enlace}`,
      ...firma,
    ].join('\n'),
    headers: b.headers,
    log: { tipo: 'suscripcion-ya-activa', folio: `modalidad-${m.modalidad_id}` },
  };
}

export function digestMail(input: {
  correo: string;
  modalidad: ModalidadRef;
  historial: HistorialResponse['historial'];
  bajaToken: string;
  publicUrl: string;
  suscripcionId: number;
}): OutgoingMail {
  const m = input.modalidad;
  const b = baja(input.publicUrl, input.bajaToken);
  // Oldest day first: the mail tells what happened in order.
  const dias = [...input.historial].reverse();
  return {
    to: input.correo,
    subject: `Cambió «${m.modalidad}» en el Registro Nacional de Trámites`,
    text: [
      'Estimado(a) ciudadano(a):',
      '',
      `La modalidad ${nombreCompleto(m)} cambió en el Registro Nacional de Trámites:`,
      ...dias.flatMap((d) => [
        '',
        `${displayDate(d.fecha)}:`,
        ...d.cambios.map((c) => `- ${cambioTexto(c)}`),
      ]),
      '',
      `Véala como está ahora: ${paginaModalidad(input.publicUrl, m)}`,
      '',
      'Recibe este correo porque pidió avisos de cambios de esta modalidad (uno al día como máximo).',
      `Para dejar de recibirlos: ${b.enlace}`,
      ...firma,
    ].join('\n'),
    headers: b.headers,
    log: { tipo: 'aviso-cambios', folio: `suscripcion-${input.suscripcionId}` },
  };
}
