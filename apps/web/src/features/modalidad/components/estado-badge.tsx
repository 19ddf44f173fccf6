import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { modalityStateBadge } from '@rnt/contract/modalidad-rules';
import evaluacionImage from '../assets/badge-evaluacion.svg';
import inscritoImage from '../assets/badge-inscrito.svg';

const IMAGES = { inscrito: inscritoImage, evaluacion: evaluacionImage } as const;

/**
 * 'Inscrito' (states 11 and 13) or 'En Evaluación', each with its own badge image; the text
 * always accompanies the image, so neither colour nor picture alone carries the state.
 */
export function StateBadge({ estadoId, size = 'md' }: { estadoId: number; size?: 'sm' | 'md' }) {
  const { kind, label } = modalityStateBadge(estadoId);
  const px = size === 'sm' ? 22 : 32;
  return (
    <Group gap={6} wrap="nowrap" data-estado={kind}>
      <img src={IMAGES[kind]} alt="" width={px} height={px} />
      <Badge
        size={size === 'sm' ? 'md' : 'lg'}
        color={kind === 'inscrito' ? 'teal.9' : 'yellow.3'}
        autoContrast
        variant="filled"
        tt="none"
      >
        <VisuallyHidden>Estado: </VisuallyHidden>
        {label}
      </Badge>
    </Group>
  );
}
