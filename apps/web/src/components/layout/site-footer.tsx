import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { situacionesVidaPagePath } from '@rnt/contract/page-paths';
import { Link } from 'react-router';
import a11y from '../../app/a11y.module.css';
import { useRuntimeConfig } from '../../config/runtime-config';

/**
 * The header's sections first: on a phone the header shows only the menu button, which needs JavaScript,
 * so the footer is how a phone without it reaches them.
 */
const PORTAL_LINKS = [
  { to: '/', label: 'Registro de trámites' },
  { to: '/catalogos', label: 'Catálogo de regulaciones' },
  { to: '/resoluciones', label: 'Resoluciones' },
  { to: '/reportes', label: 'Reportes' },
  { to: '/agenda-regulatoria', label: 'Agenda regulatoria' },
  { to: '/atlas-de-tramites', label: 'Atlas de trámites' },
  { to: '/datos-abiertos', label: 'Datos abiertos' },
  { to: '/seguimiento', label: 'Seguimiento de denuncias' },
];

/** Footer: the body's address, phone, e-mail and social links, and links to more of the portal. */
export function SiteFooter() {
  const { branding, contacto, redesSociales } = useRuntimeConfig();
  return (
    <footer className={a11y.onDark} style={{ background: '#10284a', color: '#fff' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Stack gap={4}>
            <Title order={2} fz="md" c="white">
              {branding.institucion}
            </Title>
            <Text fz="sm" c="white">
              {branding.nombre}
            </Text>
          </Stack>
          <Stack gap={4} component="nav" aria-label="Más del portal">
            <Title order={2} fz="md" c="white">
              Más del portal
            </Title>
            {PORTAL_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="white" fz="sm" underline="always">
                {link.label}
              </Anchor>
            ))}
            {/* A light page the classic router does not know: a plain link loads the document. */}
            <Anchor href={situacionesVidaPagePath()} c="white" fz="sm" underline="always">
              Situaciones de vida
            </Anchor>
          </Stack>
          <Stack gap={4}>
            <Title order={2} fz="md" c="white">
              Contacto
            </Title>
            <Text fz="sm" c="white">
              {contacto.direccion}
            </Text>
            <Text fz="sm" c="white">
              Teléfono:{' '}
              <Anchor c="white" href={`tel:${contacto.telefono.replace(/[^+\d]/g, '')}`} underline="always">
                {contacto.telefono}
              </Anchor>
            </Text>
            <Text fz="sm" c="white">
              Correo:{' '}
              <Anchor c="white" href={`mailto:${contacto.correo}`} underline="always">
                {contacto.correo}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap={4}>
            <Title order={2} fz="md" c="white">
              Redes sociales
            </Title>
            <Group gap="md">
              {redesSociales.map((red) => (
                <Anchor
                  key={red.url}
                  c="white"
                  href={red.url}
                  target="_blank"
                  rel="noreferrer"
                  underline="always"
                >
                  {red.nombre}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
      </Container>
    </footer>
  );
}
