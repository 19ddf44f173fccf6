/**
 * Where the rate limits are counted (plugins/app/rate-limits.ts): in Redis, shared by every app that
 * uses it; with Redis unreachable, in memory — never lifted, never a 500 (decision 008). The test with
 * two real server processes is multi-instance.test.ts.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `rnt-test-limites-${process.pid}-${Date.now()}:`;
const opened: TestApp[] = [];
afterAll(async () => {
  await Promise.all(opened.map((t) => t.close()));
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const open = async (redisUrl: string) => {
  const t = await createTestApp({
    rateLimitStore: { redisUrl, redisPrefix: prefix },
    loginRateLimit: { max: 3, timeWindowMs: 60_000, accountFailuresMax: 2, accountWindowMs: 60_000 },
  });
  opened.push(t);
  return t;
};
const login = (t: TestApp, email: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, password: 'no-es-la-clave' },
  });
/** A malformed attempt: counted by the per-address limit, without the cost of a password hash. */
const malformed = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: 'x' } });

describe('rate limits in Redis', () => {
  it('two apps on one Redis share the per-address and the per-account limits', async () => {
    const [one, two] = await Promise.all([open(REDIS_URL), open(REDIS_URL)]);
    // Per account: two failures in all, whichever app and address they reach.
    expect((await login(one, 'compartida@rnt.gob.sv', '203.0.113.1')).statusCode).toBe(401);
    expect((await login(two, 'compartida@rnt.gob.sv', '203.0.113.2')).statusCode).toBe(401);
    const account = await login(one, 'compartida@rnt.gob.sv', '203.0.113.3');
    expect(account.statusCode).toBe(429);
    expect(account.json()).toEqual({ message: MESSAGES.demasiadasSolicitudes });
    // Per address: three attempts in all from 198.51.100.1, across both apps.
    expect((await malformed(two, '198.51.100.1')).statusCode).toBe(400);
    expect((await malformed(one, '198.51.100.1')).statusCode).toBe(400);
    expect((await malformed(two, '198.51.100.1')).statusCode).toBe(400);
    const address = await malformed(one, '198.51.100.1');
    expect(address.statusCode).toBe(429);
    expect(Number(address.headers['retry-after'])).toBeGreaterThan(0);
    // The counts are in Redis, under the configured prefix, and no e-mail address is kept there.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toMatch(/compartida|@/);
  }, 180_000);

  it('with Redis unreachable the limits are counted in memory: still enforced, never a 500', async () => {
    // Nothing listens on port 1.
    const t = await open('redis://127.0.0.1:1');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await malformed(t, '198.51.100.9')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await login(t, 'y@rnt.gob.sv', '198.51.100.10')).statusCode).toBe(401);
    expect((await login(t, 'y@rnt.gob.sv', '198.51.100.11')).statusCode).toBe(401);
    expect((await login(t, 'y@rnt.gob.sv', '198.51.100.12')).statusCode).toBe(429);
  }, 180_000);
});
