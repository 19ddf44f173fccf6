/**
 * The report charts, drawn on the server (no chart library reaches the phone): horizontal bars, a pie and
 * stacked bars. Each is one image with its own name for assistive technology — the same figures are in
 * the report's table —, and readable without colour: bars carry their values, slices are listed with
 * their figures and percentages, stacked series carry a pattern shown in the legend. Institutions are
 * named in full, their acronym on a second line (issue 31). Each drawn figure (bar, slice, segment) is
 * marked `data-dato`.
 */
import type { ReactNode } from 'react';
import { formatNumber } from './reporte-columns';
import s from './reporte-charts.module.css';

/** Dark enough for white pattern strokes and distinct in greyscale order. */
const PALETTE = [
  '#1c3d6e',
  '#c2410c',
  '#0f766e',
  '#7e22ce',
  '#a16207',
  '#be123c',
  '#0369a1',
  '#4d7c0f',
  '#57534e',
];

/** Drawn over each series' colour so series stay apart in greyscale print or for colour-blind readers. */
const PATTERNS = [
  '',
  'M0 8 L8 0',
  'M0 4 H8',
  'M4 0 V8',
  'M0 0 L8 8 M0 8 L8 0',
  'M2 2 h1 v1 h-1 z M6 6 h1 v1 h-1 z',
];

/** The running sums of `values`: where each piece of a pie or a stacked bar ends. */
const cumulative = (values: readonly number[]) =>
  values.reduce<number[]>((ends, v) => [...ends, (ends.at(-1) ?? 0) + v], []);

const percentOf = (value: number, total: number) => (total > 0 ? (100 * value) / total : 0);
/** A length in percent for an SVG attribute (no exponent, at most three decimals). */
const pct = (value: number) => `${Math.max(0, Math.min(100, value)).toFixed(3)}%`;

function ChartFigure({
  title,
  legend,
  children,
}: {
  title: string;
  legend?: ReactNode;
  children: ReactNode;
}) {
  return (
    <figure className={s.figure}>
      {/* The legend comes first: a long chart's reader knows its patterns before the bars. */}
      {legend}
      <div role="img" aria-label={`Gráfico: ${title}. Los mismos datos están en la tabla del reporte.`}>
        {children}
      </div>
      <figcaption className={s.figcaption}>Gráfico: {title}</figcaption>
    </figure>
  );
}

export interface Categoria {
  /** The category's acronym (an institution's siglas), or its only name. */
  label: string;
  /** The category's full name (the institution's). */
  name?: string;
}

/** A category's name in full, its acronym on a second line. */
function CategoryName({ c }: { c: Categoria }) {
  return (
    <span className={s.name}>
      {c.name ?? c.label}
      {c.name && c.name !== c.label && <span className={s.acronym}>{c.label}</span>}
    </span>
  );
}

export interface BarDatum extends Categoria {
  value: number;
}

/** Horizontal bars, one per category, each labelled with its value; percentages on a 0–100 scale. */
export function BarChart({
  title,
  data,
  percent = false,
}: {
  title: string;
  data: readonly BarDatum[];
  percent?: boolean;
}) {
  const max = percent ? 100 : Math.max(1, ...data.map((d) => d.value));
  return (
    <ChartFigure title={title}>
      <ol className={s.rows}>
        {data.map((d) => (
          <li key={`${d.label}-${d.name ?? ''}`} className={s.row}>
            <CategoryName c={d} />
            <span className={s.track}>
              <svg className={s.barSvg} aria-hidden="true" focusable="false">
                <rect width={pct(percentOf(d.value, max))} height="100%" fill={PALETTE[0]} data-dato="" />
              </svg>
              <span className={s.value}>{formatNumber(d.value, percent)}</span>
            </span>
          </li>
        ))}
      </ol>
    </ChartFigure>
  );
}

export interface SliceDatum {
  name: string;
  value: number;
  /** What a short name means ('B00' → '5 minutos a 4 horas hábiles'). */
  description?: string;
}

