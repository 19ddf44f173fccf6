import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPLAINT_STATES, COMPLAINT_STATE_CODES } from '@rnt/contract/denuncia-estados';
import { PERMISSIONS } from '@rnt/contract/sections';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useInstituciones } from '../../../api/lookups/instituciones';
import { DateRangeFields } from '../../../components/ui/date-range-fields';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ApiError } from '../../../lib/api-client';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { descargarCsv, useDenuncias, type DenunciasFiltros } from '../api/denuncias-admin';
import { Badges } from './denuncia-badges';
import { fechaHora } from './fechas';

const FILTER_KEYS = ['estado', 'institucion_id', 'fecha_desde', 'fecha_hasta', 'vencidas'] as const;
type Filtros = Record<(typeof FILTER_KEYS)[number], string>;

const readFiltros = (params: URLSearchParams): Filtros =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filtros;

/** Sign-in and permission gates shared by the list and the detail. */
export function StaffGate({ redirect, children }: { redirect: string; children: React.ReactNode }) {
  const session = useSession();
  if (!session?.autenticado)
    return (
      <Stack align="flex-start">
        <Text>Inicie sesión con una cuenta del personal del registro para ver las denuncias.</Text>
        <Button component={Link} to={`/admin/login?redirect=${encodeURIComponent(redirect)}`}>
          Iniciar sesión
        </Button>
      </Stack>
    );
  if (!hasPermission(PERMISSIONS.verDenuncias, session))
    return (
      <Alert color="red" variant="light" title="Sin permiso">
        Su cuenta no tiene el permiso para ver las denuncias (DENUNCIAS_VER).
      </Alert>
    );
  return <>{children}</>;
}

/**
 * `/admin/denuncias` (issue 23): the complaints received, newest first, with filters kept in the address
 * (state, institution, dates, overdue), state and overdue badges, pages and the CSV of the filtered list.
 */
