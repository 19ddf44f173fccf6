/**
 * The reports of /reportes on the light design: for each, what it reads, its title and description, and
 * its views (chart, table, totals, note) rendered on the server. The API applies the reports' rules (the
 * states chart's in `@rnt/contract/reports`); these only display.
 */
import { TIEMPO_PROMEDIO_DETALLE_PATH } from '@rnt/contract/api-paths';
import { REPORT_TOP_SIZE, type EvaluatedCategoryCode } from '@rnt/contract/constants';
import { COMPLAINT_OUTCOME_CODES } from '@rnt/contract/denuncia-estados';
import { pathOf } from '@rnt/contract/endpoint-path';
import type {
  ConteoInstitucion,
  ConteosPorInstitucion,
  DenunciasEstadisticas,
  EstadosWithTramites,
  NivelesDeDigitalizacion,
  RequisitosEliminados,
  TiempoPromedio,
  Top10Digitalizacion,
  TramitesEvaluados,
} from '@rnt/contract/graphics';
import { agree, countOf, formatCount, NOUNS, shownOf } from '@rnt/contract/plural';
import { EVALUATED_CATEGORY_CODES, STATES_CHART_RULE, type EstadoGrafico } from '@rnt/contract/reports';
import type { ReactNode } from 'react';
import type { Vista, VistaReporte } from '../islands/reporte-views';
import { BarChart, PieChart, StackedChart, type StackSeries } from './reporte-charts';
import { CsvLink, ReporteBody } from './reporte-body';
import {
  alphabetical,
  institutionColumns,
  institutionKey,
  sumOf,
  type ReportColumn,
  type ReportTotal,
} from './reporte-columns';

/** What a report page renders: its views, which one opens, and its CSV link. */
export interface ReporteVistas {
  vistas: Partial<Record<Vista, VistaReporte>>;
  /** The view a plain visit opens (`?ver=todas` opens every row). */
  inicial: Vista;
  top10Label?: string;
  csv: ReactNode;
}

/** The endpoint objects of the figures (they carry zod schemas: the page loads them on demand). */
type Endpoints = typeof import('@rnt/contract/endpoints/graphics');

/** One report: the API figure it reads, its description, and how its data becomes views. */
export interface ReporteDef<D = never> {
  api: (endpoints: Endpoints) => string;
  descripcion: string;
  build: (data: D, verTodas: boolean) => ReporteVistas;
}

interface InstitutionRow {
  institucion_id: number;
  nombre_institucion: string;
  siglas: string;
}
const categoria = (r: InstitutionRow) => ({ label: r.siglas, name: r.nombre_institucion });

// ---------------------------------------------------------------- counts per institution

type Count = 'tramites' | 'modalidades';

/**
 * Procedures and modalities per institution (requests, loaded procedures, procedures without request):
 * a bar chart of one count, the table of both, and optionally the top 10 with every institution A–Z in
 * slices.
 */
