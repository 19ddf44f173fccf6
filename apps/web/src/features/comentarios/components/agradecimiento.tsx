import { Group, Stack, Text, Title } from '@mantine/core';
import { forwardRef } from 'react';
import { DatoCopiable } from './dato-copiable';
import { EnlaceSeguimiento, type Recibo } from './envio-exitoso-modal';

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

/**
 * Replaces the intro after a successful submission (Comment form; Comment flow), with the
 * folio and the tracking code to copy. The form focuses its heading once the success dialog closes, so
 * the text stays in view above the emptied form.
 */
export const Agradecimiento = forwardRef<HTMLHeadingElement, { recibo: Recibo }>(function Agradecimiento(
  { recibo },
  ref,
) {
  return (
    <Group align="center" gap="lg" wrap="wrap" mb="lg" data-testid="agradecimiento">
      <IlustracionGracias />
      <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={2} ref={ref} tabIndex={-1} style={{ scrollMarginTop: '6rem' }}>
          ¡Gracias por su comentario!
        </Title>
        <Text>
          Lo recibimos con el folio <strong>{recibo.folio}</strong>. Consérvelo para dar seguimiento a su
          comentario. Puede enviar otro comentario con el formulario.
        </Text>
        <DatoCopiable
          etiqueta="Folio"
          valor={recibo.folio}
          testId="agradecimiento-folio"
          nombreAccesible="Copiar el folio"
        />
        {recibo.codigo && (
          <DatoCopiable
            etiqueta="Código de seguimiento"
            valor={recibo.codigo}
            testId="agradecimiento-codigo"
            nombreAccesible="Copiar el código de seguimiento"
          />
        )}
        <EnlaceSeguimiento recibo={recibo} />
      </Stack>
    </Group>
  );
});
