import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { createDefaultRoom, type Room } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { applyStoredSectionSuggestions } from './room-suggestions.ts';

describe('suggestions after a stored section', () => {
  it('re-suggest every section below the dimensions of a CREATING room', () => {
    const previous = createDefaultRoom(1);
    const room: Room = { ...previous, length: 10, width: 8, height: 6, roomTemperature: 0 };
    const { room: suggested, changed } = applyStoredSectionSuggestions(
      'dimensions',
      previous,
      room,
    );
    expect(changed).toEqual(['dimensions', 'goods', 'heatTransfer', 'additionalLoad', 'doors']);
    expect(suggested.heatTransfer.ceiling).toMatchObject({ width: 8, length: 10, temperature: 44 });
    expect(suggested.additionalLoad.staff).toEqual({ count: 2, duration: 8 });
    expect(suggested.doors.calculationMethod).toBe('AIR_VELOCITY');
  });

  it('re-applies VOLUME when the room temperature changes, keeping a single door', () => {
    const previous = { ...buildSuggestedRoom(), height: 6, status: 'CREATING' as const };
    const tall: Room = {
      ...previous,
      doors: {
        calculationMethod: 'AIR_VELOCITY',
        doors: [...previous.doors.doors, ...previous.doors.doors],
      },
    };
    const colder: Room = { ...tall, roomTemperature: -20 };
    const { room } = applyStoredSectionSuggestions('room', tall, colder);
    expect(room.doors.calculationMethod).toBe('VOLUME');
    expect(room.doors.doors).toHaveLength(1);
    expect(room.goods[0]).toMatchObject({ checkinTemperature: -15, checkoutTemperature: -20 });
  });

  it('re-suggests the doors’ opening frequency and the forklifts after the goods', () => {
    const previous = { ...buildSuggestedRoom(), height: 6 };
    const more: Room = {
      ...previous,
      goods: previous.goods.map((item) => ({
        ...item,
        dailyMovement: 48_000,
        palletCapacity: 800,
      })),
    };
    const { room, changed } = applyStoredSectionSuggestions('goods', previous, more);
    expect(changed).toEqual(['goods', 'additionalLoad', 'doors']);
    expect(room.additionalLoad.forklift.count).toBeCloseTo(48_000 / 800 / 8 / 12);
    expect(room.doors.doors[0]?.openingFrequency).toBe(Math.ceil((48_000 / 800 / 24) * 2));
  });

  it('leave an UPDATING room as the user entered it', () => {
    const previous = { ...buildSuggestedRoom(), status: 'UPDATING' as const };
    const bigger: Room = { ...previous, length: 20 };
    const { room, changed } = applyStoredSectionSuggestions('dimensions', previous, bigger);
    expect(room).toBe(bigger);
    expect(changed).toEqual(['dimensions']);
  });
});
