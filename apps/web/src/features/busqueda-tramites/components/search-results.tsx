import { Alert, Anchor, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { BusquedaTramitesResponse } from '@rnt/contract/busqueda-tramites';
import { SEARCH_UNDERSTANDING_MESSAGES } from '@rnt/contract/busqueda-tramites-rules';
import { useEffect, useRef } from 'react';
import { ErrorState } from '../../../components/ui/query-status';
import { ApiError } from '../../../lib/api-client';
import { ResultCard } from './result-card';

type Listado = BusquedaTramitesResponse['listado'];

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

/** What the failed search says: the server's reasons for bad input, otherwise a general message. */
function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.body?.errors) {
    const reasons = Object.values(error.body.errors).flat();
    if (reasons.length) return reasons.join(' ');
  }
  return 'No se pudo consultar el registro de trámites. Revise su conexión e intente de nuevo.';
}

/** Results of the home search: cards, pagination, the empty-result info and a failed search's retry. */
export function SearchResults({
  listado,
  loading,
  error,
  onRetry,
  onPage,
  emptyInfo,
  linkQuery,
  estadoLabel,
  resultKey,
  onQuisoDecir,
}: {
  listado: Listado | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  emptyInfo: string;
  linkQuery: string;
  estadoLabel: string;
  /** Changes with every new result set: the cards are new, so none stays expanded. */
  resultKey: string;
  /** Searches the corrected query offered as "¿Quiso decir …?". */
  onQuisoDecir: (nombre: string) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const pageChanged = useRef(false);
  useEffect(() => {
    // After a page change, keyboard and screen-reader users continue from the top of the new page.
    if (pageChanged.current && !loading) {
      pageChanged.current = false;
      heading.current?.focus();
    }
  }, [resultKey, loading]);

  return (
    <Stack gap="md" component="section" aria-labelledby="resultados-titulo">
      <Group justify="space-between" align="center">
        <Title order={2} id="resultados-titulo" ref={heading} tabIndex={-1} fz="h3">
          Resultados de la búsqueda
        </Title>
        {loading && <Loader size="sm" aria-hidden />}
      </Group>

      {error ? (
        <ErrorState title="No se pudo realizar la búsqueda" message={errorText(error)} onRetry={onRetry} />
      ) : listado?.vacio ? (
        <Alert color="azul" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {emptyInfo}
        </Alert>
      ) : listado ? (
        <>
          {listado.quiso_decir && (
            <Text>
              {SEARCH_UNDERSTANDING_MESSAGES.quisoDecir}{' '}
              <Anchor
                component="button"
                type="button"
                fw={700}
                fz="inherit"
                onClick={() => onQuisoDecir(listado.quiso_decir!)}
              >
                {listado.quiso_decir}
              </Anchor>
              ?
            </Text>
          )}
          {listado.parcial && (
            <Alert color="azul" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {SEARCH_UNDERSTANDING_MESSAGES.parcial}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" key={resultKey} aria-busy={loading}>
            {listado.data.map((item) => (
              <ResultCard key={item.id} item={item} query={linkQuery} estadoLabel={estadoLabel} />
            ))}
          </SimpleGrid>
          {listado.last_page > 1 && (
            <nav aria-label="Páginas de resultados">
              <Pagination
                total={listado.last_page}
                value={listado.current_page}
                onChange={(page) => {
                  pageChanged.current = true;
                  onPage(page);
                }}
                withEdges
                siblings={1}
                getItemProps={(page) => ({
                  'aria-label': `Página ${page}`,
                  'aria-current': page === listado.current_page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            </nav>
          )}
        </>
      ) : (
        <Text c="dimmed">Buscando trámites…</Text>
      )}
    </Stack>
  );
}
