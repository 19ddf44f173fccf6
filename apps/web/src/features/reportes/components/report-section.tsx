/** A report's frame: its <title> and h2, then a Spanish loading state, an error with a retry, or the report. */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';

export function ReportSection<T>({
  title,
  description,
  query,
  children,
}: {
  title: string;
  description: ReactNode;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <title>{`${title} - Reportes - Registro Nacional de Trámites`}</title>
      <meta
        name="description"
        content={`Reporte «${title}» del Registro Nacional de Trámites: gráfico, tabla de datos y descarga en CSV.`}
      />
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <Text>{description}</Text>
      {query.isPending ? (
        <Group role="status" gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>Cargando el reporte…</Text>
        </Group>
      ) : query.isError ? (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="No se pudo cargar el reporte"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Ocurrió un problema al consultar los datos. Verifique su conexión e intente de nuevo.
            </Text>
            <Button
              variant="outline"
              color="red"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Reintentar
            </Button>
          </Stack>
        </Alert>
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
