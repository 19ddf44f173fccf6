/**
 * A value built the first time it is read, then kept: for `Intl` formatters at a module's top level.
 * Building one loads its locale's data (70 ms of this machine's main thread for the first, 2026-12-04,
 * docs/performance.md), and a module that the light pages' islands import is evaluated on every page
 * that has one of them, whether or not it formats anything there.
 */
export function onFirstUse<T extends object>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
