import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@rnt/contract/messages';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { foundCount, type Forms } from '@rnt/contract/plural';

export type SearchState =
  | { kind: 'idle'; text: string }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; onRetry: () => void }
  | { kind: 'done'; total: number; currentPage: number; lastPage: number; updating: boolean };

function errorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.body?.errors) {
    const details = Object.values(error.body.errors).flat();
    if (details.length) return details.join(' ');
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'El servidor tardó demasiado en responder.';
  return 'Verifique su conexión e intente de nuevo.';
}

function statusText(state: SearchState, nouns: Forms): string {
  switch (state.kind) {
    case 'idle':
      return state.text;
    case 'loading':
      return 'Buscando…';
    case 'error':
      return 'No se pudo realizar la búsqueda.';
    case 'done': {
      if (state.total === 0) return MESSAGES.sinResultados;
      const pages = state.lastPage > 1 ? `; página ${state.currentPage} de ${state.lastPage}.` : '.';
      return `${foundCount(state.total, nouns)}${pages}`;
    }
  }
}

const CONTROL_LABELS = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
} as const;

/** Props that make a Mantine pagination control a router link to `href`. */
const pageLink = (href: string) => ({ component: Link, to: href, onClick: undefined });

/**
 * The results area of a search screen: a live region with the count (or
 * 'Sin resultados'), a loading state, a Spanish error with a retry, the list and its pagination. The
 * pages are links (`pageHref`): real addresses without JavaScript, router navigations with it.
 */
export function SearchResults({
  state,
  nouns,
  pageHref,
  children,
}: {
  state: SearchState;
  /** ['regulación', 'regulaciones'] */
  nouns: Forms;
  /** The address of a page of these results. */
  pageHref: (page: number) => string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const status = statusText(state, nouns);

  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} size="h3" mb="xs">
        Resultados
      </Title>
      <Group gap="xs" mb="sm" wrap="nowrap">
        {(state.kind === 'loading' || (state.kind === 'done' && state.updating)) && (
          <Loader size="sm" aria-hidden />
        )}
        <Text
          role="status"
          aria-live="polite"
          aria-atomic="true"
          fw={state.kind === 'done' && state.total === 0 ? 700 : undefined}
          c={state.kind === 'idle' ? 'gray.7' : undefined}
        >
          {status}
        </Text>
      </Group>
      {state.kind === 'error' && (
        <Alert
          color="red"
          variant="light"
          title="Ocurrió un problema"
          icon={<IconAlertTriangle aria-hidden />}
          role="alert"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(state.error)}</Text>
            <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={state.onRetry}>
              Reintentar
            </Button>
          </Stack>
        </Alert>
      )}
      {state.kind === 'done' && state.total > 0 && (
        <>
          <div aria-busy={state.updating}>{children}</div>
          {state.lastPage > 1 && (
            <nav aria-label="Paginación de resultados">
              <Pagination
                mt="lg"
                total={state.lastPage}
                value={state.currentPage}
                // Each page is a link: the link navigates, not Mantine's click handler.
                onChange={() => {}}
                getItemProps={(page) => ({
                  'aria-label': `Página ${page}`,
                  ...pageLink(pageHref(page)),
                })}
                getControlProps={(control) => {
                  const target = {
                    first: 1,
                    previous: state.currentPage - 1,
                    next: state.currentPage + 1,
                    last: state.lastPage,
                  }[control];
                  const label = CONTROL_LABELS[control];
                  // The first/previous controls of page 1 (next/last of the last page) stay disabled buttons.
                  return target < 1 || target > state.lastPage || target === state.currentPage
                    ? { 'aria-label': label }
                    : { 'aria-label': label, ...pageLink(pageHref(target)) };
                }}
              />
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** Maps a TanStack query of a paginated search onto the results area's state. */
export function searchState(
  query: {
    data?: { total: number; current_page: number; last_page: number };
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  },
  idleText: string | null,
): SearchState {
  if (idleText !== null) return { kind: 'idle', text: idleText };
  if (query.isError) return { kind: 'error', error: query.error, onRetry: () => void query.refetch() };
  if (!query.data) return { kind: 'loading' };
  return {
    kind: 'done',
    total: query.data.total,
    currentPage: query.data.current_page,
    lastPage: query.data.last_page,
    updating: query.isFetching && query.isPlaceholderData,
  };
}
