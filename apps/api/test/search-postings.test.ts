/**
 * The in-memory half of the search ranking (decision 024): combining the units' kept matches. Pure: no
 * database (busqueda-velocidad.test.ts runs the whole search and the cache's memory bound on one).
 */
import { describe, expect, it } from 'vitest';
import { combinePostings, type Posting } from '../src/repositories/busqueda-tramites';

const posting = (pairs: [number, number][]): Posting => ({
  ids: Int32Array.from(pairs.map(([id]) => id)),
  ranks: Float64Array.from(pairs.map(([, rank]) => rank)),
});
// Name order: id 5 sorts first, then 1, 2, 3, 4.
const nameOrder = { ids: Int32Array.from([5, 1, 2, 3, 4]), position: Int32Array.from([0, 1, 2, 3, 4, 0]) };

describe('combinePostings', () => {
  const a = posting([
    [1, 0.2],
    [2, 0.5],
    [3, 0.1],
    [5, 0.1],
  ]);
  const b = posting([
    [2, 0.1],
    [3, 0.4],
    [4, 0.9],
    [5, 0.4],
  ]);

  it('keeps only the procedures matching every unit, by mean density, then name order', () => {
    // 2: 0.3, 3: 0.25, 5: 0.25 (5 sorts before 3 by name).
    expect(combinePostings([a, b], false, new Set(), nameOrder)).toEqual([2, 5, 3]);
  });

  it('puts an exact name first among the full matches', () => {
    expect(combinePostings([a, b], false, new Set([3]), nameOrder)).toEqual([3, 2, 5]);
  });

  it('orders partial matches by the number of units first', () => {
    // Both units: 2, 5, 3; one unit: 4 (0.45) before 1 (0.1).
    expect(combinePostings([a, b], true, new Set(), nameOrder)).toEqual([2, 5, 3, 4, 1]);
  });

  it('ranks one unit by its density alone, ties by name', () => {
    expect(combinePostings([a], false, new Set(), nameOrder)).toEqual([2, 1, 5, 3]);
  });
});
