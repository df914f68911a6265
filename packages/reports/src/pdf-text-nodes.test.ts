import { describe, expect, it } from 'vitest';
import type { ReportInline } from './model.ts';
import { pdfTextNodes, WORDS_PER_TEXT_NODE } from './pdf-text-nodes.ts';

const text = (value: string, extra = {}): ReportInline => ({ kind: 'text', text: value, ...extra });
const joined = (nodes: ReturnType<typeof pdfTextNodes>) =>
  nodes.map((node) => node.map((run) => run.text).join(''));

describe('pdfTextNodes', () => {
  it('keeps a short line as one node with its runs', () => {
    const runs = [text('Prezados, '), text('segue', { bold: true }), text(' a proposta.')];
    expect(pdfTextNodes(runs)).toEqual([runs]);
  });

  it('gives each line its node: at line breaks and at line ends inside a text', () => {
    const nodes = pdfTextNodes([
      text('Rua A, 100'),
      { kind: 'break' },
      text('Campinas\nSP', { muted: true }),
      { kind: 'break' },
      { kind: 'break' },
      text('fim'),
    ]);
    expect(joined(nodes)).toEqual(['Rua A, 100', 'Campinas', 'SP', '', 'fim']);
    expect(nodes[2]).toEqual([{ kind: 'text', text: 'SP', muted: true }]);
  });

  it(`cuts a line of many words after every ${WORDS_PER_TEXT_NODE}th word, nothing lost`, () => {
    const words = 5_000;
    const line = 'palavra '.repeat(words);
    const nodes = pdfTextNodes([text(line.slice(0, 100)), text(line.slice(100), { bold: true })]);
    expect(nodes).toHaveLength(Math.ceil(words / WORDS_PER_TEXT_NODE));
    expect(joined(nodes).join('')).toBe(line);
    for (const node of joined(nodes))
      expect(node.split(' ').filter(Boolean).length).toBeLessThanOrEqual(WORDS_PER_TEXT_NODE);
    // The marks stay with their characters.
    expect(nodes[0]?.[0]?.bold).toBeUndefined();
    expect(nodes.at(-1)?.every((run) => run.bold)).toBe(true);
  });
});
