import {
  Anchor,
  DEFAULT_THEME,
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

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

/**
 * Mantine's orange.9 (#d9480f) gives white text, or text on white, only 4.29:1: the darkest shade is
 * made dark enough for AA (5.2:1), so `orange.9` buttons and notices are readable.
 */
const orange = [...DEFAULT_THEME.colors.orange.slice(0, 9), '#c2410c'] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'azul',
  primaryShade: 8,
  colors: { azul, orange },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  focusRing: 'always',
  components: {
    // A link inside text must not be told apart by colour alone (WCAG 1.4.1): links are underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Mantine's default dimmed grey (gray.6), error red (red.6) and placeholder grey (gray.5) are below 4.5:1
 * on white (WCAG 1.4.3): hints, descriptions, error messages and placeholders use darker shades.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-placeholder': t.colors.gray[7],
  },
  dark: {},
});
