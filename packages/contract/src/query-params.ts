/**
 * Building blocks for search query strings: an empty value (`nombre=`) means "not set", lists come as
 * `x[]=1&x[]=2`, `x=1&x=2` or a single value, dates are YYYY-MM-DD and ranges must be in order.
 */
import { idSchema, pageNumberSchema } from './api-common';
import { DATE_MESSAGES, isIsoDate } from './date-range';
import { z } from './zod';

/** A query value where '' (or blanks) means "not set". */
export function optionalParam<T extends z.ZodType>(schema: T) {
  // The query parser hands strings; the inner schema may declare a wider input (coercions).
  const inner = schema.optional() as unknown as z.ZodType<z.output<T> | undefined, string | undefined>;
  return z
    .string()
    .transform((s) => (s.trim() === '' ? undefined : s.trim()))
    .pipe(inner)
    .optional();
}

export const isoDateSchema = z.string().refine(isIsoDate, DATE_MESSAGES.fechaInvalida);

/** A whole number typed by a citizen (Tomo DO, Número DO): digits only. */
export function numericParam(message: string) {
  return z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number);
}

/** One id or several, as a string or a list of strings (the query parser's two shapes). */
export const idListParam = z
  .union([z.string(), z.array(z.string()).max(100, 'Demasiados valores.')])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s.trim() !== ''))
  .pipe(z.array(idSchema) as unknown as z.ZodType<number[], string[]>)
  .optional();

/** `x` and `x[]` of the same list, merged and without repeats. */
export function mergeIdLists(...lists: (number[] | undefined)[]): number[] {
  return [...new Set(lists.flatMap((l) => l ?? []))];
}

/** Adds the Spanish errors of a reversed `fechadesde`/`fechahasta` range to both fields. */
export function checkDateRange(
  q: { fechadesde?: string; fechahasta?: string },
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[] }) => void },
): void {
  if (q.fechadesde && q.fechahasta && q.fechadesde > q.fechahasta) {
    ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.desdePosterior, path: ['fechadesde'] });
    ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.hastaAnterior, path: ['fechahasta'] });
  }
}

/** `page` and `per_page` of a paginated search; -1 means "all" (pagination). */
export const paginationParams = {
  page: optionalParam(pageNumberSchema),
  per_page: optionalParam(pageNumberSchema),
};
