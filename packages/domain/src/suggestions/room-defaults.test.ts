import { describe, expect, it } from 'vitest';
import { buildDoor, REFS } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { computeHeatLoad } from '../heat-load/total-load.ts';
import type { Room } from '../heat-load/types.ts';
import {
  changeCalculationType,
  clampAmbientTemperature,
  clampRoomTemperature,
  copyRoom,
  createDefaultRoom,
  isRoomValid,
  shouldApplySuggestions,
  suggestOperatingHours,
} from './room-defaults.ts';

describe('room defaults', () => {
  it('creates "Câmara N" with the defaults of spec §9', () => {
    const room = createDefaultRoom(3);
    expect(room).toMatchObject({
      name: 'Câmara 3',
      status: 'CREATING',
      safetyMargin: 10,
      ambientTemperature: 38,
      operatingHours: 20,
      calculationType: 1,
      roomTemperature: 0,
      goods: [],
      doors: { calculationMethod: 'VOLUME', doors: [] },
    });
    expect(room.additionalLoad.evaporator.count).toBe(1);
    expect(room.additionalLoad.lighting).toEqual({ power: 10.8, duration: 24 });
    expect(room.heatTransfer.walls).toHaveLength(4);
    expect(isRoomValid(room)).toBe(false);
  });

  it('refuses a room number that is not a positive integer', () => {
    expectDomainError(() => createDefaultRoom(0), 'INVALID_INPUT', 'n');
    expectDomainError(() => createDefaultRoom(1.5), 'INVALID_INPUT', 'n');
  });

  it('a default room with a size computes a finite heat load', () => {
    const room = { ...createDefaultRoom(1), length: 5, width: 4, height: 3 };
    expect(Number.isFinite(computeHeatLoad(room, REFS).totalKw)).toBe(true);
  });

  it('operating hours: 20 at 0 °C or warmer, else 18', () => {
    expect(suggestOperatingHours(0)).toBe(20);
    expect(suggestOperatingHours(-0.5)).toBe(18);
  });

  it('clamps the room to −35…21 °C and the ambient to at most 43 °C', () => {
    expect(clampRoomTemperature(-40)).toBe(-35);
    expect(clampRoomTemperature(25)).toBe(21);
    expect(clampRoomTemperature(4)).toBe(4);
    expect(clampAmbientTemperature(45)).toBe(43);
    expect(clampAmbientTemperature(-5)).toBe(-5);
  });

  it('is valid only with a volume above 0', () => {
    expect(isRoomValid({ length: 5, width: 4, height: 3 })).toBe(true);
    expect(isRoomValid({ length: 5, width: 4, height: 0 })).toBe(false);
    expect(isRoomValid({ length: -5, width: 4, height: 3 })).toBe(false);
    expect(isRoomValid({ length: Number.NaN, width: 4, height: 3 })).toBe(false);
  });

  it('applies suggestions only while creating', () => {
    expect(shouldApplySuggestions('CREATING')).toBe(true);
    expect(shouldApplySuggestions('UPDATING')).toBe(false);
  });

  it('resets the sections when the calculation type changes', () => {
    const room = { ...createDefaultRoom(1), length: 10, width: 8, height: 6, goods: [] };
    const changed = changeCalculationType({ ...room, safetyMargin: 15 }, 2);
    expect(changed.calculationType).toBe(2);
    expect(changed.safetyMargin).toBe(15);
    expect(changed.doors).toEqual({ calculationMethod: 'AIR_VELOCITY', doors: [] });
    // 8 m wide inside plus 125 mm of PUR on each side (ADR 057).
    expect(changed.heatTransfer.ceiling.width).toBeCloseTo(8.25, 9);
  });

  it('copies a room with ids stripped and the name prefixed', () => {
    const room: Room = {
      ...createDefaultRoom(1),
      id: 42,
      status: 'UPDATING',
      doors: { calculationMethod: 'VOLUME', doors: [buildDoor({ id: 7 })] },
    };
    const copy = copyRoom(room);
    expect(copy.name).toBe('Cópia de Câmara 1');
    expect('id' in copy).toBe(false);
    expect(copy.status).toBe('CREATING');
    expect(copy.doors.doors).toHaveLength(1);
    expect(copy.doors.doors.every((door) => !('id' in door))).toBe(true);
    expect(room.id).toBe(42);
  });
});
