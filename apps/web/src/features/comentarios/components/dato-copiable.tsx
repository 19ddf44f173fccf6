import { Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A value the citizen must keep (the folio, the tracking code), with a "Copiar" action. */
export function DatoCopiable({
  etiqueta,
  valor,
  testId,
  nombreAccesible,
}: {
  etiqueta: string;
  valor: string;
  testId: string;
  /** What the button copies, for screen readers: "Copiar el folio". */
  nombreAccesible: string;
}) {
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text>
        {etiqueta}:{' '}
        <strong data-testid={testId} style={{ fontFamily: 'monospace', fontSize: '1.125rem' }}>
          {valor}
        </strong>
      </Text>
      <CopyButton value={valor} timeout={3000}>
        {({ copied, copy }) => (
          <Button
            size="compact-sm"
            variant="light"
            onClick={copy}
            aria-label={copied ? `${nombreAccesible}: copiado` : nombreAccesible}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? 'Copiado' : 'Copiar'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
