/** A report's frame: its <title>, description and canonical link (its own address), its h2, then a Spanish loading state, an error with a retry, or the report. */
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ui/query-status';
import { useCanonicalUrl } from '../../../config/public-origin';

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
  const canonical = useCanonicalUrl();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <title>{`${title} - Reportes - Registro Nacional de Trámites`}</title>
      <meta
        name="description"
        content={`Reporte «${title}» del Registro Nacional de Trámites: gráfico, tabla de datos y descarga en CSV.`}
      />
      <link rel="canonical" href={canonical} />
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
        <ErrorState
          title="No se pudo cargar el reporte"
          message="Ocurrió un problema al consultar los datos. Verifique su conexión e intente de nuevo."
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
