import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from './helpers/fixtures';
import type { Modalidad } from '@rnt/contract/modalidad';
import { expectNoAxeViolations } from './helpers/axe';
import { findModalidad, solicitud } from './helpers/modalidades';
import { waitForPage } from './helpers/pages';
import { waitForHydration } from './helpers/fixtures';

/**
 * Issue 22: nothing on a public page is wider than a 320 or 390 px phone. Every public route of the router
 * (apps/web/src/app/router.tsx — the first test fails when the router gains a route this list lacks), each
 * report, and each dialog a page opens, checked for two faults, each reported with the offending element's
 * selector:
 * - the page scrolls sideways (document scrollWidth > innerWidth), or something sticks out of the screen;
 * - something scrolls sideways inside the page without being a named, keyboard-focusable region
 *   (role="region", aria-label, tabindex="0" — the frame of the report tables), so that nobody can tell,
 *   nor reach it from the keyboard.
 */

interface Route {
  path: string;
  /**
   * Dialogs and drawers to check open: for each, the buttons (accessible names) clicked in turn, the last
   * one opening it; it is closed with Escape.
   */
  dialogs?: RegExp[][];
  /** Selectors whose sideways scrolling is not judged here (each with the reason beside it). */
  ignore?: string[];
}

const modalityPage: Omit<Route, 'path'> = {
  dialogs: [[/^Oficinas y medios de contacto/], [/^Requisitos de la solicitud$/, /^Ver detalle de /]],
};

const ROUTES: Route[] = [
  { path: '/', dialogs: [[/^Abrir menú de navegación$/]] },
  { path: '/inicio' },
  { path: '/?nombre=licencia' },
  { path: '/agenda-regulatoria' },
  { path: '/catalogos' },
  { path: '/catalogos/2' },
  { path: '/resoluciones' },
  { path: '/resoluciones?tipo=1' },
  { path: '/reportes', dialogs: [[/^Menú de reportes$/]] },
  { path: '/reportes/instituciones' },
  { path: '/reportes/estados' },
  { path: '/reportes/promedio-tiempo-respuesta' },
  { path: '/reportes/requisitos-eliminados' },
  { path: '/reportes/niveles-de-digitalizacion' },
  { path: '/reportes/tramites-sin-solicitud' },
  { path: '/reportes/tramites-evaluados' },
  { path: '/reportes/tramites-top-10' },
  { path: '/reportes/denuncias' },
  { path: '/atlas-de-tramites' },
  { path: '/datos-abiertos' },
  { path: '/tramite/:t' },
  { path: '/tramite/:t/detalles/:m', ...modalityPage },
  { path: '/tramite/:t/:m', ...modalityPage },
  { path: '/tramite/comentarios-ciudadanos/:m' },
  { path: '/denuncias' },
  { path: '/comentario-ciudadano' },
  { path: '/denuncia-ciudadana' },
  { path: '/seguimiento' },
  { path: '/verificar/:codigo' },
  { path: '/admin/login' },
  { path: '/error' },
  { path: '/esta-pagina-no-existe' },
];

/** Staff pages (behind a login): not public, so not in this check. */
const STAFF_ROUTES = ['admin/sinonimos', 'admin/denuncias', 'admin/denuncias/:id', 'admin/valoraciones'];

/** The paths the router declares, read from its source (`path: '…'` and the comment-form aliases). */
function routerPaths(): string[] {
  const source = readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app/router.tsx'),
    'utf8',
  );
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  const aliases = /\.\.\.\[([^\]]+)\]\.map\(\(path\)/.exec(source)?.[1] ?? '';
  return [...paths, ...[...aliases.matchAll(/'([^']+)'/g)].map((m) => m[1]!)];
}

/** A router path as the list above writes it: ':tramiteId' → ':t', ':modalidadId' → ':m', optional params dropped. */
const asListed = (routerPath: string) =>
  `/${routerPath}`
    .replace(':tramiteId', ':t')
    .replace(':modalidadId', ':m')
    .replace(/\/:[a-z_]+\?$/, '');

test('the list covers every public route of the router', () => {
  const listed = new Set(ROUTES.map((r) => r.path.split('?')[0]));
  const missing = routerPaths()
    .filter((p) => p !== '/' && p !== '*' && !STAFF_ROUTES.includes(p))
    .map(asListed)
    // The reports' child routes are relative to /reportes.
    .filter((p) => !listed.has(p) && !listed.has(`/reportes${p}`));
  expect(missing, 'rutas del router sin revisar en sin-desbordes.spec.ts').toEqual([]);
});

/**
 * What is too wide on the page as it is now: elements sticking out of the screen (not clipped by a
 * scrolling or clipping ancestor inside the screen), then elements that scroll sideways without being a
 * marked region. Each as a short CSS path with its size.
 */
function findOverflow(page: Page, ignore: string[]) {
  return page.evaluate((ignoreSelectors) => {
    const vw = window.innerWidth;
    const selectorOf = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const classes = [...e.classList].filter((c) => !/^(mantine-focus|m_)/.test(c)).slice(0, 2);
        parts.unshift(
          e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '') + classes.map((c) => `.${c}`).join(''),
        );
        if (e.id) break;
      }
      return parts.join(' > ');
    };
    const describe = (el: Element, box: DOMRect, what: string) =>
      `${selectorOf(el)} «${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}» ${what} ` +
      `(${Math.round(box.left)}–${Math.round(box.right)} px de ${vw})`;
    const ignored = (el: Element) => ignoreSelectors.some((s) => el.closest(s));
    // Hidden with visibility: hidden still takes room (a chart's tooltip waiting off to the side does).
    const visible = (el: Element) => el.checkVisibility();
    /** An ancestor that clips its content and itself lies inside the screen: what sticks out of it is cut or scrolls there. */
    const clippedInside = (el: Element) => {
      // An absolutely positioned element escapes the overflow of every ancestor up to its containing block.
      let position = getComputedStyle(el).position;
      if (position === 'fixed') return false;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        const containing = position !== 'absolute' || style.position !== 'static';
        if (!containing) continue;
        position = style.position;
        if (position === 'fixed') return false;
        if (style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none') {
          const box = a.getBoundingClientRect();
          if (box.left >= -1 && box.right <= vw + 1) return true;
        }
      }
      return false;
    };

    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > vw)
      problems.push(`la página se desplaza a los lados: scrollWidth ${root.scrollWidth} > innerWidth ${vw}`);
    const all = [...document.body.querySelectorAll('*')];
    const outside = all.filter((el) => {
      if (ignored(el) || !visible(el)) return false;
      const box = el.getBoundingClientRect();
      // Wholly left of the screen is hidden on purpose (the skip link until it has focus); partly left is cut.
      const cut = box.right > vw + 1 || (box.left < -1 && box.right > 0);
      return box.width > 0 && box.height > 0 && cut && !clippedInside(el);
    });
    // Only the outermost element of each overflow: its descendants stick out because it does.
    for (const el of outside) {
      if (el.parentElement && outside.includes(el.parentElement)) continue;
      problems.push(describe(el, el.getBoundingClientRect(), 'sale de la pantalla'));
    }
    for (const el of all) {
      if (ignored(el) || !visible(el)) continue;
      const style = getComputedStyle(el);
      if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      const marked =
        el.getAttribute('role') === 'region' &&
        Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby')) &&
        el.getAttribute('tabindex') === '0';
      if (!marked)
        problems.push(
          describe(
            el,
            el.getBoundingClientRect(),
            `se desplaza a los lados (${el.scrollWidth} px) sin región marcada`,
          ),
        );
    }
    return problems;
  }, ignore);
}

