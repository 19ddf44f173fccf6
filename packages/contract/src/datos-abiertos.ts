/**
 * Open data: bulk downloads of the public registry, the regulations and the resolutions
 * (`GET /api/datos-abiertos/{conjunto}.{csv|json}`). One list serves the routes, the OpenAPI
 * document and the portal's downloads page.
 */
export const OPEN_DATA_BASE_PATH = '/api/datos-abiertos';
export const OPEN_DATA_FORMATS = ['csv', 'json'] as const;
export type OpenDataFormat = (typeof OPEN_DATA_FORMATS)[number];

export const OPEN_DATA_DATASETS = [
  {
    codigo: 'tramites',
    titulo: 'Trámites y modalidades',
    descripcion:
      'Una fila por modalidad publicada: institución, unidad, trámite, estado, periodicidad, vigencia, tarifa y costo, plazos, medios de presentación y niveles de digitalización. El JSON incluye además sus requisitos y oficinas.',
  },
  {
    codigo: 'requisitos',
    titulo: 'Requisitos',
    descripcion:
      'Una fila por requisito vigente de cada modalidad publicada: tipo, si forma parte de la solicitud, condiciones y especificación de presentación, soporte y enlace en línea.',
  },
  {
    codigo: 'oficinas',
    titulo: 'Oficinas y medios de contacto',
    descripcion:
      'Una fila por oficina en que se atiende cada modalidad publicada: dirección, coordenadas, horarios, contactos, correos y teléfonos.',
  },
  {
    codigo: 'regulaciones',
    titulo: 'Regulaciones',
    descripcion:
      'Catálogo de regulaciones de los tipos publicados en el portal: tipo de normativa, estado, número de reforma, fechas de emisión, vigencia y publicación, tomo y número del Diario Oficial, categorías y documentos.',
  },
  {
    codigo: 'resoluciones',
    titulo: 'Resoluciones',
    descripcion:
      'Resoluciones emitidas sobre las modalidades: número, fecha, tipo, modalidad, trámite, unidad, institución y documentos.',
  },
  {
    codigo: 'denuncias',
    titulo: 'Estadísticas de denuncias ciudadanas',
    descripcion:
      'Una fila por institución y mes de recepción: denuncias recibidas, respondidas, cerradas y pendientes, promedio de días hábiles hasta la primera respuesta pública y resultados de cierre (fundadas, no fundadas, resueltas por la institución). Solo conteos: ningún texto de las denuncias ni dato personal.',
  },
] as const;
export type OpenDataDatasetCode = (typeof OPEN_DATA_DATASETS)[number]['codigo'];

export const openDataPath = (codigo: OpenDataDatasetCode, formato: OpenDataFormat) =>
  `${OPEN_DATA_BASE_PATH}/${codigo}.${formato}`;

/** Separator of list values inside one CSV cell (offices' phones, a modality's presentation means…). */
export const OPEN_DATA_LIST_SEPARATOR = ' | ';
