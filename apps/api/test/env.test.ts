import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUST_PROXY, loadEnv } from '../src/env';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and takes true, false or a list of addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(DEFAULT_TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5,10.0.1.0/24' }).TRUST_PROXY).toBe('10.0.0.5,10.0.1.0/24');
  });
});

/** The message loadEnv throws for `source`, or '' when it accepts it. */
function refusal(source: NodeJS.ProcessEnv): string {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('STORAGE_URL', () => {
  it('refuses an empty value (uploads would land in the working folder), naming the key in Spanish and English', () => {
    const message = refusal({ STORAGE_URL: '' });
    expect(message).toContain('STORAGE_URL');
    expect(message).toMatch(/no puede estar vacío/);
    expect(message).toMatch(/must not be empty/);
    expect(refusal({ STORAGE_URL: '   ' })).toContain('STORAGE_URL');
    expect(loadEnv({}).STORAGE_URL).toBe('data/files');
    expect(loadEnv({ STORAGE_URL: 's3://bucket/rnt' }).STORAGE_URL).toBe('s3://bucket/rnt');
  });
});

describe('JWT_SECRET', () => {
  it('is required with PostgreSQL and in production, and never has a default', () => {
    const withPostgres = refusal({ DATABASE_URL: 'postgres://rnt@db.example/rnt' });
    expect(withPostgres).toContain('JWT_SECRET');
    expect(withPostgres).toMatch(/requerido con PostgreSQL/);
    expect(withPostgres).toMatch(/required with PostgreSQL/);
    expect(refusal({ NODE_ENV: 'production' })).toContain('JWT_SECRET');
    const secret = 'x'.repeat(32);
    expect(loadEnv({ DATABASE_URL: 'postgres://rnt@db.example/rnt', JWT_SECRET: secret }).JWT_SECRET).toBe(
      secret,
    );
    // The embedded database without JWT_SECRET starts: the server generates a secret per installation.
    expect(loadEnv({}).JWT_SECRET).toBeUndefined();
    expect(refusal({ JWT_SECRET: 'corto' })).toContain('JWT_SECRET');
    // The command-line tools open the database but sign nothing.
    const cli = loadEnv({ DATABASE_URL: 'postgres://rnt@db.example/rnt' }, { signsTokens: false });
    expect(cli.DATABASE_URL).toBe('postgres://rnt@db.example/rnt');
  });
});
