/**
 * The comment form island of the light page (`rsc/islands/comentario-form.tsx`; Comment form, Comment
 * flow): the cascade institution → procedure → modality read from the real API, every required-field and
 * format message of the specification (from the server's own schema, loaded when needed), anonymous
 * sending, name characters stripped, the phone's hyphens, the 1,200-character limit with its counter,
 * notice and truncation notice, and the attachment's type and size.
 */
import { INSTITUCION_LISTADO_PATH, PUBLIC_TRAMITES_PATH } from '@rnt/contract/api-paths';
import { COMMENT_MESSAGE_MAX_LENGTH } from '@rnt/contract/constants';
import { DEFAULT_ATTACHMENT_RULES } from '@rnt/contract/denuncia-rules';
import { MESSAGES } from '@rnt/contract/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComentarioForm, type InstitucionOpcion } from '../src/rsc/islands/comentario-form';
import { useRealApi, type RealApi } from './real-api';

let api: RealApi;
let instituciones: InstitucionOpcion[];
beforeAll(async () => {
  api = useRealApi();
  instituciones = (
    (await (await fetch(`${api.url}${INSTITUCION_LISTADO_PATH}?page=-1`)).json()) as {
      instituciones: InstitucionOpcion[];
    }
  ).instituciones;
});
const renderForm = (props: Partial<Parameters<typeof ComentarioForm>[0]> = {}) =>
  render(
    <ComentarioForm instituciones={instituciones} reglasAdjunto={DEFAULT_ATTACHMENT_RULES} {...props}>
      <p>Introducción</p>
    </ComentarioForm>,
  );

