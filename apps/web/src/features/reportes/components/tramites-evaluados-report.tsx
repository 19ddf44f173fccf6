/** Resolutions issued per institution and evaluated category (Inscritos, Desistimiento, Modificados, …). */
import type { TramitesEvaluados } from '@rnt/contract/graphics';
import { EVALUATED_CATEGORY_CODES } from '@rnt/contract/reports';
import type { EvaluatedCategoryCode } from '@rnt/contract/constants';
import { StackedInstitutionsReport } from './instituciones-stacked-report';

type Row = TramitesEvaluados['instituciones'][number];

export function TramitesEvaluadosReport({ data }: { data: TramitesEvaluados }) {
  const series = EVALUATED_CATEGORY_CODES.map((code) => ({ key: code, label: data.categorias[code] }));
  return (
    <StackedInstitutionsReport<Row>
      rows={data.instituciones}
      series={series}
      valueOf={(r, key) => r[key as EvaluatedCategoryCode]}
      title="Resoluciones emitidas por institución y categoría"
      fileName="reporte-tramites-evaluados.csv"
      note={`Categorías evaluadas: ${series.map((s) => s.label).join(', ')}.`}
    />
  );
}
