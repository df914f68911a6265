import http from 'node:http';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { signInFrom } from './sign-in.ts';

// What the first screen costs, shared by the bench (e2e/bench/first-screen-bench.ts) and the
// budget spec (e2e/specs/first-screen-budget.spec.ts). Kept free of vitest, like chromium.ts.

/**
 * Issue 26 item 7: the JavaScript of the first screen (`/projects` after sign-in) transfers at
 * most 160 kB with brotli, response headers included (kB = 1000 bytes).
 */
export const FIRST_SCREEN_JS_GOAL_BYTES = 160 * 1000;

export type AssetKind = 'js' | 'css';

export type Asset = {
  url: string;
  kind: AssetKind;
  /** The bytes as built. */
  raw: number;
  /** gzip level 9 of the raw bytes. */
  gzip: number;
  /** brotli quality 11 of the raw bytes (what the build's `.br` siblings hold). */
  brotli: number;
  /**
   * What the server sends to a browser that accepts brotli: the status line and response headers
   * plus the encoded body, as they crossed the connection.
   */
  transfer: number;
  /** The `content-encoding` the server chose ('identity' for none). */
  encoding: string;
};

export type Sizes = { files: number; raw: number; gzip: number; brotli: number; transfer: number };

/** Status line, headers and the blank line that ends them, as HTTP/1.1 wrote them. */
function countHeaderBytes(response: http.IncomingMessage): number {
  let bytes = Buffer.byteLength(
    `HTTP/${response.httpVersion} ${response.statusCode} ${response.statusMessage}\r\n`,
  );
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    bytes += Buffer.byteLength(`${raw[index]}: ${raw[index + 1]}\r\n`);
  }
  return bytes + 2;
}

/** GETs `url` with the given `accept-encoding`, without decoding the body. */
function fetchEncoded(
  url: URL,
  acceptEncoding: string,
): Promise<{ body: Buffer; headerBytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': acceptEncoding } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url.pathname} answered ${response.statusCode}`));
            return;
          }
          resolve({
            body: Buffer.concat(chunks),
            headerBytes: countHeaderBytes(response),
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          });
        });
      },
    );
    request.on('error', reject);
  });
}

const measured = new Map<string, Promise<Asset>>();

/** Measures one asset of the app (each URL once per process). */
export function measureAsset(baseUrl: string, url: string): Promise<Asset> {
  const key = new URL(url, baseUrl).href;
  let asset = measured.get(key);
  if (!asset) {
    asset = measureAssetOnce(new URL(url, baseUrl));
    measured.set(key, asset);
  }
  return asset;
}

async function measureAssetOnce(url: URL): Promise<Asset> {
  const plain = await fetchEncoded(url, 'identity');
  const served = await fetchEncoded(url, 'br, gzip');
  const body = plain.body;
  return {
    url: url.pathname,
    kind: url.pathname.endsWith('.css') ? 'css' : 'js',
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
    transfer: served.headerBytes + served.body.length,
    encoding: served.encoding,
  };
}

/** Collects the app's own scripts and stylesheets (modulepreloads included) the page asks for. */
export function recordAssets(page: Page, baseUrl: string): Set<string> {
  const urls = new Set<string>();
  const origin = new URL(baseUrl).origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || url.pathname.startsWith('/oidc')) return;
    if (/\.(js|mjs|css)$/.test(url.pathname)) urls.add(url.pathname);
  });
  return urls;
}

/**
 * Signs in from `/projects` as `username` and waits for the project list (or its empty state)
 * and a quiet network: the first screen, everything it asked for loaded.
 */
export async function openFirstScreen(page: Page, baseUrl: string, username: string) {
  await signInFrom(page, `${baseUrl}/projects`, username);
  await page.waitForURL(`${baseUrl}/projects`);
  await page.getByRole('button', { name: 'Novo Projeto' }).waitFor();
  await page
    .getByRole('table', { name: 'Projetos' })
    .or(page.getByText(/nenhum projeto/i))
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
}

/** Measures the URLs of `urls` not in `before`, sorted. */
export function measureAdded(
  baseUrl: string,
  urls: ReadonlySet<string>,
  before: ReadonlySet<string>,
): Promise<Asset[]> {
  const added = [...urls].filter((url) => !before.has(url)).sort();
  return Promise.all(added.map((url) => measureAsset(baseUrl, url)));
}

export function sumAssets(assets: readonly Asset[], kind: AssetKind): Sizes {
  const of = assets.filter((asset) => asset.kind === kind);
  const total = (pick: (asset: Asset) => number) => of.reduce((sum, asset) => sum + pick(asset), 0);
  return {
    files: of.length,
    raw: total((asset) => asset.raw),
    gzip: total((asset) => asset.gzip),
    brotli: total((asset) => asset.brotli),
    transfer: total((asset) => asset.transfer),
  };
}
