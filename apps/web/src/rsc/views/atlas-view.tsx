import type { AtlasResponse } from '@rnt/contract/atlas';
import { atlasPagePath } from '@rnt/contract/page-paths';
import { AtlasTree } from '../islands/atlas-tree';
import { PageHead } from './page-head';
import s from './atlas.module.css';

/**
 * `/atlas-de-tramites`: the public registry as a directory institution → unit → procedure → modality with
 * its counts. The tree and its filter are one island (the filter runs as she types); without JavaScript
 * the tree's branches are native disclosures and the filter is a GET form filtered on the server.
 */
export function AtlasView({
  atlas,
  filtro,
  origin,
}: {
  atlas: AtlasResponse;
  filtro: string;
  origin: string;
}) {
  return (
    <>
      <PageHead
        title="Atlas de trámites"
        description="Directorio completo del Registro Nacional de Trámites: instituciones, unidades, trámites y modalidades, con sus conteos y enlaces al detalle de cada trámite."
        canonical={`${origin}${atlasPagePath()}`}
      />
      <h1>Atlas de trámites</h1>
      <p className={s.lead}>
        Recorra el Registro Nacional de Trámites por institución, unidad y trámite hasta cada una de sus
        modalidades. Incluye las modalidades inscritas y las que están en evaluación; no incluye los
        borradores ni las solicitudes desistidas o rechazadas, que los reportes estadísticos sí cuentan entre
        los trámites cargados por las instituciones.
      </p>
      <AtlasTree atlas={atlas} filtro={filtro} />
    </>
  );
}
