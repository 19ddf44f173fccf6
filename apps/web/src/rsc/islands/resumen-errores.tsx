import type { Ref } from 'react';
import s from './resumen-errores.module.css';

/**
 * A light form's error summary (GOV.UK pattern): "Revise los siguientes campos" and one link per wrong
 * field, which moves focus to it. Its form focuses it after a failed submit; rendered inside the islands
 * (the comment form, the tracking lookup), and by the server for a form sent without JavaScript.
 */
export function ResumenErrores({
  id,
  items,
  ref,
}: {
  /** The heading's id (the region's name). */
  id: string;
  items: { campoId: string; mensaje: string }[];
  ref?: Ref<HTMLDivElement>;
}) {
  if (!items.length) return null;
  return (
    <div ref={ref} tabIndex={-1} role="region" aria-labelledby={id} className={s.resumen}>
      <h2 id={id}>Revise los siguientes campos</h2>
      <ul>
        {items.map(({ campoId, mensaje }) => (
          <li key={campoId}>
            <a
              href={`#${campoId}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(campoId);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {mensaje}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
