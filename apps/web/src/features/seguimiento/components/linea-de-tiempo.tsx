import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Seguimiento } from '@rnt/contract/denuncia';
import { COMPLAINT_STATE_CODES, COMPLAINT_STATES } from '@rnt/contract/denuncia-estados';
import { IconCircleCheck, IconCircleDot, IconCircle } from '@tabler/icons-react';
import classes from './linea-de-tiempo.module.css';

/** Dates in El Salvador's time, as the citizen reads them: '24 de noviembre de 2026, 06:41'. */
const fecha = new Intl.DateTimeFormat('es-SV', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/El_Salvador',
});
export const formatFecha = (iso: string) => fecha.format(new Date(iso));

/**
 * The complaint's state among the five of its lifecycle (the current one marked, `aria-current="step"`),
 * then its history with the public answers. Nothing else of the complaint is shown.
 */
export function LineaDeTiempo({ seguimiento }: { seguimiento: Seguimiento }) {
  const actual = COMPLAINT_STATE_CODES.indexOf(seguimiento.estado as (typeof COMPLAINT_STATE_CODES)[number]);
  const alcanzado = (estado: string) => seguimiento.historial.find((h) => h.estado === estado);

  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            Denuncia {seguimiento.folio}
          </Title>
          <Text>
            Estado actual: <strong data-testid="estado-actual">{seguimiento.estado_nombre}</strong>
            {seguimiento.resultado_nombre ? ` (resultado: ${seguimiento.resultado_nombre})` : ''}
          </Text>
          <Text size="sm">Recibida el {formatFecha(seguimiento.fecha)}</Text>
          <Text size="sm">Institución: {seguimiento.institucion}</Text>
          <Text size="sm">Trámite: {seguimiento.tramite}</Text>
        </Stack>
      </Paper>

      <section aria-labelledby="etapas-titulo">
        <Title order={2} fz="h4" id="etapas-titulo" mb="sm">
          Etapas de la denuncia
        </Title>
        <ol className={classes.etapas}>
          {COMPLAINT_STATE_CODES.map((estado, i) => {
            const paso = alcanzado(estado);
            const esActual = i === actual;
            // Staff may skip a stage (e.g. answer without forwarding): it is neither done nor pending.
            const hecho = i < actual && Boolean(paso);
            const omitida = i < actual && !paso;
            const Icono = esActual ? IconCircleDot : hecho ? IconCircleCheck : IconCircle;
            return (
              <li
                key={estado}
                className={classes.etapa}
                data-estado={esActual ? 'actual' : hecho ? 'hecho' : omitida ? 'omitida' : 'pendiente'}
                aria-current={esActual ? 'step' : undefined}
              >
                <Icono aria-hidden size={22} className={classes.icono} />
                <div>
                  <Group gap="xs">
                    <Text fw={esActual ? 700 : 400}>{COMPLAINT_STATES[estado]}</Text>
                    {esActual && (
                      <Badge color="blue.8" variant="filled" size="sm">
                        Estado actual
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {paso ? formatFecha(paso.fecha) : omitida ? 'Etapa no necesaria' : 'Pendiente'}
                  </Text>
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="respuestas-titulo">
        <Title order={2} fz="h4" id="respuestas-titulo" mb="sm">
          Respuestas del Registro
        </Title>
        {seguimiento.historial.some((h) => h.nota_publica) ? (
          <Stack gap="sm" component="ul" className={classes.respuestas}>
            {seguimiento.historial
              .filter((h) => h.nota_publica)
              .map((h) => (
                <Paper component="li" withBorder p="md" key={`${h.fecha}-${h.estado}`}>
                  <Text size="sm" c="dimmed">
                    {formatFecha(h.fecha)} · {h.estado_nombre}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{h.nota_publica}</Text>
                </Paper>
              ))}
          </Stack>
        ) : (
          <Text>Todavía no hay respuestas. Le responderemos en esta página.</Text>
        )}
      </section>
    </Stack>
  );
}
