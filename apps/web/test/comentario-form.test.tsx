/**
 * The comment form (Comment form; Comment form): the required-field and format messages,
 * anonymous sending, name characters stripped, and the 1,200-character limit with its counter, notice
 * and truncation toast. Its lookups (institutions, attachment rules) come from the real API.
 */
import { COMMENT_MESSAGE_MAX_LENGTH } from '@rnt/contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComentarioForm } from '../src/features/comentarios/components/comentario-form';
import { startRealApi, type RealApi } from './real-api';
import { renderWithApp } from './render';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
});
afterAll(async () => {
  await api?.stop();
});

const submit = () => screen.getByRole('button', { name: 'Enviar comentario' });
const summary = () => screen.getByRole('region', { name: 'Revise los siguientes campos' });
const summaryItems = () =>
  within(summary())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('comment form', () => {
  it('lists institutions from the API and names every missing field with the messages the specification gives', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComentarioForm />);
    const institucion = screen.getByLabelText<HTMLInputElement>(/^Institución/, { selector: 'input' });
    // Loaded from the API: the placeholder changes, and the options are the API's institutions.
    await waitFor(() => expect(institucion.placeholder).toBe('Seleccione una institución'), {
      timeout: 10_000,
    });
    const expected = (await (await fetch(`${api.url}/api/public_institucion_listado?page=-1`)).json()) as {
      instituciones: { nombre_institucion: string }[];
    };
    await user.click(institucion);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      expected.instituciones.map((i) => i.nombre_institucion),
    );
    await user.keyboard('{Escape}');

    await user.click(submit());
    expect(summaryItems()).toEqual([
      'Institución es requerido',
      'Trámite es requerido',
      'Modalidad es requerido',
      'Nombre es requerido',
      'Apellido es requerido',
      'Correo es requerido',
      'Teléfono es requerido',
      'Motivo del comentario es requerido',
    ]);
    // Focus moves to the summary, and each message also sits by its field.
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('checks the e-mail and phone formats and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComentarioForm />);
    await user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), 'ana@correo');
    await user.type(screen.getByRole('textbox', { name: /Teléfono/ }), '12');
    await user.click(submit());
    expect(summaryItems()).toEqual(
      expect.arrayContaining(['Formato de correo es inválido', 'Teléfono es invalido']),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Correo electrónico/ }).value).toBe(
      'ana@correo',
    );
  });

  it('strips from names what is not a letter, space or accented letter', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComentarioForm />);
    const nombres = screen.getByRole<HTMLInputElement>('textbox', { name: /^Nombres/ });
    await user.type(nombres, 'José 2 María_!');
    expect(nombres.value).toBe('José  María');
  });

  it('asks no personal data when sending anonymously', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComentarioForm />);
    await user.click(screen.getByRole('checkbox', { name: 'Enviar de forma anónima' }));
    await user.click(submit());
    expect(summaryItems()).toEqual([
      'Institución es requerido',
      'Trámite es requerido',
      'Modalidad es requerido',
      'Motivo del comentario es requerido',
    ]);
  });

  it('counts down to 1,200 characters and truncates a longer paste with a toast', async () => {
    const user = userEvent.setup();
    renderWithApp(<ComentarioForm />);
    const mensaje = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Motivo del comentario/ });
    expect(screen.getByText('Cantidad máxima de caracteres 1,200')).toBeTruthy();
    expect(screen.getByText('Caracteres restantes: 1,200')).toBeTruthy();
    await user.type(mensaje, 'Demora');
    expect(screen.getByText('Caracteres restantes: 1,194')).toBeTruthy();

    await user.click(mensaje);
    await user.paste('x'.repeat(COMMENT_MESSAGE_MAX_LENGTH));
    expect(mensaje.value).toHaveLength(COMMENT_MESSAGE_MAX_LENGTH);
    expect(mensaje.value.startsWith('Demora')).toBe(true);
    expect(await screen.findByText('Su contenido ha sido truncado')).toBeTruthy();
    expect(screen.getByText('Caracteres restantes: 0')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Ha alcanzado el límite de 1,200 caracteres.');
  });
});
