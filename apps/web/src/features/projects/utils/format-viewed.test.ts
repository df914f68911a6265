import { describe, expect, it } from 'vitest';
import { formatViewedAgo } from './format-viewed.ts';

const NOW = new Date('2026-03-12T13:00:00.000Z');

describe('formatViewedAgo', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', 'visualizada há 2 dias'],
    ['2026-03-11T12:30:00.000Z', 'visualizada há 1 dia'],
    ['2026-03-12T10:00:00.000Z', 'visualizada há 3 horas'],
    ['2026-03-12T12:55:00.000Z', 'visualizada há 5 minutos'],
    ['2026-03-12T12:59:30.000Z', 'visualizada agora'],
    ['2026-02-26T13:00:00.000Z', 'visualizada há 2 semanas'],
    ['2025-12-01T13:00:00.000Z', 'visualizada há 3 meses'],
    ['2026-03-12T13:05:00.000Z', 'visualizada agora'],
  ])('%s → %s', (at, text) => {
    expect(formatViewedAgo(at, NOW)).toBe(text);
  });

  it('says nothing of a text that is not a date', () => {
    expect(formatViewedAgo('ontem', NOW)).toBeNull();
  });
});
