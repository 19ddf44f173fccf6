'use client';
import { useState, type ReactNode } from 'react';
import s from './reporte-views.module.css';
import { useIslaId } from '../isla-comun';

/** The views of a report's rows: its top 10, its first rows (a slice), every row. */
export type Vista = 'top10' | 'primeras' | 'todas';

export interface VistaReporte {
  /** The chart and the table of this view, rendered by the server. */
  cuerpo: ReactNode;
  /** What the view shows, said under the table (and announced when it changes). */
  nota?: string;
}

/**
 * The rows a report shows: the top-10 switch and "Mostrar más / menos" over views the server rendered.
 * Without JavaScript the same choices are links to the report's address.
 */
export function ReporteViews({
  vistas,
  inicial,
  top10Label,
  path,
  todasHref,
  toolbar,
}: {
  vistas: Partial<Record<Vista, VistaReporte>>;
  inicial: Vista;
  /** The switch's label, when the report has a top-10 view. */
  top10Label?: string;
  /** The report's address, without query. */
  path: string;
  /** The report's address with every row (`?ver=todas`): "Mostrar más" without JavaScript. */
  todasHref: string;
  /** Server-rendered controls beside the switch (the CSV download). */
  toolbar: ReactNode;
}) {
  const bodyId = useIslaId();
  const [top10, setTop10] = useState(inicial === 'top10');
  const [expanded, setExpanded] = useState(inicial === 'todas');
  const actual: Vista = top10 && vistas.top10 ? 'top10' : expanded || !vistas.primeras ? 'todas' : 'primeras';
  const vista = vistas[actual] ?? vistas.todas;
  const canExpand = actual !== 'top10' && Boolean(vistas.primeras && vistas.todas);
  const partial = actual !== 'todas' && Boolean(vistas.todas);
  const narrowed = actual === 'todas' && Boolean(vistas.primeras ?? vistas.top10);
  return (
    <>
      <div className={s.toolbar}>
        {vistas.top10 && top10Label && (
          <>
            <label className={`${s.switch} con-js`}>
              <input
                type="checkbox"
                role="switch"
                checked={actual === 'top10'}
                onChange={(e) => {
                  setTop10(e.currentTarget.checked);
                  setExpanded(false);
                }}
              />
              {top10Label}
            </label>
            <a className="sin-js" href={actual === 'top10' ? todasHref : path}>
              {actual === 'top10' ? 'Ver todas las instituciones, en orden alfabético' : top10Label}
            </a>
          </>
        )}
        {toolbar}
      </div>
      <div id={bodyId}>{vista?.cuerpo}</div>
      <div className={s.after}>
        {vista?.nota && (
          <p className={s.note} aria-live="polite">
            {vista.nota}
          </p>
        )}
        {canExpand && (
          <button
            type="button"
            className={`${s.more} con-js`}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((e) => !e)}
          >
            <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>{' '}
            {expanded ? 'Mostrar menos' : 'Mostrar más'}
          </button>
        )}
        {partial && (
          <a className={`${s.more} sin-js`} href={todasHref}>
            Mostrar más
          </a>
        )}
        {narrowed && (
          <a className={`${s.more} sin-js`} href={path}>
            Mostrar menos
          </a>
        )}
      </div>
    </>
  );
}
