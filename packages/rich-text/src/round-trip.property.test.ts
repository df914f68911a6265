import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeBlocks } from './normalize.ts';
import { parseRichText } from './parse.ts';
import { serializeRichText } from './serialize.ts';
import {
  RICH_TEXT_MARKS,
  type RichTextInline,
  type RichTextNode,
  type RichTextText,
} from './types.ts';

// Words start and end with a letter or digit (Markdown's delimiters need one beside them, see the
// README's limits); inside, any of the dialect's syntax characters and single spaces.
const edge = fc.constantFrom(...'aZçã09'.split(''));
const inner = fc.constantFrom(...'ab é*_~+[]{}#&`\\.-!<>()'.split(''));
const word = fc
  .tuple(edge, fc.array(inner, { maxLength: 6 }), edge)
  .map(([a, middle, b]) => (a + middle.join('') + b).replace(/\s+/g, ' '));

const text: fc.Arbitrary<RichTextText> = fc.record(
  {
    type: fc.constant('text' as const),
    text: word,
    marks: fc.subarray([...RICH_TEXT_MARKS]),
    size: fc.constantFrom('small' as const, 'large' as const, 'x-large' as const),
    family: fc.constantFrom('serif' as const, 'monospace' as const),
  },
  { requiredKeys: ['type', 'text', 'marks'] },
);
/** Runs separated by a plain space, so that every delimiter has a space or a letter beside it. */
const space: RichTextText = { type: 'text', text: ' ', marks: [] };
const inline: fc.Arbitrary<RichTextInline[]> = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: text },
      { weight: 1, arbitrary: fc.constant({ type: 'hardBreak' as const }) },
      {
        weight: 1,
        arbitrary: fc.record({
          type: fc.constant('link' as const),
          href: fc.constantFrom('https://exemplo.com.br/a?b=1', 'mailto:a@b.com', 'http://x.com/'),
          children: fc
            .array(text, { minLength: 1, maxLength: 2 })
            .map((runs) => runs.flatMap((run) => [run, space]).slice(0, -1)),
        }),
      },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((nodes) => nodes.flatMap((node): RichTextInline[] => [node, space]).slice(0, -1))
  .filter((nodes) => nodes.some((node) => node.type !== 'hardBreak'));

const align = fc.constantFrom(undefined, 'center' as const, 'right' as const, 'justify' as const);
const paragraph = fc.record({ type: fc.constant('paragraph' as const), align, children: inline });
const heading = fc.record({
  type: fc.constant('heading' as const),
  level: fc.constantFrom(1 as const, 2 as const, 3 as const),
  align,
  children: inline,
});
const list: fc.Arbitrary<RichTextNode> = fc.record({
  type: fc.constantFrom('bulletList' as const, 'orderedList' as const),
  items: fc.array(
    fc.record({
      children: fc.array(fc.record({ type: fc.constant('paragraph' as const), children: inline }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const document = fc.array(fc.oneof(paragraph, heading, list), { minLength: 1, maxLength: 4 });

/** The canonical tree, without `align: undefined` keys. */
function canonical(blocks: RichTextNode[]): RichTextNode[] {
  return JSON.parse(JSON.stringify(normalizeBlocks(blocks))) as RichTextNode[];
}

describe('round trip of random trees', () => {
  it('parseRichText(serializeRichText(tree)) is the normalised tree', () => {
    fc.assert(
      fc.property(document, (blocks) => {
        const tree = canonical(blocks);
        const markdown = serializeRichText(tree);
        expect(parseRichText(markdown)).toEqual(tree);
        expect(serializeRichText(parseRichText(markdown))).toBe(markdown);
      }),
      { numRuns: 400 },
    );
  });
});
