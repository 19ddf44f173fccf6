import { prepareTestTemplate } from '@rnt/db/testing';

/** Builds (or reuses) the seeded template database once per run, before any test file opens a copy. */
export default async function setup() {
  await prepareTestTemplate();
}
