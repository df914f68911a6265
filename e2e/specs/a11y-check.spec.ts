import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from '../support/browser.ts';

const openPage = useBrowser();

// A toast closes on its own timer (5 s) and may start fading out while axe is reading the page;
// mid-fade its text is half-transparent and fails contrast although the screen never settles so.
// The fixture reproduces that: #767676 on white is 4.54:1 (just AA), and its fade steps at once
// to 75 % opacity, which fails it.
const FADING_TOAST_PAGE = `<!doctype html>
<html lang="pt-BR"><head><title>Toast</title>
<style>
  #toast { color: #767676; background: #fff; transition: opacity 2s steps(4, jump-start); }
  #toast.leaving { opacity: 0; }
</style></head>
<body><main><h1>Tela</h1><div id="toast" role="status">Sala salva.</div></main>
<script>
  // Starts the fade the moment axe is injected, that is, once the checker's wait has passed.
  const watch = setInterval(() => {
    if (!('axe' in window)) return;
    clearInterval(watch);
    const toast = document.getElementById('toast');
    toast.addEventListener('transitionend', () => toast.remove());
    toast.classList.add('leaving');
  }, 1);
</script></body></html>`;

describe('the accessibility check', () => {
  it('judges the settled screen when a toast starts fading out while axe runs', async () => {
    const { context, page } = await openPage();
    try {
      await page.setContent(FADING_TOAST_PAGE);
      await expectNoSeriousA11yViolations(page, 'toast saindo');
      expect(await page.locator('#toast').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('still fails a contrast violation that stays', async () => {
    const { context, page } = await openPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="pt-BR"><head><title>Baixo contraste</title></head>' +
          '<body><main><h1>Tela</h1><p style="color:#aaa;background:#fff">Sala salva.</p></main></body></html>',
      );
      await expect(expectNoSeriousA11yViolations(page, 'texto claro')).rejects.toThrow(
        /color-contrast \(serious\)/,
      );
    } finally {
      await context.close();
    }
  });
});
