import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { downloadText, toCsv } from '../lib/csv';
import type { ReportColumn, ReportTotal } from '../lib/report-table';

/** Downloads every row of a report (not only the rows on screen) as CSV. */
export function CsvDownloadButton<T>({
  fileName,
  columns,
  rows,
  totals,
}: {
  fileName: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  totals?: ReportTotal[];
}) {
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => downloadText(toCsv(columns, rows, totals), fileName)}
    >
      Descargar datos (CSV)
    </Button>
  );
}
