/**
 * Search filters mirrored in the URL query: a search can be shared and the back
 * button restores it. Readers are lenient (a hand-edited URL never breaks the page); writers drop
 * empty values and repeat the key for lists (`estado=1&estado=2`).
 */

export const readText = (params: URLSearchParams, key: string): string => params.get(key)?.trim() ?? '';

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,9}$/.test(value.trim())) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

export const readId = (params: URLSearchParams, key: string): number | null => positiveInt(params.get(key));

export const readIds = (params: URLSearchParams, key: string): number[] => [
  ...new Set(params.getAll(key).flatMap((v) => positiveInt(v) ?? [])),
];

export const readPage = (params: URLSearchParams): number => readId(params, 'page') ?? 1;

export type UrlValue = string | number | null | undefined | number[];

export function toQueryString(values: Record<string, UrlValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else if (
      value !== null &&
      value !== undefined &&
      String(value).trim() !== '' &&
      !(key === 'page' && value === 1)
    )
      params.append(key, String(value).trim());
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Mantine selects speak strings; the filters keep numbers. */
export const toOptionValue = (id: number | null | undefined): string | null => (id ? String(id) : null);
export const fromOptionValue = (value: string | null): number | null => positiveInt(value);