export function DenunciasAdminList() {
  const [params, setParams] = useSearchParams();
  const applied = readFiltros(params);
  const page = params.get('page') ?? '';
  const [draft, setDraft] = useState<Filtros>(applied);
  const [downloading, setDownloading] = useState(false);
  const session = useSession();
  const allowed = hasPermission(PERMISSIONS.verDenuncias, session);
  const query: DenunciasFiltros = { ...applied, page: page || undefined };
  const list = useDenuncias(query, allowed);
  const instituciones = useInstituciones();
  const badRequest =
    list.error instanceof ApiError && list.error.status === 400 ? list.error.body?.errors : undefined;

  const apply = (next: Filtros, nextPage = '') => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) search.set(k, v);
    if (nextPage && nextPage !== '1') search.set('page', nextPage);
    setParams(search);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Filtros;
    setDraft(empty);
    apply(empty);
  };
  const csv = async () => {
    setDownloading(true);
    try {
      await descargarCsv(applied);
    } catch {
      notifications.show({ color: 'red', message: 'No se pudo descargar el CSV. Intente de nuevo.' });
    } finally {
      setDownloading(false);
    }
  };

  const listado = list.data?.listado;
  const plazo = list.data?.plazo_dias_habiles ?? 5;
  return (
    <Stack gap="xl">
      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="filtros-titulo"
      >
        <Title order={2} size="h3" id="filtros-titulo" mb="sm">
          Filtros
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group grow align="flex-start" gap="md" wrap="wrap">
              <Select
                label="Estado"
                placeholder="Todos"
                clearable
                data={COMPLAINT_STATE_CODES.map((c) => ({ value: c, label: COMPLAINT_STATES[c] }))}
                value={draft.estado || null}
                onChange={(v) => setDraft({ ...draft, estado: v ?? '' })}
                error={badRequest?.estado?.[0]}
                style={{ minWidth: '12rem' }}
                comboboxProps={{ withinPortal: false }}
              />
              <Select
                label="Institución"
                placeholder="Todas"
                clearable
                searchable
                nothingFoundMessage="Ninguna institución coincide"
                data={(instituciones.data ?? []).map((i) => ({ value: String(i.id), label: i.nombre }))}
                value={draft.institucion_id || null}
                onChange={(v) => setDraft({ ...draft, institucion_id: v ?? '' })}
                error={badRequest?.institucion_id?.[0]}
                style={{ minWidth: '14rem' }}
                comboboxProps={{ withinPortal: false }}
              />
            </Group>
            <DateRangeFields
              legend="Fecha de recepción"
              desde={draft.fecha_desde}
              hasta={draft.fecha_hasta}
              errors={{ desde: badRequest?.fecha_desde?.[0], hasta: badRequest?.fecha_hasta?.[0] }}
              onChange={({ desde, hasta }) => setDraft({ ...draft, fecha_desde: desde, fecha_hasta: hasta })}
            />
            <Checkbox
              label={`Solo vencidas (sin respuesta después de ${plazo} días hábiles)`}
              checked={draft.vencidas === 'true'}
              onChange={(e) => setDraft({ ...draft, vencidas: e.currentTarget.checked ? 'true' : '' })}
            />
            <Group gap="sm">
              <Button type="submit">Filtrar</Button>
              <Button variant="default" onClick={clear}>
                Limpiar filtros
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="lista-titulo">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={2} size="h3" id="lista-titulo">
            Denuncias recibidas
          </Title>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => void csv()}
            loading={downloading}
          >
            Descargar CSV (sin datos personales)
          </Button>
        </Group>
        <Text role="status" aria-live="polite" size="sm">
          {listado
            ? `${listado.total} ${listado.total === 1 ? 'denuncia' : 'denuncias'} con estos filtros.`
            : ''}
        </Text>
        {list.isPending ? (
          <LoadingState label="Cargando las denuncias…" />
        ) : list.isError ? (
          badRequest ? (
            <Alert color="red" variant="light" title="Revise los filtros" role="alert">
              {Object.values(badRequest).flat().join(' ')}
            </Alert>
          ) : (
            <ErrorState
              title="No se pudieron cargar las denuncias"
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          )
        ) : listado && listado.data.length === 0 ? (
          <Text>No hay denuncias con estos filtros.</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {listado?.data.map((d) => (
              <Paper component="li" key={d.id} withBorder p="sm" radius="sm" data-folio={d.folio}>
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" align="flex-start">
                    <Anchor component={Link} to={`/admin/denuncias/${d.id}`} fw={700} fz="lg">
                      {d.folio}
                    </Anchor>
                    <Badges
                      estado={d.estado}
                      resultado={d.resultado}
                      vencida={d.vencida}
                      dias={d.dias_habiles}
                      plazo={plazo}
                    />
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <strong>{d.institucion.nombre}</strong>
                    {' — '}
                    {d.tramite
                      ? `${d.tramite.nombre}${d.modalidad ? ` (${d.modalidad.nombre})` : ''}`
                      : `Trámite no inscrito: ${d.descripcion_tramite ?? ''}`}
                  </Text>
                  <Text size="sm" c="gray.8">
                    Recibida el {fechaHora(d.fecha)} · {d.anonimo ? 'Anónima' : 'Identificada'} ·{' '}
                    {d.dias_habiles} {d.dias_habiles === 1 ? 'día hábil' : 'días hábiles'}
                    {d.respondida_at ? ' hasta la respuesta' : ' sin respuesta'}
                    {d.tiene_adjunto ? ' · Con adjunto' : ''}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
        {listado && listado.last_page > 1 && (
          <Pagination
            total={listado.last_page}
            value={listado.current_page}
            onChange={(p) => apply(applied, String(p))}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous'
                  ? 'Página anterior'
                  : control === 'next'
                    ? 'Página siguiente'
                    : undefined,
            })}
            getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
          />
        )}
      </Stack>
    </Stack>
  );
}
