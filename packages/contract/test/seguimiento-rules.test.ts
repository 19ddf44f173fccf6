import { describe, expect, it } from 'vitest';
import { seguimientoQuerySchema } from '../src/denuncia';
import { MESSAGES } from '../src/messages';
import { checkSeguimiento, type SeguimientoTyped } from '../src/seguimiento-rules';
import { z } from '../src/zod';

const CASES: [SeguimientoTyped, Partial<SeguimientoTyped>][] = [
  [
    { folio: '', codigo: '' },
    { folio: MESSAGES.folioRequerido, codigo: MESSAGES.codigoSeguimientoRequerido },
  ],
  [
    { folio: '   ', codigo: ' - ' },
    { folio: MESSAGES.folioRequerido, codigo: MESSAGES.codigoSeguimientoRequerido },
  ],
  [
    { folio: 'RNT-26-1', codigo: '0000' },
    { folio: MESSAGES.folioInvalido, codigo: MESSAGES.codigoSeguimientoInvalido },
  ],
  [
    { folio: 'R'.repeat(41), codigo: '2'.repeat(41) },
    { folio: MESSAGES.folioInvalido, codigo: MESSAGES.codigoSeguimientoInvalido },
  ],
  [{ folio: 'RNT-2026-000001', codigo: '2222-3333-444I' }, { codigo: MESSAGES.codigoSeguimientoInvalido }],
];

describe('the tracking lookup as typed (seguimiento-rules)', () => {
  it('canonical folio and code from what people type (case, spaces, dashes)', () => {
    expect(checkSeguimiento({ folio: ' rnt-2026-000123 ', codigo: '7kqm 4x9t-r2hw' })).toEqual({
      consulta: { folio: 'RNT-2026-000123', codigo: '7KQM4X9TR2HW' },
      errors: null,
    });
  });

  it.each(CASES)('%j → each wrong field in Spanish', (typed, errors) => {
    expect(checkSeguimiento(typed)).toEqual({ consulta: null, errors });
  });

  it("the API's query schema says the same as the page, field by field", () => {
    for (const [typed, errors] of CASES) {
      const result = seguimientoQuerySchema.safeParse(typed);
      expect(result.success).toBe(false);
      const fieldErrors = z.flattenError(result.error!).fieldErrors as Record<string, string[]>;
      expect(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v]))).toEqual(
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
      );
    }
    expect(seguimientoQuerySchema.parse({ folio: ' rnt-2026-000123', codigo: '7kqm-4x9t-r2hw' })).toEqual({
      folio: 'RNT-2026-000123',
      codigo: '7KQM4X9TR2HW',
    });
    // Missing fields (no parameter at all) are required, as on the page.
    const missing = seguimientoQuerySchema.safeParse({});
    expect(z.flattenError(missing.error!).fieldErrors).toEqual({
      folio: [MESSAGES.folioRequerido],
      codigo: [MESSAGES.codigoSeguimientoRequerido],
    });
  });
});
