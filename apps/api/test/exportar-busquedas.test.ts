import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Parses a CSV download, checking the BOM the spreadsheet programs need for the accents. */
function rowsOf(body: string): Record<string, string>[] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { columns: true });
}

describe('CSV of the current search results', () => {
  it('home search: one row per result of the same query, all pages', async () => {
    const query = 'nombre=licencia&institucion_id=';
    const search = (await t.app.inject(`/api/public/busqueda_tramites?${query}&per_page=-1`)).json();
    const res = await t.app.inject(`/api/datos-abiertos/busqueda/tramites.csv?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = rowsOf(res.body);
    expect(search.listado.total).toBeGreaterThan(9);
    expect(rows.map((r) => Number(r.tramite_id))).toEqual(
      search.listado.data.map((d: { tramite_id: number }) => d.tramite_id),
    );
    expect(rows.some((r) => /[áéíóúñ]/i.test(r.nombre_institucion!))).toBe(true);
  });

  it('catalogue: the rows of /api/regulaciones for the same filters', async () => {
    const query = 'tipo_solicitud_id=1';
    const search = (await t.app.inject(`/api/regulaciones?${query}&per_page=-1`)).json();
    const rows = rowsOf((await t.app.inject(`/api/datos-abiertos/busqueda/regulaciones.csv?${query}`)).body);
    expect(rows).toHaveLength(search.total);
    expect(rows.map((r) => Number(r.id))).toEqual(
      search.solicitudes_regulacion.map((r: { id: number }) => r.id),
    );
    expect(rows[0]!.ultimo_documento).toMatch(/^\/documentos\/regulacion\/\d+\.pdf$/);
  });

  it('resolutions: the rows of the resolution search for the same filters', async () => {
    const query = 'tipo[]=2&fechadesde=2025-01-01&fechahasta=2025-12-31';
    const search = (await t.app.inject(`/api/public/publicTramitesResoluciones?${query}&per_page=-1`)).json();
    const rows = rowsOf((await t.app.inject(`/api/datos-abiertos/busqueda/resoluciones.csv?${query}`)).body);
    expect(search.total).toBeGreaterThan(0);
    expect(rows).toHaveLength(search.total);
    expect(new Set(rows.map((r) => r.tipo))).toEqual(new Set([search.tramites[0].tipo]));
  });

  it('refuses bad input with the searches’ own Spanish messages', async () => {
    const reversed = await t.app.inject(
      '/api/datos-abiertos/busqueda/resoluciones.csv?fechadesde=2025-03-02&fechahasta=2025-03-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.fechahasta).toEqual([
      'La fecha final no puede ser anterior a la fecha inicial.',
    ]);
    expect(
      (await t.app.inject('/api/datos-abiertos/busqueda/regulaciones.csv?numero_do=abc')).statusCode,
    ).toBe(400);
    expect((await t.app.inject('/api/datos-abiertos/busqueda/tramites.csv?estado=NOPE')).statusCode).toBe(
      400,
    );
  });
});
