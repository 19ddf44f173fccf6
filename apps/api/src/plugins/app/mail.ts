import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (SMTP_URL); sends in the background, never fails a request. */
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl?: string; mailFrom?: string }>(
  async (fastify, options) => {
    const mailer = createMailer(options.smtpUrl, options.mailFrom);
    fastify.decorate('mailer', mailer);
    fastify.addHook('onClose', async () => mailer.close());
    fastify.log.info(
      { smtp: mailer.enabled },
      mailer.enabled ? 'correo saliente por SMTP' : 'sin SMTP_URL: no se envían correos',
    );
  },
  { name: 'mail' },
);
