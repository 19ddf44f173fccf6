import { ColorSwatch, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { hasRegulacionFilter, regulacionFilterErrors } from '@rnt/contract/regulaciones';
import { useActividadesEconomicas, useCategoriasTramite } from '../../../api/lookups/catalogos';
import { FilterFieldset } from '../../../components/ui/filter-fieldset';
import { DateRangeFields, dateRangeFormProps } from '../../../components/ui/date-range-fields';
import { NativeChoice, NativeMultiChoice } from '../../../components/ui/native-filter-fields';
import { SearchFormActions } from '../../../components/ui/search-form-actions';
import { ScriptAlternatives } from '../../../components/ui/script-alternatives';
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
 * sector (economic activity or category), Tomo DO and Número DO (digits only). Without JavaScript it is
 * a GET form of `/catalogos` whose fields carry the URL's parameter names (the type travels as
 * `tipo_solicitud_id`, which the route's loader moves into the path).
 */
export function CatalogoFiltros({ initial, submitted, onSearch, onClear }: SearchFormProps<Values>) {
  const { form, blocked, submit, clear } = useSearchForm<Values>({
    initial,
    submitted,
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
    <form
      method="get"
      action="/catalogos"
      onSubmit={submit}
      noValidate
      aria-label="Filtros del catálogo de regulaciones"
    >
      <Stack gap="sm">
        <TextInput
          label="Nombre de la regulación"
          type="search"
          name="nombre"
          {...form.getInputProps('nombre')}
        />
        <DateRangeFields legend="Fecha de publicación en el Diario Oficial" {...dateRangeFormProps(form)} />
        <ScriptAlternatives
          withJs={
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
          }
          withoutJs={
            <NativeChoice
              label="Tipo de normativa"
              name="tipo_solicitud_id"
              placeholder="Todos los tipos"
              options={options(tipos.data)}
              value={toOptionValue(initial.tipo_solicitud_id)}
              error={tipos.isError ? loadError : undefined}
            />
          }
        />
        <IdMultiSelect
          label="Estado"
          name="estado"
          placeholder="Todos los estados"
          lookup={estados}
          value={form.values.estados}
          onChange={(v) => form.setFieldValue('estados', v)}
        />
        <FilterFieldset legend="Sector">
          <Stack gap="sm">
            <IdMultiSelect
              label="Actividad económica"
              name="actividad"
              placeholder="Todas las actividades"
              lookup={actividades}
              value={form.values.actividades}
              onChange={(v) => form.setFieldValue('actividades', v)}
            />
            <IdMultiSelect
              label="Categoría"
              name="categoria"
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
            name="tomo_do"
            value={form.values.tomo_do}
            error={form.errors.tomo_do}
            onChange={(v) => form.setFieldValue('tomo_do', v)}
          />
          <DigitsInput
            label="Número DO"
            name="numero_do"
            value={form.values.numero_do}
            error={form.errors.numero_do}
            onChange={(v) => form.setFieldValue('numero_do', v)}
          />
        </Group>
        <SearchFormActions
          notice={blocked ? 'Ingrese o seleccione al menos un filtro para buscar.' : null}
          noticeColor="yellow"
          onClear={clear}
          clearHref="/catalogos"
        />
      </Stack>
    </form>
  );
}

/**
 * A multiple choice of ids from a lookup list; without JavaScript, checkboxes named `name` that start
 * from the URL's choice (`value` on the first render).
 */
function IdMultiSelect({
  label,
  name,
  placeholder,
  lookup,
  value,
  onChange,
}: {
  label: string;
  name: string;
  placeholder: string;
  lookup: { data?: { id: number; nombre: string }[]; isError: boolean };
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const error = lookup.isError ? loadError : undefined;
  return (
    <ScriptAlternatives
      withJs={
        <MultiSelect
          label={label}
          placeholder={value.length ? undefined : placeholder}
          data={options(lookup.data)}
          value={value.map(String)}
          onChange={(values) => onChange(values.map(Number))}
          searchable
          clearable
          nothingFoundMessage={MESSAGES.selectVacio}
          error={error}
        />
      }
      withoutJs={
        <NativeMultiChoice
          label={label}
          name={name}
          placeholder={placeholder}
          options={options(lookup.data)}
          values={value.map(String)}
          error={error}
        />
      }
    />
  );
}

/** Tomo DO and Número DO are numeric: anything but digits is dropped as it is typed. */
function DigitsInput({
  onChange,
  ...props
}: {
  label: string;
  name: string;
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
