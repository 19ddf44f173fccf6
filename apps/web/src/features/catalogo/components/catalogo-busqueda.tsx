import { Grid, Stack } from '@mantine/core';
import { hasRegulacionFilter, regulacionFilterErrors } from '@rnt/contract/regulaciones';
import { useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { SearchResults, searchState } from '../../../components/ui/search-results';
import { CsvDownloadLink } from '../../../components/ui/csv-download-link';
import { regulacionesCsvUrl, useRegulaciones } from '../api/regulaciones';
import { catalogoHref, readCatalogoSearch } from '../catalogo-url';
import { CatalogoFiltros } from './catalogo-filters';
import { RegulacionCard } from './regulacion-card';
import { NOUNS } from '@rnt/contract/plural';

/**
 * The catalogue search: the filters live in the URL (`/catalogos/{tipo}?…`), so a search can be shared
 * and the back button restores it; it runs only when a filter is set.
 */
export function CatalogoBusqueda() {
  const { tipo_solicitud_id } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readCatalogoSearch(params, tipo_solicitud_id), [params, tipo_solicitud_id]);
  const runs = hasRegulacionFilter(search) && Object.keys(regulacionFilterErrors(search)).length === 0;
  const query = useRegulaciones(search, runs);
  const state = searchState(
    query,
    runs ? null : 'Use los filtros para buscar en el catálogo de regulaciones.',
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <CatalogoFiltros
          // A new URL (a search, a shared link, the back button) starts the form from it.
          key={catalogoHref({ ...search, page: 1 })}
          initial={search}
          submitted={params.toString() !== ''}
          onSearch={(values) => void navigate(catalogoHref(values))}
          onClear={() => void navigate('/catalogos')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SearchResults
          state={state}
          nouns={NOUNS.regulacion}
          pageHref={(page) => catalogoHref({ ...search, page })}
        >
          <Stack gap="md">
            {Boolean(query.data?.total) && <CsvDownloadLink href={regulacionesCsvUrl(search)} />}
            {query.data?.solicitudes_regulacion.map((r) => (
              <RegulacionCard key={r.id} regulacion={r} />
            ))}
          </Stack>
        </SearchResults>
      </Grid.Col>
    </Grid>
  );
}
