import type { CSSProperties } from 'react';

/**
 * Mantine's default error (red.6), dimmed (gray.6) and placeholder (gray.5) colours miss the AA contrast
 * of 4.5:1 on white. Set on a form, these reach every input, message and non-portalled dropdown in it.
 */
export const readableColors = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
} as CSSProperties;
