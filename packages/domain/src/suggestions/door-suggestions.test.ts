import { describe, expect, it } from 'vitest';
import { buildDoor, buildGoodsItem } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import {
  addDoor,
  applyOpeningFrequency,
  applyProtectionBarrier,
  changeDoorCalculationMethod,
  countDoors,
  createSuggestedDoor,
  removeDoor,
  resolveDoorCalculationMethod,
  suggestAdjacentRelativeHumidity,
  suggestDoorCalculationMethod,
  suggestOpeningFrequency,
} from './door-suggestions.ts';

const goods = [
  buildGoodsItem({ dailyMovement: 2964, palletCapacity: 30, processingTime: 24 }),
  buildGoodsItem({ dailyMovement: 8800, palletCapacity: 800, processingTime: 24 }),
];

describe('door suggestions', () => {
  it('method: VOLUME below 4 m, AIR_VELOCITY from 4 m', () => {
    expect(suggestDoorCalculationMethod(3.99)).toBe('VOLUME');
    expect(suggestDoorCalculationMethod(4)).toBe('AIR_VELOCITY');
  });

  it('method follows height while creating, stays while updating, resets on temperature', () => {
    const change = { trigger: 'HEIGHT', status: 'CREATING', height: 6, current: 'VOLUME' } as const;
    expect(resolveDoorCalculationMethod(change)).toBe('AIR_VELOCITY');
    expect(resolveDoorCalculationMethod({ ...change, status: 'UPDATING' })).toBe('VOLUME');
    const temperature = {
      ...change,
      trigger: 'ROOM_TEMPERATURE',
      current: 'AIR_VELOCITY',
    } as const;
    expect(resolveDoorCalculationMethod(temperature)).toBe('VOLUME');
  });

  it('opening frequency: Σ ceil(movement / pallet / processing / doors · 2)', () => {
    expect(suggestOpeningFrequency(goods, 1)).toBe(Math.ceil(8.233) + Math.ceil(0.9167));
    expect(suggestOpeningFrequency(goods, 2)).toBe(Math.ceil(4.117) + Math.ceil(0.458));
  });

  it('suggests at least one passage an hour: a door of a room with no goods still opens', () => {
    expect(suggestOpeningFrequency([], 1)).toBe(1);
    expect(suggestOpeningFrequency([buildGoodsItem({ palletCapacity: 0 })], 1)).toBe(1);
    expect(suggestOpeningFrequency([buildGoodsItem({ dailyMovement: 0 })], 1)).toBe(1);
    expect(createSuggestedDoor({ height: 3, roomTemperature: 0 }, [], 1).openingFrequency).toBe(1);
  });

  it('counts doors by their counts, at least 1', () => {
    expect(countDoors([])).toBe(1);
    expect(countDoors([{ count: 2 }, { count: 3 }])).toBe(5);
  });

  it('adjacent humidity: 60 % at 30 °C or more, else 85 %', () => {
    expect(suggestAdjacentRelativeHumidity(30)).toBe(60);
    expect(suggestAdjacentRelativeHumidity(10)).toBe(85);
  });

  it('defaults a low chiller door and a high freezer door', () => {
    expect(createSuggestedDoor({ height: 3, roomTemperature: 2 }, goods, 1)).toEqual({
      count: 1,
      width: 1,
      height: 2,
      adjacentAmbientTemperature: 30,
      adjacentAmbientRelativeHumidity: 60,
      internalRelativeHumidity: 85,
      openingFrequency: 10,
      openCloseDuration: 3,
      openDuration: 0.5,
      protectionBarrier: null,
      protectionBarrierEfficiency: 0,
      airExchangeRate: 0,
    });
    expect(createSuggestedDoor({ height: 8, roomTemperature: -20 }, [], 1)).toMatchObject({
      width: 2,
      height: 4,
      adjacentAmbientTemperature: 10,
      adjacentAmbientRelativeHumidity: 85,
      openCloseDuration: 15,
    });
  });

  it('adding and removing doors recalculates every frequency', () => {
    const room = { height: 8, roomTemperature: -20 };
    const one = addDoor({ calculationMethod: 'AIR_VELOCITY', doors: [] }, room, goods);
    expect(one.doors.map((door) => door.openingFrequency)).toEqual([10]);
    const two = addDoor(one, room, goods);
    expect(two.doors.map((door) => door.openingFrequency)).toEqual([6, 6]);
    expect(removeDoor(two, 0, goods).doors.map((door) => door.openingFrequency)).toEqual([10]);
    expect(applyOpeningFrequency(two, []).doors.map((door) => door.openingFrequency)).toEqual([
      1, 1,
    ]);
  });

  it('VOLUME allows a single door entry', () => {
    const single = addDoor(
      { calculationMethod: 'VOLUME', doors: [] },
      { height: 3, roomTemperature: 2 },
      goods,
    );
    expectDomainError(
      () => addDoor(single, { height: 3, roomTemperature: 2 }, goods),
      'INVALID_INPUT',
    );
  });

  it('a manual method change discards the doors', () => {
    expect(changeDoorCalculationMethod('AIR_VELOCITY')).toEqual({
      calculationMethod: 'AIR_VELOCITY',
      doors: [],
    });
  });

  it('barrier: air curtain 10 %, any other 30 %, none clears it', () => {
    const door = buildDoor();
    expect(applyProtectionBarrier(door, 'AIR_CURTAIN')).toMatchObject({
      protectionBarrier: { id: 'AIR_CURTAIN' },
      protectionBarrierEfficiency: 10,
    });
    expect(applyProtectionBarrier(door, 'AUXILIAR_CURTAIN').protectionBarrierEfficiency).toBe(30);
    const curtained = applyProtectionBarrier(door, 'AUXILIAR_CURTAIN');
    expect(applyProtectionBarrier(curtained, null)).toMatchObject({
      protectionBarrier: null,
      protectionBarrierEfficiency: 0,
    });
    expect(applyProtectionBarrier(curtained, 'NO_PROTECTION').protectionBarrier).toBeNull();
  });
});