/** The SVG path of a pie slice from `start` to `end` (fractions of the turn), clockwise from 12 o'clock. */
function slicePath(start: number, end: number): string {
  const point = (f: number) =>
    `${(Math.sin(2 * Math.PI * f) * 100).toFixed(3)} ${(-Math.cos(2 * Math.PI * f) * 100).toFixed(3)}`;
  const large = end - start > 0.5 ? 1 : 0;
  return `M0 0 L${point(start)} A100 100 0 ${large} 1 ${point(end)} Z`;
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg className={s.swatch} width="18" height="14" aria-hidden="true" focusable="false">
      <rect width="18" height="14" fill={fill} stroke="#000" strokeWidth="0.5" />
    </svg>
  );
}

/** A pie, and beside it each slice with its figure and its share of the total. */
export function PieChart({ title, data }: { title: string; data: readonly SliceDatum[] }) {
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const ends = cumulative(data.map((d) => (total > 0 ? d.value / total : 0)));
  const slices = data.map((d, i) => ({
    ...d,
    color: PALETTE[i % PALETTE.length]!,
    start: ends[i - 1] ?? 0,
    end: ends[i]!,
  }));
  return (
    <ChartFigure title={title}>
      <div className={s.pie}>
        <svg viewBox="-102 -102 204 204" className={s.pieSvg} aria-hidden="true" focusable="false">
          {slices
            .filter((d) => d.value > 0)
            .map((d) =>
              d.end - d.start >= 0.9999 ? (
                <circle key={d.name} r="100" fill={d.color} stroke="#fff" strokeWidth="2" data-dato="" />
              ) : (
                <path
                  key={d.name}
                  d={slicePath(d.start, d.end)}
                  fill={d.color}
                  stroke="#fff"
                  strokeWidth="2"
                  data-dato=""
                />
              ),
            )}
        </svg>
        <ul className={s.sliceList}>
          {slices.map((d) => (
            <li key={d.name}>
              <Swatch fill={d.color} />
              <span>
                <strong>
                  {d.name}: {formatNumber(d.value)}
                </strong>{' '}
                ({formatNumber(Math.round(10 * percentOf(d.value, total)) / 10, true)})
                {d.description && <span className={s.description}>{d.description}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}

export interface StackSeries {
  key: string;
  label: string;
}

export interface StackDatum extends Categoria {
  values: Record<string, number>;
}

/** Horizontal stacked bars: one bar per category, one patterned segment per series, and a legend. */
export function StackedChart({
  title,
  data,
  series,
}: {
  title: string;
  data: readonly StackDatum[];
  series: readonly StackSeries[];
}) {
  const fillOf = (i: number) => (PATTERNS[i % PATTERNS.length] ? `url(#apilado-p${i})` : PALETTE[i]!);
  const totalOf = (d: StackDatum) => series.reduce((sum, x) => sum + (d.values[x.key] ?? 0), 0);
  const max = Math.max(1, ...data.map(totalOf));
  const legend = (
    <ul className={s.legend} aria-label="Leyenda">
      {series.map((x, i) => (
        <li key={x.key}>
          <Swatch fill={fillOf(i)} />
          {x.label}
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFigure title={title} legend={legend}>
      <svg className={s.patterns} aria-hidden="true" focusable="false">
        <defs>
          {series.map((x, i) => (
            <pattern key={x.key} id={`apilado-p${i}`} width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="8" fill={PALETTE[i % PALETTE.length]} />
              <path d={PATTERNS[i % PATTERNS.length]} stroke="#fff" strokeWidth="1.5" />
            </pattern>
          ))}
        </defs>
      </svg>
      <ol className={s.rows}>
        {data.map((d) => {
          const widths = series.map((serie) => percentOf(d.values[serie.key] ?? 0, max));
          const ends = cumulative(widths);
          return (
            <li key={`${d.label}-${d.name ?? ''}`} className={s.row}>
              <CategoryName c={d} />
              <span className={s.track}>
                <svg className={s.barSvg} aria-hidden="true" focusable="false">
                  {series.map((serie, i) =>
                    widths[i]! > 0 ? (
                      <rect
                        key={serie.key}
                        x={pct(ends[i - 1] ?? 0)}
                        width={pct(widths[i]!)}
                        height="100%"
                        fill={fillOf(i)}
                        stroke="#fff"
                        strokeWidth="1"
                        data-dato=""
                      />
                    ) : null,
                  )}
                </svg>
                <span className={s.value}>{formatNumber(totalOf(d))}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </ChartFigure>
  );
}
