import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PERMISSIONS } from '@rnt/contract/sections';
import type { Sinonimo } from '@rnt/contract/sinonimos';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ApiError } from '../../../lib/api-client';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useEliminarSinonimo, useSinonimos } from '../api/sinonimos';
import { SinonimoForm } from './sinonimo-form';
import { NOUNS, shownOf } from '@rnt/contract/plural';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Entries shown per page of the list. */
const POR_PAGINA = 25;

/**
 * `/admin/sinonimos` (issue 19): the search thesaurus kept by staff holding SINONIMOS_EDITAR. Lists the
 * entries (filterable), adds one, edits one in a dialog, deletes one after a confirmation. A change
 * applies to the next search.
 */
export function SinonimosAdmin() {
  const session = useSession();
  const allowed = hasPermission(PERMISSIONS.editarSinonimos, session);
  const list = useSinonimos(allowed);
  const eliminar = useEliminarSinonimo();
  const [filtro, setFiltro] = useState('');
  const [pagina, setPagina] = useState(1);
  const [editing, setEditing] = useState<Sinonimo | null>(null);
  const [deleting, setDeleting] = useState<Sinonimo | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = useMemo(() => {
    const f = fold(filtro.trim());
    return (list.data ?? []).filter(
      (s) => !f || fold(s.termino).includes(f) || s.equivalentes.some((e) => fold(e).includes(f)),
    );
  }, [list.data, filtro]);
  const paginas = Math.max(1, Math.ceil(visible.length / POR_PAGINA));
  const actual = Math.min(pagina, paginas);
  const enPagina = visible.slice((actual - 1) * POR_PAGINA, actual * POR_PAGINA);

  if (!session?.autenticado)
    return (
      <Stack align="flex-start">
        <Text>Inicie sesión con una cuenta del personal evaluador para administrar el tesauro.</Text>
        <Button component={Link} to="/admin/login?redirect=%2Fadmin%2Fsinonimos">
          Iniciar sesión
        </Button>
      </Stack>
    );
  if (!allowed)
    return (
      <Alert color="red" variant="light" title="Sin permiso">
        Su cuenta no tiene el permiso para editar el tesauro de la búsqueda (SINONIMOS_EDITAR).
      </Alert>
    );

  const saved = (message: string) => notifications.show({ color: 'green', message });

  return (
    <Stack gap="xl">
      <Text>
        Cuando una búsqueda contiene un término, también encuentra los trámites que tienen alguno de sus
        equivalentes. Los cambios se aplican a la siguiente búsqueda.
      </Text>
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="agregar-titulo"
      >
        <Title order={2} size="h3" id="agregar-titulo" mb="sm">
          Agregar una entrada
        </Title>
        <SinonimoForm onSaved={saved} />
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="entradas-titulo">
        <Title order={2} size="h3" id="entradas-titulo">
          Entradas del tesauro ({list.data?.length ?? 0})
        </Title>
        <TextInput
          label="Filtrar entradas"
          type="search"
          value={filtro}
          onChange={(e) => {
            setFiltro(e.currentTarget.value);
            setPagina(1);
          }}
        />
        <Text role="status" aria-live="polite" size="sm">
          {list.data ? `${shownOf(visible.length, list.data.length, NOUNS.entrada)}.` : ''}
        </Text>
        {list.isPending ? (
          <LoadingState label="Cargando el tesauro…" />
        ) : list.isError ? (
          <ErrorState
            title="No se pudo cargar el tesauro"
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {enPagina.map((s) => (
              <Paper component="li" key={s.id} withBorder p="sm" radius="sm">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {s.termino}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      = {s.equivalentes.join(' · ')}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={`Editar ${s.termino}`}
                      onClick={() => setEditing(s)}
                    >
                      Editar
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Eliminar ${s.termino}`}
                      onClick={() => {
                        setDeleteError(null);
                        setDeleting(s);
                      }}
                    >
                      Eliminar
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {paginas > 1 && (
          <nav aria-label="Páginas del tesauro">
            <Pagination
              total={paginas}
              value={actual}
              onChange={setPagina}
              size="sm"
              getItemProps={(n) => ({
                'aria-label': `Página ${n}`,
                'aria-current': n === actual ? 'page' : undefined,
              })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? 'Página anterior' : 'Página siguiente',
              })}
            />
          </nav>
        )}
      </Stack>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Editar entrada del tesauro">
        {editing && (
          <SinonimoForm
            key={editing.id}
            sinonimo={editing}
            onCancel={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              saved(message);
            }}
          />
        )}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Eliminar entrada del tesauro"
      >
        {deleting && (
          <Stack>
            <Text>¿Eliminar la entrada «{deleting.termino}»? La búsqueda dejará de usarla.</Text>
            {deleteError && (
              <Alert color="red" variant="light" role="alert">
                {deleteError}
              </Alert>
            )}
            <Group gap="sm">
              <Button
                color="red"
                loading={eliminar.isPending}
                onClick={() =>
                  eliminar.mutate(deleting.id, {
                    onSuccess: (answer) => {
                      setDeleting(null);
                      saved(answer.message);
                    },
                    onError: (error) =>
                      setDeleteError(
                        error instanceof ApiError && error.body?.message
                          ? error.body.message
                          : 'No se pudo eliminar la entrada. Intente de nuevo.',
                      ),
                  })
                }
              >
                Eliminar
              </Button>
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancelar
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Anchor component={Link} to="/">
        Volver al inicio
      </Anchor>
    </Stack>
  );
}
