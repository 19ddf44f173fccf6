/**
 * The portal's sections as the navigation offers them, for the classic shell and the light one alike (one
 * list, one place). Page addresses without parameters; the external links (help video, staff login) come
 * from the runtime configuration.
 */
import {
  agendaPagePath,
  atlasPagePath,
  datosAbiertosPagePath,
  PAGE_PATTERNS,
  situacionesVidaPagePath,
} from '@rnt/contract/page-paths';

export interface PortalLink {
  href: string;
  label: string;
}

/** The header's sections (the specification's header, with the staff login and help video after them). */
export const HEADER_SECTIONS: readonly PortalLink[] = [
  { href: '/', label: 'Registro de trámites' },
  { href: situacionesVidaPagePath(), label: 'Situaciones de vida' },
  { href: '/catalogos', label: 'Catálogo de regulaciones' },
  { href: '/resoluciones', label: 'Resoluciones' },
  { href: '/reportes', label: 'Reportes' },
];

/** What citizens come to do besides reading: first in the phone's menu (issue 31). */
export const CITIZEN_ACTIONS: readonly PortalLink[] = [
  { href: PAGE_PATTERNS.comentarioCiudadano, label: 'Comentar o denunciar' },
  { href: PAGE_PATTERNS.seguimiento, label: 'Seguimiento de denuncias' },
];

/**
 * The footer's "Más del portal": the header's sections first (on a phone without JavaScript the footer is
 * how every section is reached), then the rest.
 */
export const FOOTER_SECTIONS: readonly PortalLink[] = [
  ...HEADER_SECTIONS,
  { href: agendaPagePath(), label: 'Agenda regulatoria' },
  { href: atlasPagePath(), label: 'Atlas de trámites' },
  { href: datosAbiertosPagePath(), label: 'Datos abiertos' },
  ...CITIZEN_ACTIONS,
];

/** The phone's menu: complaints and tracking first, then every section of the header and the footer. */
export const PHONE_MENU: readonly PortalLink[] = [
  ...CITIZEN_ACTIONS,
  ...FOOTER_SECTIONS.filter((l) => !CITIZEN_ACTIONS.includes(l)),
];
