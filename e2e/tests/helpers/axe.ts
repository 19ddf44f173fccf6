import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the portal must pass: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeOptions {
  /** Analyse only this part of the page (e.g. an open calendar that covers the form under it). */
  include?: string;
}

/**
 * Runs axe over the page (or a part of it) and fails on any violation, listing each one readably:
 * rule id, impact, what it means and the selectors of the offending nodes.
 */
export async function expectNoAxeViolations(page: Page, what: string, { include }: AxeOptions = {}) {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} [${v.impact ?? 'sin impacto'}] ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary ?? ''}`).join('\n'),
  );
  expect(readable, `axe: ${what}`).toEqual([]);
}
