import { Page } from '../../components/ui/page';
import { ValoracionesAdmin } from '../../features/valoraciones/components/valoraciones-admin';

/** `/admin/valoraciones`: "¿Le fue útil esta página?" counted per page (issue 22, VALORACIONES_VER). */
export default function AdminValoracionesPage() {
  return (
    <Page title="Valoraciones de las páginas" heading="¿Le fue útil esta página? — valoraciones por página">
      <ValoracionesAdmin />
    </Page>
  );
}
