import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SEARCH_UNDERSTANDING_MESSAGES } from '@rnt/contract/busqueda-tramites-rules';
import { isRegisteredState } from '@rnt/contract/modalidad-rules';
import { IconArrowLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useTramiteModalidades } from '../api/tramite-modalidades';
import { modalidadPath, tramitePath } from '../lib/links';
import { countOf } from '@rnt/contract/plural';
import { isNotFound } from '../lib/retry';
import { TramiteNotFound } from './not-found';
import { StateBadge } from './estado-badge';

/**
 * Tramite: the modalities of one procedure, optionally narrowed by the `nombre` and `estado`
 * the home search carried; the header comes from the first modality.
 */
export function TramiteModalidades({ tramiteId }: { tramiteId: number | null }) {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const nombre = params.get('nombre')?.trim() || undefined;
  const estado = params.getAll('estado').concat(params.getAll('estado[]')).filter(Boolean);
  const filtered = Boolean(nombre || estado.length);
  const query = useTramiteModalidades({ tramiteId: tramiteId ?? 0, nombre, estado }, tramiteId != null);

  if (tramiteId == null) return <TramiteNotFound />;
  if (query.isPending)
    return (
      <Page title="Trámite">
        <LoadingState label="Cargando las modalidades del trámite…" />
      </Page>
    );
  if (query.isError) {
    if (isNotFound(query.error) && !filtered) return <TramiteNotFound />;
    return (
      <Page title="Trámite">
        {isNotFound(query.error) ? (
          <Stack align="flex-start">
            <Text>Los filtros del enlace no son válidos.</Text>
            <Button component={Link} to={tramitePath(tramiteId)}>
              Ver todas las modalidades del trámite
            </Button>
          </Stack>
        ) : (
          <ErrorState
            title="No se pudieron cargar las modalidades"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Page>
    );
  }

  const modalidades = query.data.portal;
  const first = modalidades[0];
  const enEvaluacion = modalidades.filter((m) => !isRegisteredState(m.estado_id)).length;
  return (
    <Page title={first?.nombre_tramite ?? 'Trámite'}>
      <Stack gap="lg">
        <Group>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            Volver al inicio
          </Button>
        </Group>
        {first && (
          <dl style={{ margin: 0 }}>
            <Text component="dt" fw={700}>
              Institución
            </Text>
            <Text component="dd" ml={0} mb="xs">
              {first.nombre_institucion}
            </Text>
            <Text component="dt" fw={700}>
              Unidad
            </Text>
            <Text component="dd" ml={0}>
              {first.nombre_unidad}
            </Text>
          </dl>
        )}
        {nombre && query.data.filtro_nombre_quitado && (
          <Alert color="azul" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {SEARCH_UNDERSTANDING_MESSAGES.filtroQuitado(nombre)}
          </Alert>
        )}
        {filtered && !(query.data.filtro_nombre_quitado && !estado.length) && (
          <Text>
            Modalidades filtradas
            {nombre && !query.data.filtro_nombre_quitado ? ` por «${nombre}»` : ''}
            {estado.length ? ` por estado ${estado.join(', ')}` : ''}.{' '}
            <Anchor component={Link} to={tramitePath(tramiteId)}>
              Ver todas las modalidades del trámite
            </Anchor>
          </Text>
        )}
        <Title order={2} size="h3">
          Modalidades ({modalidades.length})
        </Title>
        {!filtered && enEvaluacion > 0 && (
          <Text>
            {countOf(modalidades.length - enEvaluacion, ['modalidad inscrita', 'modalidades inscritas'])} y{' '}
            {countOf(enEvaluacion, ['modalidad en evaluación', 'modalidades en evaluación'])}. La búsqueda del
            inicio cuenta solo las inscritas, salvo que se filtre por estado.
          </Text>
        )}
        {modalidades.length === 0 ? (
          <Text>No se encontraron modalidades con los filtros indicados.</Text>
        ) : (
          <Stack component="ul" gap="md" p={0} style={{ listStyle: 'none' }}>
            {modalidades.map((m) => (
              <li key={m.modalidad_id}>
                <Card withBorder padding="lg">
                  <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                    <Title order={3} size="h4">
                      <Anchor component={Link} to={modalidadPath(tramiteId, m.modalidad_id, search)}>
                        {m.nombre_modalidad}
                      </Anchor>
                    </Title>
                    <StateBadge estadoId={m.estado_id} size="sm" />
                  </Group>
                  {m.descripcion && (
                    <Text c="gray.7" lineClamp={3} mb="sm">
                      {m.descripcion}
                    </Text>
                  )}
                  <Group justify="flex-end">
                    <Button
                      component={Link}
                      to={modalidadPath(tramiteId, m.modalidad_id, search)}
                      variant="light"
                      rightSection={<IconChevronRight size={16} aria-hidden="true" />}
                      aria-label={`Ver detalle de ${m.nombre_modalidad}`}
                    >
                      Ver detalle
                    </Button>
                  </Group>
                </Card>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Page>
  );
}
