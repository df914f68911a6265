// @ts-expect-error -- psychrolib 1.1.1 ships no type declarations; PsychrolibApi below types the part we use.
import psychrolibShared from 'psychrolib';

/**
 * The part of psychrolib's API the domain uses, typed by hand (SI signatures: °C, Pa, kg/kg,
 * relative humidity 0–1; enthalpy J/kg dry air, volume m³/kg dry air, density kg/m³).
 */
interface PsychrolibApi {
  readonly SI: number;
  SetUnitSystem(unitSystem: number): void;
  GetHumRatioFromRelHum(tDryBulb: number, relHum: number, pressure: number): number;
  GetMoistAirEnthalpy(tDryBulb: number, humRatio: number): number;
  GetMoistAirVolume(tDryBulb: number, humRatio: number, pressure: number): number;
  GetMoistAirDensity(tDryBulb: number, humRatio: number, pressure: number): number;
}

type PsychrolibConstructor = new () => PsychrolibApi;

const shared = psychrolibShared as PsychrolibApi;

/**
 * A private psychrolib instance fixed to SI. psychrolib exports one shared object whose unit
 * system is global mutable state (the house style's anti-example); constructing our own
 * instance keeps anyone else's `SetUnitSystem(IP)` from reaching the domain.
 */
export const psychrolibSi: PsychrolibApi = (() => {
  const instance = new (shared.constructor as PsychrolibConstructor)();
  instance.SetUnitSystem(instance.SI);
  return instance;
})();
