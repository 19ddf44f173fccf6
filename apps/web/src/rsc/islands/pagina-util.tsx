'use client';
import { VALORACIONES_MESSAGES, VALORACIONES_PUBLIC_PATH } from '@rnt/contract/valoraciones-textos';
import { lazy, Suspense, useRef, useState } from 'react';
import s from './pagina-util.module.css';

// The report form's code (and the schema library it validates with) loads when it is first opened.
const ReportarProblema = lazy(() => import('./reportar-problema'));

/**
 * "¿Le fue útil esta página?" (issue 22): one island, at the foot of every public page — Sí / No, and
 * "Reportar un problema con esta página", which opens a short form. Only the page's address is sent.
 */
export function PaginaUtil({ ruta }: { ruta: string }) {
  const [estado, setEstado] = useState<'pregunta' | 'enviando' | 'gracias' | 'error'>('pregunta');
  const [reporte, setReporte] = useState<'cerrado' | 'abierto' | 'recibido'>('cerrado');
  const reportar = useRef<HTMLButtonElement>(null);
  const responder = (util: boolean) => {
    setEstado('enviando');
    fetch(VALORACIONES_PUBLIC_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruta, util }),
    })
      .then((r) => setEstado(r.ok ? 'gracias' : 'error'))
      .catch(() => setEstado('error'));
  };
  return (
    <aside className={s.widget} aria-labelledby="pagina-util-titulo">
      <h2 id="pagina-util-titulo">{VALORACIONES_MESSAGES.pregunta}</h2>
      <div role="status">
        {reporte === 'recibido' ? (
          <p>{VALORACIONES_MESSAGES.reporteRecibido}</p>
        ) : (
          <>
            {estado === 'gracias' && <p>{VALORACIONES_MESSAGES.gracias}</p>}
            {estado === 'error' && <p>No se pudo enviar su respuesta. Intente de nuevo.</p>}
          </>
        )}
      </div>
      {estado !== 'gracias' && (
        <div className={s.buttons}>
          <button type="button" disabled={estado === 'enviando'} onClick={() => responder(true)}>
            Sí
          </button>
          <button type="button" disabled={estado === 'enviando'} onClick={() => responder(false)}>
            No
          </button>
        </div>
      )}
      <button type="button" ref={reportar} className={s.reportar} onClick={() => setReporte('abierto')}>
        {VALORACIONES_MESSAGES.reportar}
      </button>
      {reporte === 'abierto' && (
        <Suspense fallback={null}>
          <ReportarProblema
            ruta={ruta}
            onClose={(enviado) => {
              setReporte(enviado ? 'recibido' : 'cerrado');
              reportar.current?.focus();
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}
