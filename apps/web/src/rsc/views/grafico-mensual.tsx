import { monthLabel, type MesInscripciones } from '@rnt/contract/busqueda-tramites-rules';
import { formatCount } from '@rnt/contract/plural';
import s from './grafico-mensual.module.css';

const TITLE = 'Cantidad de trámites/modalidades inscritos';
const W = 720;
const H = 260;
const PAD = { top: 16, right: 8, bottom: 62, left: 52 };

/** A round step for the value axis: 1, 2 or 5 × a power of ten, about four lines. */
function step(max: number): number {
  const raw = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= raw)!;
}

/**
 * The home's bar chart of registrations by month, drawn on the server as SVG (no chart library reaches
 * the phone), with the same figures as a table behind a disclosure. The SVG is one image with its own
 * summary; the table is what assistive technology reads month by month.
 */
export function GraficoMensual({ meses }: { meses: MesInscripciones[] | null }) {
  const max = Math.max(0, ...(meses ?? []).map((m) => m.cantidad));
  const unit = step(max);
  const top = Math.max(unit, Math.ceil(max / unit) * unit);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = meses && meses.length ? plotW / meses.length : plotW;
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks = Array.from({ length: Math.round(top / unit) + 1 }, (_, i) => i * unit);
  const total = (meses ?? []).reduce((sum, m) => sum + m.cantidad, 0);
  return (
    <section aria-labelledby="grafico-titulo" className={s.section}>
      <h2 id="grafico-titulo">{TITLE}</h2>
      <p className={s.lead}>
        Modalidades de trámites inscritas en el Registro Nacional de Trámites en cada mes de los últimos dos
        años.
      </p>
      {!meses ? (
        <p role="status">No se pudo cargar el gráfico. Vuelva a cargar la página para intentarlo de nuevo.</p>
      ) : (
        <>
          <figure className={s.figure}>
            <svg
              viewBox={`0 0 ${W} ${H}`}
              role="img"
              aria-label={`${TITLE}: ${formatCount(total)} en ${meses.length} meses, de ${monthLabel(meses[0] ?? { year: 0, month: 1 }, 'largo')} a ${monthLabel(meses.at(-1) ?? { year: 0, month: 1 }, 'largo')}.`}
              className={s.svg}
            >
              {ticks.map((t) => (
                <g key={t}>
                  <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className={s.grid} />
                  <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={s.axis}>
                    {t}
                  </text>
                </g>
              ))}
              {meses.map((m, i) => {
                const x = PAD.left + i * band;
                const label = monthLabel(m, 'corto');
                return (
                  <g key={label}>
                    <rect
                      x={x + band * 0.15}
                      width={band * 0.7}
                      y={y(m.cantidad)}
                      height={PAD.top + plotH - y(m.cantidad)}
                      className={s.bar}
                    >
                      <title>{`${monthLabel(m, 'largo')}: ${m.cantidad}`}</title>
                    </rect>
                    <text
                      transform={`translate(${x + band / 2} ${H - PAD.bottom + 10}) rotate(-45)`}
                      textAnchor="end"
                      className={s.month}
                    >
                      {label}
                    </text>
                  </g>
                );
              })}
            </svg>
          </figure>
          <details className={s.details}>
            <summary>Ver los datos en una tabla</summary>
            <div className={s.scroll}>
              <table className={s.table}>
                <caption>{TITLE}, por mes</caption>
                <thead>
                  <tr>
                    <th scope="col">Mes</th>
                    <th scope="col" className={s.num}>
                      Modalidades inscritas
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {meses.map((m) => (
                    <tr key={monthLabel(m, 'largo')}>
                      <th scope="row">{monthLabel(m, 'largo')}</th>
                      <td className={s.num}>{m.cantidad}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
