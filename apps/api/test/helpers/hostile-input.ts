/**
 * Hostile inputs and the checks every answer to them must pass (issue 12, OWASP ASVS 5.1 and 7.4):
 * a 4xx with a Spanish message (or a 2xx where the input is legitimately valid), never a 5xx, and no
 * internals in the body (stack frames, file paths, SQL error text), no script reflected into HTML.
 */
import { DENUNCIAS_ADMIN_MESSAGES } from '@rnt/contract/denuncias-admin';
import { EVALUACION_MESSAGES } from '@rnt/contract/evaluacion';
import { DATE_MESSAGES, DATE_RANGE_MESSAGES } from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { MODALIDAD_MESSAGES } from '@rnt/contract/modalidad';
import { REGULACION_MESSAGES } from '@rnt/contract/regulaciones';
import { SINONIMOS_MESSAGES } from '@rnt/contract/sinonimos';
import { SITUACIONES_VIDA_MESSAGES } from '@rnt/contract/situaciones-vida';
import { SUSCRIPCIONES_MESSAGES } from '@rnt/contract/suscripciones';
import { VALORACIONES_MESSAGES } from '@rnt/contract/valoraciones';
import { VERIFICACION_MESSAGES } from '@rnt/contract/verificacion';
import fc from 'fast-check';
import { expect } from 'vitest';

export const SCRIPT = '<script>alert(1)</script>';
export const LONG = 'A'.repeat(100_000);

/** Hostile values by kind, sent as they are (URL-encoded by the caller). */
export const HOSTILE_GROUPS: Record<string, string[]> = {
  sql: ["' OR 1=1--", '1; DROP TABLE denuncias;--', "1' UNION SELECT password_hash FROM users--"],
  script: [SCRIPT, '"><img src=x onerror=alert(1)>', 'javascript:alert(1)'],
  traversal: ['../../etc/passwd', '..\\..\\windows\\win.ini', '/etc/passwd'],
  hugeNumber: ['1e309', '9223372036854775808', '-9223372036854775809', '1e-400'],
  edgeNumber: ['-1', '0', '-0', '1.5', 'NaN', '0x10'],
  wrongType: ['null', 'true', '[]', '{}', ''],
  control: ['\u0000', '\r\nX-Inyectada: 1', '\u202e'],
  unicode: ['𝕏😀ñ', 'Ａ', '\ud800'],
  long: [LONG],
};
export const HOSTILE_VALUES = Object.values(HOSTILE_GROUPS).flat();

/** One value of each kind, rotating with `n` so that different keys get different representatives. */
export const hostileSample = (n: number) =>
  Object.values(HOSTILE_GROUPS).map((group) => group[n % group.length]!);

/** encodeURIComponent, with a lone surrogate sent as the invalid UTF-8 it would be on the wire. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Raw URL pieces, not encoded again: invalid UTF-8, broken escapes, encoded traversal. */
export const RAW_URL_PIECES = [
  '%C3%28',
  '%FF',
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%252e%252e%252f',
];

/** Generated URL values: any Unicode text, numbers of every size, and random (mostly invalid UTF-8) bytes. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).map(encode),
  fc.double().map((n) => encode(String(n))),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc
    .uint8Array({ minLength: 1, maxLength: 8 })
    .map((bytes) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom(...HOSTILE_VALUES.map(encode), ...RAW_URL_PIECES),
);

/** Generated JSON bodies and field values (nested, any types). */
export const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom<unknown>(...HOSTILE_VALUES, -1, 0, 2 ** 53 + 1, Number.MAX_VALUE, true, null, [], {}),
);

/** Every user-facing message the API may answer with (they are all Spanish). */
const SPANISH_MESSAGES = new Set<string>(
  [
    MESSAGES,
    DENUNCIAS_ADMIN_MESSAGES,
    EVALUACION_MESSAGES,
    DATE_MESSAGES,
    DATE_RANGE_MESSAGES,
    MODALIDAD_MESSAGES,
    REGULACION_MESSAGES,
    SINONIMOS_MESSAGES,
    SITUACIONES_VIDA_MESSAGES,
    SUSCRIPCIONES_MESSAGES,
    VALORACIONES_MESSAGES,
    VERIFICACION_MESSAGES,
  ]
    .flatMap((m): unknown[] => Object.values(m))
    .filter((v): v is string => typeof v === 'string'),
);

/** Text that gives internals away: stack frames, source paths, SQL and driver errors. */
const LEAKS = [
  /\n\s*at \S/,
  /\bat [\w.<>]+ \(/,
  /(?:\/work\/|\/home\/|\/usr\/|node_modules|\.tsx?:\d+)/,
  /syntax error|relation "|column "|violates|invalid input syntax|SQLSTATE|duplicate key|pg_|drizzle|PGlite/i,
  /\b(?:TypeError|RangeError|ReferenceError|ZodError|FST_\w+)\b/,
];

export interface Answer {
  statusCode: number;
  headers: Headers;
  body: string;
}

/** The rules of the house for an answer to hostile input; `what` names the request in a failure. */
export function expectSafeAnswer(res: Answer, what: string): void {
  const fail = (rule: string) => {
    throw new Error(`${rule}: ${what.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const family = Math.floor(res.statusCode / 100);
  if (family !== 2 && family !== 3 && family !== 4) fail('not a 2xx, 3xx or 4xx');
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400 && res.body) {
    // Error answers carry only our own words: no stack frames, paths or SQL.
    for (const leak of LEAKS) if (leak.test(res.body)) fail(`leaks internals (${leak.source})`);
    if (!type.startsWith('application/json')) fail('error answer is not JSON');
    const message = (JSON.parse(res.body) as { message?: unknown }).message;
    if (typeof message !== 'string' || !SPANISH_MESSAGES.has(message))
      fail('message is not one of our Spanish messages');
  }
  expectSecurityHeaders(res.headers, what.slice(0, 200));
  // A page that echoes input must escape it; a JSON answer carries it as data, never as HTML.
  if (type.startsWith('text/html') && res.body.includes(SCRIPT)) fail('script reflected into HTML');
  expect(res.statusCode).toBeLessThan(500);
}

type Headers = Record<string, string | string[] | number | undefined>;

/** A strict CSP without inline scripts, no framing, nosniff, a referrer policy, no HSTS over HTTP. */
export function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = String(headers['content-security-policy'] ?? '');
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  expect(scripts, `${what}: script-src`).toBeDefined();
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], `${what}: no HSTS over plain HTTP`).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
}
