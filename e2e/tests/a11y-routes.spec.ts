import { expect, test } from './helpers/fixtures';
import type { Modalidad } from '@rnt/contract/modalidad';
import { axeViolations, expectNoAxeViolations } from './helpers/axe';
import { detailUrl, findModalidad } from './helpers/modalidades';
import { collectProblems, waitForPage } from './helpers/pages';

/**
 * Every route (apps/web/src/app/router.tsx), each report route, and the searches with results, checked
 * with axe once the page has drawn its data, and loaded and hydrated without a console error or warning.
 * `:m` stands for a modality of the demo data and `:t` for its procedure.
 */
const ROUTES: { path: string; what: string }[] = [
  { path: '/', what: 'inicio' },
  { path: '/inicio', what: 'inicio (alias)' },
  { path: '/?nombre=licencia', what: 'inicio con resultados de búsqueda' },
  { path: '/agenda-regulatoria', what: 'agenda regulatoria' },
  { path: '/catalogos', what: 'catálogo' },
  { path: '/catalogos/2', what: 'catálogo de un tipo, con resultados' },
  { path: '/resoluciones', what: 'resoluciones' },
  { path: '/resoluciones?tipo=1', what: 'resoluciones con resultados' },
  { path: '/reportes', what: 'reporte de solicitudes por institución' },
  { path: '/reportes/instituciones', what: 'reporte de instituciones' },
  { path: '/reportes/estados', what: 'reporte de estados' },
  { path: '/reportes/promedio-tiempo-respuesta', what: 'reporte de tiempo de respuesta' },
  { path: '/reportes/requisitos-eliminados', what: 'reporte de requisitos eliminados' },
  { path: '/reportes/niveles-de-digitalizacion', what: 'reporte de niveles de digitalización' },
  { path: '/reportes/tramites-sin-solicitud', what: 'reporte de trámites sin solicitud' },
  { path: '/reportes/tramites-evaluados', what: 'reporte de trámites evaluados' },
  { path: '/reportes/tramites-top-10', what: 'reporte top 10' },
  { path: '/reportes/denuncias', what: 'reporte de resultados de las denuncias' },
  { path: '/atlas-de-tramites', what: 'atlas de trámites' },
  { path: '/datos-abiertos', what: 'datos abiertos' },
  { path: '/tramite/:t', what: 'modalidades de un trámite' },
  { path: '/tramite/:t/detalles/:m', what: 'detalle de una modalidad' },
  { path: '/tramite/:t/:m', what: 'detalle de una modalidad (enlace del certificado)' },
  { path: '/tramite/comentarios-ciudadanos/:m', what: 'comentario sobre una modalidad' },
  { path: '/denuncias', what: 'comentario ciudadano (denuncias)' },
  { path: '/comentario-ciudadano', what: 'comentario ciudadano' },
  { path: '/denuncia-ciudadana', what: 'denuncia ciudadana' },
  { path: '/admin/login', what: 'inicio de sesión de la administración' },
  { path: '/error', what: 'página de error' },
  { path: '/esta-pagina-no-existe', what: 'página 404' },
];

// An axe analysis of a long page takes seconds on a loaded machine: room for it, not a wait.
test.describe.configure({ timeout: 60_000 });

let modalidad: Modalidad;
test.beforeAll(async ({ request }) => {
  modalidad = await findModalidad(request, 'modalidades');
});

test.describe('axe sobre cada ruta', () => {
  for (const { path, what } of ROUTES) {
    test(`${path} (${what})`, async ({ page }) => {
      const url = path.replace(':t', String(modalidad.tramite_id)).replace(':m', String(modalidad.id));
      const problems = collectProblems(page);
      await page.goto(url);
      await waitForPage(page);
      if (url === detailUrl(modalidad))
        await expect(page.getByRole('heading', { level: 1, name: modalidad.nombre })).toBeVisible();
      await expectNoAxeViolations(page, url);
      expect(problems, url).toEqual([]);
    });
  }
});

// The check every route passes runs axe inside the page with only violations in full (helpers/axe.ts): it
// must still find them, the costly colour contrast included.
test('the axe check finds violations when a page has them', async ({ page }) => {
  await page.goto('/esta-pagina-no-existe');
  await waitForPage(page);
  await page.evaluate(() => {
    const part = document.createElement('div');
    part.innerHTML =
      '<img src="/favicon.svg"><button type="button"></button>' +
      '<p style="color:#aaa;background:#bbb">Texto sin contraste</p>';
    document.querySelector('main')!.append(part);
  });
  const ids = (await axeViolations(page)).map((v) => v.split(' ')[0]);
  expect(ids).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
});
