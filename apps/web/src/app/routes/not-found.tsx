import { Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Page } from '../../components/ui/page';

/**
 * a real Spanish 404 page whose search box searches procedures, by opening the
 * home search with the name in its URL query (`/?nombre=…`).
 */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const [nombre, setNombre] = useState('');

  return (
    <Page
      title="Página no encontrada"
      heading="La página no existe"
      description="La página que buscó no existe en el portal del Registro Nacional de Trámites. Busque el trámite por su nombre."
    >
      <Stack gap="lg" maw={640}>
        <Text>
          La dirección que buscó no existe en el Registro Nacional de Trámites. Puede que el enlace esté
          incompleto o que la página se haya movido.
        </Text>
        <form
          role="search"
          aria-label="Buscar trámites"
          onSubmit={(event) => {
            event.preventDefault();
            const texto = nombre.trim();
            void navigate(texto ? `/?${new URLSearchParams({ nombre: texto })}` : '/');
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Buscar un trámite por su nombre"
              placeholder="Por ejemplo: licencia de funcionamiento"
              value={nombre}
              onChange={(event) => setNombre(event.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: 1, minWidth: 220 }}
              name="nombre"
              autoComplete="off"
            />
            <Button type="submit">Buscar</Button>
          </Group>
        </form>
        <div>
          <Text fw={600} mb={4}>
            También puede ir a:
          </Text>
          <List spacing={4}>
            <List.Item>
              <Anchor component={Link} to="/">
                Inicio del Registro de trámites
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/atlas-de-tramites">
                Atlas de trámites
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/catalogos">
                Catálogo de regulaciones
              </Anchor>
            </List.Item>
          </List>
        </div>
      </Stack>
    </Page>
  );
}
