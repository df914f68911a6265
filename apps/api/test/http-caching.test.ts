import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ProjectSchema, RoomSchema } from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogFile } from '../src/modules/catalog/catalog-import.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
let webDist: string;
let vendedor: UserClient;

const SCRIPT = `${'export const rows = [1, 2, 3].map((n) => n * 2);\n'.repeat(200)}`;
const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Câmara Fria</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

/** A built web app in miniature: index.html and one hashed asset, each with its .br and .gz. */
function writeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-precompressed-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX, 'assets/x-abc123.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  }
  // A small file without siblings (the build compresses only what gains from it).
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; bytes: Buffer };

/** A request as a browser sends it, its answer's bytes as they came over the wire (not decoded). */
function rawRequest(
  urlPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.baseUrl);
    const request = http.request(
      { host: url.hostname, port: url.port, method, path: urlPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function decode(answer: RawAnswer): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(answer.bytes).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(answer.bytes).toString('utf8');
    case undefined:
      return answer.bytes.toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${String(answer.headers['content-encoding'])}`);
  }
}

function authorized(extra: Record<string, string> = {}): Record<string, string> {
  return { authorization: `Bearer ${vendedor.accessToken}`, username: 'vendedor', ...extra };
}

/** The ETag of an answer (failing the test when there is none). */
function etagOf(answer: RawAnswer): string {
  const etag = answer.headers.etag;
  if (typeof etag !== 'string' || etag === '') throw new Error('no ETag');
  return etag;
}

beforeAll(async () => {
  webDist = writeWebDist();
  server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
  vendedor = await signInAs(server, 'vendedor');
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the web build: its precompressed files, as the browser accepts them', () => {
  it('sends the brotli file to a browser accepting br, gzip to one accepting gzip only, the plain file otherwise', async () => {
    const asset = '/assets/x-abc123.js';
    const brotli = await rawRequest(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.bytes.equals(fs.readFileSync(path.join(webDist, `${asset}.br`)))).toBe(true);
    const gzip = await rawRequest(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await rawRequest(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const answer of [brotli, gzip, plain]) {
      expect(decode(answer)).toBe(SCRIPT);
      expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(brotli.bytes.length).toBeLessThan(SCRIPT.length / 5);
    const head = await rawRequest(asset, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.bytes.length).toBe(0);
  });

  it('sends index.html compressed and revalidated, as a file and as the single-page fallback', async () => {
    for (const url of ['/index.html', '/projects/42/rooms']) {
      const answer = await rawRequest(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(answer), url).toBe(INDEX);
    }
    const plain = await rawRequest('/projects/42/rooms', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decode(plain)).toBe(INDEX);
  });

  it('answers 304 to the ETag of the encoding the browser holds', async () => {
    const first = await rawRequest('/assets/x-abc123.js', { 'accept-encoding': 'br' });
    const again = await rawRequest('/assets/x-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etagOf(first),
    });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });
});

describe('API answers: compressed from 1 kB, as the request accepts', () => {
  it('compresses a large JSON answer with brotli or gzip, each decoding to the same JSON', async () => {
    const plain = await rawRequest('/v1/goods', authorized());
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(10_000);
    const expected: unknown = JSON.parse(plain.bytes.toString('utf8'));
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await rawRequest(
        '/v1/goods',
        authorized({ 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' }),
      );
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.bytes.length).toBeLessThan(plain.bytes.length / 4);
      expect(JSON.parse(decode(answer))).toEqual(expected);
    }
  });

  it('sends a small answer (under 1 kB) as it is', async () => {
    const answer = await rawRequest('/v1/refrigerants', authorized({ 'accept-encoding': 'br' }));
    expect(answer.status).toBe(200);
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a room answer (per request, with its ETag) and keeps HEAD bodiless', async () => {
    const project = await vendedor.call('POST', '/v1/projects', {
      name: 'Projeto comprimido',
      customer: { address: {} },
    });
    const projectId = ProjectSchema.parse(project.body).id;
    const room = RoomSchema.parse(
      (await vendedor.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom())).body,
    );
    const url = `/v1/projects/${projectId}/rooms/${room.id}`;
    const plain = await rawRequest(url, authorized());
    const brotli = await rawRequest(url, authorized({ 'accept-encoding': 'br' }));
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(brotli))).toEqual(JSON.parse(decode(plain)));
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    const head = await rawRequest(url, authorized({ 'accept-encoding': 'br' }), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(head.bytes.length).toBe(0);
  });
});

describe('reference data: from memory with an ETag, 304 while the copy is current', () => {
  it.each([
    '/v1/goods',
    '/v1/goods/groups',
    '/v1/goods/groups/1/goods',
    '/v1/materials',
    '/v1/refrigerants',
    '/v1/locations/states',
    '/v1/locations/states/SP/cities',
    '/v1/catalog/versions/active',
    '/v1/catalog/evaporators/options?productLine=Todos',
    '/v1/catalog/condensing-units/options?productLine=Todos',
    '/v1/catalog/compressors',
    '/v1/catalog/condensers',
  ])('%s', async (url) => {
    const first = await rawRequest(url, authorized());
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = etagOf(first);
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await rawRequest(url, authorized({ 'if-none-match': ifNoneMatch }));
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.bytes.length, ifNoneMatch).toBe(0);
      expect(again.headers.etag, ifNoneMatch).toBe(etag);
      expect(again.headers['cache-control'], ifNoneMatch).toBe('private, no-cache');
    }
    const stale = await rawRequest(url, authorized({ 'if-none-match': '"other"' }));
    expect(stale.status).toBe(200);
    expect(stale.bytes.equals(first.bytes)).toBe(true);
    const reload = await rawRequest(
      url,
      authorized({ 'if-none-match': etag, 'cache-control': 'no-cache' }),
    );
    expect(reload.status).toBe(200);
    expect(reload.headers.etag).toBe(etag);
  });

  it('does not keep refusals: an unknown group is 404 every time, never 304', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await rawRequest('/v1/goods/groups/9999/goods', authorized());
      expect(answer.status).toBe(404);
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it('never answers without a token, even to a matching If-None-Match', async () => {
    const etag = etagOf(await rawRequest('/v1/goods', authorized()));
    const anonymous = await rawRequest('/v1/goods', { 'if-none-match': etag });
    expect(anonymous.status).toBe(401);
  });

  it('gives the catalogue a new tag when an import activates another version', async () => {
    const url = '/v1/catalog/versions/active';
    const before = etagOf(await rawRequest(url, authorized()));
    const report = await importCatalogFile(
      server.database.db,
      path.resolve(import.meta.dirname, 'fixtures', 'catalog', 'example-catalog.json'),
    );
    expect(report.status).toBe('imported');
    const after = await rawRequest(url, authorized({ 'if-none-match': before }));
    expect(after.status).toBe(200);
    expect(etagOf(after)).not.toBe(before);
    expect(JSON.parse(decode(after))).toMatchObject({ source: 'IMPORT' });
  });
});

describe('rooms and projects: ETags that change with anything shown', () => {
  let projectId: number;

  beforeAll(async () => {
    const project = await vendedor.call('POST', '/v1/projects', {
      name: 'Projeto com ETag',
      customer: { address: {} },
    });
    projectId = ProjectSchema.parse(project.body).id;
  });

  it('a room: 304 for its tag, which If-Match accepts, and a new tag after a save', async () => {
    const room = RoomSchema.parse(
      (await vendedor.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom())).body,
    );
    const url = `/v1/projects/${projectId}/rooms/${room.id}`;
    const read = await rawRequest(url, authorized());
    const etag = etagOf(read);
    expect(etag).toMatch(new RegExp(`^"${room.version}-[\\w-]+"$`));
    expect(read.headers['cache-control']).toBe('private, no-cache');
    const again = await rawRequest(url, authorized({ 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const saved = await fetch(`${server.baseUrl}${url}`, {
      method: 'PUT',
      headers: authorized({ 'content-type': 'application/json', 'if-match': etag }),
      body: JSON.stringify({ ...buildChilledRoom(), name: 'Renomeada' }),
    });
    expect(saved.status).toBe(200);
    const savedTag = saved.headers.get('etag') ?? '';
    expect(savedTag).toMatch(new RegExp(`^"${room.version + 1}-[\\w-]+"$`));

    const changed = await rawRequest(url, authorized({ 'if-none-match': etag }));
    expect(changed.status).toBe(200);
    expect(etagOf(changed)).toBe(savedTag);
    expect(JSON.parse(decode(changed))).toMatchObject({ name: 'Renomeada' });
  });

  it('the room list with its heat loads: 304 while unchanged, the whole list after a change', async () => {
    const url = `/v1/projects/${projectId}/rooms?embed=heatLoadSummary`;
    const first = await rawRequest(url, authorized());
    const etag = etagOf(first);
    expect((await rawRequest(url, authorized({ 'if-none-match': etag }))).status).toBe(304);
    // The list without the embedded heat loads is another answer, with another tag.
    const plain = await rawRequest(`/v1/projects/${projectId}/rooms`, authorized());
    expect(etagOf(plain)).not.toBe(etag);

    await vendedor.call('POST', `/v1/projects/${projectId}/rooms`, buildChilledRoom());
    const after = await rawRequest(url, authorized({ 'if-none-match': etag }));
    expect(after.status).toBe(200);
    expect(etagOf(after)).not.toBe(etag);
  });

  it('a project: its tag changes with what it embeds beyond its version (the owner’s name)', async () => {
    const url = `/v1/projects/${projectId}`;
    const read = await rawRequest(url, authorized());
    const etag = etagOf(read);
    const version = ProjectSchema.parse(JSON.parse(decode(read))).version;
    expect(etag).toMatch(new RegExp(`^"${version}-[\\w-]+"$`));
    expect((await rawRequest(url, authorized({ 'if-none-match': etag }))).status).toBe(304);

    await queryRows(
      server.database.db,
      sql`update app_users set name = 'Vendedor Renomeado' where username = 'vendedor'`,
    );
    const after = await rawRequest(url, authorized({ 'if-none-match': etag }));
    expect(after.status).toBe(200);
    const project = ProjectSchema.parse(JSON.parse(decode(after)));
    expect(project.version).toBe(version);
    expect(project.owner.name).toBe('Vendedor Renomeado');
    expect(etagOf(after)).not.toBe(etag);
  });

  it('the project list: 304 while the page and its total are unchanged', async () => {
    const url = '/v1/projects?size=5';
    const first = await rawRequest(url, authorized());
    const etag = etagOf(first);
    expect((await rawRequest(url, authorized({ 'if-none-match': etag }))).status).toBe(304);
    await vendedor.call('POST', '/v1/projects', { name: 'Mais um', customer: { address: {} } });
    const after = await rawRequest(url, authorized({ 'if-none-match': etag }));
    expect(after.status).toBe(200);
    expect(etagOf(after)).not.toBe(etag);
  });
});
