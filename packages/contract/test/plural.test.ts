import { describe, expect, it } from 'vitest';
import { agree, countOf, formatCount, foundCount, NOUNS, shownOf } from '../src/plural';

describe('Spanish counts agree in number (issue 22)', () => {
  it('uses the singular for exactly one and the plural for zero and more', () => {
    expect(countOf(1, NOUNS.tramite)).toBe('1 trámite');
    expect(countOf(0, NOUNS.tramite)).toBe('0 trámites');
    expect(countOf(2, NOUNS.tramite)).toBe('2 trámites');
    expect(countOf(1, ['regulación planificada', 'regulaciones planificadas'])).toBe(
      '1 regulación planificada',
    );
    expect(agree(1, NOUNS.modalidad)).toBe('modalidad');
    expect(agree(11, NOUNS.modalidad)).toBe('modalidades');
  });

  it('agrees the verb of the results announcement too', () => {
    expect(foundCount(1, NOUNS.tramite)).toBe('Se encontró 1 trámite');
    expect(foundCount(2, NOUNS.tramite)).toBe('Se encontraron 2 trámites');
    expect(foundCount(0, NOUNS.resolucion)).toBe('Se encontraron 0 resoluciones');
    expect(foundCount(1, NOUNS.regulacion)).toBe('Se encontró 1 regulación');
  });

  it('says how many of a total are shown: the verb with the part, the noun with the total', () => {
    expect(shownOf(1, 5, NOUNS.institucion)).toBe('Se muestra 1 de 5 instituciones');
    expect(shownOf(10, 82, NOUNS.institucion)).toBe('Se muestran 10 de 82 instituciones');
    expect(shownOf(1, 1, NOUNS.institucion)).toBe('Se muestra 1 de 1 institución');
  });

  it('groups digits as El Salvador does and treats 1,000 or 1.5 as plural', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(countOf(1000, NOUNS.modalidad)).toBe('1,000 modalidades');
    expect(countOf(1.5, ['hora', 'horas'])).toBe('1.5 horas');
  });
});
