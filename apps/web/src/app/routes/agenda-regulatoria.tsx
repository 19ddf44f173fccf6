import { Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LazyImageCarousel } from '../../components/ui/lazy-image-carousel';
import { Page } from '../../components/ui/page';
import {
  AGENDA_FILTER_KEYS as FILTER_KEYS,
  agendaFiltersFromUrl as filtersFromUrl,
  useAgenda,
} from '../../features/agenda/api/agenda';
import { AgendaFilters, type AgendaFilterValues } from '../../features/agenda/components/agenda-filters';
import { AgendaInfo } from '../../features/agenda/components/agenda-info';
import { AgendaList } from '../../features/agenda/components/agenda-list';
import { AGENDA_SLIDES } from '../../features/agenda/content/agenda-content';
import { ApiError } from '../../lib/api-client';

function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body?.errors) {
    const messages = Object.values(error.body.errors).flat();
    if (messages.length > 0) return messages.join(' ');
  }
  return 'Revise su conexión e intente de nuevo.';
}

export default function AgendaRegulatoriaPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const agenda = useAgenda(filters);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const search = (values: AgendaFilterValues) => {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = values[key];
      if (value) next.set(key, value);
    }
    setParams(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
    resultsHeading.current?.focus();
  };

  return (
    <Page
      title="Agenda regulatoria"
      description="Agenda regulatoria de El Salvador: regulaciones que las instituciones públicas planean emitir o reformar, con su etapa y fechas, y cómo participar en su elaboración."
    >
      <Stack gap="xl">
        <Text fz="lg">
          La agenda regulatoria reúne las regulaciones que las instituciones públicas planean emitir, reformar
          o derogar. Consultarla le permite conocer con anticipación los cambios que vienen y participar en su
          elaboración.
        </Text>
        <LazyImageCarousel slides={AGENDA_SLIDES} label="La agenda regulatoria en imágenes" />
        <section aria-labelledby="agenda-regulaciones">
          <Title order={2} id="agenda-regulaciones" mb="sm" ref={resultsHeading} tabIndex={-1}>
            Regulaciones planificadas
          </Title>
          <Stack gap="lg">
            <AgendaFilters
              // A new URL (back button, shared link) re-initialises the form.
              key={params.toString()}
              initialValues={{
                institucion_id: filters.institucion_id ?? null,
                anio: filters.anio ?? '',
                fechadesde: filters.fechadesde ?? null,
                fechahasta: filters.fechahasta ?? null,
              }}
              onSearch={search}
            />
            <AgendaList
              data={agenda.data}
              loading={agenda.isFetching}
              error={agenda.isError ? errorMessage(agenda.error) : null}
              onRetry={() => void agenda.refetch()}
              onPage={goToPage}
            />
          </Stack>
        </section>
        <AgendaInfo />
      </Stack>
    </Page>
  );
}
