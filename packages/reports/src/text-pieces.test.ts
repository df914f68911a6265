import { describe, expect, it } from 'vitest';
import { CONTEXT, tenRoomDocument } from '../test/proposal-fixture.ts';
import { buildProposalReport } from './build-report.ts';
import type { ReportBlock, ReportInline } from './model.ts';
import { BREAK_OPPORTUNITY, breakLongWords, LONGEST_WORD } from './text-pieces.ts';

const pieces = (text: string) => text.split(BREAK_OPPORTUNITY);
const graphemes = (text: string) => [
  ...new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(text),
];

describe('breakLongWords', () => {
  it('leaves words of up to LONGEST_WORD characters as typed', () => {
    const longest = 'pneumoultramicroscopicossilicovulcanoconiótico';
    const text = `${longest} ${'x'.repeat(LONGEST_WORD)} https://exemplo.com.br/a/b`;
    expect(breakLongWords(text)).toBe(text);
  });

  it('cuts a 60 000-character word into pieces of LONGEST_WORD characters, nothing lost', () => {
    const word = 'a'.repeat(60_000);
    const broken = breakLongWords(`Modelo ${word} fim`);
    expect(broken.replaceAll(BREAK_OPPORTUNITY, '')).toBe(`Modelo ${word} fim`);
    const parts = pieces(broken);
    expect(parts).toHaveLength(60_000 / LONGEST_WORD);
    for (const part of parts.slice(1, -1)) expect(part).toHaveLength(LONGEST_WORD);
  });

  it('counts a word glued by no-break spaces as one word', () => {
    const glued = 'a\u00a0'.repeat(100);
    expect(pieces(breakLongWords(glued)).length).toBeGreaterThan(1);
  });

  it('never separates a letter from its accents nor an emoji from its parts', () => {
    for (const unit of ['e\u0301', '👍🏽', '👨‍👩‍👧']) {
      const word = unit.repeat(200);
      const broken = breakLongWords(word);
      expect(broken.replaceAll(BREAK_OPPORTUNITY, '')).toBe(word);
      for (const part of pieces(broken)) {
        expect(graphemes(part).every(({ segment }) => segment === unit)).toBe(true);
      }
    }
  });

  it('cuts a letter under thousands of combining marks between its code points', () => {
    const zalgo = `e${'\u0301'.repeat(5_000)}`;
    const parts = pieces(breakLongWords(zalgo));
    expect(parts.join('')).toBe(zalgo);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(LONGEST_WORD);
  });
});

describe('the report model', () => {
  const runsOf = (block: ReportBlock): ReportInline[] => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return block.runs;
      case 'list':
        return block.items.flatMap((item) => item.blocks.flatMap(runsOf));
      case 'table':
        return block.rows.flat().flatMap((cell) => cell.runs);
      case 'keyValue':
        return block.entries.flatMap((entry) => [
          { kind: 'text' as const, text: entry.label },
          { kind: 'text' as const, text: entry.value },
        ]);
      default:
        return [];
    }
  };

  it('has no unbroken word longer than LONGEST_WORD, whichever field held it', () => {
    const word = 'Z'.repeat(5_000);
    const document = tenRoomDocument();
    const { proposal, equipmentCharacteristics } = document;
    proposal.project.name = word;
    proposal.client.name = word;
    proposal.rooms[0] = { ...proposal.rooms[0]!, name: word };
    proposal.systems[0] = { ...proposal.systems[0]!, name: word };
    proposal.equipments[0] = { ...proposal.equipments[0]!, model: word };
    const [description] = equipmentCharacteristics.descriptions;
    description!.title = word;
    description!.commercialDescription = word;
    description!.complementaryDescription = `# ${word}\n\n- ${word}\n\n**${word}**`;
    equipmentCharacteristics.additionalInformation = word;
    document.presentation = { templateId: null, text: word };

    const report = buildProposalReport(document, CONTEXT);
    const texts = [
      ...report.blocks.flatMap(runsOf).flatMap((run) => (run.kind === 'text' ? [run.text] : [])),
      report.pageHeader.name,
      report.pageHeader.right,
      report.pageFooter.left,
    ];
    const longest = Math.max(
      ...texts.flatMap((text) => text.split(/[\s\u200b]/u).map((part) => part.length)),
    );
    expect(longest).toBeLessThanOrEqual(LONGEST_WORD);
    // The word is still there, whole, once the break opportunities are taken out.
    const joined = texts.join('\n').replaceAll(BREAK_OPPORTUNITY, '');
    expect(joined.split(word).length - 1).toBeGreaterThanOrEqual(10);
    // Metadata is never laid out: kept as typed.
    expect(report.meta.projectName).toBe(word);
  });
});
