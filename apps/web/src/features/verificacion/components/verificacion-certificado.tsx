import { Alert, Button, Stack, Table, Text } from '@mantine/core';
import { displayDate } from '@rnt/contract/modalidad-rules';
import type { Verificacion } from '@rnt/contract/verificacion';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { modalidadPagePath } from '@rnt/contract/page-paths';

const fecha = (iso: string | null) => displayDate(iso) ?? 'No registrada';

/**
 * The answer of `/verificar/{codigo}` (issue 22): whether the modality is still registered as the
 * certificate says, then what the certificate attested beside what the registry says today.
 */
export function VerificacionCertificado({ v }: { v: Verificacion }) {
  const ok = v.sigue_inscrita && v.coincide;
  return (
    <Stack gap="lg" maw={760}>
      <Alert
        color={ok ? 'green' : v.sigue_inscrita ? 'yellow' : 'red'}
        variant="light"
        // Dark title and text on the light background (the default coloured title is under 4.5:1).
        styles={{
          title: { color: 'var(--mantine-color-dark-8)' },
          message: { color: 'var(--mantine-color-dark-8)' },
        }}
        icon={ok ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
        title={
          ok
            ? 'Certificado válido'
            : v.sigue_inscrita
              ? 'El registro cambió después del certificado'
              : 'La modalidad ya no está inscrita'
        }
      >
        {v.mensaje}
      </Alert>
      <Text>
        Certificado <strong>{v.numero_inscripcion}</strong>, código de verificación{' '}
        <strong>{v.codigo}</strong>, emitido el {fecha(v.emitido_el)}, de la modalidad «{v.modalidad}» del
        trámite «{v.tramite}», a cargo de {v.institucion}.
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder striped>
          <Table.Caption>Lo que dice el certificado y lo que dice hoy el registro</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Dato</Table.Th>
              <Table.Th scope="col">En el certificado</Table.Th>
              <Table.Th scope="col">En el registro hoy</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Estado</Table.Th>
              <Table.Td>{v.certificado.estado.nombre}</Table.Td>
              <Table.Td>{v.actual.estado.nombre}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Fecha de inscripción</Table.Th>
              <Table.Td>{fecha(v.certificado.fecha_inscripcion)}</Table.Td>
              <Table.Td>{fecha(v.actual.fecha_inscripcion)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        <Button component={Link} to={modalidadPagePath(v.tramite_id, v.modalidad_id)}>
          Ver la ficha vigente de la modalidad
        </Button>
      </div>
    </Stack>
  );
}
