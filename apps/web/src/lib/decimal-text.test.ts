import { describe, expect, it } from 'vitest';
import {
  DECIMAL_TEXT_MESSAGES,
  formatAmbiguousDotMessage,
  formatDecimalDraft,
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
];

describe('parseDecimalText', () => {
  it.each(READ)('reads %j as %d', (text, value) => {
    expect(parseDecimalText(text, DECIMAL)).toEqual({ kind: 'number', value });
  });

  it.each(['', '   '])('answers empty for %j', (text) => {
    expect(parseDecimalText(text, DECIMAL)).toEqual({ kind: 'empty' });
  });

  const REFUSED: readonly (readonly [string, string])[] = [
    ['1.234', formatAmbiguousDotMessage('1', '234')],
    ['12.500', formatAmbiguousDotMessage('12', '500')],
    ['999.000', formatAmbiguousDotMessage('999', '000')],
    ['-1.234', formatAmbiguousDotMessage('1', '234')],
    ['1,234.5', DECIMAL_TEXT_MESSAGES.mixedOrder],
    ['1,234,567.8', DECIMAL_TEXT_MESSAGES.invalid],
    ['3e2', DECIMAL_TEXT_MESSAGES.exponent],
    ['1,5E3', DECIMAL_TEXT_MESSAGES.exponent],
    ['2e-3', DECIMAL_TEXT_MESSAGES.exponent],
    ['abc', DECIMAL_TEXT_MESSAGES.invalid],
    ['12abc', DECIMAL_TEXT_MESSAGES.invalid],
    ['2,5,1', DECIMAL_TEXT_MESSAGES.invalid],
    ['1.23,5', DECIMAL_TEXT_MESSAGES.invalid],
    ['12.34.567', DECIMAL_TEXT_MESSAGES.invalid],
    ['1.234.5', DECIMAL_TEXT_MESSAGES.invalid],
    ['0.234,5', DECIMAL_TEXT_MESSAGES.invalid],
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
    ['1234.567', formatFractionDigitsMessage(2)],
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

  it('asks for a comma when a single dot reads both ways', () => {
    expect(formatAmbiguousDotMessage('1', '234')).toBe(
      'Número ambíguo: use vírgula para decimais (1,234) ou escreva sem ponto (1234).',
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

  it('starts editing from text without thousands dots, which reads back the same', () => {
    expect(formatDecimalDraft(1234.5, 2)).toBe('1234,5');
    expect(formatDecimalDraft(-2.5, 2)).toBe('-2,5');
    for (const value of [1.5, 2.5, 1234, 1234.5, 1234567.89, -2.5, 0.05, 999_000]) {
      expect(parseDecimalText(formatDecimalDraft(value, 2), DECIMAL)).toEqual({
        kind: 'number',
        value,
      });
    }
  });

  it('reads back what it shows once it has decimals or several groups', () => {
    for (const value of [1.5, 1234.5, 1234567, 1234567.89, -2.5, 0.05]) {
      expect(parseDecimalText(formatDecimalText(value, 2), DECIMAL)).toEqual({
        kind: 'number',
        value,
      });
    }
  });
});
