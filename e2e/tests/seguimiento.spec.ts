/**
 * Issue 23, citizen side: an anonymous complaint gets a folio and a tracking code (copyable, in the dialog
 * and on the page), the thank-you text is what the citizen sees after "Aceptar", and `/seguimiento` shows
 * "Recibida" — with JavaScript (the code never in the address) and without it (a GET form rendered by the
 * server). Error states and the unlisted-procedure complaint; axe on every new page, dialog and error.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { MESSAGES } from '@rnt/contract/messages';
import { expectNoAxeViolations } from './helpers/axe';
import { denunciaEnviada, elegir, elegirModalidad, opcion } from './helpers/denuncias';
import { waitForPage } from './helpers/pages';
import { waitForHydration } from './helpers/fixtures';

const CODIGO = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const mensaje = (page: Page) => page.getByRole('textbox', { name: 'Motivo del comentario' });
const enviar = (page: Page) => page.getByRole('button', { name: 'Enviar comentario' });

test.describe('complaint tracking', () => {
  // Several axe runs and a real upload per test, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test('anonymous complaint → folio and code, copied → thank-you in view → /seguimiento shows "Recibida"', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const o = await opcion(request, 3);
    await page.goto('/denuncias');
    await waitForHydration(page);
    await elegirModalidad(page, o);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await mensaje(page).fill('Me pidieron una solvencia que no está inscrita en el registro.');
    await enviar(page).click();

    const dialog = page.getByRole('dialog', { name: 'Denuncia enviada con éxito' });
    // The upload and the commit can take a while on the shared machine.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toContainText('Gracias por denunciar los trámites errones');
    const folio = (await dialog.getByTestId('folio').textContent())!;
    const codigo = (await dialog.getByTestId('codigo-seguimiento').textContent())!;
    expect(folio).toMatch(/^RNT-\d{4}-\d{6,}$/);
    expect(codigo).toMatch(CODIGO);
    await expectNoAxeViolations(page, 'diálogo de denuncia enviada con folio y código');

    await dialog.getByRole('button', { name: 'Copiar el código de seguimiento' }).click();
    await expect(dialog.getByRole('button', { name: /código de seguimiento: copiado/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codigo);
    await dialog.getByRole('button', { name: 'Copiar el folio' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(folio);

    // After "Aceptar" the thank-you text, not the emptied form, has the focus and the screen.
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    const gracias = page.getByRole('heading', { name: '¡Gracias por su comentario!' });
    await expect(gracias).toBeFocused();
    await expect(gracias).toBeInViewport();
    const agradecimiento = page.getByTestId('agradecimiento');
    await expect(agradecimiento.getByTestId('agradecimiento-folio')).toHaveText(folio);
    await expect(agradecimiento.getByTestId('agradecimiento-codigo')).toHaveText(codigo);
    await expect(mensaje(page)).toHaveValue('');

    // The link opens the tracking page filled in, with the code kept out of the address.
    await agradecimiento.getByRole('link', { name: 'Consultar el seguimiento de su denuncia' }).click();
    await expect(page).toHaveURL(/\/seguimiento$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento de denuncias' })).toBeVisible();
    await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
    await expect(page.getByRole('textbox', { name: /Folio/ })).toHaveValue(folio);
    await expect(page.getByRole('textbox', { name: /Código de seguimiento/ })).toHaveValue(codigo);
    const etapas = page.getByRole('list').filter({ hasText: 'Remitida a la institución' });
    await expect(etapas.getByRole('listitem')).toHaveText([
      /Recibida/,
      /En revisión/,
      /Remitida a la institución/,
      /Respondida/,
      /Cerrada/,
    ]);
    await expect(etapas.locator('[aria-current="step"]')).toContainText('Recibida');
    await expect(page.getByText('Todavía no hay respuestas.')).toBeVisible();
    expect(page.url()).not.toContain(codigo.slice(0, 4));
    await waitForPage(page);
    await expectNoAxeViolations(page, '/seguimiento con una denuncia recibida');
  });

  test('typed by hand with JavaScript: the lookup runs in the page and the address keeps no code', async ({
    page,
    request,
  }) => {
    const { folio, codigo_seguimiento } = await denunciaEnviada(
      request,
      (await opcion(request, 1)).modalidadId,
    );
    await page.goto('/seguimiento');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: /Folio/ }).fill(folio.toLowerCase());
    // Typed as people type it: lower case, spaces.
    await page
      .getByRole('textbox', { name: /Código de seguimiento/ })
      .fill(codigo_seguimiento.toLowerCase().replace(/-/g, ' '));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
    await expect(page).toHaveURL(/\/seguimiento$/);
  });

  test('error states: required fields, a malformed code, an unknown complaint — Spanish, focused, axe clean', async ({
    page,
  }) => {
    await page.goto('/seguimiento');
    await waitForHydration(page);
    await waitForPage(page);
    await expectNoAxeViolations(page, '/seguimiento vacía');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      MESSAGES.folioRequerido,
      MESSAGES.codigoSeguimientoRequerido,
    ]);
    await expectNoAxeViolations(page, '/seguimiento con campos requeridos');

    await page.getByRole('textbox', { name: /Folio/ }).fill('RNT-2026-000001');
    await page.getByRole('textbox', { name: /Código de seguimiento/ }).fill('0000');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(summary.getByRole('link')).toHaveText([MESSAGES.codigoSeguimientoInvalido]);

    await page.getByRole('textbox', { name: /Código de seguimiento/ }).fill('2222-3333-4444');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Denuncia no encontrada' });
    await expect(alert).toContainText(MESSAGES.seguimientoNoEncontrado);
    await expect(summary).toHaveCount(0);
    await expectNoAxeViolations(page, '/seguimiento sin resultado');
  });

  test('without JavaScript the GET form is answered by the server, never cached', async ({
    browser,
    request,
  }) => {
    const { folio, codigo_seguimiento } = await denunciaEnviada(
      request,
      (await opcion(request, 2)).modalidadId,
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/seguimiento');
      await page.getByRole('textbox', { name: /Folio/ }).fill(folio);
      await page.getByRole('textbox', { name: /Código de seguimiento/ }).fill(codigo_seguimiento);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/seguimiento?')),
        page.getByRole('button', { name: 'Consultar' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
      // A wrong code: the same page says so, in Spanish.
      await page.goto(`/seguimiento?folio=${folio}&codigo=2222-3333-4444`);
      await expect(page.getByRole('alert').filter({ hasText: 'Denuncia no encontrada' })).toBeVisible();
      // A malformed code and an empty folio: each message beside its field, the typed text kept.
      await page.getByRole('textbox', { name: /Folio/ }).fill('');
      await page.getByRole('textbox', { name: /Código de seguimiento/ }).fill('abc');
      await page.getByRole('button', { name: 'Consultar' }).click();
      const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
      await expect(summary.getByRole('link')).toHaveText([
        MESSAGES.folioRequerido,
        MESSAGES.codigoSeguimientoInvalido,
      ]);
      await expect(page.getByRole('textbox', { name: /Código de seguimiento/ })).toHaveValue('abc');
      await expect(page.getByRole('textbox', { name: /Código de seguimiento/ })).toHaveAccessibleDescription(
        new RegExp(MESSAGES.codigoSeguimientoInvalido.slice(0, 30)),
      );
    } finally {
      await context.close();
    }
  });

  test('an address that arrives with the code: the answer shows, then the code leaves the address', async ({
    page,
    request,
  }) => {
    const { folio, codigo_seguimiento } = await denunciaEnviada(
      request,
      (await opcion(request, 5)).modalidadId,
    );
    await page.goto(`/seguimiento?${new URLSearchParams({ folio, codigo: codigo_seguimiento })}`);
    await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
    await expect.poll(() => new URL(page.url()).search).toBe(`?${new URLSearchParams({ folio })}`);
    await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
    await expect(page.getByRole('textbox', { name: /Folio/ })).toHaveValue(folio);
  });

  test('a procedure not in the list: institution and description instead of procedure and modality', async ({
    page,
    request,
  }) => {
    const o = await opcion(request, 4);
    await page.goto('/denuncia-ciudadana');
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: 'El trámite no aparece en la lista' }).check();
    await expect(page.getByRole('combobox', { name: 'Trámite', exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Modalidad', exact: true })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await mensaje(page).fill('Para abrir mi tienda me pidieron una constancia que no existe en el registro.');
    await enviar(page).click();
    const summary = page.getByRole('region', { name: 'Revise los siguientes campos' });
    await expect(summary.getByRole('link')).toHaveText([
      MESSAGES.institucionRequerida,
      MESSAGES.descripcionTramiteRequerida,
    ]);
    await expectNoAxeViolations(page, 'formulario de trámite no listado con errores');

    await elegir(page, 'Institución', o.institucion);
    const descripcion = page.getByRole('textbox', { name: /Descripción del trámite/ });
    await descripcion.fill('d'.repeat(320));
    await expect(descripcion).toHaveValue('d'.repeat(300));
    await expect(page.getByText('Caracteres restantes: 0')).toBeVisible();
    await descripcion.fill('Constancia de no adeudo municipal');
    await enviar(page).click();
    const dialog = page.getByRole('dialog', { name: 'Denuncia enviada con éxito' });
    await expect(dialog.getByTestId('codigo-seguimiento')).toHaveText(CODIGO, { timeout: 20_000 });
    await dialog.getByRole('link', { name: 'Consultar el seguimiento de su denuncia' }).click();
    await expect(page.getByTestId('estado-actual')).toHaveText('Recibida');
    await expect(page.getByText(`Institución: ${o.institucion}`)).toBeVisible();
    await expect(
      page.getByText('Trámite: Trámite no inscrito en el Registro Nacional de Trámites'),
    ).toBeVisible();
  });

  test('the identified form says what is kept, who sees it and for how long; the footer links the page', async ({
    page,
  }) => {
    await page.goto('/denuncias');
    const aviso = page.getByTestId('aviso-privacidad');
    await expect(aviso).toContainText('365 días después de cerrada la denuncia');
    await expect(aviso).toContainText('autorizadas para atender denuncias');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Seguimiento de denuncias' }).click();
    await expect(page).toHaveURL(/\/seguimiento$/);
  });
});
