import { ASI_ESTABA_INSCRITO, asiEstabaInscrito } from '@rnt/contract/historial';
import { displayDate } from '@rnt/contract/modalidad-rules';
import type { ReactNode } from 'react';
import s from './fecha-banner.module.css';

/** The id of the history section's "Ver cómo estaba inscrita en otra fecha" form (historial-section.tsx). */
export const OTRA_FECHA_ID = 'historial-otra-fecha';

/**
 * What `?fecha=` asked of the modality page (issue 32): a valid day — the page shows the modality as it
 * was registered at the end of it — or a date the page cannot show (malformed, or after today), said in
 * place above today's version.
 */
export type FechaVista =
  { estado: 'valida'; fecha: string } | { estado: 'invalida'; valor: string; mensaje: string };

/** The day of a valid dated view, or null (today's version). */
export const diaDeLaVista = (fecha: FechaVista | null | undefined): string | null =>
  fecha?.estado === 'valida' ? fecha.fecha : null;

/**
 * The banner at the top of a dated view: "Así estaba inscrito el DD-MM-YYYY" and the way to today's
 * version; or, for a date it cannot show, why, and that what follows is today's version.
 */
export function FechaBanner({ fecha, hoy }: { fecha: FechaVista; hoy: string }) {
  const valida = fecha.estado === 'valida';
  return (
    <section
      aria-labelledby="fecha-vista-titulo"
      className={s.banner}
      data-kind={valida ? 'fechada' : 'invalida'}
      data-testid="fecha-vista"
    >
      <p id="fecha-vista-titulo" className={s.title}>
        {valida ? (
          <>
            {ASI_ESTABA_INSCRITO} <FechaTexto fecha={fecha.fecha} />
          </>
        ) : (
          'No se puede mostrar esa fecha'
        )}
      </p>
      {valida ? (
        <p>
          Es una versión anterior del registro: la modalidad puede haber cambiado desde entonces.{' '}
          <a href={hoy}>Ver la versión de hoy</a>
        </p>
      ) : (
        <p>
          {fecha.mensaje} Se muestra la versión de hoy.{' '}
          {/* To the date field itself: a long history would leave it below the screen. */}
          <a href={`#${OTRA_FECHA_ID}`}>Elegir un día en el historial de cambios</a>
        </p>
      )}
    </section>
  );
}

/** A day as DD-MM-YYYY, never broken at its hyphens on a narrow screen. */
export function FechaTexto({ fecha }: { fecha: string }) {
  return (
    <time dateTime={fecha} className={s.nowrap}>
      {displayDate(fecha)}
    </time>
  );
}

/** The same notice on the printed checklist of a dated view: paper must not pass for today's registry. */
export function FechaAvisoImpreso({ fecha }: { fecha: string }): ReactNode {
  return <p className={s.printed}>{asiEstabaInscrito(fecha)}; puede haber cambiado desde entonces.</p>;
}
