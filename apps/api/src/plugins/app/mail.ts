import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../lib/mail';
import { startOutboxWorker, type OutboxOptions, type OutboxWorker } from '../../lib/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (SMTP_URL), delivered only by the outbox worker. */
    mailer: Mailer;
    /** The outbox worker: `wake()` after a transaction that queued a mail has committed. */
    outbox: Pick<OutboxWorker, 'wake'>;
  }
}

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = { pollMs: 5000, retryBaseMs: 30_000 };

export default fp<{ smtpUrl?: string; mailFrom?: string; outbox?: Partial<OutboxOptions> }>(
  async (fastify, options) => {
    const mailer = createMailer(options.smtpUrl, options.mailFrom);
    fastify.decorate('mailer', mailer);
    // No SMTP server: nothing is queued, so there is nothing to send.
    const worker = mailer.enabled
      ? startOutboxWorker(fastify.db, mailer, fastify.log, { ...DEFAULT_OUTBOX_OPTIONS, ...options.outbox })
      : null;
    fastify.decorate('outbox', { wake: () => worker?.wake() });
    fastify.addHook('onClose', async () => {
      await worker?.stop();
      mailer.close();
    });
    fastify.log.info(
      { smtp: mailer.enabled },
      mailer.enabled ? 'correo saliente por SMTP' : 'sin SMTP_URL: no se envían correos',
    );
  },
  { name: 'mail', dependencies: ['database'] },
);
