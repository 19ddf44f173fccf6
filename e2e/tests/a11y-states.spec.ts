import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { EVALUACION_MESSAGES as M } from '@rnt/contract/evaluacion';
import { requirementsOfTable } from '@rnt/contract/modalidad-rules';
import { expectNoAxeViolations } from './helpers/axe';
import { detailUrl, findModalidad } from './helpers/modalidades';
import { evaluatorSession, useSession, waitForPage } from './helpers/pages';

/**
 * axe over the states a route table does not reach: every modal open, every form in its error state,
 * the success dialog, the failure states of API calls (the network is mocked with `page.route`: it is
 * outside the product) and the evaluator's screens. The catalogue's and the resolutions' field errors
 * and date pickers are checked in their own specs (catalogo.spec.ts, resoluciones.spec.ts).
 */

// An axe analysis of a long page takes seconds on a loaded machine: room for it, not a wait.
test.describe.configure({ timeout: 60_000 });

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test('every modal of the modality detail', async ({ page, request }) => {
  test.slow(); // five analyses of a long page
  const m = await findModalidad(
    request,
    'una modalidad de tarifa variable, con oficinas y un requisito con base legal',
    (x) =>
      x.tipo_tarifa === 'Tarifa Variable' &&
      x.contactos_oficinas.length > 0 &&
      requirementsOfTable(x.requisitos, true).some((r) => r.bases_legales.length > 0),
  );
  const r = requirementsOfTable(m.requisitos, true).find((q) => q.bases_legales.length > 0)!;
  const oficina = m.contactos_oficinas[0]!.oficina;
  await page.goto(detailUrl(m));
  await waitForPage(page);

  await page.getByRole('button', { name: 'Oficinas y medios de contacto' }).click();
  await expect(dialog(page, 'Oficinas y medios de contacto')).toBeVisible();
  await expectNoAxeViolations(page, 'lista de oficinas');
  await page
    .getByRole('button', { name: new RegExp(oficina.nombre) })
    .first()
    .click();
  await expect(dialog(page, oficina.nombre)).toBeVisible();
  await expectNoAxeViolations(page, 'detalle de una oficina');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Ver detalle de la tarifa' }).click();
  await expect(dialog(page, 'Detalle de la tarifa')).toBeVisible();
  await expectNoAxeViolations(page, 'detalle de la tarifa');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Requisitos de la solicitud' }).click();
  await page
    .getByRole('button', { name: `Ver detalle de ${r.nombre}` })
    .first()
    .click();
  await expect(dialog(page, r.nombre)).toBeVisible();
  await expectNoAxeViolations(page, 'detalle de un requisito');
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: `Ver base legal de ${r.nombre}` })
    .first()
    .click();
  await expect(dialog(page, `Base legal: ${r.nombre}`)).toBeVisible();
  await expectNoAxeViolations(page, 'base legal de un requisito');
});

test('the comment form submitted empty, and its success dialog', async ({ page, request }) => {
  await page.goto('/denuncia-ciudadana');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(page.getByRole('region', { name: 'Revise los siguientes campos' })).toBeFocused();
  await expectNoAxeViolations(page, 'comentario enviado vacío');

  const m = await findModalidad(request, 'una modalidad', () => true);
  await page.goto(`/tramite/comentarios-ciudadanos/${m.id}`);
  await waitForPage(page);
  await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
  await page.getByRole('textbox', { name: 'Motivo del comentario' }).fill('Me pidieron un requisito más.');
  await page.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(dialog(page, 'Denuncia enviada con éxito')).toBeVisible();
  await expectNoAxeViolations(page, 'diálogo de envío exitoso');
});

test('the login with a wrong password', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Correo electrónico').fill('evaluador@rnt.gob.sv');
  await page.getByLabel('Contraseña').fill('equivocada');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'No se pudo iniciar sesión' });
  await expect(summary).toContainText('Correo o contraseña incorrectos.');
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page, 'inicio de sesión fallido');

  // And submitted empty.
  await page.getByLabel('Correo electrónico').fill('');
  await page.getByLabel('Contraseña').fill('');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expectNoAxeViolations(page, 'inicio de sesión vacío');
});

test('the agenda with a reversed date range', async ({ page }) => {
  await page.goto('/agenda-regulatoria?fechadesde=2025-07-15&fechahasta=2025-03-01');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(
    page.getByText('La fecha desde no puede ser posterior a la fecha hasta.').first(),
  ).toBeVisible();
  // The focus is on the first wrong field, which names its error.
  const desde = page.getByRole('textbox', { name: 'Desde' });
  await expect(desde).toBeFocused();
  await expect(desde).toHaveAccessibleDescription('La fecha desde no puede ser posterior a la fecha hasta.');
  await expectNoAxeViolations(page, 'agenda con fechas invertidas');
});

test('the header menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  await expect(dialog(page, 'Menú')).toBeVisible();
  await expectNoAxeViolations(page, 'menú del encabezado en un teléfono');
});

test.describe('when a page cannot load', () => {
  test('a page that cannot load shows the route error', async ({ page }) => {
    // The staff app's page code fails to load (no public page navigates on the client: decision 034).
    await page.route('**/assets/admin-login-*.js', (route) => route.abort());
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Ocurrió un error' })).toBeVisible();
    await expectNoAxeViolations(page, 'error de ruta');
  });
});

test.describe('the evaluator, logged in', () => {
  let session: string;
  test.beforeAll(async ({ request }) => {
    session = await evaluatorSession(request);
  });

  test('legal-basis dialog, its reference form with errors, the deletion prompt and the ruling block', async ({
    page,
    request,
  }) => {
    test.slow(); // four analyses of a long page
    await useSession(page, session);
    const m = await findModalidad(request, 'una modalidad');
    await page.goto(detailUrl(m));
    await waitForPage(page);
    await expect(page.getByRole('button', { name: /Cerrar sesión/ })).toBeVisible();
    await expectNoAxeViolations(page, 'modalidad vista por un evaluador');

    await page.getByRole('button', { name: 'Ver base legal de descripción' }).click();
    const basis = dialog(page, 'Base legal: Descripción');
    await basis.getByRole('button', { name: 'Agregar referencia' }).click();
    await basis.getByRole('button', { name: 'Guardar referencia' }).click();
    await expect(basis.getByText(M.regulacionRequerida)).toBeVisible();
    await expectNoAxeViolations(page, 'formulario de referencia con errores');
    await page.keyboard.press('Escape');

    await page.getByRole('switch', { name: 'Modo de evaluación fase 2' }).check();
    await page.getByRole('button', { name: 'Ver base legal de periodicidad' }).click();
    const ruling = dialog(page, 'Base legal: Periodicidad');
    await expect(ruling.getByRole('heading', { name: 'Dictaminar sección' })).toBeVisible();
    await ruling.getByRole('button', { name: 'Guardar dictamen' }).click();
    await expect(ruling.getByText(M.estadoRequerido)).toBeVisible();
    await expectNoAxeViolations(page, 'dictamen con errores');
  });
});
