import { describe, expect, it } from 'vitest';
// @ts-expect-error -- psychrolib ships no types; the test only flips its shared unit system.
import psychrolibShared from 'psychrolib';
import { DomainError } from '../errors.ts';
import {
  computeMoistAirDensity,
  computeMoistAirEnthalpy,
  computeMoistAirSpecificVolume,
  computeMoistAirState,
} from './moist-air.ts';

const shared = psychrolibShared as { IP: number; SI: number; SetUnitSystem(unit: number): void };

describe('moist-air properties (psychrolib, SI, 101 325 Pa)', () => {
  it('gives enthalpy in kJ/kg dry air, volume in m³/kg and density in kg/m³', () => {
    const state = computeMoistAirState(30, 60);
    expect(state.enthalpy).toBeCloseTo(71.19, 1);
    expect(state.specificVolume).toBeCloseTo(0.881, 3);
    expect(state.density).toBeCloseTo(1.1534, 3);
    expect(state.humidityRatio).toBeCloseTo(0.01604, 4);
  });

  it('agrees with ρ = (1 + W) / v', () => {
    const state = computeMoistAirState(-20, 85);
    expect(state.density).toBeCloseTo((1 + state.humidityRatio) / state.specificVolume, 10);
  });

  it('exposes one-property helpers', () => {
    expect(computeMoistAirEnthalpy(0, 100)).toBeCloseTo(9.44, 2);
    expect(computeMoistAirSpecificVolume(20, 100)).toBeCloseTo(0.85, 3);
    expect(computeMoistAirDensity(-20, 85)).toBeCloseTo(1.394, 3);
  });

  it('colder and more humid air has the properties physics says', () => {
    expect(computeMoistAirDensity(-20, 85)).toBeGreaterThan(computeMoistAirDensity(10, 85));
    expect(computeMoistAirEnthalpy(30, 80)).toBeGreaterThan(computeMoistAirEnthalpy(30, 40));
  });

  it('is not affected by someone switching the shared psychrolib object to IP', () => {
    const before = computeMoistAirEnthalpy(25, 50);
    shared.SetUnitSystem(shared.IP);
    try {
      expect(computeMoistAirEnthalpy(25, 50)).toBe(before);
    } finally {
      shared.SetUnitSystem(shared.SI);
    }
  });

  it.each([
    [25, 101, 'OUT_OF_RANGE'],
    [25, -1, 'OUT_OF_RANGE'],
    [80, 50, 'OUT_OF_RANGE'],
    [Number.NaN, 50, 'INVALID_INPUT'],
  ])('refuses T %s °C, RH %s %% with %s', (temperature, humidity, code) => {
    expect(() => computeMoistAirState(temperature, humidity)).toThrow(DomainError);
    try {
      computeMoistAirState(temperature, humidity);
    } catch (error) {
      expect((error as DomainError).code).toBe(code);
    }
  });
});
