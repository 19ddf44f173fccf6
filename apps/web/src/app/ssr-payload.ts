/**
 * What the server renderer hands to the browser in the first HTML: the runtime configuration (so the
 * page needs no `/config.json` round trip), the public origin, the router's hydration data and the
 * dehydrated queries. It travels as an inert JSON block (`<script type="application/json">`): the
 * Content-Security-Policy allows no inline executable script.
 */
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import type { DehydratedState } from '@tanstack/react-query';
import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl, type HydrationState } from 'react-router';

export const SSR_PAYLOAD_ID = 'rnt-ssr';

export interface SsrPayload {
  config: RuntimeConfig;
  origin: string;
  router: HydrationState;
  queries: DehydratedState;
}

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown }
  | { __type: 'Error'; message: string };

/** Route errors as JSON: an error response keeps its status, any other error only its message. */
export function serializeRouteErrors(
  errors: Record<string, unknown> | null | undefined,
): Record<string, SerializedError> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? {
            __type: 'RouteErrorResponse',
            status: error.status,
            statusText: error.statusText,
            data: error.data,
          }
        : { __type: 'Error', message: 'Error' },
    ]),
  );
}

export function deserializeRouteErrors(
  errors: Record<string, SerializedError> | null | undefined,
): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, e]) => [
      id,
      e.__type === 'RouteErrorResponse'
        ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data)
        : new Error(e.message),
    ]),
  );
}

/** JSON that can sit inside a <script> element: no `</script>`, no `<!--`, no line separators. */
export function payloadJson(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
