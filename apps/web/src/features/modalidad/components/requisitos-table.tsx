import { Button, Group, Table, Text } from '@mantine/core';
import type { Requisito } from '@rnt/contract/modalidad';
import { whatToBring } from '@rnt/contract/modalidad-resumen';
import { useId } from 'react';
import classes from './modalidad.module.css';

interface Props {
  requisitos: Requisito[];
  caption: string;
  onOpen: (requisito: Requisito) => void;
  onOpenLegalBasis: (requisito: Requisito) => void;
  /** Evaluators get the button on every requirement. */
  evaluator?: boolean;
}

function Actions({
  r,
  onOpen,
  onOpenLegalBasis,
  evaluator,
}: Omit<Props, 'requisitos' | 'caption'> & { r: Requisito }) {
  return (
    <Group gap="xs">
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
  );
}

/**
 * panels 2 and 3: the requirements that are (or are not) part of the request. A table on wide
 * screens; on narrow ones (issue 22) a list of cards — name, type, what to bring, "Ver detalle" — so
 * nothing is cut or scrolls sideways. Both are in the server's HTML; CSS shows one.
 */
export function RequirementsTable({ requisitos, caption, ...actions }: Props) {
  const captionId = useId();
  if (requisitos.length === 0) return <Text>No hay requisitos en esta sección.</Text>;
  return (
    <>
      <div className={classes.requirementsWide}>
        <Table striped highlightOnHover withTableBorder captionSide="top">
          <Table.Caption c="gray.8">{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">N.º</Table.Th>
              <Table.Th scope="col">Requisito</Table.Th>
              <Table.Th scope="col">Tipo de requisito</Table.Th>
              <Table.Th scope="col">Qué presentar</Table.Th>
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
                <Table.Td>{whatToBring(r) ?? '—'}</Table.Td>
                <Table.Td>
                  <Actions r={r} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div className={classes.requirementsNarrow}>
        <Text c="gray.8" size="sm" mb="xs" id={captionId}>
          {caption}
        </Text>
        <ol className={classes.cards} aria-labelledby={captionId}>
          {requisitos.map((r, i) => {
            const bring = whatToBring(r);
            return (
              <li key={r.id} className={classes.card}>
                <p className={classes.cardName}>
                  <span className={classes.cardNumber}>{i + 1}.</span> {r.nombre}
                </p>
                <dl className={classes.cardFields}>
                  <dt>Tipo</dt>
                  <dd>{r.tipo_requisito.nombre}</dd>
                  {bring && (
                    <>
                      <dt>Qué presentar</dt>
                      <dd>{bring}</dd>
                    </>
                  )}
                </dl>
                <Actions r={r} {...actions} />
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
