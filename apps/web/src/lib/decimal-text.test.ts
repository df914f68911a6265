import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DECIMAL_TEXT_MESSAGES,
  formatAmbiguousDotMessage,
  formatDecimalText,
  formatFractionDigitsMessage,
  parseDecimalText,
  type DecimalTextOptions,
} from './decimal-text.ts';

const DECIMAL: DecimalTextOptions = { maxFractionDigits: 2, allowNegative: true };
const WHOLE: DecimalTextOptions = { maxFractionDigits: 0, allowNegative: false };

const READ: readonly (readonly [string, number])[] = [
  ['2,5', 2.5],
  ['2.5', 2.5],
  ['2.50', 2.5],
  ['2,50', 2.5],
  ['1.5', 1.5],
  ['12.5', 12.5],
  ['1.234,5', 1234.5],
  ['1.234,', 1234],
  ['1.234.567,89', 1234567.89],
  ['1.234.567', 1234567],
  ['1234,5', 1234.5],
  ['1234.5', 1234.5],
  ['1234.50', 1234.5],
  ['1,23', 1.23],
  ['0.12', 0.12],
  ['0,10', 0.1],
  ['-2,5', -2.5],
  ['\u22122,5', -2.5],
  ['-1.234,5', -1234.5],
  [' 2,5 ', 2.5],
  ['.5', 0.5],
  [',5', 0.5],
  ['1.', 1],
  ['1,', 1],
  ['12', 12],
  ['0', 0],
  ['-0', 0],
  ['007', 7],
  ['1.234,500', 1234.5],
  // Issue 29: the thousands the app itself shows read back as thousands (ADR 019, amended).
  ['30.000', 30000],
  ['1.000', 1000],
  ['5.000', 5000],
  ['12.000', 12000],
  ['1.234', 1234],
  ['12.500', 12500],
  ['999.000', 999000],
  ['-1.234', -1234],
  ['30.000,5', 30000.5],
  ['30.000,', 30000],
  ['8.299,2', 8299.2],
  ['1.485.015,9', 1485015.9],
  ['0.12', 0.12],
  ['00.5', 0.5],
  // No thousands reading is possible before a zero whole part: only a decimal one.
  ['0.1', 0.1],
  ['.12', 0.12],
];

