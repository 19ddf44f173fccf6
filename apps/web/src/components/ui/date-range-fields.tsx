import { SimpleGrid, Text } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { DATE_MESSAGES, dateRangeStatus, isIsoDate } from '@rnt/contract/date-range';
import type { UseFormReturnType } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { useId } from 'react';
import { FilterFieldset } from './filter-fieldset';
import { NativeDate } from './native-filter-fields';
import { SpanishDates } from './spanish-dates';
import { ScriptAlternatives } from './script-alternatives';

/**
 * 'Desde' and 'Hasta' date pickers: shown DD-MM-YYYY, kept YYYY-MM-DD; the calendar of each
 * end refuses days that would reverse the range. Says so when only one end is set, because a range
 * counts only when complete. Without JavaScript (the pickers cannot open) each is the browser's own date
 * field, named `names.desde`/`names.hasta` for the GET form, with the same errors.
 */
export function DateRangeFields({
  legend,
  desde,
  hasta,
  onChange,
  errors,
  names = { desde: 'fechadesde', hasta: 'fechahasta' },
}: {
  legend: string;
  desde: string;
  hasta: string;
  onChange: (range: { desde: string; hasta: string }) => void;
  errors?: { desde?: string; hasta?: string };
  names?: { desde: string; hasta: string };
}) {
  const hintId = useId();
  const desdeId = useId();
  const hastaId = useId();
  // The calendar stays inside the form (and the main landmark); the dialog is
  // named by its field's label (Mantine would point it at an id nothing carries).
  const popover = (inputId: string) => ({ withinPortal: false, id: `${inputId}-label` });
  // A malformed value from a hand-edited URL is not handed to the picker; its error is shown instead.
  const from = isIsoDate(desde) ? desde : null;
  const to = isIsoDate(hasta) ? hasta : null;
  const incomplete = dateRangeStatus({ desde, hasta }) === 'incompleto';
  const common: Partial<DatePickerInputProps> = {
    valueFormat: 'DD-MM-YYYY',
    locale: 'es',
    clearable: true,
    hideOutsideDates: true,
    weekendDays: [],
    placeholder: 'DD-MM-AAAA',
    leftSection: <IconCalendar size={16} aria-hidden />,
    'aria-describedby': incomplete ? hintId : undefined,
  };
  return (
    <SpanishDates>
      <FilterFieldset legend={legend}>
        <ScriptAlternatives
          withJs={
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <DatePickerInput
                {...common}
                label="Desde"
                id={desdeId}
                popoverProps={popover(desdeId)}
                value={from}
                maxDate={to ?? undefined}
                error={errors?.desde}
                onChange={(value) => onChange({ desde: value ?? '', hasta })}
              />
              <DatePickerInput
                {...common}
                label="Hasta"
                id={hastaId}
                popoverProps={popover(hastaId)}
                value={to}
                minDate={from ?? undefined}
                error={errors?.hasta}
                onChange={(value) => onChange({ desde, hasta: value ?? '' })}
              />
            </SimpleGrid>
          }
          withoutJs={
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeDate label="Desde" name={names.desde} value={from} error={errors?.desde} />
              <NativeDate label="Hasta" name={names.hasta} value={to} error={errors?.hasta} />
            </SimpleGrid>
          }
        />
        {incomplete && (
          <Text id={hintId} size="sm" c="gray.7" mt={4}>
            {DATE_MESSAGES.rangoIncompleto}
          </Text>
        )}
      </FilterFieldset>
    </SpanishDates>
  );
}

type RangeValues = { fechadesde: string; fechahasta: string };

/** Binds the fields to a search form holding `fechadesde`/`fechahasta`; a new choice clears their errors. */
export function dateRangeFormProps<V extends RangeValues>(form: UseFormReturnType<V>) {
  const f = form as unknown as UseFormReturnType<RangeValues>;
  return {
    desde: f.values.fechadesde,
    hasta: f.values.fechahasta,
    errors: {
      desde: f.errors.fechadesde as string | undefined,
      hasta: f.errors.fechahasta as string | undefined,
    },
    onChange: ({ desde, hasta }: { desde: string; hasta: string }) => {
      f.setValues({ fechadesde: desde, fechahasta: hasta });
      f.clearFieldError('fechadesde');
      f.clearFieldError('fechahasta');
    },
  };
}
