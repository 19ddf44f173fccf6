import { describe, expect, it } from 'vitest';
import { procedureLinkQuery } from '../src/busqueda-tramites-links';

describe('a result card link carries the name and state filters', () => {
  it('carries the chosen state code and the name', () => {
    expect(procedureLinkQuery({ nombre: 'licencia de conducir', estado: 'OBS', page: 2 })).toBe(
      'nombre=licencia+de+conducir&estado=OBS',
    );
  });
  it('carries the default «Publicados» as the registered states 11 and 13', () => {
    expect(procedureLinkQuery({ nombre: 'pasaporte', page: 1 })).toBe('nombre=pasaporte&estado=11&estado=13');
    expect(procedureLinkQuery({ institucion_id: 4 })).toBe('estado=11&estado=13');
  });
  it('carries "Mi municipio" to the procedure page, which passes it on to the modalities (issue 31)', () => {
    expect(procedureLinkQuery({ nombre: 'licencia', municipio: 'santa-ana-centro' })).toBe(
      'nombre=licencia&estado=11&estado=13&municipio=santa-ana-centro',
    );
  });
});
