import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Government navy, dark enough at the primary shade for AA contrast with white text.
const azul: MantineColorsTuple = [
  '#eaf0f8',
  '#d0dcec',
  '#a2b9d9',
  '#7095c5',
  '#4877b5',
  '#2f63a9',
  '#235aa5',
  '#174a90',
  '#1c3d6e',
  '#0b2c5a',
];

export const theme = createTheme({
  primaryColor: 'azul',
  primaryShade: 8,
  colors: { azul },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  focusRing: 'always',
});

/**
 * Mantine's default dimmed grey (gray.6) and error red (red.6) are below 4.5:1 on white (WCAG 1.4.3):
 * hints, descriptions and error messages use darker shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7], '--mantine-color-error': t.colors.red[9] },
  dark: {},
});
