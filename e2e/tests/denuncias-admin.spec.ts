/**
 * The complaint back office (issue 23): staff log in, open /admin/denuncias, open a complaint and answer
 * it with a public note, which the citizen then reads on /seguimiento; axe finds nothing on the list, the detail, the action form and its errors.
 */
import { expect, test } from './helpers/fixtures';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { expectNoAxeViolations } from './helpers/axe';
import { opcion } from './helpers/denuncias';
import { waitForPage } from './helpers/pages';
import { hydrating, waitForHydration } from './helpers/fixtures';

const [evaluador] = DEMO_USERS;

test('staff answer a complaint with a public note from /admin/denuncias', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Many axe passes on a busy shared machine.
  test.setTimeout(180_000);
  const o = await opcion(request, 3);
  const sent = await request.post('/api/public_tramites/denuncias', {
    multipart: {
      anonimo: 'false',
      mensaje: 'En la ventanilla me pidieron una constancia que no aparece en el registro.',
      modalidad_id: String(o.modalidadId),
      nombres: 'Rosa Elena',
      apellidos: 'Martínez',
      correo: 'rosa.martinez@example.com',
      telefono: '7012 3456',
    },
  });
  expect(sent.status()).toBe(201);
  const { folio, codigo_seguimiento: codigo } = (await sent.json()) as {
    folio: string;
    codigo_seguimiento: string;
  };

  // Sign in through the form, coming back to the back office.
  await page.goto('/admin/login?redirect=%2Fadmin%2Fdenuncias');
  await waitForHydration(page);
  await page.getByLabel('Correo electrónico').fill(evaluador!.email);
  await page.getByLabel('Contraseña').fill(evaluador!.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias$/);
  await waitForPage(page);
  await expect(page.getByRole('link', { name: 'Denuncias', exact: true }).first()).toBeVisible();
  const item = page.locator(`li[data-folio="${folio}"]`);
  await expect(item).toContainText('Recibida');
  await expect(item).toContainText(o.institucion);
  await expectNoAxeViolations(page, 'lista de denuncias');
  if (process.env.CAPTURAS)
    await page.screenshot({ path: 'docs/images/admin-denuncias-lista-1366.png', fullPage: false });

  await item.getByRole('link', { name: folio }).click();
  await expect(page).toHaveURL(/\/admin\/denuncias\/\d+$/);
  await waitForPage(page);
  await expect(page.getByText(`Folio ${folio}`)).toBeVisible();
  await expect(page.getByText('rosa.martinez@example.com')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Historial' })).toBeVisible();
  await expectNoAxeViolations(page, 'detalle de la denuncia y formulario de acción');

  // Submitted empty: the error summary takes focus and names the field.
  await page.getByRole('button', { name: 'Registrar acción' }).click();
  const summary = page.getByRole('region', { name: 'Revise la acción' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Indique un cambio de estado o escriba una nota.');
  await expectNoAxeViolations(page, 'formulario de acción con errores');

  // Closing without an outcome is refused and the typed note survives.
  await page.getByRole('textbox', { name: /Nota interna/ }).fill('Remitida al enlace institucional.');
  await page.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Cerrada', exact: true }).click();
  await page.getByRole('button', { name: 'Registrar acción' }).click();
  await expect(summary).toContainText('Seleccione el resultado con el que se cierra la denuncia.');
  await expect(page.getByRole('textbox', { name: /Nota interna/ })).toHaveValue(
    'Remitida al enlace institucional.',
  );
  await expectNoAxeViolations(page, 'cierre sin resultado');

  // Answer: state Respondida with a public note.
  await page.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Respondida', exact: true }).click();
  const answer = 'La institución confirmó que la constancia ya no se exige.';
  await page.getByRole('textbox', { name: /Nota pública/ }).fill(answer);
  await page.getByRole('button', { name: 'Registrar acción' }).click();
  await expect(page.getByText('La acción quedó registrada.')).toBeVisible();
  const history = page
    .getByRole('region', { name: 'Historial' })
    .or(page.locator('section[aria-labelledby="historial-titulo"]'));
  await expect(history).toContainText(answer);
  await expect(history).toContainText('Remitida al enlace institucional.');
  await expect(history).toContainText('Evaluadora de demostración');
  await expect(page.locator('[data-estado="RESPONDIDA"]').first()).toBeVisible();

  // The citizen, in a browser of her own, reads the answer on /seguimiento with her folio and code; the
  // internal note never shows there.
  const citizen = await browser.newContext({ baseURL });
  const own = hydrating(await citizen.newPage());
  await own.goto('/seguimiento');
  await own.getByRole('textbox', { name: /Folio/ }).fill(folio);
  await own.getByRole('textbox', { name: /Código de seguimiento/ }).fill(codigo);
  await own.getByRole('button', { name: 'Consultar' }).click();
  await expect(own.getByTestId('estado-actual')).toHaveText('Respondida');
  await expect(own.getByText(answer)).toBeVisible();
  await expect(own.getByText('Remitida al enlace institucional.')).toHaveCount(0);
  await expect(own.getByText('rosa.martinez@example.com')).toHaveCount(0);
  await citizen.close();
  if (process.env.CAPTURAS)
    await page.screenshot({ path: 'docs/images/admin-denuncia-detalle-1366.png', fullPage: true });

  // On a phone: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.CAPTURAS)
    await page.screenshot({ path: 'docs/images/admin-denuncia-detalle-390.png', fullPage: true });
  await page.goto('/admin/denuncias');
  await waitForPage(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (process.env.CAPTURAS)
    await page.screenshot({ path: 'docs/images/admin-denuncias-lista-390.png', fullPage: false });
});

test('the back office asks for a sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/denuncias');
  await waitForPage(page);
  await expect(
    page
      .getByRole('button', { name: 'Iniciar sesión' })
      .or(page.getByRole('link', { name: 'Iniciar sesión' }))
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'bandeja sin sesión');
});
