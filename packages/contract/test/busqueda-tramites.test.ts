import { describe, expect, it } from 'vitest';
import { busquedaTramitesQuerySchema } from '../src/busqueda-tramites';
import {
  monthKey,
  parseMonthKey,
  SEARCH_NAME_MAX_LENGTH,
  searchParamsToQuery,
  searchWords,
  truncateTitle,
} from '../src/busqueda-tramites-rules';
import { CARD_TITLE_MAX_LENGTH, HOME_PAGE_SIZE } from '../src/constants';
import { readSearchParams } from '../src/endpoints/busqueda-tramites';

describe('card title truncation (55 characters)', () => {
  it('keeps a title of 55 characters or fewer as it is', () => {
    const exact = 'a'.repeat(CARD_TITLE_MAX_LENGTH);
    expect(CARD_TITLE_MAX_LENGTH).toBe(55);
    expect(truncateTitle(exact)).toBe(exact);
    expect(truncateTitle('Licencia de conducir')).toBe('Licencia de conducir');
  });

  it('cuts a longer title at 55 characters and adds an ellipsis', () => {
    const title = 'Certificación de licencia sanitaria de establecimiento de alimentos';
    const cut = truncateTitle(title);
    expect(cut).toBe('Certificación de licencia sanitaria de establecimiento…');
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateTitle('b'.repeat(56))).toBe(`${'b'.repeat(55)}…`);
  });

  it('does not leave a space before the ellipsis nor split an accented character', () => {
    const spaced = `${'x'.repeat(54)} más texto`;
    expect(truncateTitle(spaced)).toBe(`${'x'.repeat(54)}…`);
    const decomposed = `${'é'.repeat(60)}`;
    expect(Array.from(truncateTitle(decomposed))).toHaveLength(56);
  });
});

describe('search words', () => {
  it('fold accents and case like the database and drop punctuation and repeats', () => {
    expect(searchWords('  Inscripción de EMPRESAS, inscripcion!  ')).toEqual([
      'inscripcion',
      'de',
      'empresas',
    ]);
    expect(searchWords('Año 2026: ñandú')).toEqual(['ano', '2026', 'nandu']);
    expect(searchWords('%_\\ ')).toEqual([]);
  });
  it('keep at most ten words', () => {
    expect(searchWords(Array.from({ length: 15 }, (_, i) => `palabra${i}`).join(' '))).toHaveLength(10);
  });
});

describe('search parameters in the URL and local storage', () => {
  it('read the known filters and drop malformed values', () => {
    expect(
      readSearchParams({
        nombre: '  licencia ',
        institucion_id: '3',
        unidad_id: 'x',
        categoria_id: '-2',
        clasificacion_id: 2,
        estado: 'ins',
        page: '2',
        utm_source: 'correo',
      }),
    ).toEqual({ nombre: 'licencia', institucion_id: 3, clasificacion_id: 2, estado: 'INS', page: 2 });
  });
  it('are null when no search is present, and an empty search still counts when a page is given', () => {
    expect(readSearchParams({})).toBeNull();
    expect(readSearchParams({ utm_source: 'x' })).toBeNull();
    expect(readSearchParams({ page: '1' })).toEqual({ page: 1 });
    expect(readSearchParams({ page: 'x' })).toEqual({});
    expect(readSearchParams({ nombre: '   ' })).toBeNull();
  });
  it("read each value through the search endpoint's query schema: what the API refuses is dropped", () => {
    const values = {
      nombre: 'n'.repeat(SEARCH_NAME_MAX_LENGTH + 1),
      institucion_id: '2147483648',
      estado: 'NO-ES-UN-CODIGO',
      page: '0',
    };
    for (const [key, value] of Object.entries(values)) {
      // The API answers 400 for the value…
      expect(busquedaTramitesQuerySchema.safeParse({ [key]: value }).success, key).toBe(false);
      // …and the page's reader leaves it out.
      expect(readSearchParams({ [key]: value, unidad_id: '4' }), key).toEqual({ unidad_id: 4 });
    }
    // A stored search keeps numbers as numbers.
    expect(readSearchParams({ institucion_id: 3, page: 2, per_page: 9 })).toEqual({
      institucion_id: 3,
      page: 2,
    });
  });
  it('round-trip through the query, which the API accepts as it is', () => {
    const params = { nombre: 'pasaporte', institucion_id: 17, estado: 'INS', page: 3 };
    const query = searchParamsToQuery(params);
    expect(query).toEqual({ nombre: 'pasaporte', institucion_id: '17', estado: 'INS', page: '3' });
    expect(readSearchParams(query)).toEqual(params);
    expect(busquedaTramitesQuerySchema.parse(query)).toEqual({ ...params, per_page: HOME_PAGE_SIZE });
    expect(searchParamsToQuery({})).toEqual({ page: '1' });
  });
});

describe('search query schema', () => {
  it('defaults to 9 per page and page 1, treats empty values as absent', () => {
    expect(busquedaTramitesQuerySchema.parse({ unidad_id: '', nombre: '' })).toEqual({
      page: 1,
      per_page: HOME_PAGE_SIZE,
    });
  });
  it('refuses unknown keys and malformed values, in Spanish', () => {
    const result = busquedaTramitesQuerySchema.safeParse({ page: '0', institucion_id: 'a', otro: 1 });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message).join(' ');
    expect(messages).toMatch(/Debe ser/);
    expect(messages).toMatch(/desconocida/i);
  });
});

describe('chart month keys', () => {
  it('are MM-YYYY with the month first', () => {
    expect(monthKey(2026, 1)).toBe('01-2026');
    expect(parseMonthKey('11-2026')).toEqual({ year: 2026, month: 11 });
    expect(parseMonthKey('1-2025')).toEqual({ year: 2025, month: 1 });
    expect(parseMonthKey('13-2025')).toBeNull();
    expect(parseMonthKey('2025-11')).toBeNull();
  });
});
