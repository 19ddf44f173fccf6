/** Screenshots of the tracking page and the success dialog for docs/images (run by hand, not in CI). */
import { test } from './helpers/fixtures';
import { elegirModalidad, opcion } from './helpers/denuncias';
import { waitForHydration } from './helpers/fixtures';

test.skip(!process.env.CAPTURAS, 'solo para regenerar las capturas de docs/images');
test.describe.configure({ timeout: 120_000 });

for (const [ancho, alto] of [
  [390, 844],
  [1366, 900],
] as const)
  test(`capturas a ${ancho} px`, async ({ page, request }) => {
    await page.setViewportSize({ width: ancho, height: alto });
    const o = await opcion(request, 3);
    await page.goto('/denuncias');
    await waitForHydration(page);
    await elegirModalidad(page, o);
    await page.getByRole('checkbox', { name: 'Enviar de forma anónima' }).check();
    await page
      .getByRole('textbox', { name: 'Motivo del comentario' })
      .fill('Me pidieron una solvencia no inscrita.');
    await page.getByRole('button', { name: 'Enviar comentario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Denuncia enviada con éxito' });
    await dialog.getByTestId('codigo-seguimiento').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: `docs/images/denuncia-enviada-${ancho}.png` });
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await page.getByRole('heading', { name: '¡Gracias por su comentario!' }).waitFor();
    await page.screenshot({ path: `docs/images/denuncia-gracias-${ancho}.png` });
    await page
      .getByTestId('agradecimiento')
      .getByRole('link', { name: /seguimiento/ })
      .click();
    await page.getByTestId('estado-actual').waitFor();
    await page.screenshot({ path: `docs/images/seguimiento-${ancho}.png`, fullPage: true });
  });
