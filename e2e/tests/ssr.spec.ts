/**
 * The pages in the browser. The light pages, rendered on the server (issue 21, decision 031): readable and
 * searchable without JavaScript (that every route hydrates without a console error or warning is checked
 * by a11y-routes.spec.ts). The classic app (the staff back office), sent as the built index.html and
 * rendered in the browser (issue 30): it logs in and works; a new page opens at its top, its heading
 * focused, and back restores the previous position.
 */
import { expect, test } from './helpers/fixtures';
import { departamentoDe } from '@rnt/contract/modalidad-resumen';
import { feeDisplay } from '@rnt/contract/modalidad-rules';
import { DEMO_USERS } from '@rnt/db/seed/demo-users';
import { expectNoAxeViolations } from './helpers/axe';
import { detailUrl, findModalidad, otros, solicitud } from './helpers/modalidades';
import { collectProblems, waitForPage } from './helpers/pages';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home search is a GET form whose result cards the server renders', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Nombre del trámite' }).fill('licencia');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]nombre=licencia/);
    const cards = page.getByRole('region', { name: 'Resultados de la búsqueda' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);

    await page.goto('/?nombre=licencia&page=2');
    await expect(page.getByText(/Página 2 de \d+\./)).toBeAttached();
  });

  test('a modality page shows its cost, both kinds of requirements and its offices', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'una modalidad con costo fijo, requisitos de ambos tipos y oficinas',
      (x) =>
        solicitud(x).length > 0 &&
        otros(x).length > 0 &&
        x.contactos_oficinas.length > 0 &&
        !feeDisplay(x).conDetalle,
    );
    await page.goto(detailUrl(m));
    await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
    await expect(page.getByTestId('costo')).toHaveText(feeDisplay(m).costo!);
    await expect(page.getByRole('heading', { name: 'Requisitos de la solicitud' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Otros requisitos' })).toBeVisible();
    await expect(page.getByText(solicitud(m)[0]!.nombre).first()).toBeVisible();
    await expect(page.getByText(otros(m)[0]!.nombre).first()).toBeVisible();
    const office = m.contactos_oficinas[0]!.oficina;
    // Offices are grouped by department (issue 22): department h3, office h4.
    await expect(
      page.getByRole('heading', { level: 3, name: departamentoDe(office.direccion) }).first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: office.nombre }).first()).toBeVisible();
    await expect(page.getByText(office.direccion).first()).toBeVisible();
  });

  test('a report shows its table', async ({ page }) => {
    await page.goto('/reportes/estados');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
  });

  test('an unknown address answers 404 with the Spanish page', async ({ page }) => {
    const response = await page.goto('/esta-direccion-no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'La página no existe' })).toBeVisible();
  });

  test('the comment form says plainly, in a <noscript>, that it needs JavaScript', async ({ request }) => {
    // Chromium with scripts disabled by Playwright still parses <noscript> as text: the server's HTML
    // is checked instead.
    const html = await (await request.get('/comentario-ciudadano')).text();
    expect(html).toMatch(/<noscript>.*Este formulario necesita JavaScript.*<\/noscript>/s);
  });
});

test.describe('with JavaScript', () => {
  test('the sections meant for browsers without JavaScript are hidden when it runs', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(
      request,
      'una modalidad con oficinas',
      (x) => x.contactos_oficinas.length > 0,
    );
    await page.goto(detailUrl(m));
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Oficinas y medios de contacto' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Otros requisitos' })).toBeHidden();
  });

  test('a light page opened from the classic app opens at its top, its title clear of the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The classic app's one public page (the staff login): its router hands a light page (complaint
    // tracking, issue 30) to the server, a document load.
    await page.goto('/admin/login');
    await waitForPage(page);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Seguimiento de denuncias' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await footerLink.click();
    await expect(page).toHaveURL(/\/seguimiento$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Seguimiento de denuncias' });
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The title is not hidden under the sticky header.
    const header = await page.getByRole('banner').boundingBox();
    const title = await heading.boundingBox();
    expect(title!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('the staff back office, rendered in the browser (issue 30)', () => {
  const [evaluador] = DEMO_USERS;

  test('/admin/login comes as the built index.html, renders in the browser, and its login opens the back office', async ({
    page,
    request,
  }) => {
    // A route of the server sends the built index.html as it is: nothing of the page is in it.
    const served = await request.get('/admin/login');
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('no-cache');
    const index = await served.text();
    expect(index).toContain('<div id="root"></div>');
    expect(index).not.toContain('Ingresar');

    const problems = collectProblems(page);
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      const response = await page.goto('/admin/login?redirect=%2Fadmin%2Fdenuncias');
      expect(await response!.text()).toBe(index);
      // The browser drew the form (the document had none).
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      await page.screenshot({ path: `.tmp/shots/admin-login-${width}.png` });
    }
    await expectNoAxeViolations(page, 'inicio de sesión de la administración');

    await page.getByLabel('Correo electrónico').fill(evaluador!.email);
    await page.getByLabel('Contraseña').fill(evaluador!.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/admin\/denuncias$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Denuncias recibidas' })).toBeVisible();
    await expect(page.locator('li[data-folio]').first()).toBeVisible();
    await page.screenshot({ path: '.tmp/shots/admin-denuncias-1366.png' });
    await expectNoAxeViolations(page, 'lista de denuncias');
    // A reload is the same index.html, and the session keeps the back office open.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Denuncias recibidas' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
