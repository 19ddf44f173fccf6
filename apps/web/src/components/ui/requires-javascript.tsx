import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Shown only when the browser runs no JavaScript (server-rendered pages are read without it): says
 * plainly what on the page needs it and what to do.
 */
export function RequiresJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <Alert color="orange" title="Este formulario necesita JavaScript" mb="md">
        {children}
      </Alert>
    </noscript>
  );
}
