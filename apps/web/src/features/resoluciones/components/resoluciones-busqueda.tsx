import { Grid, Stack } from '@mantine/core';
import { dateRangeErrors } from '@rnt/contract/date-range';
import { hasResolucionCriterio } from '@rnt/contract/resoluciones';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchResults, searchState } from '../../../components/ui/search-results';
import { CsvDownloadLink } from '../../../components/ui/csv-download-link';
import { resolucionesCsvUrl, useResoluciones } from '../api/resoluciones';
import { readResolucionesSearch, resolucionesHref } from '../resoluciones-url';
import { ResolucionCard } from './resolucion-card';
import { ResolucionesFiltros } from './resoluciones-filters';
import { NOUNS } from '@rnt/contract/plural';

/** The resolution search, its filters mirrored in the URL query (shareable; the back button restores it). */
export function ResolucionesBusqueda() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useMemo(() => readResolucionesSearch(params), [params]);
  const runs =
    hasResolucionCriterio(search) &&
    Object.keys(dateRangeErrors({ desde: search.fechadesde, hasta: search.fechahasta })).length === 0;
  const query = useResoluciones(search, runs);
  const state = searchState(query, runs ? null : 'Use los filtros para buscar resoluciones.');

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ResolucionesFiltros
          key={resolucionesHref({ ...search, page: 1 })}
          initial={search}
          submitted={params.toString() !== ''}
          onSearch={(values) => void navigate(resolucionesHref(values))}
          onClear={() => void navigate('/resoluciones')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SearchResults
          state={state}
          nouns={NOUNS.resolucion}
          pageHref={(page) => resolucionesHref({ ...search, page })}
        >
          <Stack gap="md">
            {Boolean(query.data?.total) && <CsvDownloadLink href={resolucionesCsvUrl(search)} />}
            {query.data?.tramites.map((r) => (
              <ResolucionCard key={r.id} resolucion={r} />
            ))}
          </Stack>
        </SearchResults>
      </Grid.Col>
    </Grid>
  );
}
