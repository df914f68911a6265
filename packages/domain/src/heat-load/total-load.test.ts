import { describe, expect, it } from 'vitest';
import {
  buildAdditionalLoad,
  buildDoor,
  buildGoodsItem,
  buildRoom,
  buildSurface,
  REFS,
} from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import { KCALH_PER_KW } from '../units/quantities.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import { computeInternalLoad } from './internal-load.ts';
import { computeProductLoad } from './product-load.ts';
import { HEAT_LOAD_WARNING_MESSAGES } from './heat-load-warnings.ts';
import {
  computeHeatLoad,
  formatRequiredCapacityLabel,
  formatSafetyMarginLabel,
  HEAT_LOAD_CALC_VERSION,
} from './total-load.ts';
import { computeTransmissionLoad } from './transmission-load.ts';
import type { CalculatedHeatLoad, HeatLoadRoom } from './types.ts';

function computeCalculated(room: HeatLoadRoom): CalculatedHeatLoad {
  const result = computeHeatLoad(room, REFS);
  if (result.mode !== 'CALCULATED') throw new Error('expected a calculated heat load');
  return result;
}

describe('computeHeatLoad', () => {
  it('spreads each part over the operating hours and applies the margin once', () => {
    const room = buildRoom();
    const result = computeCalculated(room);
    const hours = 3600 * room.operatingHours;
    const transmission = computeTransmissionLoad(room.heatTransfer, -20, REFS).daily / hours;
    const doors = computeInfiltrationLoad(room.doors, room, []).daily / hours;
    const goods = computeProductLoad(room.goods, []).daily / hours;
    const other = computeInternalLoad(room.additionalLoad, room, 5).daily / hours;
    expect(result.heatTransfer).toBeCloseTo(transmission, 12);
    expect(result.doors).toBeCloseTo(doors, 12);
    expect(result.goods).toBeCloseTo(goods, 12);
    expect(result.additionalLoad).toBeCloseTo(other, 12);
    expect(result.totalKw).toBeCloseTo((transmission + doors + goods + other) * 1.1, 12);
    expect(result.totalKcalh).toBeCloseTo(result.totalKw * KCALH_PER_KW, 9);
    expect(result.calcVersion).toBe(HEAT_LOAD_CALC_VERSION);
  });

  it('writes the memorial de cálculo in order, ending with the totals', () => {
    const result = computeCalculated(buildRoom());
    const parts = result.steps.map((step) => step.part);
    expect(parts.indexOf('doors')).toBeGreaterThan(parts.lastIndexOf('heatTransfer'));
    expect(parts.indexOf('goods')).toBeGreaterThan(parts.lastIndexOf('doors'));
    expect(parts.indexOf('additionalLoad')).toBeGreaterThan(parts.lastIndexOf('goods'));
    expect(result.steps.slice(-3).map((step) => step.key)).toEqual([
      'total.kw',
      'total.kcalh',
      'total.average24h',
    ]);
    expect(result.steps.find((step) => step.key === 'heatTransfer.total')?.result.value).toBe(
      result.heatTransfer,
    );
    for (const step of result.steps) {
      expect(step.label).not.toBe('');
      expect(step.formula).not.toBe('');
      expect(Number.isFinite(step.result.value)).toBe(true);
      expect(step.inputs.every((input) => Number.isFinite(input.value) && input.unit !== '')).toBe(
        true,
      );
    }
  });

  it('names each concept with one word across the memorial (issue 11)', () => {
    const labels = computeCalculated(buildRoom()).steps.flatMap((step) => [
      step.label,
      step.result.label,
      ...step.inputs.map((input) => input.label),
    ]);
    expect(labels.filter((label) => /funcionamento|fusão/i.test(label))).toEqual([]);
    const operatingHours = computeCalculated(buildRoom())
      .steps.flatMap((step) => step.inputs)
      .filter((input) => input.symbol === 'h_op')
      .map((input) => input.label);
    expect(operatingHours.length).toBeGreaterThan(0);
    expect(new Set(operatingHours)).toEqual(new Set(['Horas de operação']));
  });

  it('returns respirationHeatLoad (W) per goods item', () => {
    const room = buildRoom({
      goods: [
        buildRoom().goods[0]!,
        { ...buildRoom().goods[1]!, heatOfRespiration: 45, storageCapacity: 10_000 },
      ],
    });
    const result = computeCalculated(room);
    expect(result.goodsItems.map((item) => item.respirationHeatLoad)).toEqual([0, 450]);
  });

  it('passes refs.forkliftPowerKw to the forklift term', () => {
    const base = computeCalculated(buildRoom());
    const result = computeHeatLoad(buildRoom(), { ...REFS, forkliftPowerKw: 10 });
    expect((result.additionalLoad ?? 0) - base.additionalLoad).toBeCloseTo((5 * 8) / 18, 9);
  });

  it('returns the typed total when calculationType is not 1', () => {
    const result = computeHeatLoad(
      buildRoom({ calculationType: 2, typedTotalKcalh: 12_000 }),
      REFS,
    );
    expect(result).toMatchObject({
      mode: 'TYPED',
      heatTransfer: null,
      doors: null,
      goods: null,
      additionalLoad: null,
    });
    expect(result.totalKcalh).toBe(12_000);
    expect(result.totalKw).toBeCloseTo(12_000 / KCALH_PER_KW, 12);
    expect(result.steps).toHaveLength(1);
  });

  it('does not read the other sections when the total is typed', () => {
    const room = {
      ...buildRoom({ calculationType: 2, typedTotalKcalh: 500 }),
      heatTransfer: undefined,
    };
    expect(computeHeatLoad(room as unknown as HeatLoadRoom, REFS).totalKcalh).toBe(500);
  });
});

