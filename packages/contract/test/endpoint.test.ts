import { describe, expect, it } from 'vitest';
import { defineEndpoint, operationIdOf } from '../src/endpoint';
import { pathOf } from '../src/endpoint-path';
import * as busqueda from '../src/endpoints/busqueda-tramites';
import * as lookups from '../src/endpoints/lookups';
import { z } from '../src/zod';

describe('endpoint objects', () => {
  it('derive their operationId from method and path unless they declare one', () => {
    expect(operationIdOf('GET', '/api/public_modalidad_get_id/:id')).toBe('getPublicModalidadGetIdById');
    expect(lookups.unidades.operationId).toBe('getListaUnidadesById');
    const declared = defineEndpoint({
      method: 'POST',
      path: '/api/x',
      response: { 200: z.object({}) },
      tag: 't',
      summary: 's',
      description: 'd',
      operationId: 'crearX',
    });
    expect(declared.operationId).toBe('crearX');
  });

  it('fill their path params, encoded, and refuse a missing one', () => {
    expect(pathOf('/api/lista_unidades/:id', { id: 7 })).toBe('/api/lista_unidades/7');
    expect(pathOf('/api/a/:codigo/b', { codigo: 'a b/c' })).toBe('/api/a/a%20b%2Fc/b');
    expect(() => pathOf('/api/lista_unidades/:id', {})).toThrow('Falta el parámetro id');
  });

  it('each have a distinct method and path, a summary, a description and a tag', () => {
    const all = [...Object.values(busqueda), ...Object.values(lookups)].filter(
      (e): e is typeof lookups.unidades => typeof e === 'object' && e !== null && 'path' in e,
    );
    expect(all.length).toBe(14);
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of all) {
      expect(e.path).toMatch(/^\/api\//);
      expect(e.summary && e.description && e.tag, e.path).toBeTruthy();
      expect(e.response[200], e.path).toBeDefined();
    }
  });
});
