/** SQL fragments shared by the search repositories. */
import { sql, type SQL } from 'drizzle-orm';

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Accent- and case-insensitive "contains" over one or more columns ('canon' finds 'Cañón'). The
 * `rnt_unaccent` wrapper is IMMUTABLE, so a trigram expression index can back it.
 */
export function unaccentContains(columns: SQL[], text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${sql.join(
    columns.map((c) => sql`rnt_unaccent(${c}) ILIKE rnt_unaccent(${pattern})`),
    sql` OR `,
  )})`;
}

export const inList = (column: SQL, ids: number[]): SQL =>
  sql`${column} IN (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** AND of the given conditions (TRUE when there are none). */
export const allOf = (conditions: SQL[]): SQL =>
  conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`;

/** `LIMIT … OFFSET …`, or nothing for "all". */
export const limitOffset = (limit: number | null, offset: number): SQL =>
  limit === null ? sql`` : sql`LIMIT ${limit} OFFSET ${offset}`;

/** A timestamp as ISO 8601 in UTC, the same on PGlite and PostgreSQL whatever the session time zone. */
export const isoTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
