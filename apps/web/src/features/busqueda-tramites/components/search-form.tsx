import { Button, Grid, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch, IconX } from '@tabler/icons-react';
import type { BusquedaTramitesParams } from '@rnt/contract/busqueda-tramites-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCategoriasTramite, useClasificaciones, useEstadosPortal } from '../../../api/lookups/catalogos';
import { useInstituciones } from '../../../api/lookups/instituciones';
import { useUnidades } from '../../../api/lookups/unidades';
import { NombreConSugerencias } from './nombre-con-sugerencias';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';

interface FormValues {
  nombre: string;
  institucion_id: string | null;
  unidad_id: string | null;
  categoria_id: string | null;
  clasificacion_id: string | null;
  estado: string | null;
}

const ID_FIELDS = ['institucion_id', 'unidad_id', 'categoria_id', 'clasificacion_id'] as const;

function toValues(params: BusquedaTramitesParams | null): FormValues {
  return {
    nombre: params?.nombre ?? '',
    institucion_id: params?.institucion_id ? String(params.institucion_id) : null,
    unidad_id: params?.unidad_id ? String(params.unidad_id) : null,
    categoria_id: params?.categoria_id ? String(params.categoria_id) : null,
    clasificacion_id: params?.clasificacion_id ? String(params.clasificacion_id) : null,
    estado: params?.estado ?? null,
  };
}

function toParams(values: FormValues): BusquedaTramitesParams {
  const params: BusquedaTramitesParams = { page: 1 };
  if (values.nombre.trim()) params.nombre = values.nombre.trim();
  for (const key of ID_FIELDS) if (values[key]) params[key] = Number(values[key]);
  if (values.estado) params.estado = values.estado;
  return params;
}

const options = (items: { id: number; nombre: string }[] | undefined) =>
  (items ?? []).map((i) => ({ value: String(i.id), label: i.nombre }));

/**
 * The search panel: name, institution (which loads its units), unit, category,
 * classification and state. Enter in the name field searches (it is a form); Limpiar empties it. The name
 * field suggests procedures, modalities and institutions as you type (issue 19): a procedure or modality
 * opens its page, an institution searches its name.
 */
export function SearchForm({
  params,
  onSearch,
  onClear,
}: {
  /** The search on screen: the form follows it (a restored search, the back button). */
  params: BusquedaTramitesParams | null;
  onSearch: (params: BusquedaTramitesParams) => void;
  onClear: () => void;
}) {
  const form = useForm<FormValues>({ mode: 'controlled', initialValues: toValues(params) });
  const navigate = useNavigate();
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    form.setValues(toValues(params));
    // Only when the search itself changes, not on every render of the same search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey]);

  const institucionId = form.values.institucion_id ? Number(form.values.institucion_id) : null;
  const instituciones = useInstituciones();
  const unidades = useUnidades(institucionId);
  const categorias = useCategoriasTramite();
  const clasificaciones = useClasificaciones();
  const estados = useEstadosPortal();

  const common = { searchable: true, clearable: true, nothingFoundMessage: MESSAGES.selectVacio };

  return (
    <form
      role="search"
      aria-label="Búsqueda de trámites"
      // Without JavaScript the form is a plain GET search of the home, rendered by the server.
      method="get"
      action="/"
      onSubmit={form.onSubmit((values) => onSearch(toParams(values)))}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <NombreConSugerencias
            value={form.values.nombre}
            error={form.errors.nombre}
            onChange={(value) => form.setFieldValue('nombre', value)}
            onPick={(sugerencia) => {
              if (sugerencia.tipo === 'institucion') {
                form.setFieldValue('nombre', sugerencia.texto);
                onSearch(toParams({ ...form.values, nombre: sugerencia.texto }));
              } else if (sugerencia.modalidad_id !== null)
                void navigate(modalidadPagePath(sugerencia.tramite_id!, sugerencia.modalidad_id));
              else void navigate(tramitePagePath(sugerencia.tramite_id!));
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Estado"
            placeholder="Publicados"
            data={(estados.data ?? []).map((e) => ({ value: e.codigo, label: e.nombre }))}
            {...common}
            {...form.getInputProps('estado')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Institución"
            placeholder="Todas las instituciones"
            data={options(instituciones.data)}
            {...common}
            {...form.getInputProps('institucion_id')}
            onChange={(value) => {
              // A new institution loads its own units: the previous unit no longer applies.
              form.setFieldValue('institucion_id', value);
              form.setFieldValue('unidad_id', null);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label="Unidad"
            placeholder={institucionId ? 'Todas las unidades' : 'Seleccione primero una institución'}
            data={options(unidades.data)}
            disabled={!institucionId}
            {...common}
            {...form.getInputProps('unidad_id')}
          />
        </Grid.Col>
        {(
          [
            ['categoria_id', 'Categoría', 'Todas las categorías', categorias.data],
            ['clasificacion_id', 'Clasificación', 'Todas las clasificaciones', clasificaciones.data],
          ] as const
        ).map(([field, label, placeholder, items]) => (
          <Grid.Col key={field} span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label={label}
              placeholder={placeholder}
              data={options(items)}
              {...common}
              {...form.getInputProps(field)}
            />
          </Grid.Col>
        ))}
      </Grid>
      <Group mt="md" gap="sm">
        <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />}>
          Buscar
        </Button>
        <Button
          type="button"
          variant="default"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => {
            form.setValues(toValues(null));
            onClear();
          }}
        >
          Limpiar
        </Button>
      </Group>
    </form>
  );
}
