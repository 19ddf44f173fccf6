/**
 * The one HTTP client of the SPA: picks the service base from /config.json, sends the
 * bearer token when one exists, applies the 10 s timeout, and handles 401 (logout → login) and 502
 * (→ /inicio after 1 s). 400/403/404 reject with an ApiError carrying the response body.
 */
import { REQUEST_TIMEOUT_MS } from '@rnt/contract/constants';
import { pathOf } from '@rnt/contract/endpoint-path';
import type {
  Endpoint,
  EndpointBodyInput,
  EndpointQueryInput,
  EndpointResponse,
} from '@rnt/contract/endpoint';
import type { RuntimeConfig } from '@rnt/contract/runtime-config';
import { clearSession, readSession } from './session';

export type Service = keyof RuntimeConfig['apiBases'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } | null,
  ) {
    super(body?.message ?? `Error ${status}`);
  }
}

let config: RuntimeConfig | null = null;
let send: typeof fetch = (input, init) => fetch(input, init);
/**
 * `transport` replaces `fetch` on the server (decision record 015): the server renderer answers the
 * API paths in-process, through the same routes and repositories, without a network call to itself.
 */
export function configureApiClient(runtimeConfig: RuntimeConfig, transport?: typeof fetch): void {
  config = runtimeConfig;
  if (transport) send = transport;
}

export type QueryValue = string | number | boolean | null | undefined | (string | number)[];

/** Builds `path?a=1&b[]=2&b[]=3`, dropping empty values. */
export function buildUrl(service: Service, path: string, query?: Record<string, QueryValue>): string {
  const base = config?.apiBases[service] ?? '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

export interface RequestOptions {
  service?: Service;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Every call times out at 10 s except the comment upload. */
  timeoutMs?: number | null;
  /** false for the login call itself: its 401 means wrong credentials, not an ended session. */
  authRedirect?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const {
    service = 'registro',
    method = 'GET',
    query,
    body,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    authRedirect = true,
  } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const session = readSession();
  if (session?.token) headers.Authorization = `Bearer ${session.token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';

  const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter(
    Boolean,
  ) as AbortSignal[];
  const response = await send(buildUrl(service, path, query), {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: signals.length ? AbortSignal.any(signals) : undefined,
  });

  if (response.ok) return (response.status === 204 ? null : await response.json()) as T;
  throw failure(response.status, await response.json().catch(() => null), authRedirect);
}

/**
 * The endpoint objects the home's first paint calls (`first-paint-endpoints.ts`), loaded with the first
 * call: one dynamic import for all of them, so that the first paint carries neither zod nor their
 * schemas (decision 021).
 */
export const firstPaintEndpoints = () => import('./first-paint-endpoints');

/** What a call of `endpoint` sends: its path params, its query (keys of its query schema), its body. */
export interface CallOptions<E extends Endpoint> extends Omit<RequestOptions, 'method' | 'query' | 'body'> {
  params?: Record<string, string | number>;
  query?: [EndpointQueryInput<E>] extends [never]
    ? never
    : { [K in keyof EndpointQueryInput<E>]?: QueryValue };
  body?: EndpointBodyInput<E> | FormData;
}

/**
 * Calls an endpoint declared in `packages/contract/src/endpoints` (decision 021): its method, its path
 * with `params` filled in, the query encoded, the answer typed by its response schema. The answer is not
 * parsed again here: the server serializes it through that same schema, and parsing in the browser
 * would put zod in the first paint of every page.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  { params, query, body, ...options }: CallOptions<E> = {},
): Promise<EndpointResponse<E>> {
  return apiRequest<EndpointResponse<E>>(pathOf(endpoint.path, params), {
    ...options,
    method: endpoint.method,
    query: query as Record<string, QueryValue> | undefined,
    body,
  });
}

/**
 * 401 ends the session (→ login, coming back here afterwards) unless the caller handles it
 * (the login form itself); 502 goes to /inicio after 1 s; every failure rejects.
 */
function failure(status: number, body: ApiError['body'], authRedirect = true): ApiError {
  // The server renderer has no window to move: it renders the error instead.
  if (typeof window === 'undefined') return new ApiError(status, body);
  if (status === 401 && authRedirect) {
    clearSession();
    const back = encodeURIComponent(window.location.pathname + window.location.search);
    const login = config?.enlaces.loginAdministracion ?? '/admin/login';
    window.location.assign(`${login}${login.includes('?') ? '&' : '?'}redirect=${back}`);
  } else if (status === 502) {
    const redirect = encodeURIComponent(window.location.pathname + window.location.search);
    setTimeout(() => window.location.assign(`/inicio?redirect=${redirect}`), 1000);
  }
  return new ApiError(status, body);
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Downloads a file the API serves only with the bearer token (a staff CSV, a complaint's attachment):
 * fetched with the session's token, then handed to the browser as a download under `fallbackName` (or the
 * name of the answer's Content-Disposition). Rejects like `apiRequest` (401 → login).
 */
export async function apiDownload(
  path: string,
  {
    query,
    fallbackName,
    service = 'registro',
  }: { query?: Record<string, QueryValue>; fallbackName: string; service?: Service },
): Promise<void> {
  const headers: Record<string, string> = {};
  const session = readSession();
  if (session?.token) headers.Authorization = `Bearer ${session.token}`;
  const response = await send(buildUrl(service, path, query), { headers });
  if (!response.ok) throw failure(response.status, parseJson(await response.text()) as ApiError['body']);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
