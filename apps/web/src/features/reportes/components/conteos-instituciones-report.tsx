/**
 * Procedures and modalities per institution (requests, loaded procedures, procedures without request):
 * a bar chart of one count, the table of both, and optionally the top-10 toggle with show more/less.
 */
import { REPORT_TOP_SIZE } from '@rnt/contract/constants';
import type { ConteoInstitucion, ConteosPorInstitucion } from '@rnt/contract/graphics';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import {
  alphabetical,
  institutionColumns,
  institutionKey,
  sumOf,
  type ReportColumn,
  type ReportTotal,
} from '../lib/report-table';
import { ReportBarChart } from './charts';
import { ReportBody } from './report-body';
import { useAllRowsRequested, useSlice } from './show-more';
import { agree, countOf, formatCount, NOUNS, shownOf } from '@rnt/contract/plural';

type Count = 'tramites' | 'modalidades';

export function InstitutionCountsReport({
  data,
  chartTitle,
  caption,
  chartValue,
  labels,
  fileName,
  top10Label,
}: {
  data: ConteosPorInstitucion;
  chartTitle: string;
  caption: string;
  /** The count the bars show. */
  chartValue: Count;
  labels: Record<Count, string>;
  fileName: string;
  /** When given, a switch between the top 10 (by the chart's count) and every institution A–Z. */
  top10Label?: string;
}) {
  // `?ver=todas` (the report's "Mostrar más" without JavaScript) starts with every institution.
  const allRequested = useAllRowsRequested();
  const [top10, setTop10] = useState(Boolean(top10Label) && !allRequested);
  const all = alphabetical(data.instituciones);
  const slice = useSlice(all, REPORT_TOP_SIZE);
  const ranked = [...data.instituciones].sort((a, b) => b[chartValue] - a[chartValue]);
  const rows = top10 ? ranked.slice(0, REPORT_TOP_SIZE) : top10Label ? slice.visible : ranked;

  const columns: ReportColumn<ConteoInstitucion>[] = [
    ...institutionColumns<ConteoInstitucion>(),
    { header: labels.tramites, value: (r) => r.tramites, numeric: true },
    { header: labels.modalidades, value: (r) => r.modalidades, numeric: true },
  ];
  const total: ReportTotal = {
    label: 'Total',
    values: [null, data.totales.tramites, data.totales.modalidades],
  };
  const totals: ReportTotal[] =
    rows.length < all.length
      ? [
          {
            label: 'Total de las instituciones mostradas',
            values: [null, sumOf(rows, (r) => r.tramites), sumOf(rows, (r) => r.modalidades)],
          },
          { ...total, label: 'Total de todas las instituciones' },
        ]
      : [total];

  return (
    <ReportBody
      controls={
        top10Label && (
          <Switch
            checked={top10}
            onChange={(e) => {
              setTop10(e.currentTarget.checked);
              slice.collapse();
            }}
            label={top10Label}
          />
        )
      }
      chart={
        <ReportBarChart
          title={chartTitle}
          seriesLabel={labels[chartValue]}
          data={rows.map((r) => ({ label: r.siglas, name: r.nombre_institucion, value: r[chartValue] }))}
        />
      }
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={institutionKey}
      totals={totals}
      fileName={fileName}
      csvRows={ranked}
      csvTotals={[total]}
      note={
        top10
          ? `Se ${agree(rows.length, ['muestra la', 'muestran las'])} ${countOf(rows.length, NOUNS.institucion)} con más ${labels[chartValue].toLowerCase()}, de ${formatCount(all.length)}.`
          : `${shownOf(rows.length, all.length, NOUNS.institucion)}${top10Label ? ', en orden alfabético' : ''}.`
      }
      slice={!top10 && top10Label ? slice : undefined}
      partial={rows.length < all.length}
    />
  );
}
