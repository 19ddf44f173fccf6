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
