import {
  Anchor,
  Button,
  DEFAULT_THEME,
  Input,
  Title,
  createTheme,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import a11y from './a11y.module.css';

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

/** Every calendar's controls, named in Spanish. */
export const calendarProps = {
  ariaLabels: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    previousDecade: 'Década anterior',
    nextDecade: 'Década siguiente',
    monthLevelControl: 'Elegir otro mes',
    yearLevelControl: 'Elegir otro año',
  },
  clearButtonProps: { 'aria-label': 'Borrar fecha' },
};

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
    Button: Button.extend({ classNames: { root: a11y.buttonRoot, label: a11y.buttonLabel } }),
    Title: Title.extend({ classNames: { root: a11y.title } }),
    Input: Input.extend({ classNames: { input: a11y.input } }),
    // A dialog's title bar is a <header>, which assistive technology would take for a second page
    // banner (the dialog is not a sectioning landmark): it is a plain container.
    // (Components that the first paint does not show are themed by name, without importing them: a
    // `X.extend()` would bring their code, and the date library's, into every page's first JavaScript.)
    Modal: {
      defaultProps: {
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': 'Cerrar' },
      } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: {
        attributes: { header: { role: 'none' } },
        closeButtonProps: { 'aria-label': 'Cerrar' },
      } satisfies Partial<DrawerProps>,
    },
    // The calendar opens where its field is, inside the page's main landmark rather than at the end of
    // <body> (each form that names its dialog passes its own popover props).
    DateInput: {
      defaultProps: {
        ...calendarProps,
        popoverProps: { withinPortal: false },
      } satisfies Partial<DateInputProps>,
    },
    DatePickerInput: { defaultProps: calendarProps satisfies Partial<DatePickerInputProps> },
    // Toasts can be closed with a button that says what it does.
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Cerrar notificación' },
      } satisfies Partial<NotificationProps>,
    },
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
