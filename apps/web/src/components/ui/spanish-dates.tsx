import '@mantine/dates/styles.css';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import type { ReactNode } from 'react';

/**
 * The calendars' Spanish settings (weeks start on Monday), around the date fields only: the date
 * library and its styles load with the screens that have a date field, not with every page.
 */
export function SpanishDates({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
