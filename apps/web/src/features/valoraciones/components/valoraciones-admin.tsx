import { Alert, Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { PERMISSIONS } from '@rnt/contract/sections';
import { VALORACION_MOTIVOS, type ValoracionMotivo } from '@rnt/contract/valoraciones';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { hasPermission } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { useValoraciones } from '../api/valoraciones';

const motivo = (code: string) => VALORACION_MOTIVOS[code as ValoracionMotivo] ?? code;
const fechaHora = (iso: string) =>
  new Intl.DateTimeFormat('es-SV', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  }).format(new Date(iso));

/**
 * `/admin/valoraciones` (issue 22): the pages citizens reported, most reported first, with the Sí/No
 * answers, the reasons and the latest texts. Staff holding VALORACIONES_VER; each read is audited.
 */
export function ValoracionesAdmin() {
  const session = useSession();
  const allowed = hasPermission(PERMISSIONS.verValoraciones, session);
  const list = useValoraciones(allowed);

  if (!session?.autenticado)
    return (
      <Stack align="flex-start">
        <Text>Inicie sesión con una cuenta del personal del registro para ver las valoraciones.</Text>
        <Button component={Link} to="/admin/login?redirect=%2Fadmin%2Fvaloraciones">
          Iniciar sesión
        </Button>
      </Stack>
    );
  if (!allowed)
    return (
      <Alert color="red" variant="light" title="Sin permiso">
        Su cuenta no tiene el permiso para ver las valoraciones de las páginas (VALORACIONES_VER).
      </Alert>
    );
  if (list.isPending) return <LoadingState label="Cargando las valoraciones…" />;
  if (list.isError)
    return <ErrorState title="No se pudieron cargar las valoraciones" onRetry={() => void list.refetch()} />;

  const { paginas, total } = list.data;
  if (total === 0) return <Text>Todavía no hay valoraciones.</Text>;
  return (
    <Stack gap="md">
      <Text>
        {total === 1 ? '1 página valorada' : `${total} páginas valoradas`}; primero las que tienen más
        reportes de problemas{total > paginas.length ? ` (se muestran las ${paginas.length} primeras)` : ''}.
      </Text>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table striped withTableBorder verticalSpacing="sm">
          <Table.Caption>Valoraciones por página</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Página</Table.Th>
              <Table.Th scope="col">Reportes</Table.Th>
              <Table.Th scope="col">Sí</Table.Th>
              <Table.Th scope="col">No</Table.Th>
              <Table.Th scope="col">Motivos y últimos comentarios</Table.Th>
              <Table.Th scope="col">Última</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {paginas.map((p) => (
              <Table.Tr key={p.ruta}>
                <Table.Th scope="row">
                  <Anchor component={Link} to={p.ruta}>
                    {p.ruta}
                  </Anchor>
                </Table.Th>
                <Table.Td>{p.reportes}</Table.Td>
                <Table.Td>{p.util_si}</Table.Td>
                <Table.Td>{p.util_no}</Table.Td>
                <Table.Td>
                  {Object.entries(p.motivos).map(([code, n]) => (
                    <Text key={code} fz="sm">
                      {motivo(code)}: {n}
                    </Text>
                  ))}
                  {p.comentarios.map((c, i) => (
                    <Text key={i} fz="sm" c="dimmed">
                      «{c.comentario}» ({fechaHora(c.fecha)})
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>{fechaHora(p.ultimo)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
