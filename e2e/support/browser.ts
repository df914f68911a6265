import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export { DESKTOP, launchBrowser, openContext, PHONE } from './chromium.ts';

/** Runs axe (WCAG 2 A/AA) on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A modal or toast still fading in or out has half-transparent text: judge the settled screen.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}
