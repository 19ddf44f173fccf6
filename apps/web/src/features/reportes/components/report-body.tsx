/**
 * A report's content: its controls and CSV download, then the chart beside its table (one above the
 * other on phones, and always for tables too wide to sit beside a chart), then a note and, for long
 * lists, show more/less. The table and the CSV read the same columns, so they never disagree.
 */
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ReportColumn, ReportTotal } from '../lib/report-table';
import { CsvDownloadButton } from './csv-download-button';
import { ReportTable } from './report-table';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { ScriptAlternatives } from '../../../components/ui/script-alternatives';
import { ALL_ROWS_HREF, ShowMoreButton, type Slice } from './show-more';

export function ReportBody<T>({
  controls,
  chart,
  caption,
  columns,
  rows,
  rowKey,
  totals = [],
  fileName,
  csvRows = rows,
  csvTotals = totals,
  note,
  slice,
  partial = false,
  layout = 'side',
}: {
  controls?: ReactNode;
  chart: ReactNode;
  caption: string;
  columns: ReportColumn<T>[];
  /** The rows on screen. */
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  totals?: ReportTotal[];
  fileName: string;
  /** What the CSV holds when the screen shows a slice: every row, and the grand total. */
  csvRows?: readonly T[];
  csvTotals?: ReportTotal[];
  note?: ReactNode;
  /** Show more/less over the table's rows. */
  slice?: Pick<Slice<T>, 'expanded' | 'canExpand' | 'toggle'>;
  /**
   * The table shows only some rows: without JavaScript "Mostrar más" is a link to the report with every
   * row (`?ver=todas`), rendered by the server.
   */
  partial?: boolean;
  layout?: 'side' | 'stacked';
}) {
  const tableId = useId();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>{controls}</div>
        <CsvDownloadButton fileName={fileName} columns={columns} rows={csvRows} totals={csvTotals} />
      </Group>
      <SimpleGrid
        cols={layout === 'side' ? { base: 1, lg: 2 } : 1}
        spacing="lg"
        style={{ alignItems: 'start' }}
      >
        {chart}
        <Stack gap="xs">
          <div id={tableId}>
            <ReportTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} totals={totals} />
          </div>
          <Group justify="space-between" gap="xs">
            {note && (
              <Text size="sm" c="gray.7" aria-live="polite">
                {note}
              </Text>
            )}
            <ScriptAlternatives
              withJs={
                slice?.canExpand && (
                  <ShowMoreButton expanded={slice.expanded} onToggle={slice.toggle} controls={tableId} />
                )
              }
              withoutJs={
                partial && (
                  <Button
                    component="a"
                    href={ALL_ROWS_HREF}
                    variant="subtle"
                    leftSection={<IconChevronDown size={16} aria-hidden />}
                  >
                    Mostrar más
                  </Button>
                )
              }
            />
          </Group>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
