/**
 * Citizen comments (Comment form; Comment flow): every route, identified and
 * anonymous, with attachments; validation messages, toasts and error summary; the 1,200 limit and paste
 * truncation; upload progress; the success dialog with its folio; failures that keep what was typed.
 *
 * Stored data is checked through the real server (e2e/helpers/denuncias.ts).
 */
import { type Page, type Request } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { elegirModalidad, expectStoredFile, expectStoredRow, opcion, png } from './helpers/denuncias';
import { MESSAGES } from '@rnt/contract/messages';

const MAIN_ROUTES = ['/denuncias', '/comentario-ciudadano', '/denuncia-ciudadana'];

const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function datosPersonales(page: Page) {
  await page.getByRole('textbox', { name: 'Nombres' }).fill('Ana Lucía');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Pérez Núñez');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.perez@example.com');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('70123456');
}

const adjunto = (page: Page) => page.locator('input[type=file]');
const mensaje = (page: Page) => page.getByRole('textbox', { name: 'Motivo del comentario' });
const enviar = (page: Page) => page.getByRole('button', { name: 'Enviar comentario' });

/** Submits and returns the folio of the success dialog and the request the browser sent. */
async function enviarYConfirmar(page: Page): Promise<{ folio: string; request: Request }> {
  const requestPromise = page.waitForRequest(
    (r) => r.url().endsWith('/api/public_tramites/denuncias') && r.method() === 'POST',
  );
  await enviar(page).click();
  const request = await requestPromise;
  const dialog = page.getByRole('dialog', { name: 'Denuncia enviada con éxito' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gracias por denunciar los trámites errones');
  const folio = (await dialog.getByTestId('folio').textContent())!;
  expect(folio).toMatch(/^RNT-\d{4}-\d{6,}$/);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
  return { folio, request };
}

async function expectFormCleared(page: Page) {
  await expect(mensaje(page)).toHaveValue('');
  await expect(page.getByText('Caracteres restantes: 1,200')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Enviar de forma anónima' })).not.toBeChecked();
}

test.describe('comment form', () => {
  for (const [i, route] of MAIN_ROUTES.entries()) {
    test(`${route}: identified and anonymous comments with attachments are stored`, async ({
      page,
      request,
    }) => {
      const o = await opcion(request, i);
      await page.goto(route);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Comentario sobre el trámite' }),
      ).toBeVisible();
      await expect(
        page.getByText(/ningún trámite ni elemento de un trámite es exigible si no está inscrito/),
      ).toBeVisible();
      await expect(
        page.getByText('Extensiones permitidas: jpg, jpeg, png, pdf. Tamaño máximo: 10 MB.'),
      ).toBeVisible();

      // Identified, with a PNG.
      await elegirModalidad(page, o);
      await datosPersonales(page);
      await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveValue('7012-3456');
      await mensaje(page).fill(`Me pidieron un requisito que no está inscrito (${route}).`);
      const imagen = png();
      await adjunto(page).setInputFiles({ name: 'captura.png', mimeType: 'image/png', buffer: imagen });
      const identified = await enviarYConfirmar(page);
      await expect(page.getByTestId('agradecimiento')).toContainText(identified.folio);
      await expect(page.getByRole('img', { name: /Sobre enviado/ })).toBeVisible();
      await expectFormCleared(page);
      await expectStoredRow(request, identified.request, identified.folio, o.modalidadId);
      expectStoredFile(imagen);

      // Anonymous, with a PDF, on the same page after success.
      await elegirModalidad(page, o);
      await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
      await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveCount(0);
      await mensaje(page).fill('Comentario anónimo sobre el trámite.');
      const documento = Buffer.concat([pdf(), Buffer.from(`% ${route}\n`)]);
      await adjunto(page).setInputFiles({
        name: 'carta.pdf',
        mimeType: 'application/pdf',
        buffer: documento,
      });
      const anonymous = await enviarYConfirmar(page);
      expect(anonymous.folio).not.toBe(identified.folio);
      await expectStoredRow(request, anonymous.request, anonymous.folio, o.modalidadId);
      expectStoredFile(documento);
    });
  }

  test('/tramite/comentarios-ciudadanos/{id}: bound to a modality, identified and anonymous', async ({
    page,
    request,
  }) => {
    const o = await opcion(request, 3);
    await page.goto(`/tramite/comentarios-ciudadanos/${o.modalidadId}`);
    await expect(page.getByText(`Modalidad: ${o.modalidad}`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Institución' })).toHaveCount(0);

    await datosPersonales(page);
    await mensaje(page).fill('Comentario sobre esta modalidad.');
    await adjunto(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png() });
    const identified = await enviarYConfirmar(page);
    await expectStoredRow(request, identified.request, identified.folio, o.modalidadId);

    // Still bound after the form is cleared.
    await expect(page.getByText(`Modalidad: ${o.modalidad}`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await mensaje(page).fill('Otro comentario, anónimo.');
    const documento = Buffer.concat([pdf(), Buffer.from('% ligado\n')]);
    await adjunto(page).setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: documento });
    const anonymous = await enviarYConfirmar(page);
    await expectStoredRow(request, anonymous.request, anonymous.folio, o.modalidadId);
    expectStoredFile(documento);
  });

  test('an unknown modality says so in Spanish', async ({ page }) => {
    await page.goto('/tramite/comentarios-ciudadanos/99999999');
    await expect(page.getByRole('alert')).toContainText('La modalidad no existe o no está inscrita');
    await expect(page.getByRole('link', { name: /Elegir la institución/ })).toHaveAttribute(
      'href',
      '/denuncia-ciudadana',
    );
  });

  test('each validation message, as toasts for 1.5 s and in a focused error summary', async ({
    page,
    request,
  }) => {
    await page.goto('/denuncia-ciudadana');
    await enviar(page).click();
    const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
    await expect(summary).toBeFocused();
    const required = [
      'Institución es requerido',
      'Trámite es requerido',
      'Modalidad es requerido',
      'Nombre es requerido',
      'Apellido es requerido',
      'Correo es requerido',
      'Teléfono es requerido',
      'Motivo del comentario es requerido',
    ];
    await expect(summary.getByRole('link')).toHaveText(required);
    // One toast lists them all, and goes away after 1.5 s.
    const toast = page.getByRole('alert').filter({ hasText: 'Institución es requerido' });
    await expect(toast).toHaveText(new RegExp(required.join('')));
    await expect(toast).toBeHidden({ timeout: 4000 });
    // A summary link moves focus to its field.
    await summary.getByRole('link', { name: 'Correo es requerido' }).click();
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeFocused();

    // Format rules.
    const o = await opcion(request, 1);
    await elegirModalidad(page, o);
    await page.getByRole('textbox', { name: 'Nombres' }).pressSequentially('Ana3$ María!');
    await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Ana María');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Pérez');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('1234-5678');
    await mensaje(page).fill('Texto');
    await enviar(page).click();
    await expect(summary.getByRole('link')).toHaveText([
      'Formato de correo es inválido',
      'Teléfono es invalido',
    ]);
    await expect(page.getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      /Teléfono es invalido/,
    );

    // Attachment type and size, checked as soon as a file is chosen.
    await adjunto(page).setInputFiles({
      name: 'programa.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await expect(page.getByText('El archivo tiene que ser JGP, JPEG, PNG ó PDF').first()).toBeVisible();
    await adjunto(page).setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10_000_001, 0x25),
    });
    await expect(page.getByText('el peso del archivo excede los 10 megabites').first()).toBeVisible();
  });

  test('anonymous clears and hides the personal fields', async ({ page }) => {
    await page.goto('/comentario-ciudadano');
    await page.getByRole('textbox', { name: 'Nombres' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana@example.com');
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await expect(page.getByRole('group', { name: 'Datos personales' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).uncheck();
    await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');
  });

  test('the message: counter, limit notice at 1,200 and a long paste truncated with a toast', async ({
    page,
  }) => {
    await page.goto('/denuncias');
    await expect(page.getByText('Cantidad máxima de caracteres 1,200')).toBeVisible();
    await mensaje(page).fill('a'.repeat(1195));
    await expect(page.getByText('Caracteres restantes: 5')).toBeVisible();
    await expect(page.getByText('Ha alcanzado el límite de 1,200 caracteres.')).toHaveCount(0);
    await mensaje(page).fill('');
    await mensaje(page).focus();
    await mensaje(page).evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, 'b'.repeat(1500));
    // The truncation notice is a polite live region of its own (a toast of 1.5 s).
    await expect(page.getByRole('status').filter({ hasText: 'Su contenido ha sido truncado' })).toBeVisible();
    await expect(mensaje(page)).toHaveValue('b'.repeat(1200));
    await expect(page.getByText('Caracteres restantes: 0')).toBeVisible();
    await expect(page.getByText('Ha alcanzado el límite de 1,200 caracteres.')).toBeVisible();
    // Typing more does nothing at the limit.
    await mensaje(page).press('c');
    await expect(mensaje(page)).toHaveValue('b'.repeat(1200));
  });

  test('progress bar during the upload', async ({ page, request }) => {
    const o = await opcion(request, 2);
    await page.route('**/api/public_tramites/denuncias', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`/tramite/comentarios-ciudadanos/${o.modalidadId}`);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await mensaje(page).fill('Con progreso.');
    await adjunto(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png() });
    await enviar(page).click();
    await expect(page.getByRole('progressbar', { name: 'Progreso del envío' })).toBeVisible();
    await expect(page.getByText(/Enviando comentario… \d+ %/)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Denuncia enviada con éxito' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progreso del envío' })).toHaveCount(0);
  });

  test('a failed submit says so in Spanish and keeps everything typed; a retry then works', async ({
    page,
    request,
  }) => {
    const o = await opcion(request, 4);
    await page.goto('/denuncia-ciudadana');
    await elegirModalidad(page, o);
    await datosPersonales(page);
    await mensaje(page).fill('Esto no debe perderse.');
    await adjunto(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png() });

    await page.route('**/api/public_tramites/denuncias', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"error"}' }),
    );
    await enviar(page).click();
    const alert = page.getByRole('alert').filter({ hasText: 'No se envió el comentario' });
    await expect(alert).toContainText('No se pudo enviar su comentario');
    await expect(mensaje(page)).toHaveValue('Esto no debe perderse.');
    await expect(page.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Ana Lucía');
    // A native select's value is the option's id: the option still chosen is the one named.
    await expect(page.getByRole('combobox', { name: 'Modalidad' }).locator('option:checked')).toHaveText(
      o.modalidad,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.unroute('**/api/public_tramites/denuncias');
    await page.route('**/api/public_tramites/denuncias', (route) => route.abort('internetdisconnected'));
    await enviar(page).click();
    await expect(alert).toContainText('No se pudo enviar su comentario');
    await expect(mensaje(page)).toHaveValue('Esto no debe perderse.');

    // A server that cannot take the comment now (its file store is down) says why, in its own words.
    await page.unroute('**/api/public_tramites/denuncias');
    await page.route('**/api/public_tramites/denuncias', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: MESSAGES.adjuntoNoGuardado }),
      }),
    );
    await enviar(page).click();
    await expect(alert).toContainText(`${MESSAGES.adjuntoNoGuardado} Lo que escribió se conserva.`);
    await expect(mensaje(page)).toHaveValue('Esto no debe perderse.');

    await page.unroute('**/api/public_tramites/denuncias');
    const { folio, request: sent } = await enviarYConfirmar(page);
    await expectStoredRow(request, sent, folio, o.modalidadId);
  });

  test('server field errors show on the fields: a renamed executable is refused by its bytes', async ({
    page,
    request,
  }) => {
    const o = await opcion(request, 5);
    await page.goto(`/tramite/comentarios-ciudadanos/${o.modalidadId}`);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await mensaje(page).fill('Adjunto sospechoso.');
    const exe = Buffer.alloc(4096);
    exe.write('MZ');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'binary');
    await adjunto(page).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: exe });
    await enviar(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'No se envió el comentario' })).toContainText(
      'corrija los campos señalados',
    );
    const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
    await expect(summary.getByRole('link')).toHaveText(['El archivo tiene que ser JGP, JPEG, PNG ó PDF']);
    await expect(mensaje(page)).toHaveValue('Adjunto sospechoso.');
  });
});
