// What the first screen costs: the JavaScript and CSS Chromium loads for `/projects` after
// sign-in, then what opening "Novo Projeto" and a room editor add. Each file is measured raw,
// gzip (level 9), brotli (quality 11, as the web build emits) and as transferred to a browser
// that accepts brotli, response headers included. Goal (issue 26 item 7; issue 16 had 200 kB of
// brotli alone): the first screen's JavaScript transfers ≤ 160 kB. Run: npm run build && npm run
// bench. The same measurement is held to the goal by e2e/specs/first-screen-budget.spec.ts.
import path from 'node:path';
import { startAppServer } from '../support/app-server.ts';
import { DESKTOP, launchBrowser, openContext } from '../support/chromium.ts';
import {
  FIRST_SCREEN_JS_GOAL_BYTES,
  measureAdded,
  openFirstScreen,
  recordAssets,
  sumAssets,
  type Asset,
} from '../support/first-screen.ts';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printPhase(title: string, assets: Asset[]): void {
  console.log(`\n${title}`);
  for (const kind of ['js', 'css'] as const) {
    const s = sumAssets(assets, kind);
    console.log(
      `  ${kind.toUpperCase().padEnd(3)} ${String(s.files).padStart(3)} files  raw ${kB(s.raw).padStart(10)}  gzip ${kB(s.gzip).padStart(9)}  brotli ${kB(s.brotli).padStart(9)}  transfer ${kB(s.transfer).padStart(9)}`,
    );
  }
  const largest = [...assets].sort((a, b) => b.raw - a.raw).slice(0, 24);
  for (const asset of largest) {
    console.log(
      `    ${path.basename(asset.url).padEnd(44)} raw ${kB(asset.raw).padStart(10)}  brotli ${kB(asset.brotli).padStart(9)}  transfer ${kB(asset.transfer).padStart(9)} (${asset.encoding})`,
    );
  }
}

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const { context, page } = await openContext(browser, DESKTOP);
  const urls = recordAssets(page, server.baseUrl);

  // 1. Sign in and land on the project list; everything the app asked for until the network is quiet.
  await openFirstScreen(page, server.baseUrl, 'vendedor');
  const firstScreen = await measureAdded(server.baseUrl, urls, new Set());
  const seen = new Set(urls);

  // 2. "Novo Projeto": the create-project modal, then the project saved.
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill('Bancada de medidas');
  await page.waitForLoadState('networkidle');
  const newProject = await measureAdded(server.baseUrl, urls, seen);
  for (const url of urls) seen.add(url);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'hidden' });

  // 3. The room editor of that project.
  await page
    .getByRole('table', { name: 'Projetos' })
    .getByRole('link', { name: 'Bancada de medidas' })
    .click();
  await page.waitForURL(/\/projects\/\d+\/rooms$/);
  await page.getByRole('heading', { name: 'Carga Térmica', level: 1 }).waitFor();
  await page.getByRole('region', { name: 'Resumo da carga térmica' }).waitFor();
  await page.waitForLoadState('networkidle');
  const roomEditor = await measureAdded(server.baseUrl, urls, seen);
  await context.close();

  printPhase('First screen: /projects after sign-in', firstScreen);
  printPhase('Opening "Novo Projeto" adds', newProject);
  printPhase('Opening the room editor adds', roomEditor);

  const js = sumAssets(firstScreen, 'js');
  const css = sumAssets(firstScreen, 'css');
  console.log(
    `\nFirst screen JS transferred ${kB(js.transfer)} (brotli, headers included) beside the goal ≤ ${kB(FIRST_SCREEN_JS_GOAL_BYTES)} ` +
      `(${(js.transfer / FIRST_SCREEN_JS_GOAL_BYTES).toFixed(2)}× the goal); brotli bodies alone ${kB(js.brotli)} in ${js.files} files; ` +
      `raw ${kB(js.raw)} JS + ${kB(css.raw)} CSS (issue 16 baseline: 928 kB JS, 271 kB CSS raw)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
