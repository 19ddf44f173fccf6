import { Alert, Badge, Group, Pagination, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { AgendaResponse } from '@rnt/contract/agenda';
import { formatDisplayDate } from '@rnt/contract/date-range';
import { MESSAGES } from '@rnt/contract/messages';
import { ErrorState } from '../../../components/ui/query-status';
import { countOf } from '@rnt/contract/plural';

/** The agenda items: institution, planned regulation, its type, stage and dates; paginated. */
export function AgendaList({
  data,
  loading,
  error,
  onRetry,
  onPage,
}: {
  data: AgendaResponse | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  onPage: (page: number) => void;
}) {
  return (
    <Stack gap="md" aria-busy={loading}>
      <Text role="status" c="gray.7">
        {error
          ? ''
          : loading && !data
            ? 'Cargando la agenda…'
            : data
              ? `${countOf(data.total, ['regulación planificada', 'regulaciones planificadas'])}.`
              : ''}
      </Text>
      {error && <ErrorState title="No se pudo cargar la agenda" message={error} onRetry={onRetry} />}
      {!error && data && data.agenda.length === 0 && (
        <Alert color="gray" title={MESSAGES.sinResultados}>
          No hay regulaciones planificadas con esos filtros.
        </Alert>
      )}
      {!error && data && data.agenda.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Regulaciones planificadas"
        >
          {data.agenda.map((item) => (
            <Paper component="li" key={item.id} withBorder p="md" radius="md">
              {/* On a narrow screen the stage goes under the title rather than off the screen. */}
              <Group justify="space-between" align="flex-start" gap="sm">
                <Title order={3} fz="lg">
                  {item.nombre_regulacion}
                </Title>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  <VisuallyHidden>Etapa: </VisuallyHidden>
                  {item.etapa}
                </Badge>
              </Group>
              <Text mt={4}>
                <strong>Institución:</strong> {item.nombre_institucion} ({item.siglas_institucion})
              </Text>
              <Group gap="lg" mt={4}>
                {item.tipo_normativa && (
                  <Text fz="sm">
                    <strong>Tipo de normativa:</strong> {item.tipo_normativa}
                  </Text>
                )}
                <Text fz="sm">
                  <strong>Año:</strong> {item.anio}
                </Text>
                <Text fz="sm">
                  <strong>Fechas:</strong>{' '}
                  {item.fecha_fin
                    ? `del ${formatDisplayDate(item.fecha_inicio)} al ${formatDisplayDate(item.fecha_fin)}`
                    : `desde el ${formatDisplayDate(item.fecha_inicio)}`}
                </Text>
              </Group>
              {item.descripcion && (
                <Text fz="sm" c="gray.7" mt={4}>
                  {item.descripcion}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {!error && data && data.last_page > 1 && (
        <nav aria-label="Páginas de la agenda">
          <Pagination
            total={data.last_page}
            value={data.current_page}
            onChange={onPage}
            getItemProps={(page) => ({
              'aria-label': `Página ${page}`,
              'aria-current': page === data.current_page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'Primera página',
                previous: 'Página anterior',
                next: 'Página siguiente',
                last: 'Última página',
              }[control],
            })}
          />
        </nav>
      )}
    </Stack>
  );
}
