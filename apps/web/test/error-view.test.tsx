/**
 * The light design's error pages (decision 031): a page whose data could not be read says so in Spanish
 * and offers to try the same address again; a missing procedure or modality names what is missing.
 */
import { render, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorView } from '../src/rsc/views/error-view';
import { ModalidadNoExiste } from '../src/rsc/views/modalidad-no-existe';

describe('the light error view', () => {
  it('a service failure (503) offers "Reintentar" at the same address and the way home', () => {
    render(
      <ErrorView
        error={new ErrorResponse(503, 'Service Unavailable', null)}
        retry="/tramite/3/detalles/9?x=1"
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ocurrió un error');
    expect(screen.getByRole('link', { name: 'Reintentar' }).getAttribute('href')).toBe(
      '/tramite/3/detalles/9?x=1',
    );
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });

  it('a missing procedure or modality is named, with its way back', () => {
    const { unmount } = render(<ErrorView error={new ErrorResponse(404, 'Not Found', { que: 'tramite' })} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('El trámite no existe');
    unmount();
    render(<ModalidadNoExiste error={new ErrorResponse(404, 'Not Found', null)} tramiteId="7" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La modalidad no existe');
    expect(screen.getByRole('link', { name: 'Volver al trámite' }).getAttribute('href')).toBe('/tramite/7');
  });
});
