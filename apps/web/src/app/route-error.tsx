import { Button, Container, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useHydratedMark } from './layout';

/**
 * Shown when a page fails to load or render: a Spanish message and a way back, never a blank screen.
 * It renders inside the layout's main landmark.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container size="sm" py="xl">
      <title>{`${notFound ? 'Página no encontrada' : 'Error'} - Registro Nacional de Trámites`}</title>
      <Title order={1}>{notFound ? 'La página no existe' : 'Ocurrió un error'}</Title>
      <Text my="md">
        {notFound
          ? 'La dirección que buscó no existe en el Registro Nacional de Trámites.'
          : 'No pudimos mostrar esta página. Intente de nuevo en unos minutos.'}
      </Text>
      <Button component={Link} to="/">
        Volver al inicio
      </Button>
    </Container>
  );
}

/** When the layout itself fails there is no header nor main landmark: the message brings its own. */
export function LayoutError() {
  useHydratedMark();
  return (
    <main id="contenido">
      <RouteError />
    </main>
  );
}
