import type { ReactNode } from 'react';
import type { BusquedaTramitesResponse } from '@rnt/contract/busqueda-tramites';
import { procedureLinkQuery, resultsAnnouncement } from '@rnt/contract/busqueda-tramites-links';
import {
  searchParamsToQuery,
  type BusquedaTramitesParams,
  type MesInscripciones,
} from '@rnt/contract/busqueda-tramites-rules';
import { SEARCH_EXPORT_PATHS } from '@rnt/contract/exportar-busquedas';
import { emptySearchInfoMessage, MESSAGES } from '@rnt/contract/messages';
import { situacionesVidaPagePath } from '@rnt/contract/page-paths';
import { CARRUSEL_INICIO, CARRUSEL_INICIO_LABEL } from '../../features/inicio/content/inicio-carousel';
import {
  AlertaSinResultados,
  BotonLimpiar,
  EstadoBusqueda,
  RecordarBusqueda,
} from '../islands/busqueda-en-pagina';
import { Carrusel } from '../islands/carousel';
import { FiltrosInstitucion } from '../islands/institucion-filters';
import { SearchBox } from '../islands/search-box';
import f from '../islands/filters.module.css';
import { GraficoMensual } from './grafico-mensual';
import s from './home.module.css';
import { InicioSecciones } from './inicio-secciones';
import { MunicipioSelect } from './municipio-select';
import { PageHead } from './page-head';
import { ResultadosBusqueda } from './resultados-busqueda';

interface Opcion {
  id: number;
  nombre: string;
}

/** What the home's form offers: the lookups of its selects. */
export interface HomeListas {
  instituciones: Opcion[];
  unidades: Opcion[];
  categorias: Opcion[];
  clasificaciones: Opcion[];
  estados: { codigo: string; nombre: string }[];
}

export type HomeResultados =
  | { estado: 'ninguna' }
  | { estado: 'error' }
  | { estado: 'listo'; listado: BusquedaTramitesResponse['listado'] };

/** A native select of the form, labelled, with its "all" option first. */
function Select({
  name,
  label,
  todas,
  options,
  value,
}: {
  name: string;
  label: string;
  todas: string;
  options: { value: string; label: string }[];
  value: string | undefined;
}) {
  return (
    <div className={f.field}>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">{todas}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const ids = (items: Opcion[]) => items.map((i) => ({ value: String(i.id), label: i.nombre }));

/**
 * The home (specification: carousel, search panel, paginated results, monthly chart, catalogue teaser,
 * comment call-to-action, three information blocks). The search is a GET form of the page: every search,
 * page and filter is an address, rendered by the server, that works without JavaScript; islands add the
 * suggestions, the units of an institution, "Limpiar", the remembered search and the 4-second alert.
 */
export function HomeView({
  busqueda,
  resultados,
  listas,
  meses,
  origin,
  encontradas,
}: {
  busqueda: BusquedaTramitesParams | null;
  resultados: HomeResultados;
  listas: HomeListas;
  meses: MesInscripciones[] | null;
  /** `PUBLIC_URL`: the origin of the canonical link. */
  origin: string;
  /** What else the search's text found, above the procedures (the life events, issue 33). */
  encontradas?: ReactNode;
}) {
  const institucion = listas.instituciones.find((i) => i.id === busqueda?.institucion_id)?.nombre;
  const unidad = listas.unidades.find((u) => u.id === busqueda?.unidad_id)?.nombre;
  const listado = resultados.estado === 'listo' ? resultados.listado : null;
  const csv =
    busqueda && listado && listado.total > 0
      ? `${SEARCH_EXPORT_PATHS.tramites}?${new URLSearchParams(
          Object.entries(searchParamsToQuery(busqueda)).filter(([k]) => k !== 'page'),
        )}`
      : null;
  return (
    <>
      <PageHead
        title="Inicio"
        description="Busque cualquier trámite del Estado: requisitos, costos, oficinas y tiempos."
        canonical={`${origin}/`}
      />
      <h1 className={s.title}>Registro Nacional de Trámites</h1>
      <section aria-labelledby="buscar-titulo" className={s.search}>
        <h2 id="buscar-titulo" className={s.searchTitle}>
          Buscar trámites
        </h2>
        <form role="search" aria-label="Búsqueda de trámites" action="/" method="get">
          {/* A new search starts at its first page; an empty form searches every published procedure. */}
          <input type="hidden" name="page" value="1" />
          <label htmlFor="nombre" className={s.label}>
            Nombre del trámite, institución o lo que necesita hacer
          </label>
          <SearchBox defaultValue={busqueda?.nombre ?? ''} />
          <details className={s.filters} open={hasFilter(busqueda)}>
            <summary>Más filtros y mi municipio</summary>
            <div className={s.grid}>
              <MunicipioSelect value={busqueda?.municipio} />
              <Select
                name="estado"
                label="Estado"
                todas="Publicados"
                options={listas.estados.map((e) => ({ value: e.codigo, label: e.nombre }))}
                value={busqueda?.estado}
              />
              <FiltrosInstitucion
                instituciones={listas.instituciones}
                unidades={listas.unidades}
                institucionId={busqueda?.institucion_id ?? null}
                unidadId={busqueda?.unidad_id ?? null}
              />
              <Select
                name="categoria_id"
                label="Categoría"
                todas="Todas las categorías"
                options={ids(listas.categorias)}
                value={busqueda?.categoria_id ? String(busqueda.categoria_id) : undefined}
              />
              <Select
                name="clasificacion_id"
                label="Clasificación"
                todas="Todas las clasificaciones"
                options={ids(listas.clasificaciones)}
                value={busqueda?.clasificacion_id ? String(busqueda.clasificacion_id) : undefined}
              />
            </div>
          </details>
          <div className={s.actions}>
            <button type="submit" className={s.button}>
              Buscar
            </button>
            <BotonLimpiar className={s.secondary} />
          </div>
        </form>
      </section>
      <p className={s.lifeEvents}>
        ¿Le pasó algo en la vida?{' '}
        <a href={situacionesVidaPagePath()}>Situaciones de vida: qué hacer, paso a paso</a>
      </p>
      <RecordarBusqueda busqueda={busqueda} />
      <EstadoBusqueda
        texto={busqueda && resultados.estado === 'listo' ? resultsAnnouncement(resultados.listado) : ''}
        className={s.status}
      />
      {busqueda && (
        <>
          {listado?.vacio && <AlertaSinResultados mensaje={MESSAGES.sinResultadosHome} className={s.alert} />}
          {encontradas}
          <ResultadosBusqueda
            busqueda={busqueda}
            resultados={resultados}
            linkQuery={procedureLinkQuery(busqueda)}
            emptyInfo={emptySearchInfoMessage(institucion, institucion ? unidad : undefined)}
            csv={csv}
          />
        </>
      )}
      <Carrusel label={CARRUSEL_INICIO_LABEL} slides={CARRUSEL_INICIO} />
      <GraficoMensual meses={meses} />
      <InicioSecciones />
    </>
  );
}

/** The filters' disclosure opens by itself when the search uses one of them. */
function hasFilter(b: BusquedaTramitesParams | null): boolean {
  return Boolean(
    b && (b.municipio || b.estado || b.institucion_id || b.unidad_id || b.categoria_id || b.clasificacion_id),
  );
}
