import { Box, Button, Collapse, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTable } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { ErrorState } from '../../../components/ui/query-status';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useCantidadTramitesGrafico, type MesInscripciones } from '../api/cantidad-tramites-grafico';

// The chart library (recharts, ~100 KB gzip) is loaded only when this section comes near the screen: on a
// phone it is far below the search, and its code would otherwise run while the page becomes interactive.
const InscripcionesChart = lazy(() => import('./inscripciones-chart'));

const TITLE = 'Cantidad de trámites/modalidades inscritos';

const monthName = new Intl.DateTimeFormat('es', { month: 'long' });

/**
 * Spanish month names: 'noviembre 2026' in the table, 'nov 2026' under the bars (the first three letters,
 * as dayjs 'es' abbreviates; Intl's own short form says 'sept'). Intl keeps dayjs off the home page.
 */
export function monthLabel({ year, month }: MesInscripciones, format: 'largo' | 'corto') {
  const name = monthName.format(new Date(year, month - 1, 1));
  return `${format === 'corto' ? name.slice(0, 3) : name} ${year}`;
}

/** The bar chart of registrations by month, with the same figures as a table. */
export function InscripcionesPorMes() {
  const { data, isPending, isError, refetch } = useCantidadTramitesGrafico();
  const [tableShown, { toggle }] = useDisclosure(false);
  const tableId = useId();
  // The server and the first browser render show the placeholder; the chart replaces it near the screen.
  const [nearRef, chartShown] = useNearScreen<HTMLDivElement>();
  const rows = (data ?? []).map((m) => ({
    ...m,
    etiqueta: monthLabel(m, 'corto'),
    nombre: monthLabel(m, 'largo'),
  }));

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      aria-labelledby="grafico-titulo"
    >
      <Stack gap="md">
        <Title order={2} id="grafico-titulo">
          {TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          Modalidades de trámites inscritas en el Registro Nacional de Trámites en cada mes de los últimos dos
          años.
        </Text>
        {isError ? (
          <ErrorState title="No se pudo cargar el gráfico" onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton h={300} aria-label="Cargando el gráfico" />
        ) : (
          <>
            <div ref={nearRef}>
              {chartShown ? (
                <Suspense fallback={<Skeleton h={300} />}>
                  <InscripcionesChart data={rows} title={TITLE} />
                </Suspense>
              ) : (
                // The chart's place, kept so nothing moves when it comes (not a loading state).
                <Box h={300} aria-hidden />
              )}
            </div>
            <div>
              <Button
                variant="subtle"
                leftSection={<IconTable size={18} aria-hidden />}
                onClick={toggle}
                aria-expanded={tableShown}
                aria-controls={tableId}
              >
                {tableShown ? 'Ocultar la tabla de datos' : 'Ver los datos en una tabla'}
              </Button>
              <Collapse expanded={tableShown} id={tableId}>
                {/* Built when first shown: a hidden table's scroll area would measure itself (and render
                    the section again) while the page becomes interactive. */}
                {tableShown && (
                  <Table.ScrollContainer minWidth={320} mah={360}>
                    <Table striped withTableBorder>
                      <Table.Caption>{TITLE}, por mes</Table.Caption>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th scope="col">Mes</Table.Th>
                          <Table.Th scope="col" ta="right">
                            Modalidades inscritas
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((r) => (
                          <Table.Tr key={r.nombre}>
                            <Table.Th scope="row" fw={400}>
                              {r.nombre}
                            </Table.Th>
                            <Table.Td ta="right">{r.cantidad}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Collapse>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
