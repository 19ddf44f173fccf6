import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import type { Modalidad } from '@rnt/contract/modalidad';
import { isRegisteredState } from '@rnt/contract/modalidad-rules';

/**
 * The Content-Security-Policy in a real browser (issue 12): the main pages load and run with no
 * violation reported (scripts only from this origin; Mantine's <style> elements and the modality's
 * JSON-LD data script are allowed), and an injected inline script is blocked.
 */

/** Collects CSP violations from the page (the event) and from the console (Chromium's report). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
  ];
}

async function registeredModalidad(page: Page): Promise<Modalidad> {
  for (let id = 1; id <= 200; id++) {
    const res = await page.request.get(`/api/public_modalidad_get_id/${id}`);
    if (!res.ok()) continue;
    const { modalidad } = (await res.json()) as { modalidad: Modalidad };
    if (isRegisteredState(modalidad.estado_id)) return modalidad;
  }
  throw new Error('no hay una modalidad inscrita en los datos de demostración');
}

const PAGES = [
  '/',
  '/catalogos',
  '/resoluciones',
  '/reportes',
  '/reportes/estados',
  '/agenda-regulatoria',
  '/atlas-de-tramites',
  '/datos-abiertos',
  '/denuncia-ciudadana',
  '/admin/login',
  '/no-existe-esta-pagina',
];

test.describe('Content-Security-Policy', () => {
  for (const path of PAGES)
    test(`no violation on ${path}`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(path);
      expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });

  test('no violation on a modality page, whose JSON-LD data script is present', async ({ page }) => {
    const m = await registeredModalidad(page);
    const violations = await watchViolations(page);
    await page.goto(`/tramite/${m.tramite_id}/detalles/${m.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    expect(JSON.parse((await jsonLd.textContent())!)['@type']).toBe('GovernmentService');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('the API documentation (Swagger UI) works under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/api/docs');
    await expect(
      page.getByRole('heading', { level: 1, name: /API del Registro Nacional de Trámites/ }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test('an injected inline script does not run and is reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inyectado = true';
      document.body.append(script);
      const handler = document.createElement('img');
      handler.setAttribute('onerror', 'window.__inyectado = true');
      handler.src = 'data:,no-es-imagen';
      document.body.append(handler);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __inyectado?: boolean }).__inyectado === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join('\n')).toMatch(/script-src/);
  });
});
