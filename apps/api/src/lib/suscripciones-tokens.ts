/**
 * The two secrets in the links of the change alerts (docs/decisions/033-change-alerts.md):
 *
 * - the **confirmation** token: 32 random bytes, sent once in the confirmation mail; only its SHA-256 is
 *   stored, and it is cleared when used (one use) or when it expires;
 * - the **unsubscribe** token: `<id>.<HMAC-SHA256(key, id)>`, signed rather than stored, because every
 *   alert mail — written days or months after the subscription — must carry a working link, and a
 *   stored token could only be hashed, never written again. The key is derived from the installation's
 *   signing secret (JWT_SECRET or `data/pglite.jwt-secret`), never used as such. A valid token of a row
 *   already deleted is still "unsubscribed": a second click is not an error.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The unsubscribe links' key, derived from the installation's secret for this one use. */
export const unsubscribeKey = (installationSecret: string): Buffer =>
  createHmac('sha256', installationSecret).update('rnt:suscripciones:baja').digest();

const mac = (key: Buffer, id: number) =>
  createHmac('sha256', key).update(`baja:${id}`).digest().subarray(0, 24).toString('base64url');

export const unsubscribeToken = (key: Buffer, id: number) => `${id}.${mac(key, id)}`;

/** The subscription id a token was signed for, or null (malformed or forged). */
export function verifyUnsubscribeToken(key: Buffer, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  const expected = Buffer.from(mac(key, id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
