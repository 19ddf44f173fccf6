/**
 * The calendar of a search's date field (`filter-fields.tsx`), loaded when a calendar is first opened:
 * Mantine's month picker in Spanish (weeks from Monday), its days outside the range refused. Mantine and its
 * styles (in a cascade layer, so the light page's own styles keep winning) come only with this chunk.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import { MantineProvider } from '@mantine/core';
import { DatePicker as MantineDatePicker, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/es';
import { calendarProps, cssVariablesResolver, theme } from '../../app/theme';

export interface DatePickerProps {
  /** YYYY-MM-DD, or null. */
  value: string | null;
  min?: string;
  max?: string;
  onPick: (day: string) => void;
}

export function DatePicker({ value, min, max, onPick }: DatePickerProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <MantineDatePicker
          ariaLabels={calendarProps.ariaLabels}
          value={value}
          defaultDate={value ?? max ?? min ?? undefined}
          minDate={min}
          maxDate={max}
          hideOutsideDates
          weekendDays={[]}
          onChange={(day) => day && onPick(day)}
        />
      </DatesProvider>
    </MantineProvider>
  );
}
