import { Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Page } from '../../components/ui/page';
import { BusquedaTramites } from '../../features/busqueda-tramites/components/busqueda-tramites';
import { InicioCarrusel } from '../../features/inicio/components/inicio-carousel';

// The monthly chart section is below the fold: its code (table, collapse, and then the chart) loads
// after the first paint.
const InscripcionesPorMes = lazy(async () => ({
  default: (await import('../../features/inicio/components/inscripciones-por-mes')).InscripcionesPorMes,
}));
// So are the informative sections: text the server renders into the first HTML, whose code (cards, icons)
// the first paint's budget does not need (issue 21). Hydration keeps the server's HTML until it arrives.
const SeccionesInformativas = lazy(() => import('../../features/inicio/components/secciones-informativas'));

/** Home: carousel, procedure search and results, monthly chart, catalogue, comments, information. */
export default function HomePage() {
  return (
    <Page title="Inicio" heading="Registro Nacional de Trámites">
      <Stack gap="xl">
        <InicioCarrusel />
        <BusquedaTramites />
        <Suspense fallback={<Skeleton h={480} radius="md" />}>
          <InscripcionesPorMes />
        </Suspense>
        <Suspense fallback={null}>
          <SeccionesInformativas />
        </Suspense>
      </Stack>
    </Page>
  );
}
