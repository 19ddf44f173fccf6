/**
 * Security headers on every answer (OWASP ASVS 14.4, issue 12) through @fastify/helmet: a strict
 * Content-Security-Policy (scripts only from this origin, never inline; see docs/security.md for why
 * styles allow 'unsafe-inline'), no framing, `nosniff`, a referrer policy, and HSTS only over TLS.
 */
import helmet from '@fastify/helmet';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** One year, as HSTS preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of the API bases the SPA calls when /config.json points them at other servers. */
function apiOrigins(config: RuntimeConfig): string[] {
  const origins = Object.values(config.apiBases)
    .filter((base) => /^https?:\/\//i.test(base))
    .map((base) => new URL(base).origin);
  return [...new Set(origins)];
}

export function contentSecurityPolicy(config: RuntimeConfig) {
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': an injected <script> or handler never runs. JSON-LD
    // (<script type="application/ld+json">) is data, not executed, so the policy does not concern it.
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Mantine writes its CSS variables and component styles into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...apiOrigins(config)],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The same protections for the few answers Fastify sends before any hook runs (an undecodable URL):
 * they are JSON errors, so the tightest policy fits them.
 */
export function setFallbackSecurityHeaders(reply: FastifyReply): void {
  reply
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'")
    .header('X-Content-Type-Options', 'nosniff')
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin');
}

export default fp<{ runtimeConfig: RuntimeConfig }>(
  async (fastify, { runtimeConfig }) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(runtimeConfig) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Sent below, only when the request came over TLS: over plain HTTP the header is meaningless,
      // and on a development machine it would pin localhost to HTTPS.
      strictTransportSecurity: false,
    });
    fastify.addHook('onRequest', async (request, reply) => {
      // `protocol` honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
  },
  { name: 'security-headers' },
);
