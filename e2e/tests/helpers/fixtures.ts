/**
 * The one `test` every spec uses (issue 21): its `page` waits, after every navigation that loads a new
 * document of the portal (`goto`, `reload`, `goBack`/`goForward` across documents), until the
 * server-rendered page has hydrated. Before that, the HTML is the server's: a click on a button does
 * nothing, a GET form submits itself, a typed value may be replaced when React takes over. Waiting here
 * rather than in each test means no test can act on a page that has not hydrated (eslint forbids
 * importing `test` from '@playwright/test' in a spec).
 *
 * Pages opened outside the fixture (a context of `browser.newContext()`) go through `hydrating()`.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Waits until the server-rendered page has hydrated: `html[data-hydrated]`, set by the layout's (or the
 * layout error boundary's) first effect, which runs once `hydrateRoot` has finished. A document without
 * the app's module script (the static Spanish error page) has nothing to hydrate.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      (document.readyState !== 'loading' && !document.querySelector('script[type="module"]')),
  );
}

/** A new HTML document (null: a same-document history move, which the router handles in place). */
function isNewDocument(response: Response | null): boolean {
  return response !== null && (response.headers()['content-type'] ?? '').startsWith('text/html');
}

const patched = new WeakSet<Page>();

/**
 * Makes `page`'s navigations wait for hydration (no-op without JavaScript, where nothing hydrates: the
 * tests of the pages without JavaScript act on the server's HTML by design).
 */
export function hydrating(page: Page, javaScriptEnabled = true): Page {
  if (!javaScriptEnabled || patched.has(page)) return page;
  patched.add(page);
  const wrap = <A extends unknown[]>(navigate: (...args: A) => Promise<Response | null>) => {
    return async (...args: A): Promise<Response | null> => {
      const response = await navigate(...args);
      if (isNewDocument(response)) await waitForHydration(page);
      return response;
    };
  };
  page.goto = wrap(page.goto.bind(page));
  page.reload = wrap(page.reload.bind(page));
  page.goBack = wrap(page.goBack.bind(page));
  page.goForward = wrap(page.goForward.bind(page));
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(hydrating(page, javaScriptEnabled));
  },
});
