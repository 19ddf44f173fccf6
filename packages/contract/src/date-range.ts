/** The query schemas of dates (the rules themselves are zod-free, in date-range-rules.ts). */
import { DATE_RANGE_MESSAGES, isIsoDate, MAX_YEAR, MIN_YEAR } from './date-range-rules';
import { z } from './zod';

export * from './date-range-rules';

/** A `YYYY-MM-DD` query value that must be a real day. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE_RANGE_MESSAGES.fechaFormato, abort: true })
  .refine(isIsoDate, DATE_RANGE_MESSAGES.fechaInvalida);

/** A `YYYY` query value, as a number. */
export const yearSchema = z
  .string()
  .regex(/^\d{4}$/, { message: DATE_RANGE_MESSAGES.anioFormato, abort: true })
  .transform(Number)
  .refine((y) => y >= MIN_YEAR && y <= MAX_YEAR, `El año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}.`);
