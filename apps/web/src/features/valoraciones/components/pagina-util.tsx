import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { VALORACIONES_MESSAGES } from '@rnt/contract/valoraciones-textos';
import { lazy, Suspense, useRef, useState } from 'react';
import { enviarValoracion } from '../api/enviar-valoracion';
import classes from './pagina-util.module.css';

// The form's code loads when it is first opened: nothing of it is in the first paint.
const ReportarProblemaDialog = lazy(() => import('./reportar-problema-dialog'));

/**
 * "¿Le fue útil esta página?" at the foot of every public page (issue 22): Sí / No, and "Reportar un
 * problema con esta página", which opens a short form. Only the page's address is sent.
 */
export function PaginaUtil({ ruta }: { ruta: string }) {
  const [enviando, setEnviando] = useState(false);
  const [estado, setEstado] = useState<string>('');
  const [respondida, setRespondida] = useState(false);
  const [abierto, setAbierto] = useState(false);
  const reportar = useRef<HTMLButtonElement>(null);

  const responder = (util: boolean) => {
    setEnviando(true);
    enviarValoracion({ ruta, util })
      .then(() => {
        setRespondida(true);
        setEstado(VALORACIONES_MESSAGES.gracias);
      })
      .catch(() => setEstado('No se pudo enviar su respuesta. Intente de nuevo en unos minutos.'))
      .finally(() => setEnviando(false));
  };

  return (
    <aside className={classes.widget} aria-labelledby="pagina-util-titulo">
      <Container size="lg" py="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            <Text component="h2" id="pagina-util-titulo" fw={700} fz="md" m={0}>
              {VALORACIONES_MESSAGES.pregunta}
            </Text>
            {!respondida && (
              <Group gap="xs">
                <Button variant="default" size="sm" loading={enviando} onClick={() => responder(true)}>
                  Sí
                </Button>
                <Button variant="default" size="sm" loading={enviando} onClick={() => responder(false)}>
                  No
                </Button>
              </Group>
            )}
            <Text role="status" fz="sm" aria-live="polite">
              {estado}
            </Text>
          </Group>
          <Anchor component="button" type="button" ref={reportar} fz="sm" onClick={() => setAbierto(true)}>
            {VALORACIONES_MESSAGES.reportar}
          </Anchor>
        </Group>
      </Container>
      {abierto && (
        <Suspense fallback={null}>
          <ReportarProblemaDialog
            ruta={ruta}
            onClose={(enviado) => {
              setAbierto(false);
              if (enviado) setEstado(VALORACIONES_MESSAGES.reporteRecibido);
              reportar.current?.focus();
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}