describe('what the total means (issue 11)', () => {
  /**
   * Only "other" equipment runs: 2 kW for 12 h a day = 86 400 kJ/day (no surface area, no door,
   * no goods, nobody inside), so every figure below is worked by hand.
   */
  function buildOtherOnlyRoom(overrides: Partial<HeatLoadRoom> = {}): HeatLoadRoom {
    const blank = buildSurface({ width: 0, length: 0 });
    return buildRoom({
      operatingHours: 16,
      safetyMargin: 10,
      heatTransfer: { ceiling: blank, floor: blank, walls: [blank, blank, blank, blank] },
      goods: [],
      doors: { calculationMethod: 'AIR_VELOCITY', doors: [] },
      additionalLoad: buildAdditionalLoad({
        staff: { count: 0, duration: 0 },
        forklift: { count: 0, duration: 0 },
        evaporator: { count: 0, power: 0, duration: 0 },
        lighting: { power: 0, duration: 0 },
        other: { power: 2, duration: 12 },
      }),
      ...overrides,
    });
  }

  it('gives the capacity at the operating hours, its 24 h average and the margin in kW', () => {
    const result = computeCalculated(buildOtherOnlyRoom());
    // 86 400 kJ/day over 16 h: 86 400 / (3600 · 16) = 1.5 kW; margin 10 %: 0.15 kW;
    // capacity 1.65 kW; the same daily energy over 24 h: 1.65 · 16 / 24 = 1.1 kW.
    expect(result.additionalLoad).toBeCloseTo(1.5, 12);
    expect(result.safetyMarginKw).toBeCloseTo(0.15, 12);
    expect(result.totalKw).toBeCloseTo(1.65, 12);
    expect(result.averageKw24h).toBeCloseTo(1.1, 12);
    // 12 h a day: 86 400 / (3600 · 12) = 2 kW, · 1.25 = 2.5 kW; 2.5 · 12 / 24 = 1.25 kW.
    const halfDay = computeCalculated(buildOtherOnlyRoom({ operatingHours: 12, safetyMargin: 25 }));
    expect(halfDay.safetyMarginKw).toBeCloseTo(0.5, 12);
    expect(halfDay.totalKw).toBeCloseTo(2.5, 12);
    expect(halfDay.averageKw24h).toBeCloseTo(1.25, 12);
  });

  it('labels the total with the operating hours and writes the margin and the average as steps', () => {
    const result = computeCalculated(buildOtherOnlyRoom());
    const step = (key: string) => result.steps.find((entry) => entry.key === key);
    expect(step('total.kw')?.label).toBe('Capacidade requerida (16 h/dia) — kW');
    expect(step('total.kw')?.result).toMatchObject({ symbol: 'P_total', unit: 'kW' });
    const marginKw = step('total.kw')?.inputs.find((input) => input.symbol === 'P_MS');
    expect(marginKw).toMatchObject({ label: 'Margem de segurança em kW', unit: 'kW' });
    expect(marginKw?.value).toBeCloseTo(0.15, 12);
    expect(step('total.kcalh')?.label).toBe('Capacidade requerida (16 h/dia) — kcal/h');
    // 1.65 kW · 859.845 = 1 418.744 kcal/h
    expect(step('total.kcalh')?.result.value).toBeCloseTo(1418.744, 3);
    expect(step('total.average24h')).toMatchObject({
      part: 'total',
      label: 'Média em 24 h',
      formula: 'P_24h = P_total · h_op / 24',
      result: { symbol: 'P_24h', unit: 'kW' },
    });
    expect(step('total.average24h')?.result.value).toBeCloseTo(1.1, 12);
    expect(formatRequiredCapacityLabel(7.5)).toBe('Capacidade requerida (7,5 h/dia)');
    expect(formatSafetyMarginLabel(12.5)).toBe('Margem de segurança (12,5 %)');
  });

  it('has no average nor margin in kW when the total is typed', () => {
    const typed = computeHeatLoad(buildRoom({ calculationType: 2, typedTotalKcalh: 1000 }), REFS);
    expect(typed).toMatchObject({ safetyMarginKw: null, averageKw24h: null });
  });
});

