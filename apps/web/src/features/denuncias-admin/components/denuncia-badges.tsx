import { Badge, Group, VisuallyHidden } from '@mantine/core';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATES,
  type ComplaintOutcome,
  type ComplaintState,
} from '@rnt/contract/denuncia-estados';
import { IconClockExclamation } from '@tabler/icons-react';

/** Dark fills with automatic text contrast: the label, not the colour, carries the state. */
const COLORS: Record<ComplaintState, string> = {
  RECIBIDA: 'gray.7',
  EN_REVISION: 'blue.8',
  REMITIDA: 'violet.8',
  RESPONDIDA: 'teal.9',
  CERRADA: 'dark.6',
};

export function EstadoBadge({
  estado,
  resultado,
}: {
  estado: ComplaintState;
  resultado?: ComplaintOutcome | null;
}) {
  return (
    <Badge color={COLORS[estado]} autoContrast variant="filled" tt="none" size="lg" data-estado={estado}>
      <VisuallyHidden>Estado: </VisuallyHidden>
      {COMPLAINT_STATES[estado]}
      {resultado ? ` · ${COMPLAINT_OUTCOMES[resultado]}` : ''}
    </Badge>
  );
}

/** The overdue marker: an icon and the word, never colour alone. */
export function VencidaBadge({ dias, plazo }: { dias: number; plazo: number }) {
  return (
    <Badge
      color="red.9"
      variant="filled"
      tt="none"
      size="lg"
      leftSection={<IconClockExclamation size={14} aria-hidden />}
      title={`Sin respuesta tras ${dias} días hábiles (plazo: ${plazo})`}
    >
      Vencida
      <VisuallyHidden>
        : sin respuesta tras {dias} días hábiles, plazo de {plazo}
      </VisuallyHidden>
    </Badge>
  );
}

export function Badges({
  estado,
  resultado,
  vencida,
  dias,
  plazo,
}: {
  estado: ComplaintState;
  resultado: ComplaintOutcome | null;
  vencida: boolean;
  dias: number;
  plazo: number;
}) {
  return (
    <Group gap="xs">
      <EstadoBadge estado={estado} resultado={resultado} />
      {vencida && <VencidaBadge dias={dias} plazo={plazo} />}
    </Group>
  );
}
