/**
 * The portal's public origin (DESIGN.md: `PUBLIC_URL`, the origin of every absolute link, never the
 * request's Host header), without a trailing slash.
 */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL?.trim();
  const origin = configured || `http://localhost:${process.env.PORT ?? 3000}`;
  return origin.replace(/\/+$/, '');
}
