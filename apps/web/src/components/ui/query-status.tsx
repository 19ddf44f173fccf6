import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

/** A Spanish loading line that screen readers announce. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>{label}</Text>
      </Group>
    </Center>
  );
}

/** A failed load says so in Spanish and offers a retry. */
export function ErrorState({
  title,
  message = 'Revise su conexión e intente de nuevo.',
  onRetry,
  retrying = false,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle aria-hidden="true" />}
      role="alert"
    >
      <Text mb="sm">{message}</Text>
      <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry} loading={retrying}>
        Reintentar
      </Button>
    </Alert>
  );
}
