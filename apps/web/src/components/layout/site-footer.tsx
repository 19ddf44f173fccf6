import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import a11y from '../../app/a11y.module.css';
import { FOOTER_SECTIONS } from '../../config/portal-links';
import { useRuntimeConfig } from '../../config/runtime-config';

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
            {FOOTER_SECTIONS.map((link) => (
              <Anchor key={link.href} component={Link} to={link.href} c="white" fz="sm" underline="always">
                {link.label}
              </Anchor>
            ))}
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
