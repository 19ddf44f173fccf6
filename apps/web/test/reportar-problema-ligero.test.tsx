/**
 * "Reportar un problema con esta página" on the light pages (issue 30): the form refuses a report without
 * a reason in Spanish and keeps what was typed; a valid report reaches the real API and closes the dialog
 * saying it was sent.
 */
import { VALORACION_MOTIVOS, VALORACIONES_MESSAGES } from '@rnt/contract/valoraciones-textos';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import ReportarProblema from '../src/rsc/islands/reportar-problema';
import { useRealApi } from './real-api';

beforeAll(() => {
  useRealApi();
});
describe('ReportarProblema', () => {
  it('says what is missing, keeps the text, then sends the report and closes', async () => {
    const closed: boolean[] = [];
    render(<ReportarProblema ruta="/tramite/1/detalles/1" onClose={(sent) => closed.push(sent)} />);
    const dialog = screen.getByRole('dialog', { name: VALORACIONES_MESSAGES.reportar });
    const texto = 'El horario de la oficina no coincide con el que atienden.';
    fireEvent.input(within(dialog).getByLabelText(/Cuéntenos qué pasó/), { target: { value: texto } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByText(VALORACIONES_MESSAGES.motivoRequerido)).toBeTruthy();
    expect((within(dialog).getByLabelText(/Cuéntenos qué pasó/) as HTMLTextAreaElement).value).toBe(texto);
    expect(closed).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: VALORACION_MOTIVOS.informacion_incorrecta }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(closed).toEqual([true]));
  });

  it('"Cancelar" closes without sending', () => {
    const closed: boolean[] = [];
    render(<ReportarProblema ruta="/" onClose={(sent) => closed.push(sent)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(closed).toEqual([false]);
  });
});
