/**
 * schema.org `GovernmentService` JSON-LD for a modality page (issue 9), so search engines can index
 * procedures with their provider, cost and offices. Pure: the page renders what this returns.
 */
import type { Modalidad } from './modalidad';

export function governmentServiceJsonLd(m: Modalidad, pageUrl: string): Record<string, unknown> {
  const offices = m.contactos_oficinas.map((c) => c.oficina);
  const uniqueOffices = offices.filter((o, i) => offices.findIndex((x) => x.id === o.id) === i);
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentService',
    name: m.nombre_modalidad,
    serviceType: m.nombre_tramite,
    ...(m.descripcion ? { description: m.descripcion } : {}),
    url: pageUrl,
    areaServed: { '@type': 'Country', name: 'El Salvador' },
    provider: {
      '@type': 'GovernmentOrganization',
      name: m.nombre_institucion,
      ...(m.institucion.descripcion ? { url: m.institucion.descripcion } : {}),
    },
    ...(m.tipo_tarifa === 'Tarifa Fija'
      ? { offers: { '@type': 'Offer', price: (m.monto ?? 0).toFixed(2), priceCurrency: 'USD' } }
      : {}),
    availableChannel: uniqueOffices.map((o) => ({
      '@type': 'ServiceChannel',
      name: o.nombre,
      serviceLocation: {
        '@type': 'GovernmentOffice',
        name: o.nombre,
        address: o.direccion,
        ...(o.latitud != null && o.longitud != null
          ? { geo: { '@type': 'GeoCoordinates', latitude: o.latitud, longitude: o.longitud } }
          : {}),
      },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so the text can never close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
