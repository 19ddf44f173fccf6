/** A report's content: its controls and CSV download, then the chart beside its table (stacked on phones). */
import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export function ReportBody({
  controls,
  download,
  chart,
  table,
  footer,
}: {
  controls?: ReactNode;
  download: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>{controls}</div>
        {download}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        {chart}
        <Stack gap="xs">
          {table}
          {footer}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
