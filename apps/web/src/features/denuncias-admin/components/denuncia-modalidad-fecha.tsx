import { Anchor, Stack, Text, Title } from '@mantine/core';
import { cambioTexto, hoyEnElSalvador } from '@rnt/contract/historial';
import { displayDate } from '@rnt/contract/modalidad-rules';
import { modalidadPagePath } from '@rnt/contract/page-paths';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useHistorialModalidad } from '../api/denuncias-admin';

/**
 * The complaint's modality as the registry stood the day it was filed (issue 32): a link to the
 * modality page's dated view, and the public changes made from that day on, so staff compare what the
 * citizen was asked with what the registry said then. The link opens a public page (a document load).
 */
export function DenunciaModalidadFecha({
  recibida,
  tramiteId,
  modalidadId,
}: {
  /** When the complaint was received (ISO, UTC). */
  recibida: string;
  tramiteId: number;
  modalidadId: number;
}) {
  const dia = hoyEnElSalvador(new Date(recibida));
  const historial = useHistorialModalidad(modalidadId);
  const desde = historial.data?.filter((d) => d.fecha >= dia) ?? [];
  return (
    <Stack gap={4} mt="md">
      <Anchor href={modalidadPagePath(tramiteId, modalidadId, `?fecha=${dia}`)} fw={600}>
        Ver la modalidad como estaba inscrita el {displayDate(dia)}
      </Anchor>
      <Title order={3} size="h4" mt="sm">
        Cambios de la modalidad desde el día de la denuncia
      </Title>
      {historial.isPending ? (
        <LoadingState label="Cargando el historial de la modalidad…" />
      ) : historial.isError ? (
        <ErrorState
          title="No se pudo cargar el historial de la modalidad"
          onRetry={() => void historial.refetch()}
          retrying={historial.isFetching}
        />
      ) : desde.length === 0 ? (
        <Text>La modalidad no ha cambiado en el registro desde el {displayDate(dia)}.</Text>
      ) : (
        <>
          <Text size="sm" c="gray.8">
            La versión de un día es la del final de ese día: un cambio del mismo día de la denuncia ya aparece
            en ella.
          </Text>
          <ol style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {desde.map((d) => (
              <li key={d.fecha}>
                <Text fw={700} component="span">
                  {displayDate(d.fecha)}
                </Text>
                <ul style={{ margin: 0, paddingLeft: '1.25rem', overflowWrap: 'anywhere' }}>
                  {d.cambios.map((c, i) => (
                    <li key={i}>{cambioTexto(c)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </>
      )}
    </Stack>
  );
}
