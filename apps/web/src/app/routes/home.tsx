import { Stack } from '@mantine/core';
import { Page } from '../../components/ui/page';
import { BusquedaTramites } from '../../features/busqueda-tramites/components/busqueda-tramites';
import { InicioCarrusel } from '../../features/inicio/components/inicio-carrusel';
import { InscripcionesPorMes } from '../../features/inicio/components/inscripciones-por-mes';
import {
  BloquesMejoraRegulatoria,
  CatalogoYComentarios,
} from '../../features/inicio/components/secciones-informativas';

/** Spec §2 Home: carousel, procedure search and results, monthly chart, catalogue, comments, information. */
export default function HomePage() {
  return (
    <Page title="Inicio" heading="Registro Nacional de Trámites">
      <Stack gap="xl">
        <InicioCarrusel />
        <BusquedaTramites />
        <InscripcionesPorMes />
        <CatalogoYComentarios />
        <BloquesMejoraRegulatoria />
      </Stack>
    </Page>
  );
}
