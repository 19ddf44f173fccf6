import { describe, expect, it } from 'vitest';
import { filterAtlas, normalizeSearchText, type AtlasInstitucion } from '../src/atlas';

const modalidad = (id: number, nombre: string) => ({ id, nombre, estado_id: 11, inscrita: true });
const atlas: AtlasInstitucion[] = [
  {
    id: 1,
    nombre: 'Ministerio de Salud',
    siglas: 'MINSAL',
    total_unidades: 1,
    total_tramites: 2,
    total_modalidades: 3,
    unidades: [
      {
        id: 10,
        nombre: 'Dirección de Regulación',
        total_tramites: 2,
        total_modalidades: 3,
        tramites: [
          {
            id: 100,
            nombre: 'Licencia sanitaria',
            total_modalidades: 2,
            modalidades: [modalidad(1000, 'Licencia sanitaria - Primera vez'), modalidad(1001, 'Renovación')],
          },
          {
            id: 101,
            nombre: 'Registro de medicamentos',
            total_modalidades: 1,
            modalidades: [modalidad(1002, 'Importación de vacunas')],
          },
        ],
      },
    ],
  },
  {
    id: 2,
    nombre: 'Ministerio de Hacienda',
    siglas: 'MH',
    total_unidades: 1,
    total_tramites: 1,
    total_modalidades: 1,
    unidades: [
      {
        id: 20,
        nombre: 'Dirección General de Aduanas',
        total_tramites: 1,
        total_modalidades: 1,
        tramites: [
          {
            id: 200,
            nombre: 'Devolución de IVA',
            total_modalidades: 1,
            modalidades: [modalidad(2000, 'Exportadores')],
          },
        ],
      },
    ],
  },
];

describe('atlas filter', () => {
  it('normalizes case, accents and spaces', () => {
    expect(normalizeSearchText('  Renovación   DE Licencia ')).toBe('renovacion de licencia');
    expect(normalizeSearchText('Señal')).toBe('senal');
  });

  it('keeps everything for an empty text', () => {
    const result = filterAtlas(atlas, '  ');
    expect(result.instituciones).toHaveLength(2);
    expect(result.total_modalidades).toBe(4);
    expect(result.total_tramites).toBe(3);
  });

  it('matches a modality name ignoring accents and keeps its ancestors, with recomputed counts', () => {
    const result = filterAtlas(atlas, 'RENOVACION');
    expect(result.total_modalidades).toBe(1);
    const [institucion] = result.instituciones;
    expect(institucion!.siglas).toBe('MINSAL');
    expect(institucion!.total_modalidades).toBe(1);
    expect(institucion!.unidades[0]!.tramites[0]!.modalidades.map((m) => m.id)).toEqual([1001]);
    expect(institucion!.unidades[0]!.tramites[0]!.total_modalidades).toBe(1);
  });

  it('a matching procedure keeps all its modalities; every word must match somewhere in the path', () => {
    expect(filterAtlas(atlas, 'licencia').total_modalidades).toBe(2);
    expect(filterAtlas(atlas, 'minsal vacunas').total_modalidades).toBe(1);
    expect(filterAtlas(atlas, 'hacienda vacunas').total_modalidades).toBe(0);
    expect(filterAtlas(atlas, 'aduanas').instituciones.map((i) => i.id)).toEqual([2]);
    expect(filterAtlas(atlas, 'xyz').instituciones).toEqual([]);
  });
});
