import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/ui/page';
import { useRuntimeConfig } from '../../config/runtime-config';

/** The error page (/error): what happened in plain Spanish, ways back, and whom to contact. */
export default function ErrorPage() {
  const navigate = useNavigate();
  const { contacto } = useRuntimeConfig();
  return (
    <Page
      title="Error"
      heading="Ocurrió un error"
      description="Ocurrió un error en el portal del Registro Nacional de Trámites. Vuelva al inicio o intente de nuevo en unos minutos."
    >
      <Stack gap="md" maw={640}>
        <Text>
          No pudimos completar su solicitud. Puede deberse a un problema momentáneo del servicio: intente de
          nuevo en unos minutos.
        </Text>
        <Group>
          <Button component={Link} to="/">
            Volver al inicio
          </Button>
          <Button variant="default" onClick={() => void navigate(-1)}>
            Regresar a la página anterior
          </Button>
        </Group>
        <Text fz="sm" c="gray.7">
          Si el problema continúa, escríbanos a{' '}
          <Anchor href={`mailto:${contacto.correo}`}>{contacto.correo}</Anchor> o llame al{' '}
          <Anchor href={`tel:${contacto.telefono.replace(/[^+\d]/g, '')}`}>{contacto.telefono}</Anchor>.
        </Text>
      </Stack>
    </Page>
  );
}
