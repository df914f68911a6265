import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, keyForValues } from './idempotency-key.ts';

describe('createIdempotencyKey', () => {
  it('makes 32 hex digits, a different key each time', () => {
    const keys = Array.from({ length: 50 }, () => createIdempotencyKey());
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('keyForValues', () => {
  it('keeps the key while the values are the same, and makes a new one when they change', () => {
    const first = keyForValues(null, { to: ['a@b.com'], subject: 'Proposta' });
    expect(keyForValues(first, { to: ['a@b.com'], subject: 'Proposta' })).toBe(first);
    const other = keyForValues(first, { to: ['a@b.com'], subject: 'Proposta 2' });
    expect(other.key).not.toBe(first.key);
    expect(keyForValues(other, { to: ['a@b.com'], subject: 'Proposta' }).key).not.toBe(first.key);
  });
});
