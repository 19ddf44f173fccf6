import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

const legendStyle = { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' };

/** A group of filter controls under a legend that reads like an input label. */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: legendStyle }}>
      {children}
    </Fieldset>
  );
}
