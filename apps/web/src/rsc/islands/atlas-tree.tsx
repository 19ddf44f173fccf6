'use client';
import type { AtlasInstitucion, AtlasResponse, AtlasTramite } from '@rnt/contract/atlas';
import { ATLAS_FILTRO_MAX, filterAtlas } from '@rnt/contract/atlas-filter';
import { MESSAGES } from '@rnt/contract/messages';
import { atlasPagePath, modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';
import { countOf, NOUNS } from '@rnt/contract/plural';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import s from './atlas-tree.module.css';

/** A filter this narrow opens every branch it keeps; wider ones leave the visitor to open them. */
const AUTO_EXPAND_MAX_MODALIDADES = 60;

const countsLabel = (tramites: number, modalidades: number) =>
  `${countOf(tramites, NOUNS.tramite)} · ${countOf(modalidades, NOUNS.modalidad)}`;

/** One branch: a native disclosure (`<details>`), so the tree opens and closes without JavaScript. */
function Branch({
  heading: Heading,
  label,
  counts,
  open,
  children,
}: {
  heading?: 'h2' | 'h3';
  label: string;
  counts: string;
  open: boolean;
  children: ReactNode;
}) {
  const text = (
    <>
      <span className={s.name}>{label}</span> <span className={s.counts}>{counts}</span>
    </>
  );
  return (
    <li>
      <details open={open} className={s.branch}>
        <summary className={s.summary}>
          {Heading ? <Heading className={s.heading}>{text}</Heading> : text}
        </summary>
        <ul className={s.nested}>{children}</ul>
      </details>
    </li>
  );
}

function TramiteNode({ tramite, open }: { tramite: AtlasTramite; open: boolean }) {
  return (
    <Branch label={tramite.nombre} counts={countOf(tramite.total_modalidades, NOUNS.modalidad)} open={open}>
      <li className={s.leaf}>
        <a href={tramitePagePath(tramite.id)}>Ver el trámite «{tramite.nombre}»</a>
      </li>
      {tramite.modalidades.map((m) => (
        <li key={m.id} className={s.leaf}>
          <a href={modalidadPagePath(tramite.id, m.id)}>{m.nombre}</a>{' '}
          <span className={s.badge} data-inscrita={m.inscrita}>
            {m.inscrita ? MESSAGES.inscrito : MESSAGES.enEvaluacion}
          </span>
        </li>
      ))}
    </Branch>
  );
}

function Tree({ instituciones, open }: { instituciones: AtlasInstitucion[]; open: boolean }) {
  return (
    <ul className={s.list} aria-label="Instituciones">
      {instituciones.map((institucion) => (
        <Branch
          key={institucion.id}
          heading="h2"
          label={`${institucion.nombre} (${institucion.siglas})`}
          counts={countsLabel(institucion.total_tramites, institucion.total_modalidades)}
          open={open}
        >
          {institucion.unidades.map((unidad) => (
            <Branch
              key={unidad.id}
              heading="h3"
              label={unidad.nombre}
              counts={countsLabel(unidad.total_tramites, unidad.total_modalidades)}
              open={open}
            >
              {unidad.tramites.map((tramite) => (
                <TramiteNode key={tramite.id} tramite={tramite} open={open} />
              ))}
            </Branch>
          ))}
        </Branch>
      ))}
    </ul>
  );
}

/**
 * The atlas's filter and tree. The filter keeps what every typed word matches (`filterAtlas`, accents and
 * capitals ignored) as she types, and says how much; a narrow filter opens every branch it keeps. Without
 * JavaScript the form sends `?filtro=` and the server renders the same filtered tree.
 */
export function AtlasTree({ atlas, filtro }: { atlas: AtlasResponse; filtro: string }) {
  const [texto, setTexto] = useState(filtro);
  const deferred = useDeferredValue(texto);
  const resultado = useMemo(() => filterAtlas(atlas.instituciones, deferred), [atlas, deferred]);
  const q = deferred.trim();
  const abierto =
    q !== '' && resultado.total_modalidades > 0 && resultado.total_modalidades <= AUTO_EXPAND_MAX_MODALIDADES;
  return (
    <>
      <p>
        {countOf(atlas.total_instituciones, NOUNS.institucion)}, {countOf(atlas.total_unidades, NOUNS.unidad)}
        , {countOf(atlas.total_tramites, NOUNS.tramite)} y {countOf(atlas.total_modalidades, NOUNS.modalidad)}
        .
      </p>
      <form
        role="search"
        aria-label="Filtrar el atlas"
        action={atlasPagePath()}
        method="get"
        className={`search-panel ${s.filter}`}
        onSubmit={(event) => {
          // The tree is already filtered: the address keeps the filter, to share or reload.
          event.preventDefault();
          const search = q ? `?${new URLSearchParams({ filtro: q })}` : '';
          window.history.replaceState(null, '', atlasPagePath(search));
        }}
      >
        <label htmlFor="atlas-filtro">Filtrar por nombre</label>
        <p id="atlas-filtro-ayuda" className={s.help}>
          Escriba parte del nombre o las siglas de una institución, o el nombre de una unidad, trámite o
          modalidad. No distingue mayúsculas ni tildes.
        </p>
        <div className="search-row">
          <input
            id="atlas-filtro"
            name="filtro"
            type="text"
            enterKeyHint="search"
            value={texto}
            onChange={(event) => setTexto(event.currentTarget.value)}
            aria-describedby="atlas-filtro-ayuda"
            autoComplete="off"
            maxLength={ATLAS_FILTRO_MAX}
            className="search-input"
          />
          <button type="submit" className="boton-primario">
            Filtrar
          </button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={s.status}>
        {q
          ? resultado.total_modalidades === 0
            ? `${MESSAGES.sinResultados}: ningún trámite coincide con «${q}».`
            : `${countOf(resultado.total_tramites, NOUNS.tramite)} y ${countOf(resultado.total_modalidades, NOUNS.modalidad)} coinciden con «${q}».`
          : ''}
      </p>
      {/* A narrow filter opens its branches anew; otherwise the branches she opened stay open. */}
      <Tree
        key={abierto ? `abierto:${q}` : 'cerrado'}
        instituciones={resultado.instituciones}
        open={abierto}
      />
    </>
  );
}
