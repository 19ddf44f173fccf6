import { TableScroll } from '../islands/table-scroll';
import { formatNumber, type ReportColumn, type ReportTotal } from './reporte-columns';
import s from './reporte.module.css';

/** The data of a chart as a real table: caption, column and row headers, and footer totals. */
export function ReporteTable<T>({
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
  const align = (c: ReportColumn<T> | undefined) => (c?.numeric || c?.percent ? s.num : undefined);
  return (
    <TableScroll label={`Tabla: ${caption}`}>
      <table className={s.table}>
        <caption>
          <span className={s.caption}>{caption}</span>
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={align(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c, i) => {
                const content = c.display ? c.display(row) : formatNumber(c.value(row), c.percent);
                return i === 0 ? (
                  <th key={c.header} scope="row">
                    {content}
                  </th>
                ) : (
                  <td key={c.header} className={align(c)}>
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {totals.length > 0 && (
          <tfoot>
            {totals.map((total) => (
              <tr key={total.label}>
                <th scope="row">{total.label}</th>
                {total.values.map((value, i) => (
                  <td key={columns[i + 1]?.header ?? i} className={align(columns[i + 1])}>
                    {formatNumber(value, columns[i + 1]?.percent)}
                  </td>
                ))}
              </tr>
            ))}
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}
