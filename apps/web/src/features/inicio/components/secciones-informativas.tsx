import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBooks,
  IconMessageReport,
  IconScale,
  IconListCheck,
  IconBuildingBank,
} from '@tabler/icons-react';
import { Link } from 'react-router';

/** The catalogue teaser and the comment call-to-action. */
export function CatalogoYComentarios() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card component="section" withBorder radius="md" padding="xl" aria-labelledby="catalogo-titulo">
        <Stack gap="sm" h="100%">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <IconBooks size={26} />
            </ThemeIcon>
            <Title order={2} fz="h3" id="catalogo-titulo">
              Catálogo de regulaciones
            </Title>
          </Group>
          <Text>
            Consulte las leyes, reglamentos, decretos y acuerdos que sustentan los trámites inscritos, con sus
            datos de publicación en el Diario Oficial y sus documentos.
          </Text>
          <Button component={Link} to="/catalogos" mt="auto" variant="light" w="fit-content">
            Ver el catálogo de regulaciones
          </Button>
        </Stack>
      </Card>
      <Card component="section" withBorder radius="md" padding="xl" aria-labelledby="comentario-titulo">
        <Stack gap="sm" h="100%">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={44} radius="md" variant="light" color="orange" aria-hidden>
              <IconMessageReport size={26} />
            </ThemeIcon>
            <Title order={2} fz="h3" id="comentario-titulo">
              ¿Le pidieron algo que no está inscrito?
            </Title>
          </Group>
          <Text>
            Si una institución le exige un requisito, un pago o un plazo distinto del registrado, o tiene una
            sugerencia sobre un trámite, cuéntenos. Puede hacerlo de forma anónima.
          </Text>
          {/* #c2410c: white text on it reaches 5.2:1 (Mantine's orange.9 gives 4.3:1, under WCAG AA). */}
          <Button component={Link} to="/denuncias" mt="auto" color="#c2410c" w="fit-content">
            Enviar un comentario o denuncia
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

const BLOQUES = [
  {
    icon: IconScale,
    title: '¿Qué es la mejora regulatoria?',
    text: 'Es la política pública que busca que las regulaciones y los trámites generen más beneficios que costos para la sociedad: menos requisitos innecesarios, plazos claros y procesos más sencillos para ciudadanos y empresas.',
  },
  {
    icon: IconListCheck,
    title: 'Solo se exige lo inscrito',
    text: 'Según la Ley de Mejora Regulatoria, ningún trámite, requisito, costo o plazo es exigible si no está inscrito en el Registro Nacional de Trámites. Lo que ve en este portal es lo que la institución puede pedirle.',
  },
  {
    icon: IconBuildingBank,
    title: 'Instituciones comprometidas',
    text: 'Las instituciones del Órgano Ejecutivo, las autónomas y las municipalidades inscriben y actualizan sus trámites; el Organismo de Mejora Regulatoria los evalúa antes de publicarlos.',
  },
];

/** Three regulatory information blocks. */
export function BloquesMejoraRegulatoria() {
  return (
    <section aria-labelledby="mejora-titulo">
      <Title order={2} id="mejora-titulo" mb="md">
        Mejora regulatoria
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {BLOQUES.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="md" padding="lg" component="article">
            <ThemeIcon size={40} radius="xl" variant="light" mb="sm" aria-hidden>
              <Icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {title}
            </Title>
            <Text size="sm">{text}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" mt="md">
        ¿No encuentra un trámite? Recorra el{' '}
        {/* Underlined: inside a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
        <Anchor component={Link} to="/atlas-de-tramites" underline="always">
          atlas de trámites
        </Anchor>{' '}
        por institución.
      </Text>
    </section>
  );
}

/**
 * Both sections, the module's default: the home loads them lazily (they are below the fold and the server
 * renders them into the first HTML), so their code is not in the first paint's budget (issue 21).
 */
export default function SeccionesInformativas() {
  return (
    <>
      <CatalogoYComentarios />
      <BloquesMejoraRegulatoria />
    </>
  );
}
