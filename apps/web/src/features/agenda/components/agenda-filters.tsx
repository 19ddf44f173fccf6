import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { SpanishDates } from '../../../components/ui/spanish-dates';
import { useForm } from '@mantine/form';
import {
  DATE_RANGE_MESSAGES,
  MAX_YEAR,
  MIN_YEAR,
  isDateRangeOrdered,
  parseDisplayDate,
} from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { useState } from 'react';
import { useInstituciones } from '../../../api/lookups/instituciones';

export interface AgendaFilterValues {
  institucion_id: string | null;
  anio: string;
  /** `YYYY-MM-DD`, shown and typed as DD/MM/YYYY. */
  fechadesde: string | null;
  fechahasta: string | null;
}

export const EMPTY_AGENDA_FILTERS: AgendaFilterValues = {
  institucion_id: null,
  anio: '',
  fechadesde: null,
  fechahasta: null,
};

const DISPLAY_FORMAT = 'DD/MM/YYYY';

/** The year is `YYYY`; the 'from' date cannot be after the 'to' date, nor 'to' before 'from'. */
function validate(values: AgendaFilterValues) {
  const anio = values.anio.trim();
  return {
    anio: !anio
      ? null
      : !/^\d{4}$/.test(anio)
        ? DATE_RANGE_MESSAGES.anioFormato
        : Number(anio) < MIN_YEAR || Number(anio) > MAX_YEAR
          ? `El año debe estar entre ${MIN_YEAR} y ${MAX_YEAR}.`
          : null,
    fechadesde: isDateRangeOrdered({ desde: values.fechadesde, hasta: values.fechahasta })
      ? null
      : DATE_RANGE_MESSAGES.desdePosterior,
    fechahasta: isDateRangeOrdered({ desde: values.fechadesde, hasta: values.fechahasta })
      ? null
      : DATE_RANGE_MESSAGES.hastaAnterior,
  };
}

/** Filters of the agenda: institution, year and date range. */
export function AgendaFilters({
  initialValues,
  onSearch,
}: {
  initialValues: AgendaFilterValues;
  onSearch: (values: AgendaFilterValues) => void;
}) {
  const instituciones = useInstituciones();
  const form = useForm<AgendaFilterValues>({ initialValues, validate });
  // Text typed in a date field that is not a DD/MM/YYYY date: the field keeps its last valid date.
  const [typedErrors, setTypedErrors] = useState<{ fechadesde?: string; fechahasta?: string }>({});

  const checkTyped = (field: 'fechadesde' | 'fechahasta') => (event: React.FocusEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value.trim();
    setTypedErrors((errors) => ({
      ...errors,
      [field]: text && !parseDisplayDate(text) ? DATE_RANGE_MESSAGES.fechaVisibleFormato : undefined,
    }));
  };

  const dateField = (field: 'fechadesde' | 'fechahasta', label: string) => {
    const other = field === 'fechadesde' ? form.values.fechahasta : form.values.fechadesde;
    const props = form.getInputProps(field);
    return (
      <SpanishDates>
        <DateInput
          label={label}
          placeholder="DD/MM/AAAA"
          valueFormat={DISPLAY_FORMAT}
          dateParser={parseDisplayDate}
          locale="es"
          clearable
          {...props}
          error={typedErrors[field] ?? props.error}
          onChange={(value) => {
            setTypedErrors((errors) => ({ ...errors, [field]: undefined }));
            form.setFieldValue(field, value);
            // A fixed range clears the message of the other end too.
            form.clearFieldError('fechadesde');
            form.clearFieldError('fechahasta');
          }}
          onBlur={checkTyped(field)}
          // The calendar offers only days that keep the range ordered; typed dates are checked on search.
          getDayProps={(day) => ({
            disabled: Boolean(other) && (field === 'fechadesde' ? day > other! : day < other!),
          })}
          hideOutsideDates
          weekendDays={[]}
        />
      </SpanishDates>
    );
  };

  return (
    <form
      noValidate
      aria-label="Filtros de la agenda regulatoria"
      onSubmit={form.onSubmit(
        (values) => {
          if (typedErrors.fechadesde || typedErrors.fechahasta) return;
          onSearch({ ...values, anio: values.anio.trim() });
        },
        (errors) => {
          const first = Object.keys(errors)[0];
          if (first) form.getInputNode(first)?.focus();
        },
      )}
      onReset={(event) => {
        event.preventDefault();
        form.setValues(EMPTY_AGENDA_FILTERS);
        form.clearErrors();
        setTypedErrors({});
        onSearch(EMPTY_AGENDA_FILTERS);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
        <Select
          label="Institución"
          placeholder="Todas las instituciones"
          data={(instituciones.data ?? []).map((i) => ({ value: String(i.id), label: i.nombre }))}
          searchable
          clearable
          nothingFoundMessage={MESSAGES.selectVacio}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('institucion_id')}
        />
        <TextInput
          label="Año"
          placeholder="AAAA"
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          {...form.getInputProps('anio')}
        />
        {dateField('fechadesde', 'Desde')}
        {dateField('fechahasta', 'Hasta')}
      </SimpleGrid>
      <Group mt="md">
        <Button type="submit">Buscar</Button>
        <Button type="reset" variant="default">
          Limpiar
        </Button>
      </Group>
    </form>
  );
}
