import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCanonicalUrl } from '../../config/public-origin';

/** The portal's description, for pages that do not give their own. */
export const DEFAULT_PAGE_DESCRIPTION =
  'Registro Nacional de Trámites de El Salvador: consulte trámites, requisitos, costos, oficinas, regulaciones y resoluciones.';

/**
 * A page's frame: its Spanish <title>, meta description, canonical link and Open Graph tags (React 19
 * hoists them into <head>, and the server renderer writes them there in the first HTML; index.html
 * carries none, so each page has exactly one of each), one h1, and its content.
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
  const canonical = useCanonicalUrl();
  const fullTitle = `${title} - Registro Nacional de Trámites`;
  const text = description ?? DEFAULT_PAGE_DESCRIPTION;
  return (
    <Container size="lg" py="xl">
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Registro Nacional de Trámites" />
      <meta property="og:locale" content="es_SV" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <Title order={1} mb="md">
        {heading ?? title}
      </Title>
      {children ?? <Text>Esta sección estará disponible próximamente.</Text>}
    </Container>
  );
}