const submit = () => screen.getByRole('button', { name: 'Enviar comentario' });
const summary = () => screen.getByRole('region', { name: 'Revise los siguientes campos' });
const summaryItems = () =>
  within(summary())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('comment form island', () => {
  it('offers the institutions of the page and loads the procedures and modalities of the one chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    const institucion = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Institución' });
    expect([...institucion.options].slice(1).map((o) => o.textContent)).toEqual(
      instituciones.map((i) => i.nombre_institucion),
    );
    const elegida = instituciones[0]!;
    const query = `institucion_id=${elegida.institucion_id}&estado_solicitud[]=11&estado_solicitud[]=13`;
    const { tramites } = (await (await fetch(`${api.url}${PUBLIC_TRAMITES_PATH}?${query}`)).json()) as {
      tramites: {
        tramite_id: number;
        nombre_tramite: string;
        modalidades: { nombre_modalidad: string }[];
      }[];
    };
    expect(tramites.length).toBeGreaterThan(0);

    await user.selectOptions(institucion, String(elegida.institucion_id));
    const tramite = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Trámite' });
    await waitFor(() => expect(tramite.options).toHaveLength(tramites.length + 1), { timeout: 10_000 });
    expect([...tramite.options].slice(1).map((o) => o.textContent)).toEqual(
      tramites.map((t) => t.nombre_tramite),
    );
    await user.selectOptions(tramite, String(tramites[0]!.tramite_id));
    const modalidad = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Modalidad' });
    expect([...modalidad.options].slice(1).map((o) => o.textContent)).toEqual(
      tramites[0]!.modalidades.map((m) => m.nombre_modalidad),
    );
    // A new institution empties the procedure chosen before.
    await user.selectOptions(institucion, String(instituciones[1]!.institucion_id));
    expect(tramite.value).toBe('');
  });

  it('names every missing field with the messages the specification gives, and focuses the summary', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    await waitFor(() => expect(summaryItems()).toHaveLength(8), { timeout: 10_000 });
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
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    // Each message also sits by its field, which says it is invalid; the toast lists them all.
    const correo = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(correo.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(correo.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Correo es requerido',
    );
    expect(screen.getByRole('alert').textContent).toContain('Institución es requerido');
    // A summary link moves focus to its field.
    await user.click(within(summary()).getByRole('link', { name: 'Correo es requerido' }));
    expect(document.activeElement).toBe(correo);
    // Typing in a field takes its message away.
    await user.type(correo, 'a');
    expect(summaryItems()).not.toContain('Correo es requerido');
  });

  it('checks the e-mail and phone formats, keeps what was typed and writes the phone with hyphens', async () => {
    const user = userEvent.setup();
    renderForm();
    const correo = screen.getByRole<HTMLInputElement>('textbox', { name: 'Correo electrónico' });
    const telefono = screen.getByRole<HTMLInputElement>('textbox', { name: 'Teléfono' });
    await user.type(correo, 'ana@correo');
    await user.type(telefono, '12 34');
    expect(telefono.value).toBe('12-34');
    await user.click(submit());
    await waitFor(() =>
      expect(summaryItems()).toEqual(
        expect.arrayContaining([MESSAGES.correoInvalido, MESSAGES.telefonoInvalido]),
      ),
    );
    expect(correo.value).toBe('ana@correo');
    await user.clear(telefono);
    await user.type(telefono, '70123456');
    expect(telefono.value).toBe('7012-3456');
  });

  it('strips from names what is not a letter, space or accented letter', async () => {
    const user = userEvent.setup();
    renderForm();
    const nombres = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombres' });
    await user.type(nombres, 'José 2 María_!');
    expect(nombres.value).toBe('José  María');
  });

  it('asks no personal data when sending anonymously, and clears what was typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Nombres' }), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Enviar de forma anónima' }));
    expect(screen.queryByRole('group', { name: 'Datos personales' })).toBeNull();
    await user.click(submit());
    await waitFor(() =>
      expect(summaryItems()).toEqual([
        'Institución es requerido',
        'Trámite es requerido',
        'Modalidad es requerido',
        'Motivo del comentario es requerido',
      ]),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Enviar de forma anónima' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nombres' }).value).toBe('');
  });

  it('bound to a modality: no choices, only the modality named', async () => {
    const user = userEvent.setup();
    renderForm({
      instituciones: [],
      modalidad: {
        modalidad_id: 1,
        nombre_modalidad: 'Renovación',
        nombre_tramite: 'Licencia',
        nombre_institucion: 'Alcaldía',
      },
    });
    expect(screen.getByText('Modalidad: Renovación')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Enviar de forma anónima' }));
    await user.click(submit());
    await waitFor(() => expect(summaryItems()).toEqual(['Motivo del comentario es requerido']));
  });

  it('counts down to 1,200 characters and truncates a longer paste with a notice', async () => {
    const user = userEvent.setup();
    renderForm();
    const mensaje = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Motivo del comentario' });
    expect(screen.getByText('Cantidad máxima de caracteres 1,200')).toBeTruthy();
    expect(screen.getByText('Caracteres restantes: 1,200')).toBeTruthy();
    await user.type(mensaje, 'Demora');
    expect(screen.getByText('Caracteres restantes: 1,194')).toBeTruthy();
    expect(screen.queryByText('Ha alcanzado el límite de 1,200 caracteres.')).toBeNull();

    await user.click(mensaje);
    await user.paste('x'.repeat(COMMENT_MESSAGE_MAX_LENGTH));
    expect(mensaje.value).toHaveLength(COMMENT_MESSAGE_MAX_LENGTH);
    expect(mensaje.value.startsWith('Demora')).toBe(true);
    const avisos = screen.getAllByRole('status').map((s) => s.textContent);
    expect(avisos).toContain(MESSAGES.contenidoTruncado);
    expect(avisos).toContain('Ha alcanzado el límite de 1,200 caracteres.');
    expect(screen.getByText('Caracteres restantes: 0')).toBeTruthy();
  });

  it('refuses an attachment of another type or over the size as soon as it is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = screen.getByLabelText<HTMLInputElement>('Archivo adjunto (opcional)');
    expect(
      screen.getByText('Extensiones permitidas: jpg, jpeg, png, pdf. Tamaño máximo: 10 MB.'),
    ).toBeTruthy();
    await user.upload(input, new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(MESSAGES.archivoTipo).length).toBeGreaterThan(0);
    const grande = new File([new Uint8Array(10_000_001)], 'grande.pdf', { type: 'application/pdf' });
    await user.upload(input, grande);
    expect(screen.getAllByText(MESSAGES.archivoPeso).length).toBeGreaterThan(0);
    await user.upload(input, new File(['%PDF-1.4'], 'carta.pdf', { type: 'application/pdf' }));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar archivo' }));
    expect(screen.queryByRole('button', { name: 'Quitar archivo' })).toBeNull();
  });
});
