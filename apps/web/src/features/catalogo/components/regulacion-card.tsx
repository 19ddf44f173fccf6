import { Badge, Card, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { toDisplayDate } from '@rnt/contract/date-range';
import { lastDocument, type RegulacionItem } from '@rnt/contract/regulaciones';
import { useId } from 'react';
import { DocumentLink } from '../../../components/ui/document-link';
import { FieldList } from '../../../components/ui/field-list';

/** One regulation with its fields and its last document. */
export function RegulacionCard({ regulacion: r }: { regulacion: RegulacionItem }) {
  const titleId = useId();
  const documento = lastDocument(r.documentos);
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge
            color={r.tipo_solicitud.color}
            autoContrast
            leftSection={<ColorSwatch color="#fff" size={8} aria-hidden />}
          >
            {r.tipo_solicitud.nombre}
          </Badge>
          <Badge variant="outline" color="gray">
            {r.estado_tipo_solicitud_regulacion.nombre}
          </Badge>
        </Group>
        <Title order={3} size="h4" id={titleId}>
          {r.nombre}
        </Title>
        <FieldList
          fields={[
            ['Tipo de normativa', r.tipo_solicitud.nombre],
            ['Estado', r.estado_tipo_solicitud_regulacion.nombre],
            ['Número de reforma', r.numero_reforma ? String(r.numero_reforma) : null],
            ['Fecha de emisión', toDisplayDate(r.fecha_emision)],
            ['Fecha de publicación en el DO', toDisplayDate(r.fecha_publicacion_do)],
            ['Fecha de vigencia', toDisplayDate(r.fecha_vigencia)],
            ['Tomo DO', r.tomo_do === null ? null : String(r.tomo_do)],
            ['Número DO', r.numero_do === null ? null : String(r.numero_do)],
            ['Actividad económica', r.actividad_economica?.nombre],
            ['Categorías', r.categorias.map((c) => c.categoria_tramite.nombre).join(', ')],
          ]}
        />
        {documento ? (
          <DocumentLink service="regulacion" path={documento.ruta} nombre={documento.nombre} />
        ) : (
          <Text size="sm" c="gray.7">
            Sin documentos publicados.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
