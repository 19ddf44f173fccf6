import { Paper, Stack, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SEARCH_UNDERSTANDING_MESSAGES,
  searchParamsToQuery,
  type BusquedaTramitesParams,
} from '@rnt/contract/busqueda-tramites-rules';
import { procedureLinkQuery } from '@rnt/contract/busqueda-tramites-links';
import { EMPTY_RESULT_ALERT_MS } from '@rnt/contract/constants';
import { emptySearchInfoMessage, MESSAGES } from '@rnt/contract/messages';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useInstituciones } from '../../../api/lookups/instituciones';
import { useUnidades } from '../../../api/lookups/unidades';
import { busquedaTramitesCsvUrl, useBusquedaTramites } from '../api/busqueda-tramites';
import { useHomeSearch } from '../lib/home-search-state';
import { clearStoredSearch, loadStoredSearch, storeSearch } from '../lib/stored-params';
import { SearchForm } from './search-form';
import { foundCount, NOUNS } from '@rnt/contract/plural';

// The results (cards, pagination, CSV link) appear only after a search: their code is not part of the
// first paint of the home page. It is fetched right after it, so that a search shows its results, its
// info message and its alert together.
const loadResults = () => import('./search-results');
const loadCsvLink = () => import('../../../components/ui/csv-download-link');
const SearchResults = lazy(async () => ({ default: (await loadResults()).SearchResults }));
const CsvDownloadLink = lazy(async () => ({ default: (await loadCsvLink()).CsvDownloadLink }));

/**
 * The home procedure search. The search on screen lives in the URL query, so it can be
 * shared and the back button restores it; it is also kept in local storage under
 * `params` and restored when the home is opened without one.
 */
export function BusquedaTramites() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryString = searchParams.toString();
  // Read from the URL by the route's loader, through the search endpoint's query schema.
  const active = useHomeSearch();

  useEffect(() => {
    if (active) {
      storeSearch(active);
      return;
    }
    let current = true;
    void loadStoredSearch().then((stored) => {
      if (current && stored) setSearchParams(searchParamsToQuery(stored), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [active, setSearchParams]);

  useEffect(() => {
    void loadResults();
    void loadCsvLink();
  }, []);

  const results = useBusquedaTramites(active);
  const listado = results.data;
  const showing = active !== null && !results.isError && listado !== undefined && !results.isPlaceholderData;
  const empty = showing && listado.vacio;

  useEffect(() => {
    // A search without results shows the red alert for 4 s, besides the info message.
    if (empty)
      notifications.show({
        id: 'busqueda-sin-resultados',
        color: 'red',
        message: MESSAGES.sinResultadosHome,
        autoClose: EMPTY_RESULT_ALERT_MS,
      });
  }, [empty, queryString, results.dataUpdatedAt]);

  const instituciones = useInstituciones();
  const unidades = useUnidades(active?.institucion_id);
  const institucion = instituciones.data?.find((i) => i.id === active?.institucion_id)?.nombre;
  const unidad = unidades.data?.find((u) => u.id === active?.unidad_id)?.nombre;
  // Each card shows 'Estado - Publicado', whatever state was searched (decision 009: every
  // state the portal lists is published on it; the procedure page shows each modality's own state).
  const estadoLabel = MESSAGES.estadoPublicado;

  // The procedure page receives the name and state filters, 'Publicados' included.
  const linkQuery = procedureLinkQuery(active);

  const search = (params: BusquedaTramitesParams) => {
    const next = new URLSearchParams(searchParamsToQuery(params)).toString();
    if (next === queryString) void results.refetch();
    else setSearchParams(next);
  };

  const announcement = !active
    ? ''
    : results.isFetching
      ? 'Buscando trámites…'
      : results.isError
        ? ''
        : empty
          ? MESSAGES.sinResultadosHome
          : listado
            ? [
                // The count first (as before issue 19), then what the search understood.
                `${foundCount(listado.total, NOUNS.tramite)}. Página ${listado.current_page} de ${listado.last_page}.`,
                listado.parcial ? `${SEARCH_UNDERSTANDING_MESSAGES.parcial}.` : '',
                listado.quiso_decir
                  ? `${SEARCH_UNDERSTANDING_MESSAGES.quisoDecir} ${listado.quiso_decir}?`
                  : '',
              ]
                .filter(Boolean)
                .join(' ')
            : '';

  return (
    <Stack gap="lg">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="buscar-titulo"
      >
        <Title order={2} id="buscar-titulo" mb="md">
          Buscar trámites
        </Title>
        <SearchForm
          params={active}
          onSearch={search}
          onClear={() => {
            clearStoredSearch();
            setSearchParams({});
          }}
        />
      </Paper>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Suspense fallback={null}>
        {active && showing && listado.total > 0 && <CsvDownloadLink href={busquedaTramitesCsvUrl(active)} />}
        {active && (
          <SearchResults
            listado={listado}
            loading={results.isFetching}
            error={results.isError ? results.error : null}
            onRetry={() => void results.refetch()}
            onPage={(page) => search({ ...active, page })}
            emptyInfo={emptySearchInfoMessage(institucion, institucion ? unidad : undefined)}
            linkQuery={linkQuery}
            estadoLabel={estadoLabel}
            resultKey={queryString}
            onQuisoDecir={(nombre) => search({ ...active, nombre, page: 1 })}
          />
        )}
      </Suspense>
    </Stack>
  );
}
