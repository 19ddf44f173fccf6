/** When even the error page cannot be rendered: the same words, with nothing to go wrong. */
export const LAST_RESORT =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8"><title>Error - Registro Nacional de Trámites</title></head>' +
  '<body><main><h1>Ocurrió un error</h1><p>No pudimos mostrar esta página. Intente de nuevo en unos minutos.</p>' +
  '<p><a href="/">Volver al inicio</a></p></main></body></html>';
