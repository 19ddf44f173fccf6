import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the portal must pass: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeOptions {
  /** Analyse only this part of the page (e.g. an open calendar that covers the form under it). */
  include?: string;
}

/**
 * The page's (or a part's) violations, each readable: rule id, impact, what it means and the selectors of
 * the offending nodes.
 *
 * Axe runs inside the page (`setLegacyMode`), and only violations carry every node (`resultTypes`): the
 * portal's pages have no frames, so the default — axe in each frame, then its results carried as JSON to a
 * new blank page to be combined — tested nothing more and cost 2–3× the time (0.7–2.4 s against
 * 1.6–5.0 s a page on an idle machine, 3 Dec). The probe in a11y-routes.spec.ts shows it still finds them.
 */
export async function axeViolations(page: Page, { include }: AxeOptions = {}): Promise<string[]> {
  // `options` replaces what `withTags` sets: it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} [${v.impact ?? 'sin impacto'}] ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`).join('\n'),
  );
}

/** Runs axe over the page (or a part of it) and fails on any violation, listing each one readably. */
export async function expectNoAxeViolations(page: Page, what: string, options: AxeOptions = {}) {
  expect(await axeViolations(page, options), `axe: ${what}`).toEqual([]);
}
