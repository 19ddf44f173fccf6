/**
 * schema.org `GovernmentService` JSON-LD for a modality page (issue 9), so search engines can index
 * procedures with their provider, cost and offices. Pure: the page renders what this returns.
 */
import type { Modalidad } from './modalidad';
import { situacionVidaPagePath } from './page-paths';
import type { SituacionDetalle, SituacionResumen } from './situaciones-vida';

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

/**
 * schema.org `HowTo` JSON-LD for a life event's page (issue 33): its steps in order, each at its anchor. The cost
 * is given only when it is the whole cost of the required steps (no variable or municipal fee, no step
 * without a modality, named apart); the time is not: working days are not a schema.org duration.
 */
export function situacionVidaJsonLd(d: SituacionDetalle, pageUrl: string) {
  const t = d.totales;
  const whole =
    t.tarifas_variables.length + t.tarifas_municipales.length + t.pasos_sin_modalidad.length === 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: d.nombre,
    description: d.descripcion,
    url: pageUrl,
    ...(whole
      ? { estimatedCost: { '@type': 'MonetaryAmount', currency: 'USD', value: t.costo_total.toFixed(2) } }
      : {}),
    step: d.pasos.map((p) => ({
      '@type': 'HowToStep',
      position: p.orden,
      name: p.titulo,
      text: p.que_hacer,
      url: `${pageUrl}#paso-${p.orden}`,
    })),
  };
}

/** schema.org `ItemList` JSON-LD for the life events index (issue 33): each event's page, in order. */
export function situacionesVidaJsonLd(items: readonly SituacionResumen[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: s.nombre,
      url: `${origin}${situacionVidaPagePath(s.slug)}`,
    })),
  };
}
