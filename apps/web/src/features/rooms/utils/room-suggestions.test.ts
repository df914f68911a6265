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
    // Sized from the outside box: 125 mm of PUR on each side (ADR 057).
    expect(suggested.heatTransfer.ceiling).toMatchObject({
      width: 8.25,
      length: 10.25,
      temperature: 44,
    });
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

  it('leave an UPDATING room as the user entered it, but for the sizes of the surfaces that follow it', () => {
    const previous = { ...buildSuggestedRoom(), status: 'UPDATING' as const };
    const colder: Room = { ...previous, roomTemperature: -20 };
    expect(applyStoredSectionSuggestions('room', previous, colder)).toEqual({
      room: colder,
      changed: ['room'],
    });

    const bigger: Room = { ...previous, length: 20 };
    const { room, changed, surfaceSizes } = applyStoredSectionSuggestions(
      'dimensions',
      previous,
      bigger,
    );
    expect(changed).toEqual(['dimensions', 'heatTransfer']);
    expect(surfaceSizes).toEqual({ updated: ['ceiling', 'floor', 'walls.1', 'walls.3'], kept: [] });
    // 20 m inside plus 125 mm of PUR on each side (ADR 057).
    expect(room.heatTransfer.ceiling).toEqual({ ...previous.heatTransfer.ceiling, length: 20.25 });
    expect(room.heatTransfer.walls[3]).toEqual({
      ...previous.heatTransfer.walls[3],
      length: 20.25,
    });
    expect(room.heatTransfer.walls[0]).toBe(previous.heatTransfer.walls[0]);
    // Nothing else is re-suggested while UPDATING.
    expect({ ...room, heatTransfer: bigger.heatTransfer }).toEqual(bigger);
  });

  it('keeps a size typed by hand, UPDATING or CREATING', () => {
    const suggested = buildSuggestedRoom();
    const [wall1, wall2, wall3, wall4] = suggested.heatTransfer.walls;
    const manual = { ...wall2!, length: 4, isSizeManual: true };
    const heatTransfer = { ...suggested.heatTransfer, walls: [wall1!, manual, wall3!, wall4!] };
    for (const status of ['UPDATING', 'CREATING'] as const) {
      const previous: Room = { ...suggested, status, heatTransfer };
      const result = applyStoredSectionSuggestions('dimensions', previous, {
        ...previous,
        length: 15,
      });
      expect(result.room.heatTransfer.walls[1]).toEqual(manual);
      expect(result.room.heatTransfer.walls[3]).toMatchObject({
        length: 15.25,
        isSizeManual: false,
      });
    }
    const updating: Room = { ...suggested, status: 'UPDATING', heatTransfer };
    const { surfaceSizes, changed } = applyStoredSectionSuggestions('dimensions', updating, {
      ...updating,
      height: 3,
    });
    // Same dimensions: nothing moved; the manual wall differs from the room and is named.
    expect(changed).toEqual(['dimensions']);
    expect(surfaceSizes).toEqual({ updated: [], kept: ['walls.1'] });
  });

  it('a thicker wall, once its section is stored, moves the surfaces that meet it (ADR 057)', () => {
    const previous = { ...buildSuggestedRoom(), status: 'UPDATING' as const };
    const walls = previous.heatTransfer.walls.map((wall, index) =>
      index === 0 ? { ...wall, thickness: 200 } : wall,
    );
    const thicker: Room = { ...previous, heatTransfer: { ...previous.heatTransfer, walls } };
    const { room, changed, surfaceSizes } = applyStoredSectionSuggestions(
      'heatTransfer',
      previous,
      thicker,
    );
    expect(changed).toEqual(['heatTransfer']);
    expect(surfaceSizes?.updated).toEqual(['ceiling', 'floor', 'walls.1', 'walls.3']);
    // 10 m inside plus 200 mm (wall 1) and 125 mm (wall 3).
    expect(room.heatTransfer.ceiling.length).toBeCloseTo(10.325, 9);
  });
});
