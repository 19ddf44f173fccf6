import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { toDisplayDate } from '@rnt/contract/date-range';
import type { ResolucionItem } from '@rnt/contract/resoluciones';
import { useId } from 'react';
import { DocumentLink } from '../../../components/ui/document-link';
import { FieldList } from '../../../components/ui/field-list';

/** One resolution: type, modality, procedure, institution and its documents. */
export function ResolucionCard({ resolucion: r }: { resolucion: ResolucionItem }) {
  const titleId = useId();
  const docsId = useId();
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge>{r.tipo}</Badge>
          <Text size="sm" c="gray.7">
            {r.numero} · {toDisplayDate(r.fecha)}
          </Text>
        </Group>
        <Title order={3} size="h4" id={titleId}>
          {r.modalidad.nombre}
        </Title>
        <FieldList
          fields={[
            ['Tipo de resolución', r.tipo],
            ['Modalidad', r.modalidad.nombre],
            ['Trámite', r.modalidad.tramite.nombre],
            ['Institución', r.modalidad.tramite.unidad.institucion.nombre],
            ['Unidad', r.modalidad.tramite.unidad.nombre],
            ['Fecha de la resolución', toDisplayDate(r.fecha)],
          ]}
        />
        <Text id={docsId} size="xs" c="gray.7" fw={600}>
          Documentos
        </Text>
        {r.documentos_resoluciones.length ? (
          <Stack component="ul" aria-labelledby={docsId} gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {r.documentos_resoluciones.map((d) => (
              <li key={d.id}>
                <DocumentLink service="regulacion" path={d.url} nombre={d.nombre} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm">Sin documentos publicados.</Text>
        )}
      </Stack>
    </Card>
  );
}
