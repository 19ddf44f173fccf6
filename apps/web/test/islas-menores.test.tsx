/**
 * The two smallest islands of the light design: the requirement checklist's print button (the browser's
 * `window.print`, observed with a mock function: happy-dom has none) and the mark of the end of hydration the browser tests wait for.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedMark } from '../src/rsc/islands/hydrated-mark';
import { PrintButton } from '../src/rsc/islands/print-button';

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.hydrated;
  Reflect.deleteProperty(window, 'print');
});

describe('small islands', () => {
  it('the print button prints the page (the print stylesheet shows the checklist)', () => {
    // happy-dom has no print dialog: the browser's `window.print` is given to it, observed.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(<PrintButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir lista de requisitos' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('the hydration mark sets <html data-hydrated> once React has taken the page', () => {
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    render(<HydratedMark />);
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('');
  });
});
