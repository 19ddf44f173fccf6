import { Anchor, Text } from '@mantine/core';
import { situacionVidaPagePath } from '@rnt/contract/page-paths';
import { useSituacionesDeModalidad } from '../api/situaciones-vida';

/**
 * "Forma parte de: Casarse, …" (issue 33): the life events this modality is a step of. Their pages exist
 * only on the light design, so each is a plain link that loads the document. Nothing while loading, on
 * failure, or when it belongs to none.
 */
export function FormaParteDe({ modalidadId }: { modalidadId: number }) {
  const { data } = useSituacionesDeModalidad(modalidadId);
  const situaciones = data?.situaciones ?? [];
  if (situaciones.length === 0) return null;
  return (
    <Text fz="sm">
      <strong>Forma parte de:</strong>{' '}
      {situaciones.map((e, i) => (
        <span key={e.slug}>
          {i > 0 && ', '}
          <Anchor href={situacionVidaPagePath(e.slug)} underline="always" fz="sm">
            {e.nombre}
          </Anchor>
        </span>
      ))}
    </Text>
  );
}
