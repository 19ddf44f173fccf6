/**
 * Issue 22: the modality page as a citizen's checklist, on a phone first — the summary in the first
 * screen, requirement cards, compact office schedules by department, and the printed one-page checklist.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import type { Modalidad } from '@rnt/contract/modalidad';
import { compactSchedule, departamentoDe, modalidadSummary } from '@rnt/contract/modalidad-resumen';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectNoAxeViolations } from './helpers/axe';
import { detailUrl, findModalidad, modalidad, otros, solicitud } from './helpers/modalidades';
import { waitForPage } from './helpers/pages';
import { waitForHydration } from './helpers/fixtures';

const PHONE = { width: 390, height: 844 };
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function openDetail(page: Page, m: Modalidad) {
  await page.goto(detailUrl(m));
  await waitForPage(page);
  await waitForHydration(page);
}

/** The widest element of the page beyond the viewport, or null when nothing sticks out. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const culprit = [...document.querySelectorAll<HTMLElement>('body *')].find(
        (el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0,
      );
      return `${document.documentElement.scrollWidth} px > ${width} px: ${culprit?.outerHTML.slice(0, 160) ?? '?'}`;
    }
    return null;
  });
}

/** The PDF's page count and all its text, whitespace collapsed (long names wrap across lines). */
async function pdfPagesAndText(data: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: squash(parts.join(' ')) };
}

/** A registered modality with offices and requirements in both tables, as most are. */
const typical = (x: Modalidad) =>
  x.contactos_oficinas.length > 0 &&
  solicitud(x).length > 0 &&
  otros(x).length > 0 &&
  x.requisitos.length <= 8;

// axe, three widths, print-to-PDF: slower than the default 30 s on a busy machine.
test.slow();

test.describe('the modality page on a phone (issue 22)', () => {
  test.use({ viewport: PHONE });

  test('shows the title and the summary (cost, time, where) in the first screen', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'una modalidad típica', typical);
    await openDetail(page, m);
    const s = modalidadSummary(m, new Date());
    const summary = page.getByRole('region', { name: 'Resumen del trámite' });
    await expect(summary.getByTestId('resumen-costo')).toHaveText(s.costo);
    await expect(summary.getByTestId('resumen-tiempo')).toHaveText(s.tiempo);
    await expect(summary.getByTestId('resumen-requisitos')).toHaveText(s.requisitosTexto);
    if (s.donde.kind === 'oficina') {
      await expect(summary.getByTestId('resumen-donde')).toContainText(s.donde.oficina);
      if (s.donde.horarioHoy)
        await expect(summary.getByTestId('resumen-donde')).toContainText(s.donde.horarioHoy);
    }
    for (const part of [page.getByRole('heading', { level: 1 }), summary]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, 'dentro de la primera pantalla (844 px)').toBeLessThanOrEqual(PHONE.height);
    }
    // The panels' buttons are a wrapped group of compact buttons, not full-width ones stacked.
    const sections = page.getByRole('group', { name: 'Secciones de la modalidad' });
    for (const button of await sections.getByRole('button').all())
      expect((await button.boundingBox())!.width).toBeLessThan(PHONE.width - 32);
    await expectNoAxeViolations(page, 'modalidad en un teléfono');
  });

  test('says where online when the first request requirement links to the procedure', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'una modalidad con trámite en línea', (x) =>
      Boolean(solicitud(x)[0]?.enlace_web),
    );
    await openDetail(page, m);
    const donde = page.getByTestId('resumen-donde');
    await expect(donde).toContainText('En línea');
    const link = donde.getByRole('link', { name: /Realizar trámite en línea/ });
    await expect(link).toHaveAttribute('href', solicitud(m)[0]!.enlace_web!.trim());
    expect((await link.boundingBox())!.y + 40).toBeLessThanOrEqual(PHONE.height);
  });

  test('lists requirements as cards reached by keyboard, with nothing wider than the screen', async ({
    page,
    request,
  }) => {
    const m = await findModalidad(request, 'una modalidad típica', typical);
    await openDetail(page, m);
    // The summary's count opens the request requirements and moves focus to their heading.
    await page.getByTestId('resumen-requisitos').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Requisitos de la solicitud' })).toBeFocused();
    await expect(page.getByRole('table')).toHaveCount(0);
    const cards = page
      .getByRole('list', { name: 'Requisitos que forman parte de la solicitud' })
      .getByRole('listitem');
    await expect(cards).toHaveCount(solicitud(m).length);
    const first = solicitud(m)[0]!;
    await expect(cards.first()).toContainText(first.nombre);
    await expect(cards.first()).toContainText(first.tipo_requisito.nombre);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Ver detalle de ${first.nombre}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: first.nombre })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page, 'requisitos en tarjetas');

    for (const width of [320, 390, 768]) {
      await page.setViewportSize({ width, height: 844 });
      for (const panel of ['Requisitos de la solicitud', 'Otros requisitos', 'Más información']) {
        await page.getByRole('button', { name: panel, exact: true }).click();
        expect(await overflowing(page), `${panel} a ${width} px`).toBeNull();
      }
      await page.getByRole('button', { name: 'Oficinas y medios de contacto' }).click();
      expect(await overflowing(page), `oficinas a ${width} px`).toBeNull();
      await page.keyboard.press('Escape');
    }
  });
});

