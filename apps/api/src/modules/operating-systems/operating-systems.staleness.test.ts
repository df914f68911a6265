import type { SystemResultDto } from '@camara-fria/contracts';
import { SELECTION_CALC_VERSION } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import type { RoomFacts } from './operating-systems.rooms.ts';
import { describeBasis, isSystemStale } from './operating-systems.staleness.ts';
import type { StoredChoices } from './system-documents.ts';

const room: RoomFacts = {
  id: 7,
  name: 'Câmara 1',
  roomTemperature: 2,
  ambientTemperature: 35,
  length: 6,
  width: 4,
  height: 3,
  calculationType: 1,
  operatingHours: 20,
  requiredKcalh: 4571.8,
  invalid: false,
};
const input: StoredChoices = {
  configurations: [{ roomId: 7, evaporator: null }],
  condensingUnit: null,
  compressor: null,
  condenser: null,
};
const rooms = (changes: Partial<RoomFacts> = {}) => new Map([[7, { ...room, ...changes }]]);

function balanced(requiredCapacity: number): SystemResultDto {
  return {
    status: 'BALANCED',
    resultingDt: 6.93,
    resultingCapacity: 5712,
    evaporatingTemperature: -4.93,
    suctionTemperature: -6.93,
    requiredCapacity,
    rooms: [
      {
        roomId: 7,
        resultingDt: 6.93,
        minimumDt: 2,
        capacity: 5712,
        requiredCapacity,
        coveragePercent: (5712 / requiredCapacity) * 100,
        isCovered: true,
        uncoveredReason: null,
      },
    ],
    rejectedHeat: 8889,
    condensing: null,
    energy: { powerKw: 3.7, runningHoursPerDay: 16, energyKwhPerDay: 59 },
    curve: [],
    warnings: [],
    calcVersion: SELECTION_CALC_VERSION,
  };
}

describe('a system’s staleness', () => {
  const system = { input, computed: { basis: describeBasis([room]) }, result: balanced(4571.8) };

  it('is current while its rooms are as recorded', () => {
    expect(isSystemStale(system, rooms())).toBe(false);
  });

  it.each([
    ['temperature', { roomTemperature: -35 }],
    ['required load', { requiredKcalh: 9960 }],
    ['ambient', { ambientTemperature: 40 }],
    ['hours', { operatingHours: 18 }],
    ['dimensions', { length: 7 }],
  ] as const)('is stale once the room’s %s changed', (_what, changes) => {
    expect(isSystemStale(system, rooms(changes))).toBe(true);
  });

  it('is stale when a room it was computed from is gone', () => {
    expect(isSystemStale(system, new Map())).toBe(true);
  });

  it('reads a system saved before the basis by its result’s required capacities', () => {
    const legacy = { input, computed: { basis: null }, result: balanced(4571.8) };
    expect(isSystemStale(legacy, rooms())).toBe(false);
    expect(isSystemStale(legacy, rooms({ requiredKcalh: 9960 }))).toBe(true);
    const noBalance: SystemResultDto = {
      status: 'NO_BALANCE',
      reason: 'UNIT_TOO_SMALL',
      message: 'A unidade é pequena demais.',
      requiredCapacity: 4571.8,
      curve: [],
      calcVersion: SELECTION_CALC_VERSION,
    };
    expect(isSystemStale({ ...legacy, result: noBalance }, rooms())).toBe(false);
    expect(isSystemStale({ ...legacy, result: noBalance }, rooms({ requiredKcalh: 1 }))).toBe(true);
    expect(isSystemStale({ ...legacy, result: null }, rooms({ requiredKcalh: 1 }))).toBe(false);
  });

  it('is stale when its result came from an earlier selection method (calcVersion), however current its rooms', () => {
    const earlier = { ...system, result: { ...balanced(4571.8), calcVersion: '1.0.0' } };
    expect(SELECTION_CALC_VERSION).not.toBe('1.0.0');
    expect(isSystemStale(earlier, rooms())).toBe(true);
    expect(isSystemStale({ ...earlier, result: null }, rooms())).toBe(false);
  });
});
