import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DESKTOP, launchBrowser, openContext } from './chromium.ts';

export { DESKTOP, launchBrowser, openContext, PHONE } from './chromium.ts';

/**
 * One Chromium for the spec file: launched before its tests, closed after them. Answers the
 * opener of a new context (pt-BR, São Paulo time) at a viewport, `DESKTOP` unless given.
 */
export function useBrowser(): (
  viewport?: typeof DESKTOP,
) => Promise<{ context: BrowserContext; page: Page }> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (viewport = DESKTOP) => {
    if (!browser) throw new Error('useBrowser: the browser opens in beforeAll');
    return openContext(browser, viewport);
  };
}

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
