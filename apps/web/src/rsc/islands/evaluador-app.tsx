/**
 * The evaluator's tools on the light modality page, loaded only for a logged-in evaluator (the
 * `Evaluador` island imports this module once it has read the session): the classic page's legal-basis
 * list with its reference form and ruling block, inside Mantine and TanStack Query, which only this
 * chunk brings. It also shows the sections' legal-basis buttons the public page hides when a section has
 * none (evaluators add them) and the "Modo de evaluación fase 2" switch ("Cerrar sesión" is the shell's).
 */
// In a cascade layer: the light page's own (unlayered) styles keep winning, so the evaluator sees the
// page as a citizen does, with Mantine's look only on the tools.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import { MantineProvider, Switch } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { SectionCode } from '@rnt/contract/sections';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createQueryClient } from '../../app/route-data';
import { cssVariablesResolver, theme } from '../../app/theme';
import { DetailModal } from '../../features/modalidad/components/detail-modal';
import { EvaluatorTools } from '../../features/modalidad/components/evaluador-tools';
import { useEvaluator, type EvaluationTarget } from '../../features/modalidad/lib/evaluador';
import type { EvaluadorAppProps } from './evaluador';

function Tools({ modalidadId, target, onClose }: EvaluadorAppProps) {
  const evaluator = useEvaluator();

  // The legal-basis buttons of sections without one are for evaluators: shown while the tools are here.
  useEffect(() => {
    if (!evaluator.active) return;
    const hidden = [...document.querySelectorAll<HTMLElement>('[data-solo-evaluador]')];
    const texts = [...document.querySelectorAll<HTMLElement>('[data-sin-base]')];
    for (const el of hidden) el.hidden = false;
    for (const el of texts) el.hidden = true;
    return () => {
      for (const el of hidden) el.hidden = true;
      for (const el of texts) el.hidden = false;
    };
  }, [evaluator.active]);

  if (!evaluator.active) return null;
  const evaluation: EvaluationTarget | null = target
    ? {
        modalidadId,
        seccion: target.seccion as SectionCode | undefined,
        codigoModelo: target.codigoModelo,
        modeloId: target.modeloId,
        ayuda: target.ayuda,
      }
    : null;
  return (
    <>
      {evaluator.fase2Allowed && (
        <Switch
          mb="sm"
          label="Modo de evaluación fase 2"
          description="Muestra el bloque para dictaminar en cada base legal"
          checked={evaluator.fase2}
          onChange={(e) => evaluator.setFase2(e.currentTarget.checked)}
        />
      )}
      <DetailModal
        opened={target != null}
        onClose={onClose}
        title={target ? (target.dialogTitle ?? `Base legal: ${target.titulo}`) : ''}
        size="xl"
      >
        {target && evaluation && <EvaluatorTools target={evaluation} titulo={target.titulo} />}
      </DetailModal>
    </>
  );
}

export function EvaluadorApp(props: EvaluadorAppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
          <Notifications position="top-right" />
          <Tools {...props} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
