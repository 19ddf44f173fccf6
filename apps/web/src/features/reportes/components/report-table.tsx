/** The data of a chart as a real table: caption, column and row headers, and footer totals. */
import { Table } from '@mantine/core';
import { tableScrollClasses, TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { formatNumber, type ReportColumn, type ReportTotal } from '../lib/report-table';
import classes from './reportes.module.css';

export function ReportTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  totals = [],
}: {
  caption: string;
  columns: ReportColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  totals?: ReportTotal[];
}) {
  const align = (c: ReportColumn<T>) => (c.numeric || c.percent ? 'right' : undefined);
  return (
    // The one frame of every report table: it fits, or it scrolls inside a named region with a hint.
    <TableScrollRegion label={`Tabla: ${caption}`}>
      <Table striped withTableBorder captionSide="top" className={classes.table}>
        <Table.Caption className={classes.caption}>
          <span className={tableScrollClasses.stickyCaption}>{caption}</span>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={align(c)}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((c, i) => {
                const content = c.display ? c.display(row) : formatNumber(c.value(row), c.percent);
                return i === 0 ? (
                  <Table.Th key={c.header} scope="row" fw={500}>
                    {content}
                  </Table.Th>
                ) : (
                  <Table.Td key={c.header} ta={align(c)}>
                    {content}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals.length > 0 && (
          <Table.Tfoot>
            {totals.map((total) => (
              <Table.Tr key={total.label} className={classes.totalRow}>
                <Table.Th scope="row">{total.label}</Table.Th>
                {total.values.map((value, i) => (
                  <Table.Td key={columns[i + 1]?.header ?? i} ta={align(columns[i + 1]!)}>
                    {formatNumber(value, columns[i + 1]?.percent)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tfoot>
        )}
      </Table>
    </TableScrollRegion>
  );
}
