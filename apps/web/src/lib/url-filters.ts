/**
 * Search filters mirrored in the URL query: a search can be shared and the back
 * button restores it. Readers are lenient (a hand-edited URL never breaks the page); writers drop
 * empty values and repeat the key for lists (`estado=1&estado=2`).
 */
import { fromDisplayDate } from '@rnt/contract/date-range-rules';

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

/**
 * The search's date fields as typed (DD-MM-YYYY, the display) rewritten as the address carries them
 * (YYYY-MM-DD, as sent to the API); a value that is no date is left as typed, for the page to say why.
 * True when one was rewritten.
 */
export function datesAsSent(params: URLSearchParams, keys = ['fechadesde', 'fechahasta']): boolean {
  let changed = false;
  for (const key of keys) {
    const value = params.get(key);
    const iso = value ? fromDisplayDate(value) : null;
    if (iso && iso !== value) {
      params.set(key, iso);
      changed = true;
    }
  }
  return changed;
}
