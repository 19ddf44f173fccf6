/**
 * The one HTTP client of the SPA (spec §7, §8): picks the service base from /config.json, sends the
 * bearer token when one exists, applies the 10 s timeout, and handles 401 (logout → login) and 502
 * (→ /inicio after 1 s). 400/403/404 reject with an ApiError carrying the response body.
 */
import { REQUEST_TIMEOUT_MS } from '@rnt/contract/constants';
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
export function configureApiClient(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Spec §9: every call times out at 10 s except the comment upload. */
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
  const response = await fetch(buildUrl(service, path, query), {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: signals.length ? AbortSignal.any(signals) : undefined,
  });

  if (response.ok) return (response.status === 204 ? null : await response.json()) as T;
  const errorBody = await response.json().catch(() => null);
  if (response.status === 401 && authRedirect) {
    clearSession();
    const back = encodeURIComponent(window.location.pathname + window.location.search);
    const login = config?.enlaces.loginAdministracion ?? '/admin/login';
    window.location.assign(`${login}${login.includes('?') ? '&' : '?'}redirect=${back}`);
  } else if (response.status === 502) {
    const redirect = encodeURIComponent(window.location.pathname + window.location.search);
    setTimeout(() => window.location.assign(`/inicio?redirect=${redirect}`), 1000);
  }
  throw new ApiError(response.status, errorBody);
}
