import { describe, expect, it } from 'vitest';
import { csvCell, neutralizeCsvFormula } from '../src/csv';

describe('CSV formula neutralisation (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","clic")', `'=HYPERLINK("http://evil.example","clic")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['+503 2222-3333', "'+503 2222-3333"],
    ['-1e3', "'-1e3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ])('prefixes %j with an apostrophe', (text, expected) => {
    expect(neutralizeCsvFormula(text)).toBe(expected);
  });

  it('leaves ordinary text alone, including a sign or @ later in the text', () => {
    for (const text of ['Licencia de funcionamiento', 'A=B', 'correo@example.com', '', ' =1', "'ya"])
      expect(neutralizeCsvFormula(text)).toBe(text);
  });

  it('leaves plain numbers written as text alone (a longitude, a negative amount)', () => {
    for (const text of ['-89.2182', '-5', '+503', '13.6929']) expect(neutralizeCsvFormula(text)).toBe(text);
  });

  it('writes cells: numbers as numbers, empty for null, RFC 4180 quoting after neutralising', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Ministerio de Salud')).toBe('Ministerio de Salud');
    expect(csvCell('San Salvador, El Salvador')).toBe('"San Salvador, El Salvador"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=SUM(1,2)')).toBe(`"'=SUM(1,2)"`);
    expect(csvCell('\r\n=1')).toBe(`"'\r\n=1"`);
  });
});
