import { expect, test } from './helpers/fixtures';
import { expectNoAxeViolations } from './helpers/axe';

/** Issue 18: the demo data say so on every page, read in place and never as an interrupting alert. */
test.describe('demo-data notice', () => {
  test('shows the notice of /config.json on every page, as a labelled region that fits 320 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const config = await (await request.get('/config.json')).json();
    expect(config.avisoDatosDemostracion, 'the e2e server runs on the demo data').toBeTruthy();
    for (const path of ['/', '/atlas-de-tramites', '/reportes/instituciones']) {
      await page.goto(path);
      const notice = page.getByRole('region', { name: 'Datos de demostración.' });
      await expect(notice, path).toContainText(config.avisoDatosDemostracion);
      await expect(page.getByRole('alert').filter({ hasText: 'Datos de demostración' })).toHaveCount(0);
    }
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Datos de demostración.' })).toBeVisible();
    await expectNoAxeViolations(page, 'inicio con el aviso de datos de demostración');

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Datos de demostración.' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the procedure page explains why the search card counts fewer modalities', async ({
    page,
    request,
  }) => {
    // From the atlas (public modalities with their state): a procedure with registered and evaluated ones.
    const atlas = await (await request.get('/api/atlas_tramites')).json();
    type Tramite = { id: number; nombre: string; modalidades: { inscrita: boolean }[] };
    const tramites: Tramite[] = atlas.instituciones.flatMap((i: { unidades: { tramites: Tramite[] }[] }) =>
      i.unidades.flatMap((u) => u.tramites),
    );
    const mixed = tramites.find(
      (t) => t.modalidades.some((m) => m.inscrita) && t.modalidades.some((m) => !m.inscrita),
    );
    expect(mixed, 'the demo data have a procedure with modalities in both states').toBeDefined();
    const inscritas = mixed!.modalidades.filter((m) => m.inscrita).length;
    const enEvaluacion = mixed!.modalidades.length - inscritas;

    await page.goto(`/tramite/${mixed!.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Modalidades (${mixed!.modalidades.length})` }),
    ).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(`^${inscritas} modalidad(es)? inscritas? y ${enEvaluacion} modalidad(es)? en evaluación`),
      ),
    ).toContainText('La búsqueda del inicio cuenta solo las inscritas');

    await page.goto('/atlas-de-tramites');
    await expect(
      page.getByText(/no incluye los borradores ni las solicitudes desistidas o rechazadas/),
    ).toBeVisible();
  });
});
