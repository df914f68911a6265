import { describe, expect, it } from 'vitest';
import { countTextLines, PROPOSAL_TEXT_LIMITS } from './limits.ts';
import { EquipmentCharacteristicsInputSchema, markdownText } from './proposal-sections.schema.ts';

describe('countTextLines', () => {
  it('counts the lines that hold something, whatever the line ends', () => {
    expect(countTextLines('')).toBe(0);
    expect(countTextLines('um')).toBe(1);
    expect(countTextLines('# Título\n\nParágrafo\n\n- item\n- item\n\n\n   \n')).toBe(4);
    expect(countTextLines('a\r\nb\rc\nd')).toBe(4);
  });
});

describe('a proposal text', () => {
  const lines = (count: number) => Array.from({ length: count }, () => 'linha').join('\n');

  it(`accepts ${PROPOSAL_TEXT_LIMITS.lines} lines and ${PROPOSAL_TEXT_LIMITS.characters} characters`, () => {
    expect(markdownText.safeParse(lines(PROPOSAL_TEXT_LIMITS.lines)).success).toBe(true);
    expect(markdownText.safeParse('a'.repeat(PROPOSAL_TEXT_LIMITS.characters)).success).toBe(true);
    // Blank lines between paragraphs are not counted.
    const paragraphs = Array.from({ length: PROPOSAL_TEXT_LIMITS.lines }, () => 'p').join('\n\n');
    expect(markdownText.safeParse(paragraphs).success).toBe(true);
  });

  it('refuses one line more, in Portuguese, on the field that holds it', () => {
    const result = EquipmentCharacteristicsInputSchema.safeParse({
      descriptions: [
        { id: 'EVAPORATOR:EVP-1', complementaryDescription: lines(PROPOSAL_TEXT_LIMITS.lines + 1) },
      ],
      additionalInformation: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['descriptions', 0, 'complementaryDescription'],
        message:
          'O texto deve ter no máximo 1.000 linhas (parágrafos, títulos, itens de lista e quebras de linha).',
      }),
    ]);
  });

  it('refuses one character more, in Portuguese', () => {
    const result = markdownText.safeParse('a'.repeat(PROPOSAL_TEXT_LIMITS.characters + 1));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O texto deve ter no máximo 60.000 caracteres.',
    ]);
  });
});