let modalidad: Modalidad;
test.beforeAll(async ({ request }) => {
  modalidad = await findModalidad(
    request,
    'una modalidad con oficinas y requisitos de la solicitud',
    (m) => m.contactos_oficinas.length > 0 && solicitud(m).length > 0,
  );
});

for (const width of [320, 390]) {
  test.describe(`a ${width} px`, () => {
    // Thirty pages and their dialogs: room for a loaded machine, not a wait.
    test.describe.configure({ timeout: 240_000 });

    test(`no public route, report or dialog is wider than ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const found: string[] = [];
      for (const route of ROUTES) {
        const url = route.path
          .replace(':t', String(modalidad.tramite_id))
          .replace(':m', String(modalidad.id))
          // No certificate is issued in the demo data: an unknown code shows the page's Spanish 404.
          .replace(':codigo', 'ZZZZ-ZZZZ-ZZZZ');
        await page.goto(url);
        await waitForPage(page);
        await waitForHydration(page);
        // The report charts: judge the page with them drawn.
        if (url.startsWith('/reportes'))
          await expect(page.locator('figure [data-dato]').first()).toBeVisible();
        for (const problem of await findOverflow(page, route.ignore ?? [])) found.push(`${url}: ${problem}`);
        for (const steps of route.dialogs ?? []) {
          let opener = page.getByRole('button').first();
          for (const name of steps) {
            opener = page.getByRole('button', { name }).first();
            await opener.click();
          }
          const name = steps.at(-1)!;
          const opened = page.getByRole('dialog').last();
          // The reports menu is a navigation panel, not a dialog.
          const panel = url.startsWith('/reportes')
            ? page.getByRole('navigation', { name: 'Reportes', exact: true })
            : opened;
          await expect(panel).toBeVisible();
          for (const problem of await findOverflow(page, route.ignore ?? []))
            found.push(`${url} con «${name.source}» abierto: ${problem}`);
          if (url.startsWith('/reportes')) await opener.click();
          else {
            await page.keyboard.press('Escape');
            await expect(opened).toBeHidden();
          }
        }
      }
      expect(found, `elementos más anchos que ${width} px`).toEqual([]);
    });
  });
}

// One test per report: an axe analysis of a long page takes seconds on a loaded machine.
for (const url of ROUTES.filter((r) => r.path.startsWith('/reportes')).map((r) => r.path)) {
  test(`${url} at 390 px: axe finds nothing, and a wide table says that it scrolls`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url);
    await waitForPage(page);
    await waitForHydration(page);
    await expect(page.locator('figure [data-dato]').first()).toBeVisible();
    const region = page.getByRole('region', { name: /^Tabla: / });
    await expect(region).toHaveAttribute('tabindex', '0');
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    const hint = page.getByText('Deslice la tabla hacia los lados para ver todas las columnas.');
    // The hint is there exactly when the table is wider than its frame, and the region points at it.
    if (overflows) {
      await expect(hint).toBeVisible();
      await expect(region).toHaveAccessibleDescription(/Deslice la tabla/);
    } else await expect(hint).toBeHidden();
    // The caption is never cut: it fits inside the region, however far the table scrolls.
    const caption = region.locator('caption > span');
    const [captionBox, regionBox] = [await caption.boundingBox(), await region.boundingBox()];
    expect(captionBox!.x + captionBox!.width, 'título de la tabla cortado').toBeLessThanOrEqual(
      regionBox!.x + regionBox!.width + 1,
    );
    await expectNoAxeViolations(page, `${url} a 390 px`);
  });
}
