import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

// Kept free of vitest so that plain tsx scripts (the browser benchmarks in `e2e/bench`) can
// launch the browser too; `browser.ts` re-exports these for the specs.

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The system Chromium (Debian's package); never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1366, height: 900 };

export async function openContext(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  return { context, page };
}
