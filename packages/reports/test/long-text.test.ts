import { execFileSync } from 'node:child_process';
import { PROPOSAL_TEXT_MAX } from '@camara-fria/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBounded } from './bounded-render.ts';
import { tenRoomDocument } from './proposal-fixture.ts';

/**
 * Issue 26 finding 1: one unbroken 60 000-character word in a seller's equipment text made the
 * PDF take minutes and gigabytes (pdfmake measures a word wider than the line again for every
 * line it cuts off it). Every text a seller types is laid out in time linear in its length: the
 * field at its limit, in the shapes that cost pdfmake the most, renders in under 2 s (the
 * issue's bound). Each render runs in a worker with a deadline and a heap limit, so a
 * regression fails here instead of hanging the run.
 */

const LIMITS = { timeoutMs: 10_000, memoryMb: 512 };
/** The bound for the 60 000-character word. */
const BOUND_MS = 2_000;

const fill = (unit: string) => unit.repeat(Math.floor(PROPOSAL_TEXT_MAX / unit.length));

const SHAPES: Record<string, string> = {
  'one unbroken word': fill('a'),
  'a word glued by no-break spaces': fill('a\u00a0'),
  'a word of accented letters (combining marks)': fill('e\u0301'),
  'one-letter words': fill('a '),
  'words that alternate bold and plain': fill('**a** '),
};

function withSellerText(text: string) {
  const document = tenRoomDocument();
  const [first] = document.equipmentCharacteristics.descriptions;
  if (!first) throw new Error('the fixture has an equipment description');
  first.complementaryDescription = text;
  return document;
}

/** The letters of the PDF's text (poppler), whatever spaces or breaks the layout put between. */
function pdfLetters(bytes: Uint8Array, letter: string): number {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  return text.split(letter).length - 1;
}

describe('a seller text at its limit, in the shapes that cost the layout most', () => {
  /** The letter's count in the fixture's own PDF. */
  let base = 0;
  beforeAll(async () => {
    base = pdfLetters(
      expectRendered(await renderBounded(tenRoomDocument(), 'pdf', LIMITS)).bytes,
      'a',
    );
  });

  for (const [shape, text] of Object.entries(SHAPES)) {
    it(`${shape}: the PDF renders in under 2 s and keeps every character`, async () => {
      const result = expectRendered(await renderBounded(withSellerText(text), 'pdf', LIMITS));
      expect(result.ms).toBeLessThan(BOUND_MS);
      expect(pdfLetters(result.bytes, 'a') - base).toBe(text.split('a').length - 1);
    });
  }

  it('the 60 000-character word: the DOCX renders in under 2 s too', async () => {
    const result = expectRendered(await renderBounded(withSellerText(fill('a')), 'docx', LIMITS));
    expect(result.ms).toBeLessThan(BOUND_MS);
  });
});

function expectRendered(result: Awaited<ReturnType<typeof renderBounded>>) {
  if (!result.ok) expect.fail(result.reason);
  return result;
}
