import {
  CatalogModelsAnswerSchema,
  CompressorListAnswerSchema,
  CondenserListAnswerSchema,
} from '@camara-fria/contracts';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './support/catalog.ts';
import { useTestServer } from './support/use-test-server.ts';

const { server, vendedor: user } = useTestServer('vendedor');

/** The image path the catalogue answers for each line, by `kind|line`. */
async function readLineImages(): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const keep = (item: { kind: string; line: string; image: string | null }) => {
    if (item.image) images.set(`${item.kind}|${item.line}`, item.image);
  };
  const read = async (body: unknown) =>
    CatalogModelsAnswerSchema.parse((await user.call('POST', '/v1/catalog', body)).body).items;
  (await read({ evaporator: { productLine: null } })).forEach(keep);
  (await read({ condensingUnit: { productLine: null } })).forEach(keep);
  CompressorListAnswerSchema.parse(
    (await user.call('GET', '/v1/catalog/compressors')).body,
  ).items.forEach(keep);
  CondenserListAnswerSchema.parse(
    (await user.call('GET', '/v1/catalog/condensers')).body,
  ).items.forEach(keep);
  return images;
}

/** Parses strictly (throws on any well-formedness error); returns the elements' names. */
function parseXml(text: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => names.push(tag.local));
  parser.write(text).close();
  return names;
}

const fetchImage = (path: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${path}`, { redirect: 'manual', ...init });

describe('line illustrations (GET /assets/images/{folder}/{line}.svg)', () => {
  it('serves a well-formed SVG, without a token and with a long cache, for every demonstration line', async () => {
    const images = await readLineImages();
    const lineKeys = demoCatalog.lines.map((line) => `${line.kind}|${line.code}`);
    expect(lineKeys.length).toBeGreaterThan(20);
    expect([...images.keys()].sort()).toEqual([...lineKeys].sort());
    for (const path of images.values()) {
      expect(path).toMatch(/^\/assets\/images\/[a-z-]+\/[^/]+\.svg$/);
      const response = await fetchImage(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
      expect(Number(maxAge)).toBeGreaterThanOrEqual(30 * 24 * 3600);
      const names = parseXml(await response.text());
      expect(names[0]).toBe('svg');
      expect(names).toContain('title');
      expect(names).toContain('rect');
    }
  });

  it('draws lines with different fan counts differently, one fan circle group per fan', async () => {
    const images = await readLineImages();
    const fansOfLine = (kind: string, code: string) => {
      const models = [...demoCatalog.evaporators, ...demoCatalog.remoteCondensers].filter(
        (model) => model.lineCode === code,
      );
      return kind === 'EVAPORATOR' || kind === 'REMOTE_CONDENSER'
        ? models[Math.floor(models.length / 2)]?.fanCount
        : undefined;
    };
    const drawn = new Map<number, string>();
    for (const line of demoCatalog.lines) {
      const fans = fansOfLine(line.kind, line.code);
      const path = images.get(`${line.kind}|${line.code}`);
      if (fans === undefined || !path || line.kind !== 'EVAPORATOR') continue;
      const svg = await (await fetchImage(path)).text();
      expect(svg.match(/class="fan"/g)?.length, line.code).toBe(Math.min(fans, 8));
      expect(svg).toContain(`<title id="t">Evaporador linha ${line.code}</title>`);
      drawn.set(fans, svg);
    }
    expect(drawn.size).toBeGreaterThan(1);
    const [first, second] = [...drawn.values()];
    expect(first).not.toBe(second);
  });

  it('moves the spec’s .jpg name to the drawing, answers 304 to its ETag and 404 to an unknown line', async () => {
    const images = await readLineImages();
    const path = images.get('CONDENSING_UNIT|US 23 66 HP');
    expect(path).toBe('/assets/images/unidades-condensadoras/US_23_66_HP.svg');
    const moved = await fetchImage('/assets/images/unidades-condensadoras/US_23_66_HP.jpg');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(path);
    const first = await fetchImage(path ?? '');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetchImage(path ?? '', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetchImage('/assets/images/evaporadores/NAO_EXISTE.svg')).status).toBe(404);
    expect((await fetchImage('/assets/images/outros/FM.svg')).status).toBe(404);
  });
});
