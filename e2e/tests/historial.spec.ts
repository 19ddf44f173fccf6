/**
 * Issue 32 on a phone (390 × 844): the modality page's "Historial de cambios", the page as registered on
 * a day (`?fecha=`) with its banner and the way back to today, a date it cannot show, a day before the
 * modality existed, and the back office's link to the modality as it stood the day a complaint was filed.
 * The subscription flow to its confirmation message is suscripciones.spec.ts. Axe finds nothing.
 */
import {
  ASI_ESTABA_INSCRITO,
  cambioTexto,
  HISTORIAL_MESSAGES,
  hoyEnElSalvador,
  type HistorialResponse,
} from '@rnt/contract/historial';
import type { Modalidad } from '@rnt/contract/modalidad';
import { modalidadSummary } from '@rnt/contract/modalidad-resumen';
import { displayDate } from '@rnt/contract/modalidad-rules';
import { SUSCRIPCIONES_MESSAGES } from '@rnt/contract/suscripciones';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expect, test } from './helpers/fixtures';
import { detailUrl, modalidad } from './helpers/modalidades';
import { evaluatorSession, useSession, waitForPage } from './helpers/pages';
import { dayBefore } from './helpers/fechas';

test.use({ viewport: { width: 390, height: 844 } });

type Dias = HistorialResponse['historial'];

/** The first modality (by id) whose public history has at least `dias` days (the demo data's past). */
async function conHistorial(
  request: APIRequestContext,
  dias: number,
): Promise<{ m: Modalidad; historial: Dias }> {
  for (let id = 1; id <= 600; id++) {
    const res = await request.get(`/api/public/modalidades/${id}/historial`);
    if (!res.ok()) continue;
    const { historial } = (await res.json()) as HistorialResponse;
    if (historial.length >= dias) return { m: (await modalidad(request, id))!, historial };
  }
  throw new Error(`Los datos de demostración no tienen una modalidad con ${dias} días de cambios`);
}

test('the history section tells each change in words, newest first, each day a link to that version', async ({
  page,
  request,
}) => {
  const { m, historial } = await conHistorial(request, 3);
  await page.goto(detailUrl(m));
  const section = page.getByRole('region', { name: 'Historial de cambios' });
  await section.scrollIntoViewIfNeeded();
  const days = section.getByRole('heading', { level: 3 });
  await expect(days.first()).toHaveText(displayDate(historial[0]!.fecha)!);
  // Newest first: the headings in the API's order (the later ones inside "Ver todo el historial").
  const visibles = await days.filter({ visible: true }).allTextContents();
  expect(visibles).toEqual(historial.slice(0, visibles.length).map((d) => displayDate(d.fecha)));
  for (const c of historial[0]!.cambios) await expect(section.getByText(cambioTexto(c))).toBeVisible();
  const link = section.getByRole('link', {
    name: `Ver cómo estaba inscrita el ${displayDate(historial[0]!.fecha)}`,
  });
  await expect(link).toHaveAttribute('href', detailUrl(m, `?fecha=${historial[0]!.fecha}`));
  if (historial.length > 3) {
    await section.getByText('Ver todo el historial').click();
    await expect(days).toHaveCount(historial.length);
  }
  await expectNoAxeViolations(page, 'historial de cambios', { include: '#historial' });
});

