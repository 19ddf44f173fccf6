import { expect, test } from './helpers/fixtures';

test.describe('app shell', () => {
  test('shows the header links and the footer data from /config.json', async ({ page, request }) => {
    const config = await (await request.get('/config.json')).json();
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal', exact: true });
    await expect(nav.getByRole('link', { name: 'Registro de trámites' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Catálogo de regulaciones' })).toHaveAttribute(
      'href',
      '/catalogos',
    );
    await expect(nav.getByRole('link', { name: 'Reportes' })).toHaveAttribute('href', '/reportes');
    // The help video shows only when the deployment names one (demo default: none, issue 18).
    if (config.enlaces.videoAyuda)
      await expect(nav.getByRole('link', { name: /Video de ayuda/ })).toHaveAttribute(
        'href',
        config.enlaces.videoAyuda,
      );
    else await expect(nav.getByRole('link', { name: /Video de ayuda/ })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      config.enlaces.loginAdministracion,
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(config.contacto.direccion);
    await expect(footer).toContainText(config.contacto.telefono);
    await expect(footer.getByRole('link', { name: config.contacto.correo })).toBeVisible();
    for (const red of config.redesSociales)
      await expect(footer.getByRole('link', { name: red.nombre })).toHaveAttribute('href', red.url);
  });

  test('collapses double slashes on load and lands on the page', async ({ page, baseURL }) => {
    // A relative '//catalogos' would be protocol-relative: give the full address, as a browser would get it.
    await page.goto(`${baseURL}//catalogos`);
    await expect(page).toHaveURL(/\/catalogos$/);
    expect(new URL(page.url()).pathname).toBe('/catalogos');
    await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de regulaciones' })).toBeVisible();
  });

  test('collapses double slashes in a client-side navigation', async ({ page }) => {
    // A page of the classic app (the staff login), whose router moves in place: to a light page, it loads
    // the document, which the server sends to its one address.
    await page.goto('/admin/login');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/reportes//estados');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/reportes/estados');
  });

  test('every route of the specification answers with a page, and unknown ones with the 404 page', async ({
    page,
  }) => {
    // Nine documents, each awaited until hydrated (helpers/fixtures.ts): more than one page's time.
    test.setTimeout(90_000);
    const routes: [string, string][] = [
      ['/agenda-regulatoria', 'Agenda regulatoria'],
      ['/resoluciones', 'Resoluciones'],
      ['/reportes', 'Reportes'],
      ['/atlas-de-tramites', 'Atlas de trámites'],
      ['/denuncias', 'Comentario sobre el trámite'],
      ['/comentario-ciudadano', 'Comentario sobre el trámite'],
      ['/denuncia-ciudadana', 'Comentario sobre el trámite'],
      ['/error', 'Ocurrió un error'],
      ['/esta-pagina-no-existe', 'La página no existe'],
    ];
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});