function institutionCounts(
  data: ConteosPorInstitucion,
  verTodas: boolean,
  o: {
    chartTitle: string;
    caption: string;
    chartValue: Count;
    labels: Record<Count, string>;
    fileName: string;
    top10Label?: string;
  },
): ReporteVistas {
  const all = alphabetical(data.instituciones);
  const ranked = [...data.instituciones].sort((a, b) => b[o.chartValue] - a[o.chartValue]);
  const columns: ReportColumn<ConteoInstitucion>[] = [
    ...institutionColumns<ConteoInstitucion>(),
    { header: o.labels.tramites, value: (r) => r.tramites, numeric: true },
    { header: o.labels.modalidades, value: (r) => r.modalidades, numeric: true },
  ];
  const total: ReportTotal = {
    label: 'Total',
    values: [null, data.totales.tramites, data.totales.modalidades],
  };
  const view = (rows: readonly ConteoInstitucion[], nota: string): VistaReporte => ({
    nota,
    cuerpo: (
      <ReporteBody
        layout="stacked"
        chart={
          <BarChart
            title={o.chartTitle}
            data={rows.map((r) => ({ ...categoria(r), value: r[o.chartValue] }))}
          />
        }
        caption={o.caption}
        columns={columns}
        rows={rows}
        rowKey={institutionKey}
        totals={
          rows.length < all.length
            ? [
                {
                  label: 'Total de las instituciones mostradas',
                  values: [null, sumOf(rows, (r) => r.tramites), sumOf(rows, (r) => r.modalidades)],
                },
                { ...total, label: 'Total de todas las instituciones' },
              ]
            : [total]
        }
      />
    ),
  });
  const csv = <CsvLink fileName={o.fileName} columns={columns} rows={ranked} totals={[total]} />;
  if (!o.top10Label)
    return {
      vistas: { todas: view(ranked, `${shownOf(ranked.length, all.length, NOUNS.institucion)}.`) },
      inicial: 'todas',
      csv,
    };
  const top = ranked.slice(0, REPORT_TOP_SIZE);
  const first = all.slice(0, REPORT_TOP_SIZE);
  const alphabeticalNote = (n: number) =>
    `${shownOf(n, all.length, NOUNS.institucion)}, en orden alfabético.`;
  return {
    vistas: {
      top10: view(
        top,
        `Se ${agree(top.length, ['muestra la', 'muestran las'])} ${countOf(top.length, NOUNS.institucion)} con más ${o.labels[o.chartValue].toLowerCase()}, de ${formatCount(all.length)}.`,
      ),
      ...(all.length > first.length ? { primeras: view(first, alphabeticalNote(first.length)) } : {}),
      todas: view(all, alphabeticalNote(all.length)),
    },
    inicial: verTodas ? 'todas' : 'top10',
    top10Label: o.top10Label,
    csv,
  };
}

// ---------------------------------------------------------------- states

const estadoColumns: ReportColumn<EstadoGrafico>[] = [
  { header: 'Estado', value: (r) => r.nombre },
  { header: 'Modalidades en el registro', value: (r) => r.conteo, numeric: true },
  { header: 'Ajuste', value: (r) => r.ajuste, numeric: true },
  { header: 'Total', value: (r) => r.total, numeric: true },
];

function estados(data: EstadosWithTramites): ReporteVistas {
  const { merged, observed } = STATES_CHART_RULE;
  const totals = [
    {
      label: 'Total',
      values: [sumOf(data.estados, (e) => e.conteo), sumOf(data.estados, (e) => e.ajuste), data.total],
    },
  ];
  const title = 'Trámites evaluados por estado';
  return {
    vistas: {
      todas: {
        nota:
          `${merged.nombre} reúne los estados ${merged.ids.join(' y ')} (inscrito e inscrito con modificaciones). ` +
          `El estado observado se cuenta con ${countOf(observed.offset, ['trámite adicional', 'trámites adicionales'])}, según la regla del gráfico de estados.`,
        cuerpo: (
          <ReporteBody
            chart={
              <PieChart title={title} data={data.estados.map((e) => ({ name: e.nombre, value: e.total }))} />
            }
            caption={title}
            columns={estadoColumns}
            rows={data.estados}
            rowKey={(r) => r.estado_ids.join('-')}
            totals={totals}
          />
        ),
      },
    },
    inicial: 'todas',
    csv: (
      <CsvLink fileName="reporte-estados.csv" columns={estadoColumns} rows={data.estados} totals={totals} />
    ),
  };
}

// ---------------------------------------------------------------- response time

type Banda = TiempoPromedio['bandas'][number];

const bandaColumns: ReportColumn<Banda>[] = [
  { header: 'Banda', value: (r) => r.codigo },
  { header: 'Tiempo promedio de respuesta', value: (r) => r.nombre },
  { header: 'Modalidades', value: (r) => r.total, numeric: true },
  {
    header: 'Detalle',
    value: () => '',
    inCsv: false,
    display: (r) => (
      <a href={pathOf(TIEMPO_PROMEDIO_DETALLE_PATH, { code: r.codigo })} target="_blank" rel="noopener">
        Ver más
        <span className="visually-hidden">{` de la banda ${r.codigo}, ${r.nombre} (PDF, se abre en una pestaña nueva)`}</span>
      </a>
    ),
  },
];

