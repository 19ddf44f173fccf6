import { PAGE_PATTERNS, REPORT_PAGES, reportePagePath } from '@rnt/contract/page-paths';
import { ReporteViews } from '../islands/reporte-views';
import { PageHead } from './page-head';
import type { ReporteVistas } from './reporte-views';
import s from './reporte.module.css';

/** The query of a report's address that shows every row: the "Mostrar más" of a page without JavaScript. */
const ALL_ROWS_QUERY = '?ver=todas';

/** The report of an address: '' for /reportes, the last part of /reportes/{slug} otherwise. */
export const reporteSlug = (pathname: string) =>
  pathname.replace(/\/+$/, '').slice(PAGE_PATTERNS.reportes.length).replace(/^\//, '');

/** Whether the address asks for every row (`?ver=todas`: "Mostrar más" without JavaScript). */
export const asksAllRows = (search: string) =>
  new URLSearchParams(search).get('ver') === new URLSearchParams(ALL_ROWS_QUERY).get('ver');

/**
 * One report: its title, description and canonical link, then its views, or — when its figures could not
 * be read — a Spanish error with a link that tries again.
 */
/**
 * A report's <title>, description and canonical link. Rendered by the reports' frame (pages/reportes.tsx),
 * outside the side menu's island: what an island renders is its own HTML, and React hoists a page's head
 * tags into <head> only from the page's own render (decision 034).
 */
export function ReporteHead({ slug, origin }: { slug: string; origin: string }) {
  const page = REPORT_PAGES.find((r) => r.slug === slug);
  if (!page) return null;
  return (
    <PageHead
      title={`${page.titulo} - Reportes`}
      description={`Reporte «${page.titulo}» del Registro Nacional de Trámites: gráfico, tabla de datos y descarga en CSV.`}
      canonical={`${origin}${reportePagePath(slug)}`}
    />
  );
}

export function ReportePage({
  slug,
  descripcion,
  vistas,
}: {
  slug: string;
  descripcion: string;
  /** Null when the report's figures could not be read. */
  vistas: ReporteVistas | null;
}) {
  const page = REPORT_PAGES.find((r) => r.slug === slug)!;
  const path = reportePagePath(slug);
  return (
    <section aria-labelledby="reporte-titulo" className={s.section}>
      <h2 id="reporte-titulo">{page.titulo}</h2>
      <p className={s.lead}>{descripcion}</p>
      {vistas ? (
        <ReporteViews
          vistas={vistas.vistas}
          inicial={vistas.inicial}
          top10Label={vistas.top10Label}
          path={path}
          todasHref={path + ALL_ROWS_QUERY}
          toolbar={vistas.csv}
        />
      ) : (
        <div role="alert" className={s.error}>
          <p>
            <strong>No se pudo cargar el reporte</strong>
          </p>
          <p>Ocurrió un problema al consultar los datos. Intente de nuevo en unos minutos.</p>
          <p>
            <a href={path}>Reintentar</a>
          </p>
        </div>
      )}
    </section>
  );
}
