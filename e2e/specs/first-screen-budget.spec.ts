import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.ts';
import {
  FIRST_SCREEN_JS_GOAL_BYTES,
  measureAdded,
  openFirstScreen,
  recordAssets,
  sumAssets,
} from '../support/first-screen.ts';

const baseUrl = inject('baseUrl');
const openPage = useBrowser();

describe('first screen budget (issue 26 item 7; docs/decisions/046-first-screen-in-one-chunk.md)', () => {
  it('transfers at most 160 kB of JavaScript with brotli, headers included, until the project list is shown', async () => {
    const { context, page } = await openPage();
    try {
      const urls = recordAssets(page, baseUrl);
      await openFirstScreen(page, baseUrl, 'vendedor');
      const assets = await measureAdded(baseUrl, urls, new Set());
      const js = sumAssets(assets, 'js');
      expect(js.files).toBeGreaterThan(0);
      expect(assets.filter((asset) => asset.kind === 'js').map((asset) => asset.encoding)).toEqual(
        Array.from({ length: js.files }, () => 'br'),
      );
      const listing = assets.map((asset) => `${asset.url} ${asset.transfer} B`).join('\n');
      expect(js.transfer, `first-screen JavaScript:\n${listing}`).toBeLessThanOrEqual(
        FIRST_SCREEN_JS_GOAL_BYTES,
      );
    } finally {
      await context.close();
    }
  });
});
