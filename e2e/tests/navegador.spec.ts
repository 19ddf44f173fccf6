import { expect, test } from './helpers/fixtures';

/**
 * Decision 037: the browser under test runs without the two renderers of its own address bar's popup, which
 * headless Chromium starts with every window and which kept a core busy beside each page (e2e/chromium.sh).
 * A Chromium that renames the features would bring them back silently; this test says so.
 */
test('the browser under test starts no renderer for its address bar popup', async ({ browser, page }) => {
  await page.goto('/api/health');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  expect(targetInfos.some((t) => t.url === page.url())).toBe(true);
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup')).map((t) => t.url)).toEqual([]);
});
