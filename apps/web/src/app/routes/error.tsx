import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../components/ui/page';

export default function ErrorPage() {
  return (
    <Page title="Error" heading="Ocurrió un error">
      <Text mb="md">No pudimos completar su solicitud. Intente de nuevo en unos minutos.</Text>
      <Group>
        <Button component={Link} to="/">
          Volver al inicio
        </Button>
      </Group>
    </Page>
  );
}
