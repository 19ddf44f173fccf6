import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's frame: its Spanish <title>, one h1, and its content. */
export function Page({
  title,
  heading,
  children,
}: {
  title: string;
  heading?: string;
  children?: ReactNode;
}) {
  return (
    <Container size="lg" py="xl">
      <title>{`${title} - Registro Nacional de Trámites`}</title>
      <Title order={1} mb="md">
        {heading ?? title}
      </Title>
      {children ?? <Text>Esta sección estará disponible próximamente.</Text>}
    </Container>
  );
}