function tiempoPromedio(data: TiempoPromedio): ReporteVistas {
  const title = 'Modalidades por banda de tiempo promedio de respuesta';
  const totals = [{ label: 'Total', values: [null, data.total, null] }];
  return {
    vistas: {
      todas: {
        cuerpo: (
          <ReporteBody
            chart={
              <PieChart
                title={title}
                data={data.bandas
                  .filter((b) => b.total > 0)
                  .map((b) => ({ name: b.codigo, value: b.total, description: b.nombre }))}
              />
            }
            caption={title}
            columns={bandaColumns}
            rows={data.bandas}
            rowKey={(r) => r.codigo}
            totals={totals}
          />
        ),
      },
    },
    inicial: 'todas',
    csv: (
      <CsvLink
        fileName="reporte-tiempo-promedio-respuesta.csv"
        columns={bandaColumns}
        rows={data.bandas}
        totals={totals}
      />
    ),
  };
}

// ---------------------------------------------------------------- requirements removed

type Eliminados = RequisitosEliminados['instituciones'][number];

const eliminadosColumns: ReportColumn<Eliminados>[] = [
  ...institutionColumns<Eliminados>(),
  { header: 'Requisitos eliminados', value: (r) => r.requisitos, numeric: true },
  { header: 'Modalidades simplificadas', value: (r) => r.modalidades, numeric: true },
];

function requisitosEliminados(data: RequisitosEliminados): ReporteVistas {
  const title = 'Requisitos innecesarios eliminados por institución';
  const totals = [{ label: 'Total', values: [null, data.totales.requisitos, data.totales.modalidades] }];
  return {
    vistas: {
      todas: {
        cuerpo: (
          <ReporteBody
            layout="stacked"
            chart={
              <BarChart
                title={title}
                data={data.instituciones.map((r) => ({ ...categoria(r), value: r.requisitos }))}
              />
            }
            caption={title}
            columns={eliminadosColumns}
            rows={data.instituciones}
            rowKey={institutionKey}
            totals={totals}
          />
        ),
      },
    },
    inicial: 'todas',
    csv: (
      <CsvLink
        fileName="reporte-requisitos-eliminados.csv"
        columns={eliminadosColumns}
        rows={data.instituciones}
        totals={totals}
      />
    ),
  };
}

// ---------------------------------------------------------------- stacked per institution

interface StackedRow extends InstitutionRow {
  total: number;
}

/** Per-institution counts split into series: a stacked, patterned bar per institution and its table. */
function stackedInstitutions<T extends StackedRow>(o: {
  rows: readonly T[];
  series: StackSeries[];
  valueOf: (row: T, key: string) => number;
  title: string;
  fileName: string;
  nota: string;
}): ReporteVistas {
  const columns: ReportColumn<T>[] = [
    ...institutionColumns<T>(),
    ...o.series.map((x) => ({ header: x.label, value: (r: T) => o.valueOf(r, x.key), numeric: true })),
    { header: 'Total', value: (r) => r.total, numeric: true },
  ];
  const totals = [
    {
      label: 'Total',
      values: [
        null,
        ...o.series.map((x) => sumOf(o.rows, (r) => o.valueOf(r, x.key))),
        sumOf(o.rows, (r) => r.total),
      ],
    },
  ];
  return {
    vistas: {
      todas: {
        nota: o.nota,
        cuerpo: (
          <ReporteBody
            layout="stacked"
            chart={
              <StackedChart
                title={o.title}
                series={o.series}
                data={o.rows.map((r) => ({
                  ...categoria(r),
                  values: Object.fromEntries(o.series.map((x) => [x.key, o.valueOf(r, x.key)])),
                }))}
              />
            }
            caption={o.title}
            columns={columns}
            rows={o.rows}
            rowKey={institutionKey}
            totals={totals}
          />
        ),
      },
    },
    inicial: 'todas',
    csv: <CsvLink fileName={o.fileName} columns={columns} rows={o.rows} totals={totals} />,
  };
}

