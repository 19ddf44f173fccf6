'use client';
/**
 * The resolution search's filters (specification: name, date range, institution — which loads its units —,
 * unit, one or more resolution types): the server's GET form of `/resoluciones`. Without a criterion it says
 * 'Debe ingresar o seleccionar al menos un criterio de búsqueda.' — on the server without JavaScript, in the
 * browser with it, by the same rules.
 */
import { MESSAGES } from '@rnt/contract/messages';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones-rules';
import { useState } from 'react';
import {
  readResolucionesSearch,
  resolucionesErrores,
  resolucionesHref,
  resolucionesRedirect,
  type ResolucionesSearch,
} from '../../features/resoluciones/resoluciones-url';
import {
  CheckboxGroup,
  DateRangeFields,
  focusFirstProblem,
  formAddress,
  SearchActions,
  TextField,
  useFreshOnReturn,
  type Opcion,
} from './filter-fields';
import s from './filter-fields.module.css';
import { FiltrosInstitucion } from './institucion-filters';

export interface ResolucionesOpciones {
  instituciones: Opcion[];
  /** The units of the institution of the address. */
  unidades: Opcion[];
  tipos: Opcion[];
}

interface Props {
  busqueda: ResolucionesSearch;
  /** The address carries a sent form (a query): a search without a criterion says so. */
  enviada: boolean;
  opciones: ResolucionesOpciones;
}

export function ResolucionesFiltros(props: Props) {
  const version = useFreshOnReturn();
  return <Form key={version} {...props} />;
}

function Form({ busqueda, enviada, opciones }: Props) {
  const [estado, setEstado] = useState(() => {
    const errores = resolucionesErrores(busqueda);
    // The fields say what is wrong: not also the missing criterion.
    return {
      errores,
      bloqueada: enviada && !Object.keys(errores).length && !hasResolucionCriterio(busqueda),
    };
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const sent = formAddress(form);
    const target = new URL(resolucionesRedirect(sent) ?? sent.href, sent);
    const search = readResolucionesSearch(target.searchParams);
    const errores = resolucionesErrores(search);
    const bloqueada = !Object.keys(errores).length && !hasResolucionCriterio(search);
    if (Object.keys(errores).length || bloqueada) {
      setEstado({ errores, bloqueada });
      focusFirstProblem(form);
      return;
    }
    window.location.assign(resolucionesHref({ ...search, page: 1 }));
  };

  return (
    <form
      id="filtros-resoluciones"
      method="get"
      action="/resoluciones"
      noValidate
      aria-label="Filtros de búsqueda de resoluciones"
      className={s.form}
      onSubmit={onSubmit}
    >
      <TextField
        name="nombre"
        type="search"
        label="Nombre del trámite o modalidad"
        defaultValue={busqueda.nombre}
      />
      <DateRangeFields
        legend="Fecha de la resolución"
        desde={busqueda.fechadesde}
        hasta={busqueda.fechahasta}
        errors={estado.errores}
      />
      <FiltrosInstitucion
        instituciones={opciones.instituciones}
        unidades={opciones.unidades}
        institucionId={busqueda.institucion_id}
        unidadId={busqueda.unidad_id}
      />
      <CheckboxGroup
        name="tipo"
        label="Tipo de resolución"
        options={opciones.tipos}
        defaultValues={busqueda.tipos}
      />
      <SearchActions
        notice={estado.bloqueada ? MESSAGES.criterioRequerido : null}
        clearHref="/resoluciones"
      />
    </form>
  );
}
