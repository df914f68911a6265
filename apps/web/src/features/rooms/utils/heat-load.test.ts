import { buildSuggestedRoom, REFS } from '@camara-fria/domain/testing';
import { computeHeatLoad } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { buildRoomDto } from '../testing/room-fixtures.ts';
import { formatDecimal, formatPercent } from './format-number.ts';
import { computeLiveHeatLoad, isSameAsSaved } from './heat-load.ts';

describe('live heat load', () => {
  it('is the engine’s result for a complete room', () => {
    const room = buildSuggestedRoom();
    const live = computeLiveHeatLoad(room, REFS);
    expect(live.status).toBe('computed');
    if (live.status === 'computed') expect(live.result).toEqual(computeHeatLoad(room, REFS));
  });

  it('is "incomplete" (never NaN) for an emptied field or a room of size 0', () => {
    const room = buildSuggestedRoom();
    expect(computeLiveHeatLoad({ ...room, operatingHours: Number.NaN }, REFS).status).toBe(
      'incomplete',
    );
    expect(computeLiveHeatLoad({ ...room, length: 0 }, REFS).status).toBe('incomplete');
  });

  it('is "Salvo" only when every part equals the stored summary to two decimals', () => {
    const room = buildSuggestedRoom();
    const saved = buildRoomDto(7, room).heatLoad ?? null;
    const result = computeHeatLoad(room, REFS);
    expect(isSameAsSaved(result, saved)).toBe(true);
    expect(isSameAsSaved(computeHeatLoad({ ...room, safetyMargin: 20 }, REFS), saved)).toBe(false);
    expect(isSameAsSaved(result, null)).toBe(false);
  });

  it('formats pt-BR numbers with two decimals', () => {
    expect(formatDecimal(1234.555)).toBe('1.234,56');
    expect(formatDecimal(0)).toBe('0,00');
    expect(formatPercent(12.345)).toBe('12,3 %');
  });
});
