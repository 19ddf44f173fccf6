import { describe, expect, it } from 'vitest';
import { idSchema, pageNumberSchema } from '../src/api-common';
import { emptySearchInfoMessage, MESSAGES } from '../src/messages';
import { z } from '../src/zod';

describe('empty home search info message', () => {
  it('names the institution and the unit when both are chosen', () => {
    expect(emptySearchInfoMessage('Centro Nacional de Registros', 'Registro de Comercio')).toBe(
      'Centro Nacional de Registros en la unidad Registro de Comercio en proceso de carga de trámites',
    );
  });
  it('names only the institution when no unit is chosen', () => {
    expect(emptySearchInfoMessage('Ministerio de Salud')).toBe(
      'Ministerio de Salud en proceso de carga de trámites',
    );
  });
  it('falls back to the generic message', () => {
    expect(emptySearchInfoMessage()).toBe('No se encontraron trámites');
    expect(MESSAGES.sinResultadosHome).toBe('No se encontraron resultados');
  });
});

describe('shared schemas', () => {
  it('speak Spanish by default', () => {
    const issue = z.object({ a: z.string() }).safeParse({ a: 1 }).error!.issues[0]!;
    expect(issue.message).toMatch(/Entrada inválida/);
  });
  it('accept positive ids only', () => {
    expect(idSchema.safeParse('12').data).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999'])
      expect(idSchema.safeParse(bad).success).toBe(false);
  });
  it('accept -1 as "all" for pages', () => {
    expect(pageNumberSchema.safeParse('-1').data).toBe(-1);
    expect(pageNumberSchema.safeParse('0').success).toBe(false);
  });
});
