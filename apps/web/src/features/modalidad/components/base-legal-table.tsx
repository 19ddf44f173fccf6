import { Table, Text } from '@mantine/core';
import type { BaseLegal } from '@rnt/contract/modalidad';
import type { ReactNode } from 'react';

type Referencia = BaseLegal['referencias'][number];

/** Legal basis: regulation, reference, reference value, sub-reference, sub-reference value. */
export function LegalBasisTable({
  bases,
  caption,
  actions,
}: {
  bases: BaseLegal[];
  caption: string;
  /** Evaluator tools: an "Acciones" column with the controls of each reference. */
  actions?: (base: BaseLegal, ref: Referencia) => ReactNode;
}) {
  if (bases.length === 0) return <Text>No hay base legal registrada.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption c="gray.8">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Regulación</Table.Th>
            <Table.Th scope="col">Referencia</Table.Th>
            <Table.Th scope="col">Valor de referencia</Table.Th>
            <Table.Th scope="col">Sub-referencia</Table.Th>
            <Table.Th scope="col">Valor de sub-referencia</Table.Th>
            {actions && <Table.Th scope="col">Acciones</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bases.flatMap((base) =>
            base.referencias.length === 0
              ? [
                  <Table.Tr key={`b${base.id}`}>
                    <Table.Td>{base.regulacion.nombre}</Table.Td>
                    <Table.Td colSpan={actions ? 5 : 4}>Sin referencias</Table.Td>
                  </Table.Tr>,
                ]
              : base.referencias.map((ref) => (
                  <Table.Tr key={`r${ref.id}`}>
                    <Table.Td>{base.regulacion.nombre}</Table.Td>
                    <Table.Td>{ref.referencia.nombre}</Table.Td>
                    <Table.Td>{ref.valor_referencia}</Table.Td>
                    <Table.Td>{ref.sub_referencia?.nombre ?? '—'}</Table.Td>
                    <Table.Td>{ref.valor_sub_referencia ?? '—'}</Table.Td>
                    {actions && <Table.Td>{actions(base, ref)}</Table.Td>}
                  </Table.Tr>
                )),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
