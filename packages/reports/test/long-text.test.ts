import { execFileSync } from 'node:child_process';
import { PROPOSAL_TEXT_LIMITS } from '@camara-fria/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBounded } from './bounded-render.ts';
import { tenRoomDocument } from './proposal-fixture.ts';

/**
 * Issue 26 finding 1: one unbroken 60 000-character word in a seller's equipment text made the
 * PDF take minutes and gigabytes (pdfmake measures a word wider than the line again for every
 * line it cuts off it). Every text a seller types is laid out in time about linear in its
 * length: the 60 000-character word renders in under 2 s (the bound), and a text at its
 * limits (PROPOSAL_TEXT_LIMITS) in the shapes that cost pdfmake the most renders well within the
 * API's render budget (20 s by default). Each render runs in a worker with a deadline and a
 * heap limit, so a regression fails here instead of hanging the run.
 */

/** The API's default budget of a render (DOCUMENT_RENDER_TIMEOUT_MS, DOCUMENT_RENDER_MEMORY_MB). */
const LIMITS = { timeoutMs: 20_000, memoryMb: 512 };
/** The bound for the 60 000-character word. */
const WORD_BOUND_MS = 2_000;

const { characters, lines } = PROPOSAL_TEXT_LIMITS;
const fill = (unit: string) => unit.repeat(Math.floor(characters / unit.length));
const WORD = fill('x');

/** Texts at the character limit on one line, and at the line limit. */
const SHAPES: Record<string, string> = {
  'a word glued by no-break spaces': fill('x\u00a0'),
  'one-letter words': fill('x '),
  'words that alternate bold and plain': fill('**x** '),
  [`${lines} line breaks`]: 'x\\\n'.repeat(lines),
  [`${lines} headings`]: '# x\n\n'.repeat(lines),
  // Each line `x x … x` and its break (a backslash and a line end): 59 000 characters in all.
  [`${lines} lines of 57 characters`]: `${'x '.repeat(28)}x\\\n`.repeat(lines),
};

function withSellerText(text: string) {
  const document = tenRoomDocument();
  const [first] = document.equipmentCharacteristics.descriptions;
  if (!first) throw new Error('the fixture has an equipment description');
  first.complementaryDescription = text;
  return document;
}

/**
 * How often `letter` is in the PDF's text (poppler), whatever the layout put between. The tests
 * count an x: the running header and footer of each page have none.
 */
function pdfLetters(bytes: Uint8Array, letter: string): number {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  return text.split(letter).length - 1;
}

function expectRendered(result: Awaited<ReturnType<typeof renderBounded>>) {
  if (!result.ok) expect.fail(result.reason);
  return result;
}

describe('a seller text at its limits, in the shapes that cost the layout most', () => {
  /** The letter's count in the fixture's PDF without the seller's text. */
  let base = 0;
  beforeAll(async () => {
    const fixture = expectRendered(await renderBounded(withSellerText(''), 'pdf', LIMITS));
    base = pdfLetters(fixture.bytes, 'x');
  });

  it('the 60 000-character word: the PDF renders in under 2 s and keeps every letter', async () => {
    const result = expectRendered(await renderBounded(withSellerText(WORD), 'pdf', LIMITS));
    expect(result.ms).toBeLessThan(WORD_BOUND_MS);
    expect(pdfLetters(result.bytes, 'x') - base).toBe(WORD.length);
  });

  it('the 60 000-character word: the DOCX renders in under 2 s', async () => {
    const result = expectRendered(await renderBounded(withSellerText(WORD), 'docx', LIMITS));
    expect(result.ms).toBeLessThan(WORD_BOUND_MS);
  });

  for (const [shape, text] of Object.entries(SHAPES)) {
    it(`${shape}: the PDF renders within the budget and keeps every letter`, async () => {
      const result = expectRendered(await renderBounded(withSellerText(text), 'pdf', LIMITS));
      expect(pdfLetters(result.bytes, 'x') - base).toBe(text.split('x').length - 1);
    });
  }
});
