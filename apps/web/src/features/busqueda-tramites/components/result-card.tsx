import { Anchor, Button, Card, Collapse, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconCircleCheck } from '@tabler/icons-react';
import type { TramiteListItem } from '@rnt/contract/busqueda-tramites';
import { truncateTitle } from '@rnt/contract/busqueda-tramites-rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { modalidadPagePath, tramitePagePath } from '@rnt/contract/page-paths';

/**
 * One procedure of the results: the title cut at 55 characters (the whole title is its
 * accessible name and tooltip), institution, unit, 'Estado - Publicado', and its modalities on demand.
 * The title leads to the procedure, carrying the name and state filters (`query`).
 */
export function ResultCard({
  item,
  query,
  estadoLabel,
}: {
  item: TramiteListItem;
  query: string;
  estadoLabel: string;
}) {
  const [expanded, { toggle }] = useDisclosure(false);
  const listId = useId();
  const suffix = query ? `?${query}` : '';
  const title = truncateTitle(item.nombre);

  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="xs" h="100%">
        <Title order={3} fz="lg" lh={1.3}>
          <Anchor
            component={Link}
            to={tramitePagePath(item.tramite_id, suffix)}
            title={item.nombre}
            aria-label={item.nombre}
          >
            {title}
          </Anchor>
        </Title>
        <Text size="sm" fw={600}>
          {item.nombre_institucion}
        </Text>
        <Text size="sm" c="dimmed">
          {item.nombre_unidad}
        </Text>
        <Group gap={6} mt="auto">
          <ThemeIcon size="sm" radius="xl" color="green" variant="light" aria-hidden>
            <IconCircleCheck size={14} />
          </ThemeIcon>
          <Text size="sm">{estadoLabel}</Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          justify="flex-start"
          px={0}
          onClick={toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
        >
          {expanded ? 'Ocultar modalidades' : `Ver modalidades (${item.modalidades.length})`}
        </Button>
        <Collapse expanded={expanded} id={listId}>
          <List size="sm" spacing={4}>
            {item.modalidades.map((m) => (
              <List.Item key={m.modalidad_id}>
                <Anchor component={Link} to={modalidadPagePath(item.tramite_id, m.modalidad_id, suffix)}>
                  {m.nombre_modalidad}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Collapse>
      </Stack>
    </Card>
  );
}
