/**
 * The OpenAPI document (`/api/docs/json`) passes Spectral's standard ruleset `spectral:oas` with no error
 * and no warning: every operation has a stable camelCase `operationId`, a summary, a description and a
 * declared tag; the document has servers, contact and its tags declared.
 */
import spectralCore from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractEndpoints } from './helpers/contract-endpoints';
import { createTestApp, type TestApp } from './helpers/test-app';

const { Document, Spectral } = spectralCore;

let t: TestApp;
let doc: {
  tags?: { name: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject('/api/docs/json')).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, ...op })),
  );

describe('OpenAPI document', () => {
  it("has no error or warning under Spectral's spectral:oas ruleset", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas] } as never);
    const results = await spectral.run(new Document(JSON.stringify(doc), Json, '/api/docs/json'));
    const findings = results
      .filter((r) => r.severity <= 1)
      .map((r) => `${r.code}: ${r.path.join('.')} — ${r.message}`);
    expect(findings).toEqual([]);
  });

  it('gives every operation a unique camelCase operationId and a declared tag', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(60);
    const ids = ops.map((o) => o.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const op of ops) {
      expect(op.tags?.length, `${op.method} ${op.path}`).toBeGreaterThan(0);
      for (const tag of op.tags!) expect(declared.has(tag), `${op.method} ${op.path}: ${tag}`).toBe(true);
    }
  });

  it('documents every endpoint object of the contract as it declares itself (decision 021)', async () => {
    const endpoints = await contractEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(58);
    for (const e of endpoints) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[e.method.toLowerCase()] as
        { operationId?: string; tags?: string[]; summary?: string; description?: string } | undefined;
      expect(op, `${e.method} ${e.path}`).toBeDefined();
      expect(op).toMatchObject({
        operationId: e.operationId,
        tags: [e.tag],
        summary: e.summary,
        description: e.description,
      });
    }
  });

  it('has no /api operation that is not an endpoint object of the contract (issue 20)', async () => {
    const declared = new Set(
      (await contractEndpoints()).map(
        (e) => `${e.method.toLowerCase()} ${e.path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    );
    const undeclared = operations()
      .filter((o) => o.path.startsWith('/api/'))
      .map((o) => `${o.method} ${o.path}`)
      .filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });
});
