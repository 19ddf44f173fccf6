import { describe, expect, it } from 'vitest';
import {
  DEPARTAMENTOS,
  distanceKm,
  MUNICIPIOS,
  municipioPorId,
  municipioSlug,
  municipiosPorDepartamento,
} from '../src/municipios';

describe('the municipalities of El Salvador (since May 2024)', () => {
  it('are 44 in the 14 departments, each with its head district and centre', () => {
    expect(MUNICIPIOS).toHaveLength(44);
    expect(DEPARTAMENTOS).toHaveLength(14);
    const grouped = municipiosPorDepartamento();
    expect(grouped.map((d) => d.nombre)).toEqual([...DEPARTAMENTOS]);
    for (const d of grouped) expect(d.municipios.length, d.nombre).toBeGreaterThanOrEqual(2);
    expect(new Set(MUNICIPIOS.map((m) => m.siglas)).size).toBe(44);
    for (const m of MUNICIPIOS) {
      expect(m.lat, m.nombre).toBeGreaterThan(13.1);
      expect(m.lat, m.nombre).toBeLessThan(14.5);
      expect(m.lon, m.nombre).toBeGreaterThan(-90.2);
      expect(m.lon, m.nombre).toBeLessThan(-87.6);
    }
  });

  it('are chosen by a stable slug of their name', () => {
    for (const m of MUNICIPIOS) expect(m.id).toBe(municipioSlug(m.nombre));
    expect(new Set(MUNICIPIOS.map((m) => m.id)).size).toBe(44);
    expect(municipioSlug('La Unión Norte')).toBe('la-union-norte');
    expect(municipioSlug('Cabañas Este')).toBe('cabanas-este');
    expect(municipioPorId('santa-ana-centro')?.cabecera).toBe('Santa Ana');
    expect(municipioPorId('atlantida')).toBeUndefined();
  });

  it('measure distances in kilometres', () => {
    const centro = municipioPorId('san-salvador-centro')!;
    const santaAna = municipioPorId('santa-ana-centro')!;
    expect(distanceKm(centro, centro)).toBe(0);
    // San Salvador to Santa Ana: about 50 km in a straight line (64 by road).
    expect(distanceKm(centro, santaAna)).toBeGreaterThan(45);
    expect(distanceKm(centro, santaAna)).toBeLessThan(55);
  });
});
