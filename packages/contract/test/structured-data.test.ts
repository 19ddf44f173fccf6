import { describe, expect, it } from 'vitest';
import type { Modalidad } from '../src/modalidad';
import { governmentServiceJsonLd, jsonLdText } from '../src/structured-data';

const oficina = {
  id: 1,
  nombre: 'Oficina central CNR',
  direccion: 'Calle Arce No. 5, San Salvador',
  latitud: 13.69,
  longitud: -89.21,
  horarios: [],
};
const base = {
  nombre_modalidad: 'Matrícula de empresa - Persona jurídica',
  nombre_tramite: 'Matrícula de empresa',
  nombre_institucion: 'Centro Nacional de Registros',
  institucion: { id: 16, nombre: 'Centro Nacional de Registros', descripcion: 'https://www.cnr.gob.sv' },
  descripcion: 'Permite inscribir la empresa.',
  tipo_tarifa: 'Tarifa Fija',
  monto: 57.14,
  contactos_oficinas: [
    { id: 1, nombres: null, correos: null, telefonos: [], oficina },
    {
      id: 2,
      nombres: null,
      correos: null,
      telefonos: [],
      oficina: { ...oficina, id: 2, nombre: 'Oficina de Santa Ana', latitud: null, longitud: null },
    },
    { id: 3, nombres: null, correos: null, telefonos: [], oficina },
  ],
} as unknown as Modalidad;

describe('GovernmentService JSON-LD of a modality page', () => {
  it('names the service, its provider and its fixed fee in dollars', () => {
    const ld = governmentServiceJsonLd(base, 'https://rnt.example/tramite/1/detalles/2');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GovernmentService',
      name: 'Matrícula de empresa - Persona jurídica',
      provider: {
        '@type': 'GovernmentOrganization',
        name: 'Centro Nacional de Registros',
        url: 'https://www.cnr.gob.sv',
      },
      offers: { price: '57.14', priceCurrency: 'USD' },
      url: 'https://rnt.example/tramite/1/detalles/2',
    });
  });

  it('lists each office once, with coordinates only when both exist', () => {
    const channels = governmentServiceJsonLd(base, 'u').availableChannel as {
      serviceLocation: { geo?: unknown };
    }[];
    expect(channels).toHaveLength(2);
    expect(channels[0]!.serviceLocation.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 13.69,
      longitude: -89.21,
    });
    expect(channels[1]!.serviceLocation.geo).toBeUndefined();
  });

  it('a free fixed fee is price 0.00; a variable fee has no offer', () => {
    expect(governmentServiceJsonLd({ ...base, monto: null }, 'u').offers).toMatchObject({ price: '0.00' });
    expect(governmentServiceJsonLd({ ...base, tipo_tarifa: 'Tarifa Variable' }, 'u')).not.toHaveProperty(
      'offers',
    );
  });

  it('escapes < so the script element cannot be closed from the data', () => {
    expect(jsonLdText({ a: '</script><b>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
