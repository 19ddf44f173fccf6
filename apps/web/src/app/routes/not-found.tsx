import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Página no encontrada" heading="La página no existe">
      <Text mb="md">La dirección que buscó no existe en el Registro Nacional de Trámites.</Text>
      <Button component={Link} to="/">
        Buscar trámites en el inicio
      </Button>
    </Page>
  );
}
