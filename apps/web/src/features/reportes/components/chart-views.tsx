/**
 * The report charts (Mantine charts over recharts), loaded through ./charts after the report's title and
 * table have painted, so the chart code stays out of every first paint. Every chart is readable without colour: bars
 * and slices carry their labels, stacked series carry a pattern shown in the legend, and the same
 * figures are in the table beside the chart.
 */
import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '../lib/report-table';
import classes from './reportes.module.css';

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

/**
 * The institutions' full names under a chart that labels them by acronym (issue 31: 'AMSSO' alone says
 * nothing to a citizen), each acronym once, in the chart's order.
 */
function FullNames({ data }: { data: readonly { label: string; name?: string }[] }) {
  const seen = new Set<string>();
  const named = data.filter((d) => d.name && d.name !== d.label && !seen.has(d.label) && seen.add(d.label));
  if (named.length === 0) return null;
  return (
    <dl className={classes.fullNames} aria-label="Siglas de las instituciones">
      {named.map((d) => (
        <div key={d.label}>
          <dt>{d.label}</dt>
          <dd>{d.name}</dd>
        </div>
      ))}
    </dl>
  );
}

function ChartFigure({
  title,
  legend,
  names,
  children,
}: {
  title: string;
  legend?: ReactNode;
  /** The categories' full names, when the chart shows acronyms. */
  names?: readonly { label: string; name?: string }[];
  children: ReactNode;
}) {
  return (
    <figure className={classes.figure}>
      <div role="img" aria-label={`Gráfico: ${title}. Los mismos datos están en la tabla del reporte.`}>
        {children}
      </div>
      {legend}
      {names && <FullNames data={names} />}
      <figcaption className={classes.figcaption}>Gráfico: {title}</figcaption>
    </figure>
  );
}

export interface BarDatum {
  /** Category label on the axis (an institution's acronym). */
  label: string;
  /** The category's full name (the institution's), listed under the chart. */
  name?: string;
  value: number;
}

/** Horizontal bars, one per category, each labelled with its value. */
export function ReportBarChart({
  title,
  data,
  seriesLabel,
  percent = false,
}: {
  title: string;
  data: BarDatum[];
  seriesLabel: string;
  percent?: boolean;
}) {
  return (
    <ChartFigure title={title} names={data}>
      <BarChart
        h={Math.max(160, data.length * 30 + 40)}
        data={data}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'value', label: seriesLabel, color: PALETTE[0] }]}
        withBarValueLabel
        // A no-break space: the chart would otherwise wrap '100.0 %' onto two lines at its edge.
        valueFormatter={(v) => formatNumber(v, percent).replace(' ', '\u00a0')}
        yAxisProps={{ width: 84, interval: 0 }}
        // Room right of the longest bar for its value label ('100.0 %' included, on a 320 px phone too).
        barChartProps={{ margin: { right: percent ? 44 : 24 } }}
        xAxisProps={{
          domain: percent ? [0, 100] : [0, (max: number) => Math.ceil(max * 1.12) || 1],
          tickFormatter: (v: number) => formatNumber(v),
        }}
        gridAxis="x"
        maxBarWidth={22}
        textColor="gray.7"
        accessibilityLayer={false}
      />
    </ChartFigure>
  );
}

export interface SliceDatum {
  name: string;
  value: number;
  /** What a short name means ('B00' → '5 minutos a 4 horas hábiles'): shown in a legend under the pie. */
  description?: string;
}

/** Largest, smallest, second largest, …: small slices do not sit side by side, so their labels do not collide. */
function interleave<T extends { value: number }>(data: readonly T[]): T[] {
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const out: T[] = [];
  while (sorted.length) {
    out.push(sorted.shift()!);
    if (sorted.length) out.push(sorted.pop()!);
  }
  return out;
}

/** A pie whose slices are labelled "name: value" outside the circle. */
export function ReportPieChart({ title, data }: { title: string; data: SliceDatum[] }) {
  const narrow = useMediaQuery('(max-width: 30em)');
  const size = narrow ? 110 : 200;
  const colored = data.map((d, i) => ({ ...d, color: PALETTE[i % PALETTE.length]! }));
  const legend = data.some((d) => d.description) && (
    <ul className={`${classes.legend} ${classes.legendColumn}`} aria-label="Leyenda">
      {colored.map((d) => (
        <li key={d.name}>
          <Swatch fill={d.color} />
          <span>
            <strong>{d.name}</strong>: {d.description} ({formatNumber(d.value)})
          </span>
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFigure title={title} legend={legend}>
      <PieChart
        data={interleave(colored)}
        size={size}
        withLabels
        withLabelsLine
        labelsPosition="outside"
        strokeWidth={2}
        withTooltip
        accessibilityLayer={false}
        style={{ width: '100%', minWidth: 0 }}
        pieProps={{
          label: ({ x, y, cx, name, value }) => (
            <text
              x={x}
              y={y}
              textAnchor={Number(x) > Number(cx) ? 'start' : 'end'}
              dominantBaseline="central"
              fontSize={narrow ? 11 : 12}
              fill="var(--mantine-color-text)"
            >
              {`${name}: ${formatNumber(Number(value))}`}
            </text>
          ),
        }}
      />
    </ChartFigure>
  );
}

export interface StackSeries {
  key: string;
  label: string;
}

function Swatch({ fill }: { fill: string }) {
  return (
    <svg width="18" height="14" aria-hidden focusable="false">
      <rect width="18" height="14" fill={fill} stroke="#000" strokeWidth="0.5" />
    </svg>
  );
}

/** Horizontal stacked bars: one bar per category, one patterned segment per series, and a legend. */
export function ReportStackedChart({
  title,
  data,
  series,
}: {
  title: string;
  data: ({ label: string; name?: string } & Record<string, number | string | undefined>)[];
  series: StackSeries[];
}) {
  const uid = useId().replaceAll(':', '');
  const fillOf = (i: number) => (PATTERNS[i % PATTERNS.length] ? `url(#${uid}-p${i})` : PALETTE[i]!);
  const legend = (
    <ul className={classes.legend} aria-label="Leyenda">
      {series.map((s, i) => (
        <li key={s.key}>
          <Swatch fill={fillOf(i)} />
          {s.label}
        </li>
      ))}
    </ul>
  );
  return (
    <ChartFigure title={title} legend={legend} names={data}>
      <svg className={classes.patterns} aria-hidden focusable="false">
        <defs>
          {series.map((s, i) => (
            <pattern key={s.key} id={`${uid}-p${i}`} width="8" height="8" patternUnits="userSpaceOnUse">
              <rect width="8" height="8" fill={PALETTE[i % PALETTE.length]} />
              <path d={PATTERNS[i % PATTERNS.length]} stroke="#fff" strokeWidth="1.5" />
            </pattern>
          ))}
        </defs>
      </svg>
      <BarChart
        h={Math.max(180, data.length * 28 + 50)}
        data={data}
        dataKey="label"
        type="stacked"
        orientation="vertical"
        series={series.map((s, i) => ({ name: s.key, label: s.label, color: PALETTE[i % PALETTE.length] }))}
        barProps={(s) => ({ fill: fillOf(series.findIndex((x) => x.key === s.name)) })}
        valueFormatter={(v) => formatNumber(v)}
        yAxisProps={{ width: 84, interval: 0 }}
        gridAxis="x"
        maxBarWidth={22}
        textColor="gray.7"
        accessibilityLayer={false}
      />
    </ChartFigure>
  );
}
