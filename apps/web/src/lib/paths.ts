/** '//tramite///5' → '/tramite/5' (double slashes in paths are collapsed). */
export function collapseSlashes(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}