describe('the engine’s warnings (issue 11)', () => {
  it('are in Portuguese and name the memorial step they concern', () => {
    const warm = buildDoor({ adjacentAmbientTemperature: -30 });
    const room = buildRoom({
      doors: { calculationMethod: 'AIR_VELOCITY', doors: [buildDoor(), warm] },
      goods: [buildGoodsItem(), buildGoodsItem({ checkinTemperature: -25 })],
    });
    const result = computeCalculated(room);
    const keys = new Set(result.steps.map((step) => step.key));
    expect(result.warnings).toEqual([
      {
        code: 'DOOR_NO_DENSITY_DIFFERENCE',
        message: HEAT_LOAD_WARNING_MESSAGES.DOOR_NO_DENSITY_DIFFERENCE,
        field: 'doors.doors[1].adjacentAmbientTemperature',
        stepKey: 'doors.1',
      },
      {
        code: 'GOODS_WARMING',
        message: HEAT_LOAD_WARNING_MESSAGES.GOODS_WARMING,
        field: 'goods[1].checkinTemperature',
        stepKey: 'goods.1.pullDown',
      },
    ]);
    for (const warning of result.warnings) expect(keys.has(warning.stepKey ?? '')).toBe(true);
    expect(HEAT_LOAD_WARNING_MESSAGES.DOOR_NO_DENSITY_DIFFERENCE).toMatch(/^O ar do lado externo/);
  });
});

describe('computeHeatLoad refuses bad input with a coded DomainError', () => {
  const room = buildRoom();
  it.each([
    ['NaN room temperature', { roomTemperature: Number.NaN }, 'INVALID_INPUT', 'roomTemperature'],
    ['zero operating hours', { operatingHours: 0 }, 'OUT_OF_RANGE', 'operatingHours'],
    ['more than 24 operating hours', { operatingHours: 25 }, 'OUT_OF_RANGE', 'operatingHours'],
    ['negative length', { length: -10 }, 'INVALID_GEOMETRY', 'length'],
    ['zero height', { height: 0 }, 'INVALID_GEOMETRY', 'height'],
    ['negative safety margin', { safetyMargin: -5 }, 'OUT_OF_RANGE', 'safetyMargin'],
    [
      'missing ambient temperature',
      { ambientTemperature: undefined },
      'MISSING_INPUT',
      'ambientTemperature',
    ],
    ['missing surfaces', { heatTransfer: undefined }, 'MISSING_INPUT', 'heatTransfer'],
    ['missing goods list', { goods: undefined }, 'MISSING_INPUT', 'goods'],
    ['missing additional load', { additionalLoad: undefined }, 'MISSING_INPUT', 'additionalLoad'],
    ['missing doors', { doors: undefined }, 'MISSING_INPUT', 'doors'],
    [
      'typed total missing',
      { calculationType: 2, typedTotalKcalh: null },
      'MISSING_INPUT',
      'typedTotalKcalh',
    ],
    [
      'typed total NaN',
      { calculationType: 2, typedTotalKcalh: Number.NaN },
      'INVALID_INPUT',
      'typedTotalKcalh',
    ],
    ['calculation type NaN', { calculationType: Number.NaN }, 'INVALID_INPUT', 'calculationType'],
  ])('%s', (_name, overrides, code, field) => {
    const bad = { ...room, ...overrides } as unknown as HeatLoadRoom;
    expectDomainError(() => computeHeatLoad(bad, REFS), code as never, field);
  });

  it('refuses missing refs and a bad forklift power', () => {
    expectDomainError(() => computeHeatLoad(room, undefined as never), 'MISSING_INPUT', 'refs');
    expectDomainError(
      () => computeHeatLoad(room, { materials: REFS.materials, forkliftPowerKw: -1 }),
      'OUT_OF_RANGE',
    );
  });

  it('refuses a room that is not an object', () => {
    expectDomainError(() => computeHeatLoad(null as never, REFS), 'MISSING_INPUT', 'room');
  });
});
