/**
 * Each boundary of eslint.config.js proven by a probe: source text linted with ESLint's Node API at a
 * path that breaks the rule, expecting the rule's error — and, next to it, the allowed form, expecting
 * none (so a rule that reports everything would fail too).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Loading the config and parsing what the import rules follow takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids reported for `code` as if it were the file at `path` (relative to the repository). */
async function rulesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  const fatal = result!.messages.filter((m) => m.fatal);
  expect(fatal, JSON.stringify(fatal)).toEqual([]);
  return result!.messages.map((m) => m.ruleId ?? '');
}

const RESTRICTED_PATHS = 'import-x/no-restricted-paths';
const RESTRICTED_IMPORTS = 'no-restricted-imports';

describe('lint boundaries (eslint.config.js)', () => {
  it('a feature does not import another feature; it imports its own files', async () => {
    const path = 'apps/web/src/features/inicio/probe.ts';
    expect(
      await rulesFor(path, "export { BackButton } from '../modalidad/components/back-button';\n"),
    ).toContain(RESTRICTED_PATHS);
    expect(
      await rulesFor(
        'apps/web/src/features/modalidad/probe.ts',
        "export { BackButton } from './components/back-button';\n",
      ),
    ).not.toContain(RESTRICTED_PATHS);
  });

  it('the web loads endpoint objects on demand: a static import is refused, a type or import() is not', async () => {
    const path = 'apps/web/src/features/atlas/api/probe.ts';
    expect(
      await rulesFor(path, "export { atlasTramites } from '@rnt/contract/endpoints/atlas';\n"),
    ).toContain(RESTRICTED_IMPORTS);
    expect(
      await rulesFor(
        path,
        "import type { atlasTramites } from '@rnt/contract/endpoints/atlas';\n" +
          'export type A = typeof atlasTramites;\n' +
          "export const load = () => import('@rnt/contract/endpoints/atlas');\n",
      ),
    ).not.toContain(RESTRICTED_IMPORTS);
  });

  it('shared web code (components, lib, api, config) imports no feature', async () => {
    for (const [dir, up] of [
      ['components/ui', '../..'],
      ['lib', '..'],
      ['api/lookups', '../..'],
      ['config', '..'],
    ] as const) {
      expect(
        await rulesFor(
          `apps/web/src/${dir}/probe.ts`,
          `export { BackButton } from '${up}/features/modalidad/components/back-button';\n`,
        ),
        dir,
      ).toContain(RESTRICTED_PATHS);
    }
    expect(
      await rulesFor('apps/web/src/lib/probe.ts', "export { Page } from '../components/ui/page';\n"),
    ).not.toContain(RESTRICTED_PATHS);
  });

  it('the web app imports neither apps/api nor packages/db', async () => {
    expect(
      await rulesFor(
        'apps/web/src/lib/probe.ts',
        "export { pageWindow } from '../../../api/src/lib/pagination';\n",
      ),
    ).toContain(RESTRICTED_PATHS);
    expect(
      await rulesFor('apps/web/src/lib/probe.ts', "export { queryRows } from '@rnt/db/create-db';\n"),
    ).toContain(RESTRICTED_IMPORTS);
    expect(
      await rulesFor(
        'apps/web/src/lib/probe.ts',
        "export { queryRows } from '../../../../packages/db/src/create-db';\n",
      ),
    ).toContain(RESTRICTED_PATHS);
    expect(
      await rulesFor('apps/web/src/lib/probe.ts', "export { MESSAGES } from '@rnt/contract/messages';\n"),
    ).toEqual([]);
  });

  it('packages/contract imports only zod (and the phone library) and its own files', async () => {
    const path = 'packages/contract/src/probe.ts';
    expect(await rulesFor(path, "export { sql } from 'drizzle-orm';\n")).toContain(RESTRICTED_IMPORTS);
    expect(await rulesFor(path, "export { useState } from 'react';\n")).toContain(RESTRICTED_IMPORTS);
    expect(await rulesFor(path, "export { queryRows } from '@rnt/db/create-db';\n")).toContain(
      RESTRICTED_IMPORTS,
    );
    expect(
      await rulesFor(path, "export { pageWindow } from '../../../apps/api/src/lib/pagination';\n"),
    ).toContain(RESTRICTED_PATHS);
    expect(
      await rulesFor(path, "export { z } from 'zod';\nexport { MESSAGES } from './messages';\n"),
    ).toEqual([]);
  });

  it('SQL stays in repositories: routes, plugins, lib and the CLIs do not import drizzle-orm or queryRows', async () => {
    for (const dir of ['routes', 'plugins/app', 'lib', 'cli', '.']) {
      expect(
        await rulesFor(`apps/api/src/${dir}/probe.ts`, "export { sql } from 'drizzle-orm';\n"),
        dir,
      ).toContain(RESTRICTED_IMPORTS);
      expect(
        await rulesFor(`apps/api/src/${dir}/probe.ts`, "export { queryRows } from '@rnt/db/create-db';\n"),
        dir,
      ).toContain(RESTRICTED_IMPORTS);
    }
    expect(
      await rulesFor('apps/api/src/repositories/probe.ts', "export { sql } from 'drizzle-orm';\n"),
    ).toEqual([]);
  });

  it('rows of raw SQL are checked, not cast: no cast of queryRows/queryPrepared, no testRows outside tests', async () => {
    const RESTRICTED_SYNTAX = 'no-restricted-syntax';
    const head =
      "import { queryPrepared, queryRows, type Db } from '@rnt/db/create-db';\n" +
      "import { z } from '@rnt/contract/zod';\nimport { sql } from 'drizzle-orm';\n";
    const casts = [
      'export const a = async (db: Db) => (await queryRows(db, z.object({}), sql`SELECT 1`)) as { n: number }[];\n',
      'export const a = (db: Db) => queryRows(db, z.object({}), sql`SELECT 1`) as Promise<{ n: number }[]>;\n',
      "export const a = async (db: Db) => (await queryPrepared(db, z.object({}), 'x', sql`SELECT 1`)) as [];\n",
    ];
    for (const path of [
      'apps/api/src/repositories/probe.ts',
      'packages/db/src/seed/probe.ts',
      'bench/probe.ts',
    ])
      for (const cast of casts)
        expect(await rulesFor(path, head + cast), `${path}: ${cast}`).toContain(RESTRICTED_SYNTAX);
    expect(
      await rulesFor(
        'apps/api/src/repositories/probe.ts',
        "import { testRows } from '@rnt/db/testing';\nexport { testRows };\n",
      ),
    ).toContain(RESTRICTED_SYNTAX);
    // The checked form, and the unchecked helper in a test file, pass.
    expect(
      await rulesFor(
        'apps/api/src/repositories/probe.ts',
        head +
          'export const a = async (db: Db) =>\n  (await queryRows(db, z.object({ n: z.number() }), sql`SELECT 1 AS n`))[0]?.n;\n',
      ),
    ).not.toContain(RESTRICTED_SYNTAX);
    expect(
      await rulesFor(
        'apps/api/test/probe.test.ts',
        "import { testRows } from '@rnt/db/testing';\nexport { testRows };\n",
      ),
    ).not.toContain(RESTRICTED_SYNTAX);
  });

  it('components follow the recommended JSX accessibility rules', async () => {
    const path = 'apps/web/src/components/ui/probe.tsx';
    expect(await rulesFor(path, 'export const A = () => <img src="/x.png" />;\n')).toContain(
      'jsx-a11y-x/alt-text',
    );
    expect(await rulesFor(path, 'export const A = () => <div onClick={() => {}}>x</div>;\n')).toEqual(
      expect.arrayContaining([
        'jsx-a11y-x/click-events-have-key-events',
        'jsx-a11y-x/no-static-element-interactions',
      ]),
    );
    expect(await rulesFor(path, 'export const A = () => <img src="/x.png" alt="Escudo" />;\n')).toEqual([]);
  });

  describe('import cycles', () => {
    // A cycle needs two files on disk that import each other: written under apps/web/src, then removed.
    const dir = mkdtempSync(join(root, 'apps/web/src/lib/lint-probe-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('two modules importing each other are a cycle', async () => {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(join(dir, 'c.ts'), "import { a } from './a';\nexport const c = () => a;\n");
      const results = await eslint.lintFiles([relative(root, dir)]);
      const byFile = Object.fromEntries(
        results.map((r) => [relative(dir, r.filePath), r.messages.map((m) => m.ruleId)]),
      );
      expect(byFile['a.ts']).toContain('import-x/no-cycle');
      expect(byFile['b.ts']).toContain('import-x/no-cycle');
      expect(byFile['c.ts']).not.toContain('import-x/no-cycle');
    });
  });
});
