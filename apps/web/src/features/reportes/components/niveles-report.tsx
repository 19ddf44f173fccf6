/** Digitalisation levels reported by the obligated institutions, stacked per institution. */
import type { NivelesDeDigitalizacion } from '@rnt/contract/graphics';
import { StackedInstitutionsReport } from './instituciones-stacked-report';

type Row = NivelesDeDigitalizacion['instituciones'][number];

export function NivelesReport({ data }: { data: NivelesDeDigitalizacion }) {
  return (
    <StackedInstitutionsReport<Row>
      rows={data.instituciones}
      series={data.niveles.map((n) => ({ key: String(n.id), label: n.nombre }))}
      valueOf={(r, key) => r.conteos.find((c) => String(c.nivel_id) === key)?.total ?? 0}
      title="Modalidades por nivel de digitalización e institución"
      fileName="reporte-niveles-de-digitalizacion.csv"
      note="Cada modalidad cuenta una vez en cada nivel que ofrece; el total de una institución suma sus niveles."
    />
  );
}
