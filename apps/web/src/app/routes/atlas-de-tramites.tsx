import { Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { filterAtlas } from '@rnt/contract/atlas';
import { MESSAGES } from '@rnt/contract/messages';
import { useDeferredValue, useMemo, useState } from 'react';
import { ErrorState } from '../../components/ui/query-status';
import { Page } from '../../components/ui/page';
import { useAtlas } from '../../features/atlas/api/atlas';
import { AtlasTree, allNodeKeys } from '../../features/atlas/components/atlas-tree';
import { countOf, NOUNS } from '@rnt/contract/plural';

/** A filter this narrow opens every branch it keeps; wider ones leave the visitor to open them. */
const AUTO_EXPAND_MAX_MODALIDADES = 60;

export default function AtlasPage() {
  const atlas = useAtlas();
  const [texto, setTexto] = useState('');
  const deferred = useDeferredValue(texto);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());

  const resultado = useMemo(
    () => (atlas.data ? filterAtlas(atlas.data.instituciones, deferred) : null),
    [atlas.data, deferred],
  );

  const onFilter = (value: string) => {
    setTexto(value);
    if (!atlas.data || !value.trim()) return;
    const kept = filterAtlas(atlas.data.instituciones, value);
    if (kept.total_modalidades > 0 && kept.total_modalidades <= AUTO_EXPAND_MAX_MODALIDADES)
      setExpanded(new Set(allNodeKeys(kept.instituciones)));
  };
  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Page
      title="Atlas de trámites"
      description="Directorio completo del Registro Nacional de Trámites: instituciones, unidades, trámites y modalidades, con sus conteos y enlaces al detalle de cada trámite."
    >
      <Stack gap="md">
        <Text>
          Recorra el Registro Nacional de Trámites por institución, unidad y trámite hasta cada una de sus
          modalidades. Incluye las modalidades inscritas y las que están en evaluación; no incluye los
          borradores ni las solicitudes desistidas o rechazadas, que los reportes estadísticos sí cuentan
          entre los trámites cargados por las instituciones.
        </Text>
        {atlas.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Cargando el atlas…</Text>
          </Group>
        )}
        {atlas.isError && (
          <ErrorState title="No se pudo cargar el atlas" onRetry={() => void atlas.refetch()} />
        )}
        {atlas.data && resultado && (
          <>
            <Text>
              {countOf(atlas.data.total_instituciones, NOUNS.institucion)},{' '}
              {countOf(atlas.data.total_unidades, NOUNS.unidad)},{' '}
              {countOf(atlas.data.total_tramites, NOUNS.tramite)} y{' '}
              {countOf(atlas.data.total_modalidades, NOUNS.modalidad)}.
            </Text>
            <form role="search" aria-label="Filtrar el atlas" onSubmit={(event) => event.preventDefault()}>
              <TextInput
                label="Filtrar por nombre"
                description="Escriba parte del nombre o las siglas de una institución, o el nombre de una unidad, trámite o modalidad. No distingue mayúsculas ni tildes."
                leftSection={<IconSearch size={16} aria-hidden />}
                value={texto}
                onChange={(event) => onFilter(event.currentTarget.value)}
                autoComplete="off"
                maw={560}
              />
            </form>
            <Text role="status" aria-live="polite" fw={500}>
              {deferred.trim()
                ? resultado.total_modalidades === 0
                  ? `${MESSAGES.sinResultados}: ningún trámite coincide con «${deferred.trim()}».`
                  : `${countOf(resultado.total_tramites, NOUNS.tramite)} y ${countOf(resultado.total_modalidades, NOUNS.modalidad)} coinciden con «${deferred.trim()}».`
                : ''}
            </Text>
            <AtlasTree
              instituciones={resultado.instituciones}
              tree={{ isOpen: (key) => expanded.has(key), onToggle: toggle }}
            />
          </>
        )}
      </Stack>
    </Page>
  );
}
