import { VisuallyHidden } from '@mantine/core';

/** Told to screen readers on every link that opens a new tab. */
export function NewTabHint() {
  return <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>;
}
