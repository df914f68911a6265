import { describe, expect, it } from 'vitest';
import { formatIsoDatePtBr } from './format-date.ts';

describe('formatIsoDatePtBr', () => {
  it('writes the calendar date of the timestamp as dd/mm/aaaa', () => {
    expect(formatIsoDatePtBr('2026-11-22T16:35:00-03:00')).toBe('22/11/2026');
    expect(formatIsoDatePtBr('2026-01-05T23:59:59+09:00')).toBe('05/01/2026');
    expect(formatIsoDatePtBr('2026-03-09')).toBe('09/03/2026');
  });

  it('gives null for anything that is not an ISO date', () => {
    expect(formatIsoDatePtBr('')).toBeNull();
    expect(formatIsoDatePtBr('ontem')).toBeNull();
  });
});
