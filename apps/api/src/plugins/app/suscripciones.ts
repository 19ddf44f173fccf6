import fp from 'fastify-plugin';
import { startDigestWorker, type DigestWorker } from '../../lib/suscripciones-digest';
import { unsubscribeKey } from '../../lib/suscripciones-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Change alerts (docs/decisions/033-change-alerts.md): the unsubscribe key and the digest job. */
    suscripciones: { bajaKey: Buffer; digest: Pick<DigestWorker, 'run'> };
  }
}

/** How often the digest job looks for subscriptions due a mail (MAIL_DIGEST_INTERVAL_MS). */
export const DEFAULT_DIGEST_INTERVAL_MS = 600_000;

export default fp<{ installationSecret: string; publicUrl: string; digestIntervalMs?: number }>(
  async (fastify, options) => {
    const bajaKey = unsubscribeKey(options.installationSecret);
    // No SMTP server: nothing would leave, so no digest is written (and no subscription is taken).
    const worker = fastify.mailer.enabled
      ? startDigestWorker(
          fastify.db,
          {
            publicUrl: options.publicUrl,
            bajaKey,
            intervalMs: options.digestIntervalMs ?? DEFAULT_DIGEST_INTERVAL_MS,
            onQueued: () => fastify.outbox.wake(),
          },
          fastify.log,
        )
      : null;
    fastify.decorate('suscripciones', {
      bajaKey,
      digest: { run: () => worker?.run() ?? Promise.resolve(0) },
    });
    fastify.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'suscripciones', dependencies: ['database', 'mail'] },
);