describe('parseDecimalText', () => {
  it.each(READ)('reads %j as %d', (text, value) => {
    expect(parseDecimalText(text, DECIMAL)).toEqual({ kind: 'number', value });
  });

  it.each(['', '   '])('answers empty for %j', (text) => {
    expect(parseDecimalText(text, DECIMAL)).toEqual({ kind: 'empty' });
  });

  const REFUSED: readonly (readonly [string, string])[] = [
    // A dot used as a thousands mark must be followed by exactly 3 digits (issue 29).
    ['30.0000', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['30.0000,5', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1.234.5678', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1.2345', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['12.34.567', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1.234.5', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1.23,5', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['0.234,5', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1234.567,8', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1..234', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    ['1.234.', DECIMAL_TEXT_MESSAGES.thousandsGroup],
    // Past a whole part that cannot lead thousands groups, 3 digits read both ways.
    ['1234.567', formatAmbiguousDotMessage('1234', '567')],
    ['01.234', formatAmbiguousDotMessage('01', '234')],
    ['1,234.5', DECIMAL_TEXT_MESSAGES.mixedOrder],
    ['1,234,567.8', DECIMAL_TEXT_MESSAGES.invalid],
    ['3e2', DECIMAL_TEXT_MESSAGES.exponent],
    ['1,5E3', DECIMAL_TEXT_MESSAGES.exponent],
    ['2e-3', DECIMAL_TEXT_MESSAGES.exponent],
    ['abc', DECIMAL_TEXT_MESSAGES.invalid],
    ['12abc', DECIMAL_TEXT_MESSAGES.invalid],
    ['2,5,1', DECIMAL_TEXT_MESSAGES.invalid],
    ['1 234,5', DECIMAL_TEXT_MESSAGES.invalid],
    ['+2,5', DECIMAL_TEXT_MESSAGES.invalid],
    ['--2', DECIMAL_TEXT_MESSAGES.invalid],
    ['-', DECIMAL_TEXT_MESSAGES.invalid],
    ['.', DECIMAL_TEXT_MESSAGES.invalid],
    [',', DECIMAL_TEXT_MESSAGES.invalid],
    ['Infinity', DECIMAL_TEXT_MESSAGES.invalid],
    ['NaN', DECIMAL_TEXT_MESSAGES.invalid],
    ['0x10', DECIMAL_TEXT_MESSAGES.invalid],
    ['١٢', DECIMAL_TEXT_MESSAGES.invalid],
    ['2,555', formatFractionDigitsMessage(2)],
    ['0.125', formatFractionDigitsMessage(2)],
    ['9'.repeat(400), DECIMAL_TEXT_MESSAGES.tooLarge],
    ['9007199254740993', DECIMAL_TEXT_MESSAGES.tooLarge],
  ];

  it.each(REFUSED)('refuses %j with a message, never guessing', (text, message) => {
    expect(parseDecimalText(text, DECIMAL)).toEqual({ kind: 'invalid', message });
  });

  it('refuses negatives where the field takes none, but accepts a signed zero', () => {
    const positive = { maxFractionDigits: 2, allowNegative: false };
    expect(parseDecimalText('-2,5', positive)).toEqual({
      kind: 'invalid',
      message: DECIMAL_TEXT_MESSAGES.negative,
    });
    expect(parseDecimalText('\u22121', positive)).toEqual({
      kind: 'invalid',
      message: DECIMAL_TEXT_MESSAGES.negative,
    });
    expect(parseDecimalText('-0', positive)).toEqual({ kind: 'number', value: 0 });
  });

  it('refuses decimals in a whole-number field; trailing zeros are not decimals', () => {
    expect(parseDecimalText('2,5', WHOLE)).toEqual({
      kind: 'invalid',
      message: DECIMAL_TEXT_MESSAGES.integer,
    });
    expect(parseDecimalText('1.5', WHOLE)).toEqual({
      kind: 'invalid',
      message: DECIMAL_TEXT_MESSAGES.integer,
    });
    expect(parseDecimalText('3,0', WHOLE)).toEqual({ kind: 'number', value: 3 });
    expect(parseDecimalText('3', WHOLE)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts decimals against the field’s own limit', () => {
    const three = { maxFractionDigits: 3, allowNegative: false };
    expect(parseDecimalText('1,234', three)).toEqual({ kind: 'number', value: 1.234 });
    expect(parseDecimalText('1,2345', three)).toEqual({
      kind: 'invalid',
      message: 'Use no máximo 3 casas decimais.',
    });
    expect(formatFractionDigitsMessage(1)).toBe('Use no máximo 1 casa decimal.');
  });

  it('reads a zero whole part and 3 decimals as decimals where the field takes them', () => {
    const three = { maxFractionDigits: 3, allowNegative: false };
    expect(parseDecimalText('0.125', three)).toEqual({ kind: 'number', value: 0.125 });
    expect(parseDecimalText('.035', three)).toEqual({ kind: 'number', value: 0.035 });
    expect(parseDecimalText('1.234', three)).toEqual({ kind: 'number', value: 1234 });
    expect(parseDecimalText('1,234', three)).toEqual({ kind: 'number', value: 1.234 });
  });

  it('reads thousands in a whole-number field', () => {
    expect(parseDecimalText('1.000', WHOLE)).toEqual({ kind: 'number', value: 1000 });
    expect(parseDecimalText('30.000', WHOLE)).toEqual({ kind: 'number', value: 30000 });
  });

  it('asks for a comma when a single dot reads both ways, and for 3-digit groups', () => {
    expect(formatAmbiguousDotMessage('1234', '567')).toBe(
      'Número ambíguo: use vírgula para decimais (1234,567) ou escreva sem ponto (1234567).',
    );
    expect(DECIMAL_TEXT_MESSAGES.thousandsGroup).toBe(
      'Número inválido: o ponto de milhar separa grupos de 3 algarismos (ex.: 30.000); para decimais, use vírgula (ex.: 30,5).',
    );
  });
});

describe('formatDecimalText', () => {
  it.each([
    [1.5, 2, '1,5'],
    [2.5, 2, '2,5'],
    [1234.5, 2, '1.234,5'],
    [1234567.89, 2, '1.234.567,89'],
    [-2.5, 2, '-2,5'],
    [10, 2, '10'],
    [0.125, 3, '0,125'],
    [3, 0, '3'],
  ] as const)('shows %d (%d decimals) as %j', (value, digits, text) => {
    expect(formatDecimalText(value, digits)).toBe(text);
  });

  it('shows money with its centavos when asked for a minimum of decimals', () => {
    expect(formatDecimalText(12_500, 2, 2)).toBe('12.500,00');
    expect(formatDecimalText(38_900.5, 2, 2)).toBe('38.900,50');
    expect(formatDecimalText(0.1, 2, 2)).toBe('0,10');
  });

  it('reads back whatever it shows, thousands alone included (issue 29)', () => {
    for (const value of [1.5, 1234, 30_000, 999_000, 1234.5, 1234567, 1234567.89, -2.5, 0.05]) {
      expect(parseDecimalText(formatDecimalText(value, 2), DECIMAL)).toEqual({
        kind: 'number',
        value,
      });
    }
  });
});

/** Numbers a field can hold: whole or with up to `digits` decimals, signed, within safe integers. */
function arbitraryHeld(digits: number) {
  const scale = 10 ** digits;
  return fc
    .integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER })
    .map((units) => units / scale)
    .filter((value) => Math.abs(value) < 1e13 && !Object.is(value, -0));
}

describe('parseDecimalText, properties', () => {
  it('reads back every number as the field shows it', () => {
    const held = fc
      .integer({ min: 0, max: 3 })
      .chain((digits) =>
        fc.tuple(fc.constant(digits), fc.integer({ min: 0, max: digits }), arbitraryHeld(digits)),
      );
    fc.assert(
      fc.property(held, ([digits, shownDigits, value]) => {
        const options = { maxFractionDigits: digits, allowNegative: true };
        const shown = formatDecimalText(value, digits, shownDigits);
        expect(parseDecimalText(shown, options)).toEqual({ kind: 'number', value });
      }),
      { numRuns: 1000 },
    );
  });

  /** Digits, dots and commas, as a hand on a keyboard would type them. */
  const typed = fc
    .array(fc.constantFrom('0', '1', '2', '5', '9', '.', ','), { minLength: 1, maxLength: 12 })
    .map((keys) => keys.join(''));
  const OPTIONS = { maxFractionDigits: 6, allowNegative: false };

  it('reads a text only one way: pt-BR (dots dropped, comma as the point) or one decimal dot', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const result = parseDecimalText(text, OPTIONS);
        if (result.kind !== 'number') return;
        const ptBr = Number(text.replaceAll('.', '').replace(',', '.'));
        const dotDecimal = Number(text);
        if (text.includes(',') || !text.includes('.')) expect(result.value).toBe(ptBr);
        else expect([ptBr, dotDecimal]).toContain(result.value);
        // A dot is a thousands mark only before a whole group of 3 digits.
        if (result.value === ptBr && text.includes('.')) {
          const whole = text.split(',')[0] ?? '';
          const groups = whole.split('.').slice(1);
          if (result.value !== dotDecimal || groups.length > 1)
            for (const group of groups) expect(group).toHaveLength(3);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a dot followed by a group of other than 3 digits in a number over 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.stringMatching(/^\d{4,7}$/),
        fc.option(fc.stringMatching(/^\d{1,2}$/)),
        (whole, group, decimals) => {
          const text = `${whole}.${group}${decimals === null ? '' : `,${decimals}`}`;
          expect(parseDecimalText(text, OPTIONS)).toEqual({
            kind: 'invalid',
            message: DECIMAL_TEXT_MESSAGES.thousandsGroup,
          });
        },
      ),
    );
  });
});
