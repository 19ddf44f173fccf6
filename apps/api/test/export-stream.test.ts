import { parse } from 'csv-parse/sync';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { csvStream, flatten, jsonStream, keysetBatches } from '../src/lib/export-stream';

const logged: { level: string; message: string }[] = [];
const log = {
  error: (_: unknown, message: string) => logged.push({ level: 'error', message }),
  info: (_: unknown, message: string) => logged.push({ level: 'info', message }),
} as unknown as FastifyBaseLogger;

/**
 * A fake table of `size` rows whose even ids are filtered out by the query (as an export's WHERE
 * would), recording every window asked for.
 */
function table(size: number) {
  const calls: number[] = [];
  const source = {
    nextBound: async (after: number, limit: number) => (after >= size ? null : Math.min(size, after + limit)),
    fetch: async (after: number, upTo: number) => {
      calls.push(after);
      const rows: { id: number; nombre: string }[] = [];
      for (let id = after + 1; id <= upTo; id++) if (id % 2 === 1) rows.push({ id, nombre: `Trámite ${id}` });
      return rows;
    },
  };
  return { calls, batches: (batchSize: number) => keysetBatches(source, batchSize) };
}

describe('export streams', () => {
  it('walks the key in windows until the table ends, without skipping or repeating rows', async () => {
    const { calls, batches } = table(25);
    const ids: number[] = [];
    for await (const row of flatten(batches(10))) ids.push(row.id);
    expect(ids).toEqual(Array.from({ length: 13 }, (_, i) => 2 * i + 1));
    expect(calls).toEqual([0, 10, 20]);
    const exact = table(20);
    for await (const _ of flatten(exact.batches(10))) void _;
    expect(exact.calls).toEqual([0, 10]);
  });

  it('fetches the next batch only when the reader wants more (constant memory)', async () => {
    const { calls, batches } = table(1_000_000);
    const stream = csvStream(['id', 'nombre'], flatten(batches(100)), log);
    const first: Buffer = await new Promise((resolve) => stream.once('data', resolve));
    stream.pause();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    // The walk gives the event loop a turn between batches, so filling the buffers takes a few turns:
    // wait until it stops (or give up after 2 s — then the assertions below fail).
    let read = -1;
    for (let i = 0; i < 40 && read !== calls.length; i++) {
      read = calls.length;
      await settle();
    }
    // A paused reader holds back the source: it stops after the stream buffers (about 16 KB) are
    // full — a handful of batches out of 10,000 — and reads no more while paused.
    expect(calls.length).toBe(read);
    expect(read).toBeLessThan(50);
    expect(first.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    // A cancelled download ends the walk and is logged as routine, not as an error.
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.length).toBe(read);
    expect(logged).toEqual([{ level: 'info', message: 'exportación CSV interrumpida' }]);
  });

  it('writes a well-formed CSV and JSON document', async () => {
    const read = async (s: NodeJS.ReadableStream) => {
      const chunks: Buffer[] = [];
      for await (const c of s) chunks.push(Buffer.from(c as Buffer));
      return Buffer.concat(chunks);
    };
    const rows = [
      { id: 1, nombre: 'Licencia, "sanitaria"', activo: true, nota: null },
      { id: 2, nombre: 'Línea\nnueva', activo: false, nota: 'ñandú' },
    ];
    async function* source(): AsyncGenerator<Record<string, unknown>> {
      yield* rows;
    }
    const csv = await read(csvStream(['id', 'nombre', 'activo', 'nota'], source(), log));
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { id: '1', nombre: 'Licencia, "sanitaria"', activo: 'true', nota: '' },
      { id: '2', nombre: 'Línea\nnueva', activo: 'false', nota: 'ñandú' },
    ]);
    expect(csv.toString('utf8')).toContain('\r\n');
    const json = JSON.parse((await read(jsonStream('filas', source(), log))).toString('utf8'));
    expect(json.filas).toEqual(rows);
    const empty = JSON.parse(
      (await read(jsonStream('filas', (async function* () {})(), log))).toString('utf8'),
    );
    expect(empty.filas).toEqual([]);
  });
});
