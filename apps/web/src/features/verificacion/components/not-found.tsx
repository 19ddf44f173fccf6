import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

// Apart from the verification page: the route error boundary (in every page's first JavaScript) shows it,
// and importing it from the page would bring the whole page into the first paint of every route.

/** An unknown or malformed code: the page's own Spanish 404. */
export function VerificacionNotFound({ mensaje }: { mensaje: string }) {
  return (
    <Stack gap="md" maw={640}>
      <Text>{mensaje}</Text>
      <Text>
        El código tiene 12 caracteres en tres grupos (por ejemplo, 7K3M-Q9XD-2RPA) y aparece junto al código
        QR del certificado.
      </Text>
      <Anchor component={Link} to="/">
        Buscar el trámite en el inicio
      </Anchor>
    </Stack>
  );
}
