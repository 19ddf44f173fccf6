import { Stack } from '@mantine/core';
import { Page } from '../../components/ui/page';
import { CatalogoBusqueda } from '../../features/catalogo/components/catalogo-busqueda';
import { CatalogoCarrusel } from '../../features/catalogo/components/catalogo-carousel';

export default function CatalogosPage() {
  return (
    <Page title="Catálogo de regulaciones">
      <Stack gap="xl">
        <CatalogoCarrusel />
        <CatalogoBusqueda />
      </Stack>
    </Page>
  );
}
