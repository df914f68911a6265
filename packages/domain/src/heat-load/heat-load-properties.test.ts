// Property tests: the engine's answers behave as physics and the method say, for any valid room.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDoor,
  buildGoodsItem,
  buildRoom,
  buildSurface,
  REFS,
} from '../testing/room-builders.ts';
import { computeHeatLoad } from './total-load.ts';
import type { CalculatedHeatLoad, Door, DoorCalculationMethod, HeatLoadRoom } from './types.ts';

const RUNS = { numRuns: 150 };

function computeCalculated(room: HeatLoadRoom): CalculatedHeatLoad {
  const result = computeHeatLoad(room, REFS);
  if (result.mode !== 'CALCULATED') throw new Error('expected a calculated heat load');
  return result;
}

const doorArbitrary = fc.record({
  count: fc.integer({ min: 0, max: 4 }),
  width: fc.double({ min: 0.5, max: 4, noNaN: true }),
  height: fc.double({ min: 1.8, max: 6, noNaN: true }),
  adjacentAmbientTemperature: fc.double({ min: -10, max: 43, noNaN: true }),
  adjacentAmbientRelativeHumidity: fc.double({ min: 0, max: 100, noNaN: true }),
  internalRelativeHumidity: fc.double({ min: 0, max: 100, noNaN: true }),
  openingFrequency: fc.double({ min: 0, max: 60, noNaN: true }),
  openCloseDuration: fc.double({ min: 0, max: 30, noNaN: true }),
  openDuration: fc.double({ min: 0, max: 5, noNaN: true }),
  protectionBarrierEfficiency: fc.option(fc.double({ min: 0, max: 100, noNaN: true })),
  airExchangeRate: fc.option(fc.double({ min: 0, max: 50, noNaN: true })),
});

const goodsArbitrary = fc
  .record({
    dailyMovement: fc.double({ min: 0, max: 50_000, noNaN: true }),
    storageCapacity: fc.double({ min: 0, max: 500_000, noNaN: true }),
    checkinTemperature: fc.double({ min: -30, max: 40, noNaN: true }),
    checkoutTemperature: fc.double({ min: -35, max: 21, noNaN: true }),
    processingTime: fc.double({ min: 0.5, max: 72, noNaN: true }),
    freezingPoint: fc.double({ min: -5, max: 0, noNaN: true }),
    heatOfRespiration: fc.double({ min: 0, max: 200, noNaN: true }),
  })
  .map((values) => buildGoodsItem(values));

const roomArbitrary = fc
  .record({
    roomTemperature: fc.double({ min: -35, max: 21, noNaN: true }),
    ambientTemperature: fc.double({ min: 15, max: 43, noNaN: true }),
    operatingHours: fc.double({ min: 1, max: 24, noNaN: true }),
    length: fc.double({ min: 1, max: 60, noNaN: true }),
    width: fc.double({ min: 1, max: 40, noNaN: true }),
    height: fc.double({ min: 2, max: 12, noNaN: true }),
    safetyMargin: fc.double({ min: 0, max: 50, noNaN: true }),
    method: fc.constantFrom<DoorCalculationMethod>('VOLUME', 'AIR_VELOCITY'),
    doors: fc.array(doorArbitrary, { maxLength: 3 }),
    goods: fc.array(goodsArbitrary, { maxLength: 4 }),
  })
  .map(({ method, doors, goods, ...values }) =>
    buildRoom({
      ...values,
      goods,
      doors: {
        calculationMethod: method,
        doors: (method === 'VOLUME' ? doors.slice(0, 1) : doors).map((door) => buildDoor(door)),
      },
    }),
  );

/** A freezer door case where the warm side is warmer and at least as humid as the room. */
const warmDoorCase = fc.record({
  roomTemperature: fc.double({ min: -30, max: -1, noNaN: true }),
  excess: fc.double({ min: 12, max: 40, noNaN: true }),
  internalRelativeHumidity: fc.double({ min: 50, max: 90, noNaN: true }),
  extraHumidity: fc.double({ min: 0, max: 10, noNaN: true }),
  width: fc.double({ min: 0.5, max: 3, noNaN: true }),
  height: fc.double({ min: 1.8, max: 5, noNaN: true }),
  growth: fc.double({ min: 1.01, max: 3, noNaN: true }),
});

function buildAirVelocityRoom(door: Partial<Door>, roomTemperature: number): HeatLoadRoom {
  return buildRoom({
    roomTemperature,
    doors: { calculationMethod: 'AIR_VELOCITY', doors: [buildDoor(door)] },
  });
}

