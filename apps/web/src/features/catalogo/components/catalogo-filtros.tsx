import { Alert, Button, ColorSwatch, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES } from '@rnt/contract/messages';
import {
  hasRegulacionFilter,
  regulacionFilterErrors,
  type RegulacionFilters,
} from '@rnt/contract/regulaciones';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useActividadesEconomicas, useCategoriasTramite } from '../../../api/lookups/catalogos';
import { FilterFieldset } from '../../../components/ui/filter-fieldset';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { fromOptionValue, toOptionValue } from '../../../lib/url-filters';
import { useEstadosRegulacion } from '../api/estados-regulacion';
import { useTiposNormativa } from '../api/tipos-normativa';
import type { CatalogoSearch } from '../catalogo-url';

type Values = Omit<CatalogoSearch, 'page'>;

const toRuleInput = (v: Values): RegulacionFilters => ({ ...v });
const options = (list: { id: number; nombre: string }[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.nombre }));
const ids = (values: string[]) => values.map(Number);
const digitsOnly = (value: string) => value.replace(/\D/g, '');
const loadError = 'No se pudieron cargar las opciones.';

/**
 * Catalogue filters (spec §2): name, publication date range, regulation type (with its colour), state,
 * sector (economic activity or category), Tomo DO and Número DO (digits only).
 */
export function CatalogoFiltros({
  initial,
  onSearch,
  onClear,
}: {
  initial: Values;
  onSearch: (values: Values) => void;
  onClear: () => void;
}) {
  const [sinFiltro, setSinFiltro] = useState(false);
  const form = useForm<Values>({
    initialValues: initial,
    // A hand-edited URL may carry a bad value: show its error at once.
    initialErrors: regulacionFilterErrors(toRuleInput(initial)),
    validate: (values) => regulacionFilterErrors(toRuleInput(values)),
  });
  const tipos = useTiposNormativa();
  const estados = useEstadosRegulacion();
  const actividades = useActividadesEconomicas();
  const categorias = useCategoriasTramite();
  const colorOf = (id: string | null) => tipos.data?.find((t) => String(t.id) === id)?.color;
  const selectedColor = colorOf(toOptionValue(form.values.tipo_solicitud_id));

  const submit = form.onSubmit((values) => {
    const ok = hasRegulacionFilter(toRuleInput(values));
    setSinFiltro(!ok);
    if (ok) onSearch(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Filtros del catálogo de regulaciones">
      <Stack gap="sm">
        <TextInput label="Nombre de la regulación" type="search" {...form.getInputProps('nombre')} />
        <DateRangeFields
          legend="Fecha de publicación en el Diario Oficial"
          desde={form.values.fechadesde}
          hasta={form.values.fechahasta}
          errors={{ desde: form.errors.fechadesde as string, hasta: form.errors.fechahasta as string }}
          onChange={({ desde, hasta }) => {
            form.setValues({ fechadesde: desde, fechahasta: hasta });
            form.clearFieldError('fechadesde');
            form.clearFieldError('fechahasta');
          }}
        />
        <Select
          label="Tipo de normativa"
          placeholder="Todos los tipos"
          data={options(tipos.data)}
          value={toOptionValue(form.values.tipo_solicitud_id)}
          onChange={(value) => form.setFieldValue('tipo_solicitud_id', fromOptionValue(value))}
          clearable
          searchable
          nothingFoundMessage={MESSAGES.selectVacio}
          error={tipos.isError ? loadError : undefined}
          leftSection={
            selectedColor ? <ColorSwatch color={selectedColor} size={14} aria-hidden /> : undefined
          }
          renderOption={({ option }) => (
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={colorOf(option.value) ?? 'transparent'} size={14} aria-hidden />
              <span>{option.label}</span>
            </Group>
          )}
        />
        <MultiSelect
          label="Estado"
          placeholder={form.values.estados.length ? undefined : 'Todos los estados'}
          data={options(estados.data)}
          value={form.values.estados.map(String)}
          onChange={(values) => form.setFieldValue('estados', ids(values))}
          clearable
          nothingFoundMessage={MESSAGES.selectVacio}
          error={estados.isError ? loadError : undefined}
        />
        <FilterFieldset legend="Sector">
          <Stack gap="sm">
            <MultiSelect
              label="Actividad económica"
              placeholder={form.values.actividades.length ? undefined : 'Todas las actividades'}
              data={options(actividades.data)}
              value={form.values.actividades.map(String)}
              onChange={(values) => form.setFieldValue('actividades', ids(values))}
              searchable
              clearable
              nothingFoundMessage={MESSAGES.selectVacio}
              error={actividades.isError ? loadError : undefined}
            />
            <MultiSelect
              label="Categoría"
              placeholder={form.values.categorias.length ? undefined : 'Todas las categorías'}
              data={options(categorias.data)}
              value={form.values.categorias.map(String)}
              onChange={(values) => form.setFieldValue('categorias', ids(values))}
              searchable
              clearable
              nothingFoundMessage={MESSAGES.selectVacio}
              error={categorias.isError ? loadError : undefined}
            />
          </Stack>
        </FilterFieldset>
        <Group grow align="flex-start">
          <TextInput
            label="Tomo DO"
            inputMode="numeric"
            autoComplete="off"
            description="Solo números"
            {...form.getInputProps('tomo_do')}
            onChange={(e) => form.setFieldValue('tomo_do', digitsOnly(e.currentTarget.value))}
          />
          <TextInput
            label="Número DO"
            inputMode="numeric"
            autoComplete="off"
            description="Solo números"
            {...form.getInputProps('numero_do')}
            onChange={(e) => form.setFieldValue('numero_do', digitsOnly(e.currentTarget.value))}
          />
        </Group>
        {sinFiltro && (
          <Alert color="yellow" variant="light" role="alert">
            Ingrese o seleccione al menos un filtro para buscar.
          </Alert>
        )}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Buscar
          </Button>
          <Button variant="default" onClick={onClear}>
            Limpiar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
