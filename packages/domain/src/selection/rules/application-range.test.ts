import { describe, expect, it } from 'vitest';
import { expectDomainError } from '../../../test/support/expect-domain-error.ts';
import { generateDemoCatalog } from '../catalog/demo-catalog.ts';
import {
  ANY_ROOM,
  deriveApplicationRange,
  deriveLineApplicationRange,
  isRoomInApplication,
} from './application-range.ts';

describe('the default application range from fin spacing (docs/decisions/060)', () => {
  it('makes coils under 6 mm coolers, 6–7 mm universal, 7 mm and wider frozen-goods coils', () => {
    expect(deriveApplicationRange(4.2)).toEqual({
      roomTemperatureMinC: -5,
      roomTemperatureMaxC: null,
    });
    expect(deriveApplicationRange(5.99)).toEqual({
      roomTemperatureMinC: -5,
      roomTemperatureMaxC: null,
    });
    expect(deriveApplicationRange(6)).toEqual({
      roomTemperatureMinC: -25,
      roomTemperatureMaxC: null,
    });
    expect(deriveApplicationRange(7)).toEqual({
      roomTemperatureMinC: null,
      roomTemperatureMaxC: -5,
    });
    expect(deriveApplicationRange(12)).toEqual({
      roomTemperatureMinC: null,
      roomTemperatureMaxC: -5,
    });
  });

  it('takes a line’s narrowest fins, and every room for a line without models', () => {
    expect(deriveLineApplicationRange([6, 4.5])).toEqual(deriveApplicationRange(4.5));
    expect(deriveLineApplicationRange([])).toEqual(ANY_ROOM);
  });

  it('refuses a fin spacing that is not positive', () => {
    expectDomainError(() => deriveApplicationRange(0), 'OUT_OF_RANGE');
  });
});

describe('isRoomInApplication', () => {
  it('includes the bounds and treats null as no bound', () => {
    const cooler = { roomTemperatureMinC: -5, roomTemperatureMaxC: null };
    expect(isRoomInApplication(cooler, -5)).toBe(true);
    expect(isRoomInApplication(cooler, -22)).toBe(false);
    expect(isRoomInApplication(cooler, 20)).toBe(true);
    const freezer = { roomTemperatureMinC: null, roomTemperatureMaxC: -5 };
    expect(isRoomInApplication(freezer, -2)).toBe(false);
    expect(isRoomInApplication(freezer, -35)).toBe(true);
    expect(isRoomInApplication(ANY_ROOM, 40)).toBe(true);
  });
});

describe('the demonstration lines', () => {
  // Equal to the default, so a demonstration catalogue stored before the ranges reads the same.
  it('each carry the range of their narrowest fin spacing', () => {
    const catalog = generateDemoCatalog();
    for (const line of catalog.lines.filter((item) => item.kind === 'EVAPORATOR')) {
      const fins = catalog.evaporators
        .filter((model) => model.lineCode === line.code)
        .map((model) => model.finSpacingMm);
      const { roomTemperatureMinC, roomTemperatureMaxC } = line;
      expect({ roomTemperatureMinC, roomTemperatureMaxC }, line.code).toEqual(
        deriveLineApplicationRange(fins),
      );
    }
  });
});