test('the page as registered on a day: its banner, that version, the way back to today', async ({
  page,
  request,
}) => {
  const { m, historial } = await conHistorial(request, 3);
  // The day before the oldest change: the version the citizen saw then.
  const oldest = historial[historial.length - 1]!.fecha;
  const dia = dayBefore(oldest);
  const section = page.getByRole('region', { name: 'Historial de cambios' });

  // Through the date form of the history section.
  await page.goto(detailUrl(m));
  await section.getByLabel('Ver cómo estaba inscrita en otra fecha').fill(dia);
  await section.getByRole('button', { name: 'Ver esa fecha' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?fecha=${dia}$`));
  const banner = page.getByRole('region', { name: `${ASI_ESTABA_INSCRITO} ${displayDate(dia)}` });
  await expect(banner).toBeVisible();
  await expect(banner).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // That day's version: the summary's fee and time as the API answers for that date.
  const dated = (
    (await (await request.get(`/api/public_modalidad_get_id/${m.id}?fecha=${dia}`)).json()) as {
      modalidad: Modalidad;
    }
  ).modalidad;
  const summary = modalidadSummary(dated, new Date());
  const resumen = page.getByRole('region', { name: 'Resumen del trámite' });
  await expect(resumen).toContainText(summary.costo);
  await expect(resumen).toContainText(summary.tiempo);
  expect(summary.costo).not.toBe(modalidadSummary(m, new Date()).costo);

  // Nothing that acts on today's modality: no alerts form; the PDF sheet of the same day.
  await expect(page.getByRole('region', { name: SUSCRIPCIONES_MESSAGES.titulo })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Descargar ficha \(PDF\)/ })).toHaveAttribute(
    'href',
    `/pdf/modalidad/${m.id}?fecha=${dia}`,
  );
  // The later changes are marked as such.
  await expect(section.getByText('Posterior a la versión que está viendo.').first()).toBeAttached();
  await expectNoAxeViolations(page, 'vista fechada');

  await banner.getByRole('link', { name: 'Ver la versión de hoy' }).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl(m)}$`));
  await expect(page.getByRole('region', { name: /^Así estaba inscrito el/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Resumen del trámite' })).toContainText(
    modalidadSummary(m, new Date()).costo,
  );
  await expect(page.getByRole('region', { name: SUSCRIPCIONES_MESSAGES.titulo })).toBeVisible();
});

test("a date the page cannot show says why above today's version; before the modality, its 404", async ({
  page,
  request,
}) => {
  const { m } = await conHistorial(request, 1);
  const bad = await page.goto(detailUrl(m, '?fecha=2099-01-01'));
  expect(bad?.status()).toBe(400);
  const banner = page.getByRole('region', { name: 'No se puede mostrar esa fecha' });
  await expect(banner).toContainText(`${HISTORIAL_MESSAGES.fechaFutura} Se muestra la versión de hoy.`);
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumen del trámite' })).toContainText(
    modalidadSummary(m, new Date()).costo,
  );
  await expectNoAxeViolations(page, 'fecha no válida');
  await banner.getByRole('link', { name: 'Elegir un día en el historial de cambios' }).click();
  await expect(page.getByLabel('Ver cómo estaba inscrita en otra fecha')).toBeInViewport();

  const malformed = await page.goto(detailUrl(m, '?fecha=31-12-2025'));
  expect(malformed?.status()).toBe(400);
  await expect(page.getByText(HISTORIAL_MESSAGES.fechaInvalida)).toBeVisible();

  const early = await page.goto(detailUrl(m, '?fecha=2000-01-01'));
  expect(early?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'La modalidad no estaba inscrita el 01-01-2000' }),
  ).toBeVisible();
  await expect(page.getByText(HISTORIAL_MESSAGES.modalidadNoExistia)).toBeVisible();
  await expectNoAxeViolations(page, 'antes de la inscripción');
  await page.getByRole('link', { name: 'Ver la versión de hoy' }).click();
  await expect(page).toHaveURL(new RegExp(`${detailUrl(m)}$`));
});

test('staff open the modality as registered the day a complaint was filed', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { m } = await conHistorial(request, 1);
  const sent = await request.post('/api/public_tramites/denuncias', {
    multipart: {
      anonimo: 'true',
      mensaje: 'En la ventanilla me cobraron más de lo que dice el registro.',
      modalidad_id: String(m.id),
    },
  });
  expect(sent.status()).toBe(201);
  const { folio } = (await sent.json()) as { folio: string };

  await useSession(page, await evaluatorSession(request));
  await page.goto('/admin/denuncias');
  await waitForPage(page);
  await page.locator(`li[data-folio="${folio}"]`).getByRole('link', { name: folio }).click();
  await expect(page.getByText(`Folio ${folio}`)).toBeVisible();
  await waitForPage(page);
  const hoy = hoyEnElSalvador();
  const link = page.getByRole('link', {
    name: `Ver la modalidad como estaba inscrita el ${displayDate(hoy)}`,
  });
  await expect(link).toHaveAttribute('href', detailUrl(m, `?fecha=${hoy}`));
  // Under it, the modality's public changes from that day on: none, unless another spec on this server
  // changed the modality today (the suite shares one database), then that day's changes.
  const { historial } = (await (await request.get(`/api/public/modalidades/${m.id}/historial`)).json()) as {
    historial: { fecha: string }[];
  };
  await expect(
    historial.some((d) => d.fecha >= hoy)
      ? page.getByText('La versión de un día es la del final de ese día', { exact: false })
      : page.getByText(`La modalidad no ha cambiado en el registro desde el ${displayDate(hoy)}.`),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'denuncia con la modalidad de su fecha');

  await link.click();
  await expect(page).toHaveURL(new RegExp(`\\?fecha=${hoy}$`));
  await expect(
    page.getByRole('region', { name: `${ASI_ESTABA_INSCRITO} ${displayDate(hoy)}` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: m.nombre })).toBeVisible();
});
