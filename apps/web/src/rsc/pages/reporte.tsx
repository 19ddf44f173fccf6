import * as graphics from '@rnt/contract/endpoints/graphics';
import { data } from 'react-router';
import { pageRequest, readApiPart } from '../page-data';
import { asksAllRows, ReportePage, reporteSlug } from '../views/reporte-page';
import { REPORTES } from '../views/reporte-views';

function reporteOf(request: Request) {
  const url = new URL(request.url);
  const slug = reporteSlug(url.pathname);
  const def = Object.hasOwn(REPORTES, slug) ? REPORTES[slug]! : null;
  return { slug, def, verTodas: asksAllRows(url.search) };
}

/** The status: 404 for an address that names no report, 503 when its figures could not be read. */
export async function loader({ request }: { request: Request }) {
  const { def } = reporteOf(request);
  if (!def) throw data(null, { status: 404, statusText: 'Not Found' });
  const answer = await readApiPart(def.api(graphics));
  return answer.ok ? null : data(null, { status: 503 });
}

export default async function ReporteRoute() {
  const { slug, def, verTodas } = reporteOf(pageRequest());
  const answer = await readApiPart(def!.api(graphics));
  return (
    <ReportePage
      slug={slug}
      descripcion={def!.descripcion}
      vistas={answer.ok ? def!.build(answer.body, verTodas) : null}
    />
  );
}
