import s from './pager.module.css';

/** Page numbers shown: the first, the last, and two either side of the current one; gaps as null. */
function pages(current: number, last: number): (number | null)[] {
  const shown = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/** The pages of a list as links (they work without JavaScript): previous, numbers with gaps, next. */
export function Pager({
  label,
  current,
  last,
  href,
}: {
  label: string;
  current: number;
  last: number;
  href: (page: number) => string;
}) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className={s.pager}>
      <ul>
        {current > 1 && (
          <li>
            <a href={href(current - 1)} aria-label="Página anterior">
              ‹ Anterior
            </a>
          </li>
        )}
        {pages(current, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={href(p)} aria-label={`Página ${p}`} aria-current={p === current ? 'page' : undefined}>
                {p}
              </a>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <a href={href(current + 1)} aria-label="Página siguiente">
              Siguiente ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
