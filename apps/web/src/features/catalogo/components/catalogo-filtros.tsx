import { ColorSwatch, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { hasRegulacionFilter, regulacionFilterErrors } from '@rnt/contract/regulaciones';
import { useActividadesEconomicas, useCategoriasTramite } from '../../../api/lookups/catalogos';
import { FilterFieldset } from '../../../components/ui/filter-fieldset';
import { DateRangeFields, dateRangeFormProps } from '../../../components/ui/date-range-fields';
import { SearchFormActions } from '../../../components/ui/search-form-actions';
import { fromOptionValue, toOptionValue } from '../../../lib/url-filters';
import { useSearchForm, type SearchFormProps } from '../../../lib/use-search-form';
import { useEstadosRegulacion } from '../api/estados-regulacion';
import { useTiposNormativa } from '../api/tipos-normativa';
import { readCatalogoSearch, type CatalogoSearch } from '../catalogo-url';

type Values = Omit<CatalogoSearch, 'page'>;

const options = (list: { id: number; nombre: string }[] | undefined) =>
  (list ?? []).map((x) => ({ value: String(x.id), label: x.nombre }));
const loadError = 'No se pudieron cargar las opciones.';

/**
 * Catalogue filters: name, publication date range, regulation type (with its colour), state,
 * sector (economic activity or category), Tomo DO and Número DO (digits only).
 */
export function CatalogoFiltros({ initial, onSearch, onClear }: SearchFormProps<Values>) {
  const { form, blocked, submit, clear } = useSearchForm<Values>({
    initial,
    empty: readCatalogoSearch(new URLSearchParams(), undefined),
    onSearch,
    onClear,
    errors: regulacionFilterErrors,
    hasCriterion: hasRegulacionFilter,
  });
  const tipos = useTiposNormativa();
  const estados = useEstadosRegulacion();
  const actividades = useActividadesEconomicas();
  const categorias = useCategoriasTramite();
  const colorOf = (id: string | null) => tipos.data?.find((t) => String(t.id) === id)?.color;
  const selectedColor = colorOf(toOptionValue(form.values.tipo_solicitud_id));

  return (
    <form onSubmit={submit} noValidate aria-label="Filtros del catálogo de regulaciones">
      <Stack gap="sm">
        <TextInput label="Nombre de la regulación" type="search" {...form.getInputProps('nombre')} />
        <DateRangeFields legend="Fecha de publicación en el Diario Oficial" {...dateRangeFormProps(form)} />
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
        <IdMultiSelect
          label="Estado"
          placeholder="Todos los estados"
          lookup={estados}
          value={form.values.estados}
          onChange={(v) => form.setFieldValue('estados', v)}
        />
        <FilterFieldset legend="Sector">
          <Stack gap="sm">
            <IdMultiSelect
              label="Actividad económica"
              placeholder="Todas las actividades"
              lookup={actividades}
              value={form.values.actividades}
              onChange={(v) => form.setFieldValue('actividades', v)}
            />
            <IdMultiSelect
              label="Categoría"
              placeholder="Todas las categorías"
              lookup={categorias}
              value={form.values.categorias}
              onChange={(v) => form.setFieldValue('categorias', v)}
            />
          </Stack>
        </FilterFieldset>
        <Group grow align="flex-start">
          <DigitsInput
            label="Tomo DO"
            value={form.values.tomo_do}
            error={form.errors.tomo_do}
            onChange={(v) => form.setFieldValue('tomo_do', v)}
          />
          <DigitsInput
            label="Número DO"
            value={form.values.numero_do}
            error={form.errors.numero_do}
            onChange={(v) => form.setFieldValue('numero_do', v)}
          />
        </Group>
        <SearchFormActions
          notice={blocked ? 'Ingrese o seleccione al menos un filtro para buscar.' : null}
          noticeColor="yellow"
          onClear={clear}
        />
      </Stack>
    </form>
  );
}

/** A multiple choice of ids from a lookup list. */
function IdMultiSelect({
  label,
  placeholder,
  lookup,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  lookup: { data?: { id: number; nombre: string }[]; isError: boolean };
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : placeholder}
      data={options(lookup.data)}
      value={value.map(String)}
      onChange={(values) => onChange(values.map(Number))}
      searchable
      clearable
      nothingFoundMessage={MESSAGES.selectVacio}
      error={lookup.isError ? loadError : undefined}
    />
  );
}

/** Tomo DO and Número DO are numeric: anything but digits is dropped as it is typed. */
function DigitsInput({
  onChange,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}) {
  return (
    <TextInput
      {...props}
      inputMode="numeric"
      autoComplete="off"
      description="Solo números"
      onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
    />
  );
}
