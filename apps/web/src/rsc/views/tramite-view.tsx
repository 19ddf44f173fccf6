import type { TramiteModalidadesResponse } from '@rnt/contract/modalidad';
import { SEARCH_UNDERSTANDING_MESSAGES } from '@rnt/contract/busqueda-tramites-rules';
import { isRegisteredState, modalityStateBadge, STATE_WORDS } from '@rnt/contract/modalidad-rules';
import { modalidadPagePath, PAGE_PATTERNS, tramitePagePath } from '@rnt/contract/page-paths';
import { municipioPorId } from '@rnt/contract/municipios';
import { countOf } from '@rnt/contract/plural';
import { PageHead } from './page-head';
import s from './tramite.module.css';

/** What the procedure page was asked: its id and the filters a home search carried. */
export interface TramiteFiltros {
  tramiteId: number;
  nombre?: string;
  estado: string[];
  /** The query as it came (`?nombre=…&estado=…`), carried on to the modality pages. */
  search: string;
}

/** A modality's state in words (issue 31): registered, or in evaluation and not yet demandable. */
function Estado({ estadoId }: { estadoId: number }) {
  const { kind, label } = modalityStateBadge(estadoId);
  return (
    <p className={s.estado} data-estado={kind}>
      <span className={s.badge}>
        <span className="visually-hidden">Estado: </span>
        {label}
      </span>
      {kind === 'evaluacion' && <span className={s.note}> {STATE_WORDS.evaluacionNota}</span>}
    </p>
  );
}

/**
 * The procedure page (specification "Tramite"): its modalities, narrowed by the name and state a home
 * search carried, each with its state in words and a link to its page. Server-rendered: no code.
 */
export function TramiteView({
  filtros,
  data,
  origin,
}: {
  filtros: TramiteFiltros;
  /** null: the carried filters matched nothing (the API's 404 for a filtered list). */
  data: TramiteModalidadesResponse | null;
  origin: string;
}) {
  const modalidades = data?.portal ?? [];
  const first = modalidades[0];
  const filtered = Boolean(filtros.nombre || filtros.estado.length);
  const quitado = Boolean(data?.filtro_nombre_quitado);
  const enEvaluacion = modalidades.filter((m) => !isRegisteredState(m.estado_id)).length;
  // "Ver todas las modalidades" drops the search's filters, not her municipality (issue 31).
  const municipio = municipioPorId(new URLSearchParams(filtros.search).get('municipio') ?? '')?.id;
  const todas = tramitePagePath(filtros.tramiteId, municipio ? `?${new URLSearchParams({ municipio })}` : '');
  const title = first?.nombre_tramite ?? 'Trámite';
  return (
    <>
      <PageHead
        title={title}
        description={
          first
            ? `Modalidades de «${first.nombre_tramite}» (${first.nombre_institucion}) en el Registro Nacional de Trámites.`
            : undefined
        }
        canonical={`${origin}${tramitePagePath(filtros.tramiteId)}`}
      />
      <p>
        <a href={PAGE_PATTERNS.inicio} className={s.back}>
          ‹ Volver al inicio
        </a>
      </p>
      <h1>{title}</h1>
      {first && (
        <dl className={s.dl}>
          <dt>Institución</dt>
          <dd>{first.nombre_institucion}</dd>
          <dt>Unidad</dt>
          <dd>{first.nombre_unidad}</dd>
        </dl>
      )}
      {data === null && (
        <p>
          Los filtros del enlace no coinciden con ninguna modalidad.{' '}
          <a href={todas}>Ver todas las modalidades del trámite</a>
        </p>
      )}
      {filtros.nombre && quitado && (
        <p className={s.info}>{SEARCH_UNDERSTANDING_MESSAGES.filtroQuitado(filtros.nombre)}</p>
      )}
      {data && filtered && !(quitado && !filtros.estado.length) && (
        <p>
          Modalidades filtradas
          {filtros.nombre && !quitado ? ` por «${filtros.nombre}»` : ''}
          {filtros.estado.length ? ` por estado ${filtros.estado.join(', ')}` : ''}.{' '}
          <a href={todas}>Ver todas las modalidades del trámite</a>
        </p>
      )}
      <h2>{`Modalidades (${modalidades.length})`}</h2>
      {!filtered && enEvaluacion > 0 && (
        <p>
          {countOf(modalidades.length - enEvaluacion, ['modalidad inscrita', 'modalidades inscritas'])} y{' '}
          {countOf(enEvaluacion, ['modalidad en evaluación', 'modalidades en evaluación'])}. La búsqueda del
          inicio cuenta solo las inscritas, salvo que se filtre por estado.
        </p>
      )}
      {modalidades.length === 0 ? (
        <p>No se encontraron modalidades con los filtros indicados.</p>
      ) : (
        <ul className={s.list}>
          {modalidades.map((m) => (
            <li key={m.modalidad_id} className={s.card}>
              <h3>
                <a href={modalidadPagePath(filtros.tramiteId, m.modalidad_id, filtros.search)}>
                  {m.nombre_modalidad}
                </a>
              </h3>
              <Estado estadoId={m.estado_id} />
              {m.descripcion && <p className={s.desc}>{m.descripcion}</p>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
