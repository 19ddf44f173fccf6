/**
 * Outgoing e-mail (issue 23): the complaint acknowledgment and each public answer, through the SMTP
 * server named by `SMTP_URL` (nodemailer). Mail is sent after the database committed and never awaited by
 * the request: a slow, failing or absent SMTP server cannot block, fail or lose a complaint or an action.
 * Without `SMTP_URL` nothing is sent and the skipped message is logged at info. Logs name the folio and
 * the kind of message, never the address (personal data).
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** What the logs say about it: kind and folio, no personal data. */
  log: { tipo: string; folio: string };
}

export interface Mailer {
  /** Whether an SMTP server is configured. */
  readonly enabled: boolean;
  /** Sends in the background; resolves when delivered, failed (logged) or skipped. Never rejects. */
  send(mail: OutgoingMail, log: FastifyBaseLogger): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Registro Nacional de Trámites <no-responder@tramites.gob.sv>';

/** Seconds a delivery may take before it is given up (connection, greeting, each command). */
const SMTP_TIMEOUT_MS = 30_000;

export function createMailer(smtpUrl: string | undefined, from = DEFAULT_MAIL_FROM): Mailer {
  if (!smtpUrl)
    return {
      enabled: false,
      send: async (mail, log) => {
        log.info(mail.log, 'correo no enviado: SMTP_URL no está configurado');
      },
      close: () => {},
    };
  const transport = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    enabled: true,
    send: async (mail, log) => {
      try {
        await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
        log.info(mail.log, 'correo enviado');
      } catch (error) {
        log.error({ ...mail.log, err: error }, 'no se pudo enviar un correo (la denuncia se conserva)');
      }
    },
    close: () => transport.close(),
  };
}