const niveles = (data: NivelesDeDigitalizacion) =>
  stackedInstitutions({
    rows: data.instituciones,
    series: data.niveles.map((n) => ({ key: String(n.id), label: n.nombre })),
    valueOf: (r, key) => r.conteos.find((c) => String(c.nivel_id) === key)?.total ?? 0,
    title: 'Modalidades por nivel de digitalización e institución',
    fileName: 'reporte-niveles-de-digitalizacion.csv',
    nota: 'Cada modalidad cuenta una vez en cada nivel que ofrece; el total de una institución suma sus niveles.',
  });

function tramitesEvaluados(data: TramitesEvaluados) {
  const series = EVALUATED_CATEGORY_CODES.map((code) => ({ key: code, label: data.categorias[code] }));
  return stackedInstitutions({
    rows: data.instituciones,
    series,
    valueOf: (r, key) => r[key as EvaluatedCategoryCode],
    title: 'Resoluciones emitidas por institución y categoría',
    fileName: 'reporte-tramites-evaluados.csv',
    nota: `Categorías evaluadas: ${series.map((x) => x.label).join(', ')}.`,
  });
}

// ---------------------------------------------------------------- digitalisation top 10

type Top10Row = Top10Digitalizacion['instituciones'][number];

const top10Columns: ReportColumn<Top10Row>[] = [
  { header: 'Institución', value: (r) => r.nombre_institucion },
  { header: 'Posición', value: (r) => r.posicion, numeric: true },
  { header: 'Siglas', value: (r) => r.siglas },
  { header: 'Modalidades', value: (r) => r.modalidades, numeric: true },
  { header: 'Modalidades digitalizadas', value: (r) => r.modalidades_digitalizadas, numeric: true },
  { header: 'Niveles ofrecidos', value: (r) => r.niveles, numeric: true },
  { header: 'Porcentaje de digitalización', value: (r) => r.porcentaje, percent: true },
];

function top10TotalOf(label: string, rows: readonly Top10Row[], levels: number): ReportTotal {
  const modalidades = sumOf(rows, (r) => r.modalidades);
  const niveles = sumOf(rows, (r) => r.niveles);
  const porcentaje = modalidades && levels ? Math.round((1000 * niveles) / (modalidades * levels)) / 10 : 0;
  return {
    label,
    values: [null, null, modalidades, sumOf(rows, (r) => r.modalidades_digitalizadas), niveles, porcentaje],
  };
}

function top10(data: Top10Digitalizacion, verTodas: boolean): ReporteVistas {
  const all = data.instituciones;
  const total = top10TotalOf('Total', all, data.total_niveles);
  const view = (rows: readonly Top10Row[]): VistaReporte => ({
    nota: `${shownOf(rows.length, all.length, NOUNS.institucion)}. El porcentaje compara los niveles ofrecidos con los ${data.total_niveles} niveles posibles de cada modalidad.`,
    cuerpo: (
      <ReporteBody
        layout="stacked"
        chart={
          <BarChart
            title="Porcentaje de digitalización por institución"
            percent
            data={rows.map((r) => ({ ...categoria(r), value: r.porcentaje }))}
          />
        }
        caption="Instituciones por porcentaje de digitalización"
        columns={top10Columns}
        rows={rows}
        rowKey={institutionKey}
        totals={
          rows.length < all.length
            ? [
                top10TotalOf('Total de las instituciones mostradas', rows, data.total_niveles),
                { ...total, label: 'Total de todas las instituciones' },
              ]
            : [total]
        }
      />
    ),
  });
  const first = all.slice(0, REPORT_TOP_SIZE);
  return {
    vistas: { ...(all.length > first.length ? { primeras: view(first) } : {}), todas: view(all) },
    inicial: verTodas || all.length <= first.length ? 'todas' : 'primeras',
    csv: (
      <CsvLink
        fileName="reporte-top-10-digitalizacion.csv"
        columns={top10Columns}
        rows={all}
        totals={[total]}
      />
    ),
  };
}

