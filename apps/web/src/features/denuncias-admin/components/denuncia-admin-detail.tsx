import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { COMPLAINT_OUTCOMES, COMPLAINT_STATES } from '@rnt/contract/denuncia-estados';
import { PERMISSIONS } from '@rnt/contract/sections';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { ApiError } from '../../../lib/api-client';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { descargarAdjunto, useDenuncia } from '../api/denuncias-admin';
import { DenunciaAccionForm } from './denuncia-accion-form';
import { Badges } from './denuncia-badges';
import { DenunciaModalidadFecha } from './denuncia-modalidad-fecha';
import { fechaHora } from './fechas';
import { tramitePagePath } from '@rnt/contract/page-paths';

const DATOS_MENSAJES = {
  sin_permiso: 'Sin permiso para ver datos personales.',
  anonima: 'Denuncia anónima: no se registraron datos personales.',
  purgados: 'Los datos personales se eliminaron al vencer el plazo de conservación.',
} as const;

function Campo({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" fw={700}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** `/admin/denuncias/{id}`: the complaint, its attachment, the citizen's data when allowed, its history and the action form. */
export function DenunciaAdminDetail({ id }: { id: number }) {
  const session = useSession();
  const allowed = hasPermission(PERMISSIONS.verDenuncias, session);
  const canAct = hasPermission(PERMISSIONS.gestionarDenuncias, session);
  const query = useDenuncia(id, allowed);
  const [downloading, setDownloading] = useState(false);

  if (query.isPending) return <LoadingState label="Cargando la denuncia…" />;
  if (query.isError)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <Alert color="red" variant="light" title="La denuncia no existe" role="alert">
        <Anchor component={Link} to="/admin/denuncias">
          Volver a las denuncias
        </Anchor>
      </Alert>
    ) : (
      <ErrorState
        title="No se pudo cargar la denuncia"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const d = query.data;
  const download = async () => {
    if (!d.adjunto) return;
    setDownloading(true);
    try {
      await descargarAdjunto(d.id, d.adjunto.nombre);
    } catch {
      notifications.show({
        color: 'red',
        message: 'No se pudo descargar el archivo adjunto. Intente de nuevo.',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/admin/denuncias">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Volver a las denuncias
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text fz="xl" fw={800}>
          Folio {d.folio}
        </Text>
        <Badges
          estado={d.estado}
          resultado={d.resultado}
          vencida={d.vencida}
          dias={d.dias_habiles}
          plazo={d.plazo_dias_habiles}
        />
      </Group>

      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="denuncia-titulo"
      >
        <Title order={2} size="h3" id="denuncia-titulo" mb="sm">
          Denuncia
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <Campo label="Recibida">{fechaHora(d.fecha)}</Campo>
          <Campo label="Institución">{d.institucion.nombre}</Campo>
          {d.tramite ? (
            <>
              <Campo label="Trámite">
                <Anchor component={Link} to={tramitePagePath(d.tramite.id)}>
                  {d.tramite.nombre}
                </Anchor>
              </Campo>
              <Campo label="Modalidad">{d.modalidad?.nombre ?? '—'}</Campo>
            </>
          ) : (
            <Campo label="Trámite no inscrito en el registro">{d.descripcion_tramite ?? '—'}</Campo>
          )}
          <Campo label="Días hábiles">
            {d.dias_habiles} {d.respondida_at ? 'hasta la primera respuesta' : 'sin respuesta'} (plazo:{' '}
            {d.plazo_dias_habiles})
          </Campo>
        </SimpleGrid>
        {d.tramite && d.modalidad && (
          <DenunciaModalidadFecha recibida={d.fecha} tramiteId={d.tramite.id} modalidadId={d.modalidad.id} />
        )}
        <Title order={3} size="h4" mt="md" mb={4}>
          Mensaje
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.mensaje}</Text>
        <Title order={3} size="h4" mt="md" mb={4}>
          Archivo adjunto
        </Title>
        {d.adjunto ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            loading={downloading}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            h="auto"
            py={6}
          >
            Descargar {d.adjunto.nombre} ({Math.max(1, Math.round(d.adjunto.bytes / 1024))} KB)
          </Button>
        ) : (
          <Text>Sin archivo adjunto.</Text>
        )}
      </Paper>

      <Paper
        withBorder
        p={{ base: 'sm', sm: 'lg' }}
        radius="md"
        component="section"
        aria-labelledby="datos-titulo"
      >
        <Title order={2} size="h3" id="datos-titulo" mb="sm">
          Datos personales
        </Title>
        {d.datos_personales ? (
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
            <Campo label="Nombres">{d.datos_personales.nombres ?? '—'}</Campo>
            <Campo label="Apellidos">{d.datos_personales.apellidos ?? '—'}</Campo>
            <Campo label="Correo electrónico">{d.datos_personales.correo ?? '—'}</Campo>
            <Campo label="Teléfono">{d.datos_personales.telefono ?? '—'}</Campo>
          </SimpleGrid>
        ) : (
          <Text>{DATOS_MENSAJES[d.datos_personales_estado as keyof typeof DATOS_MENSAJES]}</Text>
        )}
        {d.datos_personales && (
          <Text size="sm" c="gray.8" mt="sm">
            Esta consulta de datos personales quedó registrada en la auditoría.
          </Text>
        )}
      </Paper>

      <section aria-labelledby="historial-titulo">
        <Title order={2} size="h3" id="historial-titulo" mb="sm">
          Historial
        </Title>
        <Timeline
          component="ol"
          bulletSize={18}
          lineWidth={2}
          active={d.historial.length - 1}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {d.historial.map((h) => (
            <Timeline.Item
              component="li"
              key={h.id}
              title={`${COMPLAINT_STATES[h.estado]}${h.resultado ? ` · ${COMPLAINT_OUTCOMES[h.resultado]}` : ''}`}
            >
              <Text size="sm" c="gray.8">
                {fechaHora(h.fecha)} · {h.usuario ?? 'Recepción automática'}
              </Text>
              {h.nota_publica && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <strong>Nota pública (la ve la ciudadanía):</strong> {h.nota_publica}
                </Text>
              )}
              {h.nota_interna && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  <strong>Nota interna:</strong> {h.nota_interna}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </section>

      {canAct ? (
        <DenunciaAccionForm key={d.historial.length} denuncia={d} />
      ) : (
        <Text>
          Su cuenta puede consultar las denuncias, pero no registrar acciones (DENUNCIAS_GESTIONAR).
        </Text>
      )}
    </Stack>
  );
}
