/**
 * What a page reads, given by the API server to the renderer for one request: the answers of the API's
 * own endpoints. Loaders and server components read through `readApi`, memoised per request, so a
 * loader (which decides the status) and the component (which renders) share one read, and nothing of it
 * travels to the browser but the rendered page: loader data would be sent again in the RSC payload.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { data } from 'react-router';

export interface PageData {
  /** GET an API path of this server; resolves to its status and JSON answer. */
  get(path: string): Promise<{ status: number; body: unknown }>;
  origin: string;
}

const store = new AsyncLocalStorage<{
  source: PageData;
  request: Request;
  reads: Map<string, Promise<{ status: number; body: unknown }>>;
}>();

export function withPageData<T>(source: PageData, request: Request, run: () => T): T {
  return store.run({ source, request, reads: new Map() }, run);
}

/**
 * The page's request (its address and query), for loaders and server components: the page's own scope,
 * not a framework's (decision 034 renders the same components without React Router's RSC handler).
 */
export function pageRequest(): Request {
  const ctx = store.getStore();
  if (!ctx) throw new Error('pageRequest fuera de una página');
  return ctx.request;
}

export function pageOrigin(): string {
  return store.getStore()?.source.origin ?? '';
}

function read(path: string): Promise<{ status: number; body: unknown }> {
  const ctx = store.getStore();
  if (!ctx) throw new Error('readApi fuera de una página');
  let answer = ctx.reads.get(path);
  if (!answer) ctx.reads.set(path, (answer = ctx.source.get(path)));
  return answer;
}

/**
 * Starts reading an API path a part of the page will read later (`readApi*` gets the same answer): the
 * page's reads then run side by side instead of one after the other.
 */
export function prefetchApi(path: string): void {
  read(path).catch(() => {
    // The part that reads it handles the failure.
  });
}

/**
 * The answer of an API path for a part of a page that says its own failure in place (the home's results:
 * "No se pudo realizar la búsqueda"), rather than turning the whole page into an error page.
 */
export async function readApiPart<T>(path: string): Promise<{ ok: true; body: T } | ApiFailure> {
  const { status, body } = await read(path);
  if (status >= 200 && status < 300) return { ok: true, body: body as T };
  return { ok: false, status, errores: status === 400 ? messagesOf(body) : [] };
}

/** A failed read: its status and, for a 400, the API's Spanish messages of what was wrong. */
export interface ApiFailure {
  ok: false;
  status: number;
  errores: string[];
}

/** The messages of a 400's `errors` map (DESIGN: `{ message, errors: { field: [message…] } }`). */
function messagesOf(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((v) =>
    (Array.isArray(v) ? v : [v]).filter((m): m is string => typeof m === 'string'),
  );
}

/**
 * What a 404 was looking for: the error page names it ("El trámite no existe") and links back; a
 * modality's dated view before the modality was registered names the day.
 */
export type Missing = { que: 'tramite' } | { que: 'modalidad-en-fecha'; fecha: string };

/**
 * The answer of an API path; a 404 (or a 400: a malformed id in the address) becomes the route's 404,
 * naming what was `missing`; another failure the service's error page (503).
 */
export async function readApi<T>(path: string, missing?: Missing): Promise<T> {
  const { status, body } = await read(path);
  if (status === 404 || status === 400) throw data(missing ?? null, { status: 404, statusText: 'Not Found' });
  if (status >= 400) throw data(null, { status: 503, statusText: 'Service Unavailable' });
  return body as T;
}

/**
 * The answer of an API path for a part of a page that may be left out (a life event above the home's
 * results, a back-link): null when it fails, so the page still renders without it.
 */
export async function readApiOptional<T>(path: string): Promise<T | null> {
  const answer = await readApiPart<T>(path);
  return answer.ok ? answer.body : null;
}
