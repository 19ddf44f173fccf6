import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The portal's description, for pages that do not give their own. */
export const DEFAULT_PAGE_DESCRIPTION =
  'Registro Nacional de Trámites de El Salvador: consulte trámites, requisitos, costos, oficinas, regulaciones y resoluciones.';

/**
 * A page's frame: its Spanish <title> and meta description (React 19 hoists both into <head>;
 * index.html carries none, so each page has exactly one), one h1, and its content.
 */
export function Page({
  title,
  heading,
  description,
  children,
}: {
  title: string;
  heading?: string;
  /** One or two sentences for search engines and link previews. */
  description?: string;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <title>{`${title} - Registro Nacional de Trámites`}</title>
      <meta name="description" content={description ?? DEFAULT_PAGE_DESCRIPTION} />
      <Title order={1} mb="md">
        {heading ?? title}
      </Title>
      {children ?? <Text>Esta sección estará disponible próximamente.</Text>}
    </Container>
  );
}
