// What the first screen costs: the JavaScript and CSS Chromium loads for `/projects` after
// sign-in, then what opening "Novo Projeto" and a room editor add. Each file is measured raw,
// gzip (level 9) and brotli (quality 11, as the web build emits). Goal (issue 16): first screen
// ≤ 200 kB of brotli JavaScript. Run: npm run build && npm run bench
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { startAppServer } from '../support/app-server.ts';
import { DESKTOP, launchBrowser, openContext } from '../support/chromium.ts';
import { signInFrom } from '../support/sign-in.ts';

const GOAL_BROTLI_JS = 200 * 1000;

type Sizes = { files: number; raw: number; gzip: number; brotli: number };
type Asset = { url: string; kind: 'js' | 'css'; raw: number; gzip: number; brotli: number };

const measured = new Map<string, Asset>();

async function measure(baseUrl: string, url: string): Promise<Asset> {
  const known = measured.get(url);
  if (known) return known;
  // Plain fetch without Accept-Encoding: the bytes as built, whatever the server would send.
  const response = await fetch(new URL(url, baseUrl), {
    headers: { 'accept-encoding': 'identity' },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const asset: Asset = {
    url,
    kind: url.endsWith('.css') ? 'css' : 'js',
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
  measured.set(url, asset);
  return asset;
}

/** Collects the app's own scripts and stylesheets (modulepreloads included) the page asks for. */
function recordAssets(page: Page, baseUrl: string): Set<string> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseUrl).origin || url.pathname.startsWith('/oidc')) return;
    if (/\.(js|mjs|css)$/.test(url.pathname)) urls.add(url.pathname);
  });
  return urls;
}

function sum(assets: Asset[], kind: Asset['kind']): Sizes {
  const of = assets.filter((asset) => asset.kind === kind);
  return {
    files: of.length,
    raw: of.reduce((total, asset) => total + asset.raw, 0),
    gzip: of.reduce((total, asset) => total + asset.gzip, 0),
    brotli: of.reduce((total, asset) => total + asset.brotli, 0),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function printPhase(title: string, assets: Asset[]): void {
  console.log(`\n${title}`);
  for (const kind of ['js', 'css'] as const) {
    const s = sum(assets, kind);
    console.log(
      `  ${kind.toUpperCase().padEnd(3)} ${String(s.files).padStart(3)} files  raw ${kB(s.raw).padStart(10)}  gzip ${kB(s.gzip).padStart(9)}  brotli ${kB(s.brotli).padStart(9)}`,
    );
  }
  const largest = [...assets].sort((a, b) => b.raw - a.raw).slice(0, 24);
  for (const asset of largest) {
    console.log(
      `    ${path.basename(asset.url).padEnd(44)} raw ${kB(asset.raw).padStart(10)}  brotli ${kB(asset.brotli).padStart(9)}`,
    );
  }
}

async function collect(baseUrl: string, urls: Set<string>, before: Set<string>): Promise<Asset[]> {
  const added = [...urls].filter((url) => !before.has(url)).sort();
  return Promise.all(added.map((url) => measure(baseUrl, url)));
}

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const { context, page } = await openContext(browser, DESKTOP);
  const urls = recordAssets(page, server.baseUrl);

  // 1. Sign in and land on the project list; everything the app asked for until the network is quiet.
  await signInFrom(page, `${server.baseUrl}/projects`, 'vendedor');
  await page.waitForURL(`${server.baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).waitFor();
  await page
    .getByRole('table', { name: 'Projetos' })
    .or(page.getByText(/nenhum projeto/i))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  const firstScreen = await collect(server.baseUrl, urls, new Set());
  const seen = new Set(urls);

  // 2. "Novo Projeto": the create-project modal, then the project saved.
  await page.getByRole('button', { name: 'Novo Projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Projeto' });
  await dialog.getByLabel('Nome do projeto').fill('Bancada de medidas');
  await page.waitForLoadState('networkidle');
  const newProject = await collect(server.baseUrl, urls, seen);
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
  const roomEditor = await collect(server.baseUrl, urls, seen);
  await context.close();

  printPhase('First screen: /projects after sign-in', firstScreen);
  printPhase('Opening "Novo Projeto" adds', newProject);
  printPhase('Opening the room editor adds', roomEditor);

  const js = sum(firstScreen, 'js');
  const css = sum(firstScreen, 'css');
  console.log(
    `\nFirst screen JS brotli ${kB(js.brotli)} beside the goal ≤ ${kB(GOAL_BROTLI_JS)} (${(js.brotli / GOAL_BROTLI_JS).toFixed(2)}× the goal); ` +
      `raw ${kB(js.raw)} JS + ${kB(css.raw)} CSS (issue 16 baseline: 928 kB JS, 271 kB CSS raw)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
