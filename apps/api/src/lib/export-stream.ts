/**
 * Streams a bulk export in constant memory: rows are read in keyset batches (short queries, so
 * PGlite's single connection is never held for the whole export) and the next batch is only fetched
 * when the reply has drained the previous one.
 */
import { pipeline, Readable } from 'node:stream';
import { neutralizeCsvFormula } from '@rnt/contract/csv';
import { stringify, type Options as CsvOptions } from 'csv-stringify';
import type { FastifyBaseLogger } from 'fastify';

export const EXPORT_BATCH_SIZE = 1000;

export interface KeysetSource<Row> {
  /** The key `limit` keys after `after` in the base table (or its last one); null when none is left. */
  nextBound(after: number, limit: number): Promise<number | null>;
  /** The rows whose key is in (after, upTo]: a bounded range, so the plan is an index range scan. */
  fetch(after: number, upTo: number): Promise<Row[]>;
}

/**
 * Walks the base table's key in windows of `batchSize` keys. Bounding each window first keeps every
 * query an index range scan whatever the planner's statistics (a filtered `ORDER BY key LIMIT n`
 * over joins can turn into a sort of the whole rest of the table on a never-analysed database).
 * A window whose rows are all filtered out yields nothing and the walk goes on.
 */
export async function* keysetBatches<Row>(
  source: KeysetSource<Row>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const upTo = await source.nextBound(after, batchSize);
    if (upTo === null) return;
    const rows = await source.fetch(after, upTo);
    if (rows.length > 0) yield rows;
    after = upTo;
    // A turn of the event loop between batches: PGlite answers through promises only, and a socket on
    // loopback never makes the reply wait, so without it one export ran start to end without letting
    // another request — the liveness probe, or the burst's next export to be shed — even be read.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A visitor who cancels a download is routine; a failing query is not. */
function logInterruption(log: FastifyBaseLogger, error: Error, format: string) {
  const cancelled = (error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
  log[cancelled ? 'info' : 'error']({ err: error }, `exportación ${format} interrumpida`);
}

/** One row at a time out of batches. */
export async function* flatten<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const batch of batches) yield* batch;
}

/**
 * Every CSV the server writes: UTF-8 with a byte order mark (so spreadsheets read the accents), RFC 4180
 * quoting, CRLF line ends, booleans as `true`/`false`, null as an empty cell, and no text cell that a
 * spreadsheet would run as a formula (`@rnt/contract/csv`).
 */
export const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  cast: {
    boolean: (value: boolean) => (value ? 'true' : 'false'),
    string: (value: string) => neutralizeCsvFormula(value),
  },
} satisfies CsvOptions;

/** CSV with a header line (`CSV_OPTIONS`), streamed. */
export function csvStream(
  columns: readonly string[],
  rows: AsyncIterable<Record<string, unknown>>,
  log: FastifyBaseLogger,
): Readable {
  const stringifier = stringify({ ...CSV_OPTIONS, header: true, columns: [...columns] });
  return pipeline(Readable.from(rows), stringifier, (error) => {
    if (error) logInterruption(log, error, 'CSV');
  });
}

/** `{"conjunto": …, "generado_en": …, "<key>": [row, …]}`, written row by row. */
export function jsonStream(key: string, rows: AsyncIterable<unknown>, log: FastifyBaseLogger): Readable {
  async function* chunks() {
    yield `{"conjunto":${JSON.stringify(key)},"generado_en":${JSON.stringify(new Date().toISOString())},${JSON.stringify(key)}:[`;
    let first = true;
    let buffer = '';
    for await (const row of rows) {
      buffer += (first ? '\n' : ',\n') + JSON.stringify(row);
      first = false;
      // Coalesce small rows into chunks of about 64 KB rather than one write per row.
      if (buffer.length >= 65_536) {
        yield buffer;
        buffer = '';
      }
    }
    yield `${buffer}\n]}\n`;
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  stream.on('error', (error) => logInterruption(log, error, 'JSON'));
  return stream;
}