describe('heat-load properties', () => {
  it('every part and every step is finite for any valid room', () => {
    fc.assert(
      fc.property(roomArbitrary, (room) => {
        const result = computeCalculated(room);
        const parts = [result.heatTransfer, result.doors, result.goods, result.additionalLoad];
        expect(parts.every(Number.isFinite)).toBe(true);
        expect(Number.isFinite(result.totalKw) && Number.isFinite(result.totalKcalh)).toBe(true);
        expect(result.steps.every((step) => Number.isFinite(step.result.value))).toBe(true);
      }),
      RUNS,
    );
  });

  it('applies the safety margin once, to the sum of the parts', () => {
    fc.assert(
      fc.property(roomArbitrary, (room) => {
        const result = computeCalculated(room);
        const sum = result.heatTransfer + result.doors + result.goods + result.additionalLoad;
        expect(result.totalKw).toBeCloseTo(sum * (1 + room.safetyMargin / 100), 6);
        const bare = computeCalculated({ ...room, safetyMargin: 0 });
        expect(bare.heatTransfer).toBe(result.heatTransfer);
        expect(bare.totalKw).toBeCloseTo(sum, 6);
      }),
      RUNS,
    );
  });

  it('a larger door lets in more heat', () => {
    fc.assert(
      fc.property(warmDoorCase, (c) => {
        const door = {
          width: c.width,
          height: c.height,
          adjacentAmbientTemperature: c.roomTemperature + c.excess,
          internalRelativeHumidity: c.internalRelativeHumidity,
          adjacentAmbientRelativeHumidity: c.internalRelativeHumidity + c.extraHumidity,
        };
        const base = computeCalculated(buildAirVelocityRoom(door, c.roomTemperature)).doors;
        const wider = buildAirVelocityRoom(
          { ...door, width: c.width * c.growth },
          c.roomTemperature,
        );
        const taller = buildAirVelocityRoom(
          { ...door, height: c.height * c.growth },
          c.roomTemperature,
        );
        expect(base).toBeGreaterThan(0);
        expect(computeCalculated(wider).doors).toBeCloseTo(base * c.growth, 6);
        expect(computeCalculated(taller).doors).toBeGreaterThan(base);
      }),
      RUNS,
    );
  });

  it('the door count scales the door load linearly', () => {
    fc.assert(
      fc.property(warmDoorCase, fc.integer({ min: 0, max: 12 }), (c, count) => {
        const door = { adjacentAmbientTemperature: c.roomTemperature + c.excess };
        const one = computeCalculated(
          buildAirVelocityRoom({ ...door, count: 1 }, c.roomTemperature),
        );
        const many = computeCalculated(buildAirVelocityRoom({ ...door, count }, c.roomTemperature));
        expect(many.doors).toBeCloseTo(one.doors * count, 6);
      }),
      RUNS,
    );
  });

  it('more daily movement of warm goods means more goods load', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 20_000, noNaN: true }),
        fc.double({ min: 1.01, max: 5, noNaN: true }),
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        (movement, growth, warmer) => {
          const goods = (dailyMovement: number) => [
            buildGoodsItem({ dailyMovement, checkinTemperature: -20 + warmer }),
          ];
          const base = computeCalculated(buildRoom({ goods: goods(movement) })).goods;
          const more = computeCalculated(buildRoom({ goods: goods(movement * growth) })).goods;
          expect(more).toBeGreaterThan(base);
          expect(more).toBeCloseTo(base * growth, 6);
        },
      ),
      RUNS,
    );
  });

  // The doors (adjacent 10 °C) stay in one D_f regime (ΔT > 11 K): D_f jumps from 1.1 to 0.8
  // at 11 K, a documented discontinuity of the method.
  it('a colder room gains more heat through surfaces, people and doors', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -34, max: -1.5, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (warmer, drop) => {
          const colder = Math.max(-35, warmer - drop);
          fc.pre(colder < warmer);
          const at = (roomTemperature: number) => computeCalculated(buildRoom({ roomTemperature }));
          const [hot, cold] = [at(warmer), at(colder)];
          expect(cold.heatTransfer).toBeGreaterThan(hot.heatTransfer);
          expect(cold.additionalLoad).toBeGreaterThan(hot.additionalLoad);
          expect(cold.doors).toBeGreaterThan(hot.doors);
        },
      ),
      RUNS,
    );
  });

  it('surfaces: more insulation means less transmission', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 300 }),
        fc.integer({ min: 1, max: 100 }),
        (mm, extra) => {
          const room = (thickness: number) =>
            buildRoom({
              heatTransfer: {
                ceiling: buildSurface({ thickness, temperature: 41, width: 8 }),
                floor: buildSurface({ thickness, temperature: 19, width: 8 }),
                walls: [8, 10, 8, 10].map((length) => buildSurface({ thickness, length })),
              },
            });
          expect(computeCalculated(room(mm + extra)).heatTransfer).toBeLessThan(
            computeCalculated(room(mm)).heatTransfer,
          );
        },
      ),
      RUNS,
    );
  });

  it('each part is its daily energy over the operating hours', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 24, noNaN: true }), (hours) => {
        const reference = computeCalculated(buildRoom({ operatingHours: 24 }));
        const result = computeCalculated(buildRoom({ operatingHours: hours }));
        expect(result.heatTransfer * hours).toBeCloseTo(reference.heatTransfer * 24, 6);
        expect(result.goods * hours).toBeCloseTo(reference.goods * 24, 6);
      }),
      RUNS,
    );
  });
});
