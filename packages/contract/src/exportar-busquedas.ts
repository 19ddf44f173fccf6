/** CSV downloads of the current home, catalogue and resolution search results (issue 9). */
export const SEARCH_EXPORT_PATHS = {
  tramites: '/api/datos-abiertos/busqueda/tramites.csv',
  regulaciones: '/api/datos-abiertos/busqueda/regulaciones.csv',
  resoluciones: '/api/datos-abiertos/busqueda/resoluciones.csv',
} as const;

/** Most rows one search download carries; a whole dataset is in the bulk open-data files. */
export const SEARCH_EXPORT_MAX_ROWS = 10_000;
