/**
 * Issue 22 (trust): "¿Le fue útil esta página?" on a public page — Sí, then a problem report through the
 * dialog (its error state, the text kept, the thanks, focus back) — and the certificate's verification
 * page reached from the certificate's own link. Axe clean on the widget, the dialog, its error state and
 * the verification pages; screenshots at 390 × 844 and 1366 × 900.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { VALORACIONES_MESSAGES as M, VALORACION_MOTIVOS } from '@rnt/contract/valoraciones';
import { VERIFICACION_MESSAGES } from '@rnt/contract/verificacion';
import { expectNoAxeViolations } from './helpers/axe';
import { findModalidad } from './helpers/modalidades';
import { evaluatorSession, waitForPage } from './helpers/pages';
import { waitForHydration } from './helpers/fixtures';

// Axe over a page takes seconds on the shared machine.
test.describe.configure({ timeout: 120_000 });

const shot = async (page: Page, name: string) => {
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    if (process.env.CAPTURAS) await page.screenshot({ path: `docs/images/${name}-${w}.png` });
  }
};

test('feedback: Sí, then a problem report through the dialog, counted for the evaluators', async ({
  page,
  request,
}) => {
  // A query on the page (a search) is not part of what is counted: only its path travels.
  await page.goto('/agenda-regulatoria?fechadesde=2025-01-01');
  await waitForHydration(page);
  await waitForPage(page);
  const widget = page.getByRole('complementary', { name: M.pregunta });
  await expect(widget).toBeVisible();
  await expectNoAxeViolations(page, 'el widget de valoración', { include: 'aside' });

  await widget.getByRole('button', { name: 'Sí', exact: true }).click();
  await expect(widget.getByRole('status')).toHaveText(M.gracias);
  await expect(widget.getByRole('button', { name: 'Sí', exact: true })).toHaveCount(0);

  const trigger = widget.getByRole('button', { name: M.reportar });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: M.reportar });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'el diálogo de reporte', { include: '[role="dialog"]' });

  // Sent without a reason: the error in Spanish, the text typed kept.
  const texto = 'La fecha de la consulta pública no coincide con la del Diario Oficial.';
  await dialog.getByLabel(/Cuéntenos qué pasó/).fill(texto);
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog.getByText('Seleccione qué salió mal.')).toBeVisible();
  await expect(dialog.getByLabel(/Cuéntenos qué pasó/)).toHaveValue(texto);
  await expectNoAxeViolations(page, 'el diálogo con su error', { include: '[role="dialog"]' });
  await shot(page, 'valoracion-dialogo-error');

  await dialog.getByRole('radio', { name: VALORACION_MOTIVOS.informacion_incorrecta }).check();
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(dialog).toBeHidden();
  await expect(widget.getByRole('status')).toHaveText(M.reporteRecibido);
  await expect(trigger).toBeFocused();
  await widget.scrollIntoViewIfNeeded();
  await shot(page, 'valoracion-widget');

  // Counted for the evaluators, under the page's address only.
  const { token } = JSON.parse(await evaluatorSession(request)) as { token: string };
  const res = await request.get('/api/valoraciones', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { paginas } = (await res.json()) as {
    paginas: { ruta: string; reportes: number; util_si: number; comentarios: { comentario: string }[] }[];
  };
  const agenda = paginas.find((p) => p.ruta === '/agenda-regulatoria');
  expect(agenda?.reportes).toBeGreaterThanOrEqual(1);
  expect(agenda?.util_si).toBeGreaterThanOrEqual(1);
  expect(agenda?.comentarios.map((c) => c.comentario)).toContain(texto);
});

test('the certificate link opens a server-rendered verification page; an unknown code is a Spanish 404', async ({
  page,
  request,
}) => {
  const m = await findModalidad(request, 'una modalidad inscrita', (x) => [11, 13].includes(x.estado_id));
  const pdf = await request.get(`/pdf/modalidad/${m.id}/certificado`);
  expect(pdf.ok()).toBe(true);
  // The link annotation of the certificate (the same address its QR code holds; the API tests decode it).
  const url = /\/verificar\/([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(
    (await pdf.body()).toString('latin1'),
  );
  expect(url).not.toBeNull();
  const path = url![0];

  // Rendered on the server: the answer is in the first HTML.
  const html = await request.get(path);
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain(VERIFICACION_MESSAGES.sigueInscrita);

  await page.goto(path);
  await waitForHydration(page);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Verificación del certificado de inscripción',
  );
  await expect(page.getByText('Certificado válido')).toBeVisible();
  await expect(page.getByText(m.nombre, { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'la página de verificación');
  await shot(page, 'verificacion-certificado');
  await page.getByRole('link', { name: 'Ver la ficha vigente de la modalidad' }).click();
  await expect(page).toHaveURL(new RegExp(`/tramite/${m.tramite_id}/detalles/${m.id}$`));

  const unknown = await request.get('/verificar/ZZZZ-ZZZZ-ZZZZ');
  expect(unknown.status()).toBe(404);
  await page.goto('/verificar/ZZZZ-ZZZZ-ZZZZ');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos ese certificado');
  await expect(page.getByText(VERIFICACION_MESSAGES.codigoNoExiste)).toBeVisible();
  await expectNoAxeViolations(page, 'la verificación con un código desconocido');
  await shot(page, 'verificacion-desconocido');
});
