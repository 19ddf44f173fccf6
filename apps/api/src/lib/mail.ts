/**
 * Outgoing e-mail (issues 23 and 32): complaint acknowledgments, public answers and, later, alerts, through
 * the SMTP server named by `SMTP_URL` (nodemailer). A mail is never sent by the request that causes it: it
 * is written to the outbox in that request's transaction (`repositories/mail-outbox.ts`) and delivered by
 * the worker of `lib/mail-outbox.ts`, with retries, so a slow, failing or absent SMTP server can neither
 * block nor fail a request, nor lose a mail. Without `SMTP_URL` nothing is queued and the skipped message is
 * logged at info. Logs name the folio and the kind of message, never the address (personal data).
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (`List-Unsubscribe`…). */
  headers?: Record<string, string>;
  /** What the logs say about it: kind and folio, no personal data. */
  log: { tipo: string; folio: string };
}

export interface Mailer {
  /** Whether an SMTP server is configured. */
  readonly enabled: boolean;
  /** Delivers one mail now; rejects when the server fails or refuses it (the outbox retries). */
  deliver(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Registro Nacional de Trámites <no-responder@tramites.gob.sv>';

/** Seconds a delivery may take before it is given up (connection, greeting, each command). */
export const SMTP_TIMEOUT_MS = 30_000;

export function createMailer(smtpUrl: string | undefined, from = DEFAULT_MAIL_FROM): Mailer {
  if (!smtpUrl)
    return {
      enabled: false,
      deliver: async () => {},
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
    deliver: async (mail) => {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
