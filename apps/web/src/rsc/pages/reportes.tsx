import { COOKIE_REPORTES_MENU } from '@rnt/contract/constants';
import { REPORT_PAGES, reportePagePath } from '@rnt/contract/page-paths';
import type { ReactNode } from 'react';
import { ReportesMenu } from '../islands/reportes-menu';
import { ReporteHead, reporteSlug } from '../views/reporte-page';
import { pageOrigin, pageRequest } from '../page-data';

/** The side menu's state as the reader left it (the cookie the menu writes), or null. */
function menuAbierto(request: Request): boolean | null {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${COOKIE_REPORTES_MENU}=(abierto|cerrado)`).exec(cookie)?.[1];
  return value ? value === 'abierto' : null;
}

/** The /reportes frame (spec §2): the side menu of every report, then the report of the address. */
export default function ReportesLayoutPage({ children }: { children: ReactNode }) {
  const request = pageRequest();
  const actual = reporteSlug(new URL(request.url).pathname);
  return (
    <>
      <ReporteHead slug={actual} origin={pageOrigin()} />
      <ReportesMenu
        inicial={menuAbierto(request)}
        menu={
          <ul>
            {REPORT_PAGES.map((r) => (
              <li key={r.id}>
                <a href={reportePagePath(r.slug)} aria-current={r.slug === actual ? 'page' : undefined}>
                  {r.titulo}
                </a>
              </li>
            ))}
          </ul>
        }
      >
        {children}
      </ReportesMenu>
    </>
  );
}
