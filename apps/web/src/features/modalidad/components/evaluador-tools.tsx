import { Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

// The evaluator's tools (forms, validation schemas) load only when a logged-in evaluator opens them:
// the public page never needs their code.
const EvaluatorLegalBasis = lazy(async () => ({
  default: (await import('./evaluador-bases-legales')).EvaluatorLegalBasis,
}));

/** The evaluator's legal-basis list, forms and ruling block, loaded on first use. */
export function EvaluatorTools(props: ComponentProps<typeof EvaluatorLegalBasis>) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Cargando las herramientas de evaluación" />}>
      <EvaluatorLegalBasis {...props} />
    </Suspense>
  );
}
