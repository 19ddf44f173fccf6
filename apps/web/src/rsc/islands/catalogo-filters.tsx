'use client';
/**
 * The catalogue's filters (specification: name, date range, regulation type, state, sector — economic
 * activity or category —, Tomo DO, Número DO): the server's GET form of `/catalogos`, its native fields
 * named as the address's parameters. Without JavaScript the server reads what was sent, moves the type
 * into the path and says what is wrong; with it, the same rules run before the search leaves the browser.
 */
import { hasRegulacionFilter } from '@rnt/contract/regulaciones-rules';
import { useState } from 'react';
import {
  catalogoErrores,
  catalogoHref,
  catalogoRedirect,
  readCatalogoSearch,
  type CatalogoSearch,
} from '../../features/catalogo/catalogo-url';
import {
  DateRangeFields,
  focusFirstProblem,
  formAddress,
  MultiChoice,
  SearchActions,
  SelectField,
  TextField,
  useFreshOnReturn,
  type Opcion,
} from './filter-fields';
import s from './filter-fields.module.css';

export interface CatalogoOpciones {
  tipos: (Opcion & { color: string })[];
  estados: Opcion[];
  actividades: Opcion[];
  categorias: Opcion[];
}

export const CATALOGO_SIN_FILTRO = 'Ingrese o seleccione al menos un filtro para buscar.';

interface Props {
  /** The search of the address. */
  busqueda: CatalogoSearch;
  /** The address carries a sent form (a query): a search without a filter says so. */
  enviada: boolean;
  opciones: CatalogoOpciones;
}

export function CatalogoFiltros(props: Props) {
  const version = useFreshOnReturn();
  return <Form key={version} {...props} />;
}

function Form({ busqueda, enviada, opciones }: Props) {
  const [estado, setEstado] = useState(() => {
    const errores = catalogoErrores(busqueda);
    return { errores, bloqueada: enviada && !Object.keys(errores).length && !hasRegulacionFilter(busqueda) };
  });
  const [tipo, setTipo] = useState(busqueda.tipo_solicitud_id ? String(busqueda.tipo_solicitud_id) : '');
  const color = opciones.tipos.find((t) => String(t.id) === tipo)?.color;

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const sent = formAddress(form);
    const target = new URL(catalogoRedirect(sent) ?? sent.href, sent);
    const search = readCatalogoSearch(target.searchParams, target.pathname.split('/')[2]);
    const errores = catalogoErrores(search);
    const bloqueada = !Object.keys(errores).length && !hasRegulacionFilter(search);
    if (Object.keys(errores).length || bloqueada) {
      setEstado({ errores, bloqueada });
      focusFirstProblem(form);
      return;
    }
    window.location.assign(catalogoHref({ ...search, page: 1 }));
  };

  const { errores } = estado;
  return (
    <form
      id="filtros-catalogo"
      method="get"
      action="/catalogos"
      noValidate
      aria-label="Filtros del catálogo de regulaciones"
      className={s.form}
      onSubmit={onSubmit}
    >
      <TextField name="nombre" type="search" label="Nombre de la regulación" defaultValue={busqueda.nombre} />
      <DateRangeFields
        legend="Fecha de publicación en el Diario Oficial"
        desde={busqueda.fechadesde}
        hasta={busqueda.fechahasta}
        errors={errores}
      />
      <SelectField
        name="tipo_solicitud_id"
        label="Tipo de normativa"
        todas="Todos los tipos"
        options={opciones.tipos}
        defaultValue={busqueda.tipo_solicitud_id}
        onChange={setTipo}
      >
        {/* The chosen type's colour, as its results' badges show it. */}
        <span
          className={s.swatch}
          data-tipo-color={color ?? ''}
          style={{ background: color ?? 'transparent' }}
          aria-hidden="true"
        />
      </SelectField>
      <MultiChoice
        name="estado"
        label="Estado"
        todas="Todos los estados"
        options={opciones.estados}
        defaultValues={busqueda.estados}
      />
      <fieldset className={s.fieldset}>
        <legend>Sector</legend>
        <MultiChoice
          name="actividad"
          label="Actividad económica"
          todas="Todas las actividades"
          options={opciones.actividades}
          defaultValues={busqueda.actividades}
        />
        <MultiChoice
          name="categoria"
          label="Categoría"
          todas="Todas las categorías"
          options={opciones.categorias}
          defaultValues={busqueda.categorias}
        />
      </fieldset>
      <div className={s.pair}>
        <TextField
          name="tomo_do"
          label="Tomo DO"
          hint="Solo números"
          digits
          defaultValue={busqueda.tomo_do}
          error={errores.tomo_do}
        />
        <TextField
          name="numero_do"
          label="Número DO"
          hint="Solo números"
          digits
          defaultValue={busqueda.numero_do}
          error={errores.numero_do}
        />
      </div>
      <SearchActions notice={estado.bloqueada ? CATALOGO_SIN_FILTRO : null} clearHref="/catalogos" />
    </form>
  );
}
