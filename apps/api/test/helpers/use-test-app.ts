import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { testRows } from '@rnt/db/testing';

/** Opens the app on a private database copy for the calling test file, closes it at the end. */
export function useTestApp() {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get: (url: string) => t!.app.inject(url),
    rows: <T>(query: SQL) => testRows<T>(t!.database.db, query),
    /** The app's own database (opened in beforeAll). */
    get db() {
      return t!.database.db;
    },
  };
}

/** Accent- and case-folding done in JS, independently of the server's SQL. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
