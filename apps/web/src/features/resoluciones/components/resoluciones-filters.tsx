import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { dateRangeErrors } from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones';
import { useInstituciones } from '../../../api/lookups/instituciones';
import { useUnidades } from '../../../api/lookups/unidades';
import { DateRangeFields, dateRangeFormProps } from '../../../components/ui/date-range-fields';
import { NativeChoice } from '../../../components/ui/native-filter-fields';
import { SearchFormActions } from '../../../components/ui/search-form-actions';
import { ScriptAlternatives } from '../../../components/ui/script-alternatives';
import { fromOptionValue, toOptionValue } from '../../../lib/url-filters';
import { useSearchForm, type SearchFormProps } from '../../../lib/use-search-form';
import { useTiposResolucion } from '../api/tipos-resolucion';
import { readResolucionesSearch, type ResolucionesSearch } from '../resoluciones-url';

type Values = Omit<ResolucionesSearch, 'page'>;

const loadError = 'No se pudieron cargar las opciones.';
const rangeErrors = (v: Values) => dateRangeErrors({ desde: v.fechadesde, hasta: v.fechahasta });

/**
 * Resolution filters: name, date range, institution (which loads its units), unit and one or
 * more types. Without a criterion it says 'Debe ingresar o seleccionar al menos un criterio de búsqueda.'.
 * Without JavaScript it is a GET form of `/resoluciones` whose fields carry the URL's parameter names;
 * the unit list is the one of the institution in the URL (choose the institution, search, then the unit).
 */
export function ResolucionesFiltros({ initial, submitted, onSearch, onClear }: SearchFormProps<Values>) {
  const { form, blocked, submit, clear } = useSearchForm<Values>({
    initial,
    submitted,
    empty: readResolucionesSearch(new URLSearchParams()),
    onSearch,
    onClear,
    errors: rangeErrors,
    hasCriterion: hasResolucionCriterio,
  });
  const instituciones = useInstituciones();
  const unidades = useUnidades(form.values.institucion_id);
  const tipos = useTiposResolucion();
  const institucionOptions = (instituciones.data ?? []).map((i) => ({
    value: String(i.id),
    label: i.nombre,
  }));
  const unidadOptions = (unidades.data ?? []).map((u) => ({ value: String(u.id), label: u.nombre }));

  return (
    <form
      method="get"
      action="/resoluciones"
      onSubmit={submit}
      noValidate
      aria-label="Filtros de búsqueda de resoluciones"
    >
      <Stack gap="sm">
        <TextInput
          label="Nombre del trámite o modalidad"
          type="search"
          name="nombre"
          {...form.getInputProps('nombre')}
        />
        <DateRangeFields legend="Fecha de la resolución" {...dateRangeFormProps(form)} />
        <ScriptAlternatives
          withJs={
            <Select
              label="Institución"
              placeholder="Todas las instituciones"
              data={institucionOptions}
              value={toOptionValue(form.values.institucion_id)}
              onChange={(value) =>
                // A new institution loads its own units: the chosen unit no longer applies.
                form.setValues({ institucion_id: fromOptionValue(value), unidad_id: null })
              }
              searchable
              clearable
              nothingFoundMessage={MESSAGES.selectVacio}
              error={instituciones.isError ? loadError : undefined}
            />
          }
          withoutJs={
            <NativeChoice
              label="Institución"
              name="institucion_id"
              placeholder="Todas las instituciones"
              options={institucionOptions}
              value={toOptionValue(initial.institucion_id)}
              error={instituciones.isError ? loadError : undefined}
            />
          }
        />
        <ScriptAlternatives
          withJs={
            <Select
              label="Unidad"
              placeholder={
                form.values.institucion_id ? 'Todas las unidades' : 'Seleccione primero una institución'
              }
              data={unidadOptions}
              value={toOptionValue(form.values.unidad_id)}
              onChange={(value) => form.setFieldValue('unidad_id', fromOptionValue(value))}
              disabled={!form.values.institucion_id}
              searchable
              clearable
              nothingFoundMessage={MESSAGES.selectVacio}
              error={unidades.isError ? loadError : undefined}
            />
          }
          withoutJs={
            <NativeChoice
              label="Unidad"
              name="unidad_id"
              placeholder={
                initial.institucion_id ? 'Todas las unidades' : 'Seleccione primero una institución'
              }
              options={unidadOptions}
              value={toOptionValue(initial.unidad_id)}
              disabled={!initial.institucion_id}
              error={unidades.isError ? loadError : undefined}
            />
          }
        />
        <Checkbox.Group
          label="Tipo de resolución"
          value={form.values.tipos.map(String)}
          onChange={(values) => form.setFieldValue('tipos', values.map(Number))}
          error={tipos.isError ? loadError : undefined}
        >
          <Stack gap={6} mt={6}>
            {(tipos.data ?? []).map((t) => (
              <Checkbox key={t.id} name="tipo" value={String(t.id)} label={t.nombre} />
            ))}
          </Stack>
        </Checkbox.Group>
        <SearchFormActions
          notice={blocked ? MESSAGES.criterioRequerido : null}
          onClear={clear}
          clearHref="/resoluciones"
        />
      </Stack>
    </form>
  );
}
