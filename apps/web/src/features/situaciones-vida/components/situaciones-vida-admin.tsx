import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { adminSituacionesVidaPagePath, situacionVidaPagePath } from '@rnt/contract/page-paths';
import { PERMISSIONS } from '@rnt/contract/sections';
import type { SituacionAdmin } from '@rnt/contract/situaciones-vida';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useCambiosSituacion, useSituacionesAdmin } from '../api/situaciones-vida-admin';
import { SituacionForm } from './situacion-form';

const ACCIONES: Record<string, string> = { crear: 'Creada', editar: 'Editada', eliminar: 'Eliminada' };
const fecha = (iso: string) =>
  new Intl.DateTimeFormat('es-SV', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  }).format(new Date(iso));

/** The broken steps of an event: which modality, and why (removed, or no longer published). */
function PasosRotos({ situacion }: { situacion: SituacionAdmin }) {
  const rotos = situacion.pasos.filter((p) => p.roto);
  if (rotos.length === 0) return null;
  return (
    <List size="sm" spacing={4}>
      {rotos.map((p) => (
        <List.Item key={p.orden}>
          Paso {p.orden}, «{p.titulo}»:{' '}
          {p.modalidades.length === 0
            ? 'no tiene modalidades'
            : p.modalidades
                .filter((m) => m.rota)
                .map((m) => `modalidad ${m.id}${m.nombre ? ` (${m.nombre})` : ''}: ${m.motivo}`)
                .join('; ')}
        </List.Item>
      ))}
    </List>
  );
}

/** The audit rows of one event: the change just saved shows here, with who made it. */
function Historial({ id }: { id: number }) {
  const cambios = useCambiosSituacion(id);
  return (
    <Stack gap="xs" component="section" aria-labelledby="historial-titulo">
      <Title order={3} size="h4" id="historial-titulo">
        Historial de cambios
      </Title>
      {cambios.isPending ? (
        <LoadingState label="Cargando el historial…" />
      ) : cambios.isError ? (
        <ErrorState title="No se pudo cargar el historial" onRetry={() => void cambios.refetch()} />
      ) : cambios.data.length === 0 ? (
        <Text size="sm">Sin cambios registrados desde la carga de los datos.</Text>
      ) : (
        <List size="sm" spacing={4}>
          {cambios.data.map((c) => (
            <List.Item key={c.id}>
              {ACCIONES[c.accion] ?? c.accion} el {fecha(c.fecha)} por {c.usuario ?? 'la línea de comandos'}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * `/admin/situaciones-vida` (issue 33): the life events for staff holding SITUACIONES_VIDA_EDITAR. The
 * list flags broken steps (a modality removed or no longer published) with the reason; "Editar" opens the
 * event's form with its steps in place of the list, and its audit history under it.
 */
export function SituacionesVidaAdmin() {
  const session = useSession();
  const allowed = hasPermission(PERMISSIONS.editarSituacionesVida, session);
  const list = useSituacionesAdmin(allowed);
  const [editingId, setEditingId] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (editingId == null ? listHeading : heading).current?.focus();
  }, [editingId]);

  if (!session?.autenticado)
    return (
      <Stack align="flex-start">
        <Text>
          Inicie sesión con una cuenta del personal evaluador para administrar las situaciones de vida.
        </Text>
        <Button
          component={Link}
          to={`/admin/login?redirect=${encodeURIComponent(adminSituacionesVidaPagePath())}`}
        >
          Iniciar sesión
        </Button>
      </Stack>
    );
  if (!allowed)
    return (
      <Alert color="red" variant="light" title="Sin permiso">
        Su cuenta no tiene el permiso para editar las situaciones de vida (SITUACIONES_VIDA_EDITAR).
      </Alert>
    );
  if (list.isPending) return <LoadingState label="Cargando las situaciones de vida…" />;
  if (list.isError)
    return (
      <ErrorState
        title="No se pudieron cargar las situaciones de vida"
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );

  const edit = (id: number | null) => {
    moved.current = true;
    setEditingId(id);
  };
  const editing = list.data.find((s) => s.id === editingId);
  if (editing)
    return (
      <Stack gap="lg">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          Editar: {editing.nombre}
        </Title>
        <SituacionForm
          key={`${editing.id}-${editing.updated_at}`}
          situacion={editing}
          onSaved={(message) => notifications.show({ color: 'green', message })}
          onCancel={() => edit(null)}
        />
        <Historial id={editing.id} />
        <Anchor
          component="button"
          type="button"
          onClick={() => edit(null)}
          style={{ alignSelf: 'flex-start' }}
        >
          Volver a la lista
        </Anchor>
      </Stack>
    );

  const rotas = list.data.filter((s) => s.pasos_rotos > 0).length;
  return (
    <Stack gap="md" component="section" aria-labelledby="situaciones-titulo">
      <Text>
        Cada situación de vida es una lista de pasos en orden sobre modalidades del registro. Un paso cuya
        modalidad fue eliminada o ya no está publicada aparece como roto: corríjalo aquí.
      </Text>
      <Title order={2} size="h3" id="situaciones-titulo" ref={listHeading} tabIndex={-1}>
        Situaciones de vida ({list.data.length})
      </Title>
      <Text role="status" size="sm">
        {rotas === 0
          ? 'Ninguna situación tiene pasos rotos.'
          : `${rotas === 1 ? '1 situación tiene' : `${rotas} situaciones tienen`} pasos rotos.`}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((s) => (
          <Paper component="li" key={s.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {s.nombre}
                </Text>
                <Group gap="xs">
                  <Text size="sm">
                    {s.pasos.length} {s.pasos.length === 1 ? 'paso' : 'pasos'}
                  </Text>
                  {s.pasos_rotos > 0 && (
                    <Badge color="red" variant="light">
                      {s.pasos_rotos === 1 ? '1 paso roto' : `${s.pasos_rotos} pasos rotos`}
                    </Badge>
                  )}
                </Group>
                <PasosRotos situacion={s} />
                {/* The public page is a light page: a plain link loads the document. */}
                <Anchor href={situacionVidaPagePath(s.slug)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  Ver la página pública de {s.nombre}
                </Anchor>
              </Stack>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Editar ${s.nombre}`}
                onClick={() => edit(s.id)}
              >
                Editar
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Anchor component={Link} to="/">
        Volver al inicio
      </Anchor>
    </Stack>
  );
}
