import { Button, Group, Table, Text } from '@mantine/core';
import type { Requisito } from '@rnt/contract/modalidad';

/** Spec §2 panels 2 and 3: the requirements that are (or are not) part of the request. */
export function RequirementsTable({
  requisitos,
  caption,
  onOpen,
  onOpenLegalBasis,
  evaluator = false,
}: {
  requisitos: Requisito[];
  caption: string;
  onOpen: (requisito: Requisito) => void;
  onOpenLegalBasis: (requisito: Requisito) => void;
  /** Evaluators get the button on every requirement. */
  evaluator?: boolean;
}) {
  if (requisitos.length === 0) return <Text>No hay requisitos en esta sección.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption c="gray.8">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">N.º</Table.Th>
            <Table.Th scope="col">Requisito</Table.Th>
            <Table.Th scope="col">Tipo de requisito</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requisitos.map((r, i) => (
            <Table.Tr key={r.id}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {r.nombre}
              </Table.Th>
              <Table.Td>{r.tipo_requisito.nombre}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" onClick={() => onOpen(r)} aria-label={`Ver detalle de ${r.nombre}`}>
                    Ver detalle
                  </Button>
                  {(r.bases_legales.length > 0 || evaluator) && (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpenLegalBasis(r)}
                      aria-label={`Ver base legal de ${r.nombre}`}
                    >
                      Base legal
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
