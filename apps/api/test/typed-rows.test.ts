/**
 * Rows of raw SQL are checked, not cast (issue 20, decision 022): a row whose shape is not the one its
 * schema declares fails loudly, naming the column, on PGlite and on PostgreSQL alike.
 */
import { Writable } from 'node:stream';
import { z } from '@rnt/contract/zod';
import { execute, queryPrepared, queryRows, RowShapeError } from '@rnt/db/create-db';
import { testDbKind } from '@rnt/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({}, { server: { logger: { level: 'error', stream } } });
});
afterAll(async () => {
  await t.close();
});

const n = z.object({ n: z.number().int() });

describe('queryRows and queryPrepared check every row against its schema', () => {
  it('answer the parsed rows when the shape fits', async () => {
    expect(await queryRows(t.database.db, n, sql`SELECT 7 AS n, 'extra' AS dropped`)).toEqual([{ n: 7 }]);
    expect(await queryPrepared(t.database.db, n, 'typed_rows_fits', sql`SELECT ${7}::int AS n`)).toEqual([
      { n: 7 },
    ]);
  });

  it('a column of the wrong type throws RowShapeError naming the column and the SQL', async () => {
    const wrong = queryRows(t.database.db, n, sql`SELECT nombre AS n FROM instituciones ORDER BY id LIMIT 2`);
    await expect(wrong).rejects.toBeInstanceOf(RowShapeError);
    await expect(wrong).rejects.toThrow(/fila 0 .*n: .*SELECT nombre AS n FROM instituciones/s);
    const error = (await wrong.catch((e: unknown) => e)) as RowShapeError;
    expect(error.rowIndex).toBe(0);
    expect(error.issues[0]).toMatchObject({ path: ['n'], code: 'invalid_type', expected: 'number' });

    await expect(
      queryPrepared(t.database.db, n, 'typed_rows_wrong', sql`SELECT ${'siete'}::text AS n`),
    ).rejects.toThrow(/n: .*SELECT \$1::text AS n/s);
  });

  it('a null where none is allowed, or a missing column, throws too (on the row that breaks it)', async () => {
    await expect(
      queryRows(t.database.db, n, sql`SELECT * FROM (VALUES (1), (NULL::int)) AS v(n) ORDER BY n NULLS LAST`),
    ).rejects.toThrow(/fila 1 .*n:/s);
    await expect(queryRows(t.database.db, n, sql`SELECT 1 AS m`)).rejects.toThrow(RowShapeError);
  });

  it('a bigint is a number on PGlite and a string on node-postgres: the SQL casts it so both agree', async () => {
    const uncast = queryRows(t.database.db, n, sql`SELECT count(*) AS n FROM instituciones`);
    if (testDbKind() === 'postgres') await expect(uncast).rejects.toThrow(RowShapeError);
    else expect((await uncast)[0]!.n).toBeGreaterThan(0);
    const [cast] = await queryRows(t.database.db, n, sql`SELECT count(*)::int AS n FROM instituciones`);
    expect(cast!.n).toBeGreaterThan(0);
  });
});

describe('a repository whose table no longer has the declared shape', () => {
  it('answers 500 and logs the column, instead of a silently wrong answer', async () => {
    const before = await t.app.inject({ url: '/api/agenda_regulatoria' });
    expect(before.statusCode).toBe(200);
    expect(typeof before.json().agenda[0].anio).toBe('number');

    // The year becomes text in the database: the agenda would otherwise answer "2026" as a string.
    await execute(t.database.db, sql`ALTER TABLE agenda_items ALTER COLUMN anio TYPE text USING anio::text`);
    logs.length = 0;
    // Another page than the one read above, so no cached answer can stand in for the read.
    const after = await t.app.inject({ url: '/api/agenda_regulatoria?page=2' });
    expect(after.statusCode).toBe(500);
    expect(after.body).not.toContain('anio');
    expect(logs.join('\n')).toMatch(/RowShapeError.*anio/s);
  });
});
