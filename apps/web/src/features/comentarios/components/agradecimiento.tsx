import { Group, Stack, Text, Title } from '@mantine/core';

/** The thank-you illustration: an envelope with a check mark, drawn in the portal's colours. */
function IlustracionGracias() {
  return (
    <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-labelledby="ilustracion-gracias">
      <title id="ilustracion-gracias">Sobre enviado con una marca de verificación</title>
      <rect x="14" y="26" width="112" height="76" rx="8" fill="#eaf0f8" stroke="#1c3d6e" strokeWidth="4" />
      <path d="M16 30 L70 72 L124 30" fill="none" stroke="#1c3d6e" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="122" cy="32" r="26" fill="#2b8a3e" />
      <path
        d="M109 32 L118 41 L136 23"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Replaces the intro after a successful submission (spec §2 "Comment form", §4 "Comment flow"). */
export function Agradecimiento({ folio }: { folio: string }) {
  return (
    <Group align="center" gap="lg" wrap="nowrap" mb="lg" data-testid="agradecimiento">
      <IlustracionGracias />
      <Stack gap={4}>
        <Title order={2}>¡Gracias por su comentario!</Title>
        <Text>
          Lo recibimos con el folio <strong>{folio}</strong>. Consérvelo para dar seguimiento a su comentario.
          Puede enviar otro comentario con el formulario.
        </Text>
      </Stack>
    </Group>
  );
}