// ---------------------------------------------------------------- complaints (issue 23)

type DenunciasRow = DenunciasEstadisticas['instituciones'][number];

const oneDecimal = new Intl.NumberFormat('es-SV', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "2,4" working days; an em dash when nothing was answered (the CSV leaves the cell empty). */
const days = (value: number | null) => (value == null ? '—' : oneDecimal.format(value));
const OPEN_KEY = 'EN_CURSO';

function denuncias(data: DenunciasEstadisticas): ReporteVistas {
  const title = 'Denuncias recibidas por institución y resultado';
  const series = [
    ...COMPLAINT_OUTCOME_CODES.map((code) => ({ key: code, label: data.resultados[code] })),
    { key: OPEN_KEY, label: 'Sin cerrar' },
  ];
  const columns: ReportColumn<DenunciasRow>[] = [
    ...institutionColumns<DenunciasRow>(),
    { header: 'Recibidas', value: (r) => r.recibidas, numeric: true },
    { header: 'Respondidas', value: (r) => r.respondidas, numeric: true },
    {
      header: 'Días hábiles promedio de respuesta',
      value: (r) => r.dias_habiles_promedio ?? '',
      display: (r) => days(r.dias_habiles_promedio),
      numeric: true,
    },
    { header: 'Pendientes', value: (r) => r.pendientes, numeric: true },
    ...COMPLAINT_OUTCOME_CODES.map((code) => ({
      header: data.resultados[code],
      value: (r: DenunciasRow) => r[code],
      numeric: true,
    })),
  ];
  const t = data.totales;
  const totalsOf = (dias: string | number) => [
    {
      label: 'Total',
      values: [
        null,
        t.recibidas,
        t.respondidas,
        dias,
        t.pendientes,
        ...COMPLAINT_OUTCOME_CODES.map((c) => t[c]),
      ],
    },
  ];
  return {
    vistas: {
      todas: {
        nota:
          'Respondidas: denuncias con una respuesta pública de la institución. Los días hábiles (lunes a viernes) ' +
          'se cuentan desde la recepción hasta la primera respuesta pública. Pendientes: sin respuesta ni cierre. ' +
          'Solo se publican conteos: ningún texto de las denuncias ni dato personal.',
        cuerpo: (
          <ReporteBody
            layout="stacked"
            chart={
              <StackedChart
                title={title}
                series={series}
                data={data.instituciones.map((r) => ({
                  ...categoria(r),
                  values: {
                    ...Object.fromEntries(COMPLAINT_OUTCOME_CODES.map((code) => [code, r[code]])),
                    [OPEN_KEY]: r.recibidas - r.cerradas,
                  },
                }))}
              />
            }
            caption={title}
            columns={columns}
            rows={data.instituciones}
            rowKey={institutionKey}
            totals={totalsOf(t.dias_habiles_promedio == null ? '' : days(t.dias_habiles_promedio))}
          />
        ),
      },
    },
    inicial: 'todas',
    csv: (
      <CsvLink
        fileName="reporte-denuncias.csv"
        columns={columns}
        rows={data.instituciones}
        totals={totalsOf(t.dias_habiles_promedio ?? '')}
      />
    ),
  };
}

// ---------------------------------------------------------------- the reports, by slug

const def = <D,>(d: ReporteDef<D>) => d as unknown as ReporteDef<unknown>;

/** A report of procedures and modalities per institution. */
const conteos = (api: ReporteDef['api'], descripcion: string, o: Parameters<typeof institutionCounts>[2]) =>
  def<ConteosPorInstitucion>({
    api,
    descripcion,
    build: (data, verTodas) => institutionCounts(data, verTodas, o),
  });

/** Each report of `REPORT_PAGES` by its slug ('' is /reportes itself). */
export const REPORTES: Record<string, ReporteDef<unknown>> = {
  '': conteos(
    (e) => e.FIGURAS.tramites.path,
    'Trámites y modalidades con solicitud oficial de inscripción, por institución.',
    {
      chartValue: 'modalidades',
      labels: { tramites: 'Trámites con solicitud', modalidades: 'Modalidades con solicitud' },
      chartTitle: 'Modalidades con solicitud de inscripción por institución',
      caption: 'Trámites y modalidades con solicitud de inscripción por institución',
      fileName: 'reporte-solicitudes-por-institucion.csv',
      top10Label: 'Mostrar solo las 10 instituciones con más solicitudes',
    },
  ),
  instituciones: conteos(
    (e) => e.FIGURAS.instituciones.path,
    'Instituciones que han cargado trámites en el registro, con todos sus trámites y modalidades: también los borradores y las solicitudes desistidas o rechazadas, que el portal y el atlas no publican.',
    {
      chartValue: 'tramites',
      labels: { tramites: 'Trámites cargados', modalidades: 'Modalidades cargadas' },
      chartTitle: 'Trámites cargados por institución',
      caption: 'Trámites y modalidades cargados por institución',
      fileName: 'reporte-instituciones.csv',
    },
  ),
  estados: def<EstadosWithTramites>({
    api: (e) => e.FIGURAS.estadosWithTramites.path,
    descripcion: 'Trámites cuya evaluación concluyó, según su estado.',
    build: estados,
  }),
  'promedio-tiempo-respuesta': def<TiempoPromedio>({
    api: (e) => e.FIGURAS.tiempoPromedio.path,
    descripcion:
      'Modalidades según la banda de tiempo promedio de respuesta declarada por la institución. Cada banda enlaza al documento con su detalle.',
    build: tiempoPromedio,
  }),
  'requisitos-eliminados': def<RequisitosEliminados>({
    api: (e) => e.FIGURAS.requisitos_eliminados.path,
    descripcion: 'Trámites a los que se eliminaron requisitos innecesarios, por institución.',
    build: requisitosEliminados,
  }),
  'niveles-de-digitalizacion': def<NivelesDeDigitalizacion>({
    api: (e) => e.FIGURAS.nivelesDeDigitalizacion.path,
    descripcion:
      'Niveles de digitalización reportados por los sujetos obligados: presentar y pagar en línea, subsanar observaciones en línea, firma electrónica e impresión de la resolución oficial.',
    build: niveles,
  }),
  'tramites-sin-solicitud': conteos(
    (e) => e.FIGURAS.tramites_sin_solicitud.path,
    'Trámites y modalidades cargados por las instituciones que aún no tienen solicitud oficial de inscripción.',
    {
      chartValue: 'modalidades',
      labels: { tramites: 'Trámites sin solicitud', modalidades: 'Modalidades sin solicitud' },
      chartTitle: 'Modalidades sin solicitud de inscripción por institución',
      caption: 'Trámites y modalidades sin solicitud de inscripción por institución',
      fileName: 'reporte-tramites-sin-solicitud.csv',
    },
  ),
  'tramites-evaluados': def<TramitesEvaluados>({
    api: (e) => e.FIGURAS.tramites_evaluados.path,
    descripcion: 'Resoluciones emitidas por institución y por categoría evaluada.',
    build: tramitesEvaluados,
  }),
  'tramites-top-10': def<Top10Digitalizacion>({
    api: (e) => e.FIGURAS.top10_digitalizacion.path,
    descripcion: 'Instituciones con mayor porcentaje de digitalización de sus trámites.',
    build: top10,
  }),
  denuncias: def<DenunciasEstadisticas>({
    api: (e) => e.graphicsDenuncias.path,
    descripcion:
      'Denuncias recibidas por institución: respondidas, días hábiles promedio hasta la respuesta y resultados de cierre.',
    build: denuncias,
  }),
};
