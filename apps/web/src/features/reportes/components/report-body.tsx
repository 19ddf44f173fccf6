/**
 * A report's content: its controls and CSV download, then the chart beside its table (one above the
 * other on phones, and always for tables too wide to sit beside a chart).
 */
import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function ReportBody({
  controls,
  download,
  chart,
  table,
  footer,
  layout = 'side',
}: {
  controls?: ReactNode;
  download: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
  layout?: 'side' | 'stacked';
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>{controls}</div>
        {download}
      </Group>
      <SimpleGrid
        cols={layout === 'side' ? { base: 1, lg: 2 } : 1}
        spacing="lg"
        style={{ alignItems: 'start' }}
      >
        {chart}
        <Stack gap="xs">
          {table}
          {footer}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
