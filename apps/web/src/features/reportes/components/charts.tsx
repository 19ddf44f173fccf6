/**
 * The report charts, loaded lazily: recharts is the largest piece of the reports' code, and the report's
 * title, figures and table do not need it to paint. While it loads, a placeholder of about the chart's
 * size keeps the table below it from jumping.
 */
import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

export type { BarDatum, SliceDatum, StackSeries } from './chart-views';

const views = () => import('./chart-views');
const Bar = lazy(async () => ({ default: (await views()).ReportBarChart }));
const Pie = lazy(async () => ({ default: (await views()).ReportPieChart }));
const Stacked = lazy(async () => ({ default: (await views()).ReportStackedChart }));

/** The figure's caption and margins around the drawing. */
const FRAME_PX = 48;

const placeholder = (height: number) => <Skeleton h={height + FRAME_PX} radius="md" />;

export function ReportBarChart(props: ComponentProps<typeof Bar>) {
  return (
    <Suspense fallback={placeholder(Math.max(160, props.data.length * 30 + 40))}>
      <Bar {...props} />
    </Suspense>
  );
}

export function ReportPieChart(props: ComponentProps<typeof Pie>) {
  return (
    <Suspense fallback={placeholder(280)}>
      <Pie {...props} />
    </Suspense>
  );
}

export function ReportStackedChart(props: ComponentProps<typeof Stacked>) {
  return (
    <Suspense fallback={placeholder(Math.max(180, props.data.length * 28 + 50) + 40)}>
      <Stacked {...props} />
    </Suspense>
  );
}
