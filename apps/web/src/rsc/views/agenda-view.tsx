import type { AgendaResponse } from '@rnt/contract/agenda';
import type { AgendaFilterErrors, AgendaTyped } from '@rnt/contract/agenda-rules';
import { formatDisplayDate } from '@rnt/contract/date-range-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { agendaPagePath } from '@rnt/contract/page-paths';
import { countOf } from '@rnt/contract/plural';
import {
  AGENDA_BENEFICIOS,
  AGENDA_OBJETIVOS,
  AGENDA_PROCESO,
  AGENDA_SLIDES,
} from '../../features/agenda/content/agenda-content';
import { AgendaFilters } from '../islands/agenda-filters';
import { Carrusel } from '../islands/carousel';
import s from './agenda.module.css';
import l from './layout.module.css';
import { PageHead } from './page-head';
import { Pager } from './pager';

export type AgendaLista =
  | { estado: 'ok'; agenda: AgendaResponse }
  /** The filters are wrong: the form says which; nothing was asked of the API. */
  | { estado: 'filtros'; errors: AgendaFilterErrors }
  | { estado: 'error' };

/** The section the searches and the pages lead to (the results in view after a search). */
export const AGENDA_RESULTADOS_ID = 'agenda-regulaciones';

const pageHref = (query: URLSearchParams, page: number) => {
  const next = new URLSearchParams(query);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return agendaPagePath(next.size ? `?${next}` : '') + `#${AGENDA_RESULTADOS_ID}`;
};

function Regulaciones({ lista, query }: { lista: AgendaLista; query: URLSearchParams }) {
  if (lista.estado === 'filtros')
    return <p role="status">Corrija los filtros marcados para ver la agenda.</p>;
  if (lista.estado === 'error')
    return (
      <>
        <p role="status" />
        <div role="alert" className={s.alert}>
          <p>
            <strong>No se pudo cargar la agenda.</strong> Revise su conexión e intente de nuevo.
          </p>
          <a href={pageHref(query, Number(query.get('page') ?? 1))}>Reintentar</a>
        </div>
      </>
    );
  const { agenda } = lista;
  return (
    <>
      <p role="status" className={s.count}>
        {countOf(agenda.total, ['regulación planificada', 'regulaciones planificadas'])}.
      </p>
      {agenda.agenda.length === 0 ? (
        <div className={s.alert}>
          <p>
            <strong>{MESSAGES.sinResultados}.</strong> No hay regulaciones planificadas con esos filtros.
          </p>
        </div>
      ) : (
        <ul className={s.list} aria-label="Regulaciones planificadas">
          {agenda.agenda.map((item) => (
            <li key={item.id} className={s.card}>
              <div className={s.cardHead}>
                <h3>{item.nombre_regulacion}</h3>
                <span className={s.badge}>
                  <span className={l.srOnly}>Etapa: </span>
                  {item.etapa}
                </span>
              </div>
              <p className={s.line}>
                <strong>Institución:</strong> {item.nombre_institucion} ({item.siglas_institucion})
              </p>
              <p className={s.facts}>
                {item.tipo_normativa && (
                  <span>
                    <strong>Tipo de normativa:</strong> {item.tipo_normativa}
                  </span>
                )}
                <span>
                  <strong>Año:</strong> {item.anio}
                </span>
                <span>
                  <strong>Fechas:</strong>{' '}
                  {item.fecha_fin
                    ? `del ${formatDisplayDate(item.fecha_inicio)} al ${formatDisplayDate(item.fecha_fin)}`
                    : `desde el ${formatDisplayDate(item.fecha_inicio)}`}
                </span>
              </p>
              {item.descripcion && <p className={s.desc}>{item.descripcion}</p>}
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Páginas de la agenda"
        current={agenda.current_page}
        last={agenda.last_page}
        href={(page) => pageHref(query, page)}
      />
    </>
  );
}

/**
 * `/agenda-regulatoria`: the regulations the institutions plan, filtered by institution, year and dates
 * (a GET form: the filters are the address), paged by links; its images, objectives, benefits and process.
 */
export function AgendaView({
  instituciones,
  typed,
  query,
  lista,
  origin,
}: {
  instituciones: { id: number; nombre: string }[];
  typed: AgendaTyped;
  query: URLSearchParams;
  lista: AgendaLista;
  origin: string;
}) {
  return (
    <>
      <PageHead
        title="Agenda regulatoria"
        description="Agenda regulatoria de El Salvador: regulaciones que las instituciones públicas planean emitir o reformar, con su etapa y fechas, y cómo participar en su elaboración."
        canonical={`${origin}${agendaPagePath()}`}
      />
      <h1>Agenda regulatoria</h1>
      <p className={s.lead}>
        La agenda regulatoria reúne las regulaciones que las instituciones públicas planean emitir, reformar o
        derogar. Consultarla le permite conocer con anticipación los cambios que vienen y participar en su
        elaboración.
      </p>
      <Carrusel label="La agenda regulatoria en imágenes" slides={AGENDA_SLIDES} />
      <section aria-labelledby={AGENDA_RESULTADOS_ID} className={s.section}>
        <h2 id={AGENDA_RESULTADOS_ID}>Regulaciones planificadas</h2>
        <AgendaFilters
          instituciones={instituciones}
          typed={typed}
          errors={lista.estado === 'filtros' ? lista.errors : {}}
          resultadosId={AGENDA_RESULTADOS_ID}
        />
        <Regulaciones lista={lista} query={query} />
      </section>
      <section aria-labelledby="agenda-objetivos">
        <h2 id="agenda-objetivos">Objetivos</h2>
        <ul>
          {AGENDA_OBJETIVOS.map((objetivo) => (
            <li key={objetivo}>{objetivo}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="agenda-beneficios">
        <h2 id="agenda-beneficios">Beneficios</h2>
        <ul className={s.benefits}>
          {AGENDA_BENEFICIOS.map((beneficio) => (
            <li key={beneficio.titulo} className={s.card}>
              <h3>{beneficio.titulo}</h3>
              <p>{beneficio.texto}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="agenda-proceso">
        <h2 id="agenda-proceso">Proceso</h2>
        <p>Cada regulación de la agenda avanza por estas etapas:</p>
        <ol className={s.process}>
          {AGENDA_PROCESO.map((paso) => (
            <li key={paso.etapa}>
              <h3>{paso.etapa}</h3>
              <p>{paso.texto}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