test('groups offices by department with compact schedules; the map link stays external', async ({
  page,
  request,
}) => {
  const m = await findModalidad(
    request,
    'una modalidad con varias oficinas',
    (x) => x.contactos_oficinas.length > 1,
  );
  await openDetail(page, m);
  await page.getByRole('button', { name: 'Oficinas y medios de contacto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Oficinas y medios de contacto' });
  const departments = [...new Set(m.contactos_oficinas.map((c) => departamentoDe(c.oficina.direccion)))];
  for (const d of departments) await expect(dialog.getByRole('heading', { level: 3, name: d })).toBeVisible();
  const c = m.contactos_oficinas[0]!;
  const lines = compactSchedule(c.oficina.horarios);
  await dialog
    .getByRole('button', { name: new RegExp(c.oficina.nombre) })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: c.oficina.nombre });
  const horarios = detail.locator('dt:text-is("Horarios") + dd').getByRole('listitem');
  await expect(horarios).toHaveText(lines);
  expect(lines.length).toBeLessThanOrEqual(c.oficina.horarios.length);
  if (c.oficina.latitud != null && c.oficina.longitud != null)
    await expect(detail.getByRole('link', { name: /Ver en el mapa/ })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page, 'oficinas por departamento');
});

test('the legal-basis dialog of the modality names the modality', async ({ page, request }) => {
  const m = await findModalidad(request, 'una modalidad con base legal del nombre', (x) =>
    x.bases_legales.some((b) => b.seccion === 'NOMBRE_MODALIDAD'),
  );
  await openDetail(page, m);
  await page.getByRole('button', { name: 'Base legal de la modalidad' }).click();
  await expect(page.getByRole('dialog', { name: `Base legal de la modalidad: ${m.nombre}` })).toBeVisible();
});

test.describe('the printed checklist', () => {
  test('is one page with every requirement, the offices and the page’s address', async ({
    page,
    request,
  }) => {
    const first = await findModalidad(request, 'una modalidad típica', typical);
    // A few typical modalities, not one chosen to fit.
    const others = (
      await Promise.all([first.id + 1, first.id + 2, first.id + 3].map((id) => modalidad(request, id)))
    )
      .filter((x): x is Modalidad => x != null && x.requisitos.length > 0 && x.requisitos.length <= 8)
      .slice(0, 2);
    for (const m of [first, ...others]) {
      await openDetail(page, m);
      await expect(page.getByRole('button', { name: 'Imprimir lista de requisitos' })).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      const { pages, text } = await pdfPagesAndText(await page.pdf({ format: 'Letter' }));
      expect(pages, `${m.nombre}: una página`).toBe(1);
      expect(text).toContain(squash(m.nombre));
      for (const r of m.requisitos) expect(text).toContain(squash(r.nombre));
      for (const c of m.contactos_oficinas) expect(text).toContain(squash(c.oficina.nombre));
      expect(text).toContain(`/tramite/${m.tramite_id}/detalles/${m.id}`);
      // Nothing of the screen is printed: no header, buttons or panels.
      expect(text).not.toContain('Imprimir lista de requisitos');
      expect(text).not.toContain('Más información');
      await page.emulateMedia({ media: 'screen' });
    }
    // The QR code is drawn in the page, as an image with a text alternative naming the address.
    await expect(page.getByTestId('lista-imprimible').locator('svg[role="img"]')).toHaveAttribute(
      'aria-label',
      /Código QR de la dirección de esta página: http.*\/tramite\/\d+\/detalles\/\d+$/,
    );
  });

  test('"Imprimir lista de requisitos" opens the browser’s print dialog', async ({ page, request }) => {
    const m = await findModalidad(request, 'una modalidad típica', typical);
    await page.addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', '');
    });
    await openDetail(page, m);
    await page.getByRole('button', { name: 'Imprimir lista de requisitos' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-printed', '');
  });
});
