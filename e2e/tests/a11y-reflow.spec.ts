import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import { detailUrl, findModalidad } from './helpers/modalidades';
import { waitForPage } from './helpers/pages';

/**
 * Text resize (WCAG 1.4.4): each main route with the text at 200 % has no horizontal scroll and keeps every
 * control inside the screen. Wide data tables may scroll inside their own focusable region (the criterion's
 * exception for tables). Reflow at 320 CSS px (1.4.10) is sin-desbordes.spec.ts's: every public route of the
 * router (its first test fails when one is missing) and the dialogs they open, every element judged.
 */
const ROUTES = [
  '/',
  '/?nombre=licencia',
  '/catalogos/2',
  '/resoluciones?tipo=1',
  '/reportes/niveles-de-digitalizacion',
  '/agenda-regulatoria',
  '/atlas-de-tramites',
  '/datos-abiertos',
  '/tramite/:t',
  '/tramite/:t/detalles/:m',
  '/denuncias',
  '/admin/login',
  '/esta-pagina-no-existe',
];

/** Controls of the page that stick out of the screen, left or right (none is the goal). */
function controlsOutside(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button, main input, main select, main textarea, main [role="combobox"], h1',
    );
    return [...controls]
      .filter(
        (el) =>
          el.checkVisibility() &&
          // Off-screen carousel slides and table cells scrolled inside their own region are meant to be.
          !el.closest('[aria-hidden="true"], [inert], [role="region"][tabindex="0"], .mantine-Carousel-root'),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -1 || box.right > width + 1))
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} «${(el.textContent ?? '').trim().slice(0, 40)}» ${Math.round(box.left)}–${Math.round(box.right)} px`,
      );
  });
}

async function expectReflows(page: Page, url: string) {
  await page.goto(url);
  await waitForPage(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `desplazamiento horizontal en ${url}`).toBeLessThanOrEqual(clientWidth + 1);
  expect(await controlsOutside(page), `controles fuera de la pantalla en ${url}`).toEqual([]);
}

let urls: string[];
test.beforeAll(async ({ request }) => {
  const m = await findModalidad(request, 'una modalidad');
  urls = ROUTES.map((r) =>
    r === '/tramite/:t/detalles/:m' ? detailUrl(m) : r.replace(':t', String(m.tramite_id)),
  );
});

test('every main route keeps working with the text at 200 %', async ({ page }) => {
  test.slow(); // thirteen pages
  await page.setViewportSize({ width: 1280, height: 800 });
  // Text-only zoom: the root font size doubled, as a browser's text-size setting does; rem sizes follow.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.style.fontSize = '200%';
    });
  });
  for (const url of urls) await expectReflows(page, url);
});
