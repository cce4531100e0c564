/**
 * axe-core with the WCAG 2.1 A and AA rules (decision 032): a page or a part of it has no
 * violations, and when it has, the failure names each rule, its help text and the elements hit.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeOptions {
  /** Only this part of the page (a dialog). */
  include?: string;
  /**
   * Narrow selectors axe cannot judge, each with the reason it is a false positive. Never a rule:
   * every rule runs everywhere else.
   */
  exclude?: { selector: string; why: string }[];
}

/** Runs axe on what the page shows now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, what: string, options: AxeOptions = {}) {
  // Transitions and fades settle first: colour contrast is read from the colours on screen.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .evaluate(() => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
    })
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (options.include) builder = builder.include(options.include);
  for (const { selector } of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const report = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 8).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 3).join(' '),
      html: node.html.slice(0, 200),
    })),
  }));
  expect.soft(report, `axe WCAG 2.1 AA violations on ${what} (${page.viewportSize()?.width} px)`).toEqual([]);
}
