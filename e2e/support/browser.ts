import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export { DESKTOP, launchBrowser, openContext, PHONE } from './chromium.ts';

/** How many times axe reads a screen that keeps moving before its last reading is judged. */
const MAX_READINGS = 4;

/**
 * Runs axe (WCAG 2 A/AA) on the settled page and fails on any serious or critical violation.
 * A modal or toast fading in or out has half-transparent text, so axe waits for the screen to
 * stop moving; and when something starts moving while axe reads (a toast's 5 s timer ends), that
 * reading is thrown away and the settled screen read again. A violation that stays still fails.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  let serious: string[] = [];
  for (let reading = 1; reading <= MAX_READINGS; reading += 1) {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.evaluate(() => {
      const state = window as unknown as { __a11yMoved?: boolean };
      state.__a11yMoved = false;
      const moved = (): void => {
        state.__a11yMoved = true;
      };
      for (const type of ['transitionrun', 'animationstart']) {
        document.addEventListener(type, moved, { capture: true, once: true });
      }
    });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    const moved = await page.evaluate(
      () => (window as unknown as { __a11yMoved?: boolean }).__a11yMoved === true,
    );
    if (serious.length === 0 || !moved) break;
  }
  expect(serious, `axe on ${screen}`).toEqual([]);
}
