/** Fills in an endpoint's path (decision 021); zod-free, so the web's API client may load it at first paint. */

/**
 * The endpoint's address with its params filled in and encoded: `pathOf('/api/lista_unidades/:id',
 * { id: 7 })` → `/api/lista_unidades/7`. A missing param throws (a programming error, not bad input).
 */
export function pathOf(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
