import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  DATABASE_INTEGER_MAX,
  isSafeText,
  recordIdParam,
  rowVersion,
  safeText,
} from './primitives.ts';

describe('safeText', () => {
  it('refuses a NUL character and lone surrogates, in Portuguese', () => {
    for (const value of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'fim\ud83d']) {
      const result = safeText().safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/caracteres inválidos/);
    }
  });

  it('accepts every well-formed string without NUL (accents, emoji)', () => {
    expect(safeText().parse('Açaí ❄️ 🧊')).toBe('Açaí ❄️ 🧊');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        fc.pre(!value.includes('\u0000'));
        expect(isSafeText(value)).toBe(true);
      }),
      { seed: 4242, numRuns: 500 },
    );
  });

  it('agrees with well-formedness on any UTF-16 string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        // encodeURIComponent throws on a lone surrogate: an independent well-formedness check.
        let isWellFormed = true;
        try {
          encodeURIComponent(value);
        } catch {
          isWellFormed = false;
        }
        expect(isSafeText(value)).toBe(isWellFormed && !value.includes('\u0000'));
      }),
      { seed: 4242, numRuns: 1000 },
    );
  });
});

describe('ids and versions', () => {
  it('accept 1 to the largest PostgreSQL integer only', () => {
    expect(recordIdParam().parse('2147483647')).toBe(DATABASE_INTEGER_MAX);
    for (const value of ['2147483648', '99999999999', '0', '-1', '1.5', 'abc', '1e400']) {
      expect(recordIdParam().safeParse(value).success, value).toBe(false);
    }
    expect(rowVersion.safeParse(DATABASE_INTEGER_MAX + 1).success).toBe(false);
    expect(rowVersion.parse(3)).toBe(3);
  });
});

describe('calendarDate', () => {
  it.each(['2024-02-29', '1900-01-01', '2100-12-31', '2023-12-31'])('accepts %s', (value) => {
    expect(calendarDate.parse(value)).toBe(value);
  });

  it.each([
    ['2024-02-31', 'não existe'],
    ['2023-02-29', 'não existe'],
    ['2024-04-31', 'não existe'],
    ['2024-00-10', 'não existe'],
    ['2024-13-01', 'não existe'],
    ['2024-01-00', 'não existe'],
    ['0000-01-01', 'entre 1900 e 2100'],
    ['9999-12-31', 'entre 1900 e 2100'],
    ['1899-12-31', 'entre 1900 e 2100'],
    ['2024-1-1', 'AAAA-MM-DD'],
    ['2024-01-01T00:00', 'AAAA-MM-DD'],
  ])('refuses %s (%s)', (value, message) => {
    const result = calendarDate.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join(' ')).toContain(message);
  });
});
