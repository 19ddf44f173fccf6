import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from '../src/rsc/views/qr-code';

/** The cells a path of `M x y h n v 1 h -n z` rectangles fills, as "row,col" (quiet zone removed). */
function filled(d: string): Set<string> {
  const cells = new Set<string>();
  for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, n, back] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
    expect(back).toBe(n);
    for (let i = 0; i < n; i++) {
      const cell = `${y - 4},${x - 4 + i}`;
      expect(cells.has(cell), `celda ${cell} dibujada dos veces`).toBe(false);
      cells.add(cell);
    }
  }
  return cells;
}

describe('qrPath', () => {
  it('draws exactly the dark modules, a run of them as one rectangle', () => {
    for (const value of ['https://tramites.gob.sv/tramite/8/detalles/13', 'x']) {
      const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
      const dark = new Set<string>();
      for (let r = 0; r < modules.size; r++)
        for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark.add(`${r},${c}`);
      const d = qrPath(modules);
      expect(d).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
      expect(filled(d)).toEqual(dark);
      // One square per module takes ~12.5 bytes a module; runs, about 7.
      expect(d.length).toBeLessThan(dark.size * 8);
    }
  });
});
