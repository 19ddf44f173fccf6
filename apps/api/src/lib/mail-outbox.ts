/**
 * The worker that empties the mail outbox (docs/decisions/032-mail-outbox.md): it claims due mails
 * (`claimMails`, a lease and `FOR UPDATE SKIP LOCKED`, so N instances send each mail once), delivers them,
 * and on failure schedules the next attempt with exponential backoff. It runs on a timer and whenever a
 * request has just queued a mail (`wake`), so a mail normally leaves within milliseconds of its commit.
 */
import type { Db } from '@rnt/db/create-db';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { claimMails, enqueueMail, markFailed, markSent } from '../repositories/mail-outbox';
import { SMTP_TIMEOUT_MS, type Mailer, type OutgoingMail } from './mail';

export interface OutboxOptions {
  /** How often the outbox is looked at when nothing wakes the worker (MAIL_OUTBOX_POLL_MS). */
  pollMs: number;
  /** The wait after the first failed attempt; doubled after each one (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
}

/** The longest wait between two attempts. */
export const MAX_RETRY_MS = 3_600_000;
/** Mails claimed at once. */
const BATCH = 20;
/** A claim outlives the slowest delivery (connection, greeting and a command, each up to the timeout). */
const LEASE_MS = 4 * SMTP_TIMEOUT_MS;

export interface OutboxWorker {
  /** Looks at the outbox now (after a request queued a mail). */
  wake(): void;
  /** Stops the timer and waits for the round in progress. */
  stop(): Promise<void>;
}

/** The wait before attempt `attempts + 1`: base, 2×base, 4×base… up to an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A 5xx answer is the server refusing the mail for good (no such mailbox…): retrying cannot help. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function startOutboxWorker(
  db: Db,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: OutboxOptions,
): OutboxWorker {
  let round: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const deliverDue = async () => {
    for (;;) {
      const mails = await claimMails(db, BATCH, LEASE_MS);
      for (const mail of mails) {
        const facts = { tipo: mail.tipo, folio: mail.referencia, intento: mail.intentos };
        try {
          await mailer.deliver({
            to: mail.destinatario,
            subject: mail.asunto,
            text: mail.texto,
            headers: mail.encabezados ?? undefined,
            log: { tipo: mail.tipo, folio: mail.referencia },
          });
          await markSent(db, mail.id);
          log.info(facts, 'correo enviado');
        } catch (error) {
          const giveUp = isPermanent(error);
          const retryIn = retryDelay(mail.intentos, options.retryBaseMs);
          await markFailed(
            db,
            mail.id,
            String((error as Error)?.message ?? error).slice(0, 500),
            retryIn,
            giveUp,
          );
          log.error(
            { ...facts, err: error, reintento_ms: giveUp ? null : retryIn },
            giveUp
              ? 'correo rechazado por el servidor: no se reintenta'
              : 'no se pudo enviar un correo: se reintentará',
          );
        }
      }
      if (mails.length < BATCH || stopped) return;
    }
  };

  const runRound = () => {
    if (stopped) return;
    if (round) {
      again = true;
      return;
    }
    round = deliverDue()
      .catch((error: unknown) => log.error({ err: error }, 'la bandeja de salida de correo no se pudo leer'))
      .finally(() => {
        round = null;
        if (again && !stopped) {
          again = false;
          runRound();
        }
      });
  };

  const timer = setInterval(runRound, options.pollMs);
  timer.unref();
  runRound();
  return {
    wake: runRound,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}

/**
 * Queues `mail` in the transaction `tx` of what causes it; the caller wakes the worker after the commit
 * (`fastify.outbox.wake()`). Without an SMTP server nothing is queued (logged at info): a mail that
 * could never leave would only keep an address.
 */
export async function queueMail(
  fastify: FastifyInstance,
  tx: Db,
  mail: OutgoingMail,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!fastify.mailer.enabled) {
    log.info(mail.log, 'correo no enviado: SMTP_URL no está configurado');
    return;
  }
  await enqueueMail(tx, mail);
}
