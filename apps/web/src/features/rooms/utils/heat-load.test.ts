import { HEAT_LOAD_WARNING_MESSAGES, summarizeHeatLoad } from '@camara-fria/contracts';
import { computeHeatLoad } from '@camara-fria/domain';
import { buildSuggestedRoom, REFS } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildRoomDto } from '../testing/room-fixtures.ts';
import { formatDecimal, formatPercent } from './format-number.ts';
import { computeLiveHeatLoad, isSameAsSaved } from './heat-load.ts';

describe('live heat load', () => {
  it('is the engine’s result for a complete room', () => {
    const room = buildSuggestedRoom();
    const live = computeLiveHeatLoad(room, REFS);
    expect(live.status).toBe('computed');
    if (live.status !== 'computed') throw new Error('expected a computed load');
    const result = computeHeatLoad(room, REFS);
    expect(live.result).toEqual(result);
    expect(live.heatLoad).toEqual({
      summary: summarizeHeatLoad(result, room.safetyMargin),
      steps: result.steps,
      warnings: [],
    });
  });

  it('keeps the engine’s warnings, in Portuguese, with their code and field', () => {
    const room = buildSuggestedRoom();
    const warming = {
      ...room,
      goods: room.goods.map((item) => ({
        ...item,
        checkinTemperature: -5,
        checkoutTemperature: 0,
      })),
    };
    const live = computeLiveHeatLoad(warming, REFS);
    if (live.status !== 'computed') throw new Error('expected a computed load');
    expect(live.heatLoad.warnings).toEqual([
      {
        code: 'GOODS_WARMING',
        message: HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING,
        field: 'goods[0].checkinTemperature',
        stepKey: 'goods.0.pullDown',
      },
    ]);
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
    const summary = summarizeHeatLoad(computeHeatLoad(room, REFS), room.safetyMargin);
    expect(isSameAsSaved(summary, saved)).toBe(true);
    const wider = { ...room, safetyMargin: 20 };
    expect(isSameAsSaved(summarizeHeatLoad(computeHeatLoad(wider, REFS), 20), saved)).toBe(false);
    expect(isSameAsSaved(summary, null)).toBe(false);
  });

  it('formats pt-BR numbers with two decimals', () => {
    expect(formatDecimal(1234.555)).toBe('1.234,56');
    expect(formatDecimal(0)).toBe('0,00');
    expect(formatPercent(12.345)).toBe('12,3 %');
  });
});
