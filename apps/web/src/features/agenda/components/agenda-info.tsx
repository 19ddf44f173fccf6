import { List, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { AGENDA_BENEFICIOS, AGENDA_OBJETIVOS, AGENDA_PROCESO } from '../content/agenda-content';

/** Objectives, benefits and process of the regulatory agenda. */
export function AgendaInfo() {
  return (
    <Stack gap="xl">
      <section aria-labelledby="agenda-objetivos">
        <Title order={2} id="agenda-objetivos" mb="sm">
          Objetivos
        </Title>
        <List spacing="xs">
          {AGENDA_OBJETIVOS.map((objetivo) => (
            <List.Item key={objetivo}>{objetivo}</List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="agenda-beneficios">
        <Title order={2} id="agenda-beneficios" mb="sm">
          Beneficios
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {AGENDA_BENEFICIOS.map((beneficio) => (
            <Paper key={beneficio.titulo} withBorder p="md" radius="md">
              <Title order={3} fz="md" mb={4}>
                {beneficio.titulo}
              </Title>
              <Text fz="sm">{beneficio.texto}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="agenda-proceso">
        <Title order={2} id="agenda-proceso" mb="sm">
          Proceso
        </Title>
        <Text mb="md">Cada regulación de la agenda avanza por estas etapas:</Text>
        <Timeline
          component="ol"
          active={AGENDA_PROCESO.length - 1}
          bulletSize={24}
          lineWidth={2}
          style={{ listStyle: 'none', paddingInlineStart: 0 }}
        >
          {AGENDA_PROCESO.map((paso, index) => (
            <Timeline.Item component="li" key={paso.etapa} bullet={index + 1} title={paso.etapa}>
              <Text fz="sm">{paso.texto}</Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </section>
    </Stack>
  );
}
