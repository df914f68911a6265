import { describe, expect, it } from 'vitest';
import { buildDoor } from '../../test/support/rooms.ts';
import { computeMoistAirState } from '../psychrometrics/moist-air.ts';
import {
  computeDensityFactor,
  computeDoorOpenFraction,
  computeDoorwayFlowFactor,
  computeOpenDoorHeatFlow,
} from './door-air-velocity.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import type { DoorsGroup, HeatLoadWarning } from './types.ts';

const freezer = { roomTemperature: -20, length: 10, width: 8, height: 6 };
const airVelocity = (...doors: ReturnType<typeof buildDoor>[]): DoorsGroup => ({
  calculationMethod: 'AIR_VELOCITY',
  doors,
});

describe('Gosney–Olama door terms', () => {
  it('density factor F_m is 1 for equal densities and below 1 otherwise', () => {
    expect(computeDensityFactor(1.2, 1.2)).toBeCloseTo(1, 12);
    expect(computeDensityFactor(1.394, 1.154)).toBeCloseTo(
      (2 / (1 + Math.cbrt(1.394 / 1.154))) ** 1.5,
      12,
    );
    expect(computeDensityFactor(1.394, 1.154)).toBeLessThan(1);
  });

  it('open fraction D_t = f · (θp + 60 θo) / 3600, at most 1', () => {
    expect(computeDoorOpenFraction(10, 15, 0.5)).toBeCloseTo(0.125, 12);
    expect(computeDoorOpenFraction(100, 60, 1)).toBe(1);
    expect(computeDoorOpenFraction(0, 15, 0.5)).toBe(0);
  });

  it('doorway flow factor D_f is 0.8 above 11 K and 1.1 otherwise', () => {
    expect(computeDoorwayFlowFactor(11.01)).toBe(0.8);
    expect(computeDoorwayFlowFactor(11)).toBe(1.1);
  });

  it('open-door heat flow follows the ASHRAE equation', () => {
    const q = computeOpenDoorHeatFlow(8, 4, 45, 1.39, 1.24);
    const expected =
      0.221 *
      8 *
      45 *
      1.39 *
      Math.sqrt(1 - 1.24 / 1.39) *
      Math.sqrt(9.81 * 4) *
      computeDensityFactor(1.39, 1.24);
    expect(q).toBeCloseTo(expected, 12);
    expect(computeOpenDoorHeatFlow(8, 4, 45, 1.2, 1.25)).toBe(0);
  });
});

describe('infiltration, AIR_VELOCITY method', () => {
  it('computes q · D_t · D_f · (1 − E) · count · 86 400 per entry', () => {
    const door = buildDoor({ protectionBarrierEfficiency: 30, count: 2 });
    const result = computeInfiltrationLoad(airVelocity(door), freezer, []);
    const warm = computeMoistAirState(10, 85);
    const cold = computeMoistAirState(-20, 85);
    const q = computeOpenDoorHeatFlow(
      8,
      4,
      warm.enthalpy - cold.enthalpy,
      cold.density,
      warm.density,
    );
    expect(result.daily).toBeCloseTo(q * 0.125 * 0.8 * 0.7 * 2 * 86_400, 3);
    expect(result.steps[0]?.label).toBe('Infiltração — Porta 1 (velocidade do ar)');
  });

  it('sums several entries', () => {
    const one = computeInfiltrationLoad(airVelocity(buildDoor()), freezer, []).daily;
    const two = computeInfiltrationLoad(airVelocity(buildDoor(), buildDoor()), freezer, []).daily;
    expect(two).toBeCloseTo(2 * one, 6);
  });

  it('treats a null barrier efficiency as 0', () => {
    const zero = computeInfiltrationLoad(
      airVelocity(buildDoor({ protectionBarrierEfficiency: 0 })),
      freezer,
      [],
    );
    const nil = computeInfiltrationLoad(
      airVelocity(buildDoor({ protectionBarrierEfficiency: null })),
      freezer,
      [],
    );
    expect(nil.daily).toBe(zero.daily);
  });

  it('gives 0 and a warning when the adjacent air is not lighter', () => {
    const warnings: HeatLoadWarning[] = [];
    const warmRoom = { ...freezer, roomTemperature: 20 };
    const door = buildDoor({ adjacentAmbientTemperature: 5 });
    expect(computeInfiltrationLoad(airVelocity(door), warmRoom, warnings).daily).toBe(0);
    expect(warnings[0]?.code).toBe('DOOR_NO_DENSITY_DIFFERENCE');
  });
});
