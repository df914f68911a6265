import { DomainError } from '../../errors.ts';
import {
  computeSaturatedLiquidEnthalpy,
  computeSaturationPressure,
  computeVapourState,
} from './refrigerant-state.ts';

/**
 * The rating basis of a compressor or unit capacity table: which suction gas state (and liquid
 * subcooling) the maker's capacities assume (docs/domain/selection.md, "Rating basis").
 * - `EN12900_10K_SUPERHEAT`: EN 12900 compressor rating, 10 K suction superheat, 0 K subcooling.
 * - `AHRI540_RETURN_GAS_18_3C`: AHRI 540 rating at 18.3 °C (65 °F) return gas, 0 K subcooling,
 *   the whole superheat to 18.3 °C counted as useful.
 * - `EN13215`: a maker's condensing-unit rating to EN 13215 (conditions in its own catalogue).
 */
export const RATING_BASES = [
  'EN12900_10K_SUPERHEAT',
  'AHRI540_RETURN_GAS_18_3C',
  'EN13215',
] as const;
export type RatingBasis = (typeof RATING_BASES)[number];

/** EN 12900 suction superheat, K. */
export const EN12900_SUPERHEAT_K = 10;
/** AHRI 540 return gas temperature (65 °F), °C. */
export const AHRI540_RETURN_GAS_C = 18.3;

/**
 * Capacity factor from the AHRI 540 return-gas basis (18.3 °C, 0 K subcooling) to the EN 12900
 * basis (10 K superheat, 0 K subcooling) of one compressor at the same saturated suction and
 * discharge temperatures: `Q_EN / Q_AHRI = (ρ_10K / ρ_RG) · (h_10K − h_liq) / (h_RG − h_liq)`.
 * The compressor displaces the same volume with the same volumetric efficiency, so its mass flow
 * follows the suction gas density; the useful enthalpy difference ends at the suction state of
 * each basis; the liquid leaves the condenser saturated (0 K subcooling in both standards).
 * Absorbed power is left unchanged (the usual conversion assumption).
 *
 * @param refrigerantCode - `R22`, `R134a` or `R404A` (the tabulated fluids).
 * @param suctionC - saturated suction (dew) temperature S, °C, −50 to 8.3.
 * @param dischargeC - saturated discharge temperature D, °C, up to 60 (liquid at D).
 * @returns dimensionless, below 1 when the return gas is warmer than S + 10 K.
 * @throws DomainError `UNKNOWN_REFERENCE` for an untabulated fluid, `OUT_OF_RANGE` outside.
 * Source: EN 12900:2013 §4 (10 K superheat, 0 K subcooling); AHRI 540-2020 Table 1 (18.3 °C
 * return gas); properties from EnergyPlus FluidPropertiesRefData (R404A, IIR reference).
 * @example
 * computeReturnGasToSuperheatFactor('R404A', -10, 45); // ≈ 0.9381 (±0.001)
 * computeReturnGasToSuperheatFactor('R404A', -30, 45); // ≈ 0.8636 (±0.001)
 */
export function computeReturnGasToSuperheatFactor(
  refrigerantCode: string,
  suctionC: number,
  dischargeC: number,
): number {
  const superheatedC = suctionC + EN12900_SUPERHEAT_K;
  if (superheatedC > AHRI540_RETURN_GAS_C) {
    throw new DomainError(
      'OUT_OF_RANGE',
      `suction ${suctionC} °C + 10 K is warmer than the 18.3 °C return gas`,
      'suctionC',
    );
  }
  const pressurePa = computeSaturationPressure(refrigerantCode, suctionC);
  const liquid = computeSaturatedLiquidEnthalpy(refrigerantCode, dischargeC);
  const superheat = computeVapourState(refrigerantCode, pressurePa, superheatedC);
  const returnGas = computeVapourState(refrigerantCode, pressurePa, AHRI540_RETURN_GAS_C);
  const densityRatio = superheat.densityKgPerM3 / returnGas.densityKgPerM3;
  const enthalpyRatio = (superheat.enthalpyJPerKg - liquid) / (returnGas.enthalpyJPerKg - liquid);
  return densityRatio * enthalpyRatio;
}

/**
 * Capacity on the EN 12900 basis from a capacity on the AHRI 540 return-gas basis
 * ({@link computeReturnGasToSuperheatFactor}).
 *
 * @param capacity - any unit (W, kcal/h), AHRI 540 basis.
 * @returns the same unit, EN 12900 basis.
 * @example
 * convertReturnGasToSuperheatCapacity(10_000, 'R404A', -30, 45); // ≈ 8636 (±10)
 */
export function convertReturnGasToSuperheatCapacity(
  capacity: number,
  refrigerantCode: string,
  suctionC: number,
  dischargeC: number,
): number {
  return capacity * computeReturnGasToSuperheatFactor(refrigerantCode, suctionC, dischargeC);
}
