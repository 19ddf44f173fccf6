import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Page } from '../../../components/ui/page';
import { tramitePath } from '../lib/links';

// The 404 pages of a procedure and a modality live apart from those pages: the route error boundary
// (in every page's first JavaScript) shows them, and importing them from the pages would bring the
// whole modality page into the first paint of every route (issue 21).

/** The modality page of a modality that does not exist (also the route's 404 page for it). */
export function ModalidadNotFound({ tramiteId }: { tramiteId: number | null }) {
  const { search } = useLocation();
  return (
    <Page title="Modalidad no encontrada" heading="La modalidad no existe">
      <Text mb="md">La modalidad que buscó no existe en el Registro Nacional de Trámites.</Text>
      <Group>
        {tramiteId != null && (
          <Button
            component={Link}
            to={tramitePath(tramiteId, search)}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            Volver al trámite
          </Button>
        )}
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconHome size={16} aria-hidden="true" />}
        >
          Ir al inicio
        </Button>
      </Group>
    </Page>
  );
}
