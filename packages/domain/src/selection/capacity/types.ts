/**
 * Shapes of the reference data behind the capacity models (generated modules in this folder).
 */

/** Temperature application of a compressor curve, a product line or a unit. */
export type TemperatureApplication = 'LOW' | 'MEDIUM' | 'HIGH';

/**
 * One compressor performance curve pair in AHRI 540 / EN 12900 form (10 coefficients each):
 * `X = c1 + cS·S + cS2·S² + cD·D + cD2·D² + cSD·S·D + cS3·S³ + cD3·D³ + cS2D·S²·D + cSD2·S·D²`
 * with S the saturated suction (dew) and D the saturated discharge temperature in °C; X in W.
 */
export interface CompressorCurve {
  /** Original row name (CDH Energy Corp. database), the row's identity. */
  readonly name: string;
  readonly manufacturer: string;
  readonly series: string;
  readonly model: string;
  readonly frequencyHz: number;
  /** Refrigerant code as the domain spells it (`R134a`, not `R134A`). */
  readonly refrigerantCode: string;
  readonly application: TemperatureApplication;
  /** Rating basis of the curve: return gas temperature, °C. */
  readonly ratedReturnGasC: number;
  /** Validity envelope of the curve, °C. */
  readonly suctionMinC: number;
  readonly suctionMaxC: number;
  readonly dischargeMinC: number;
  readonly dischargeMaxC: number;
  /** Refrigeration capacity coefficients, W (order c1, cS, cS2, cD, cD2, cSD, cS3, cD3, cS2D, cSD2). */
  readonly capacityCoefficientsW: readonly number[];
  /** Absorbed power coefficients, W (same order). */
  readonly powerCoefficientsW: readonly number[];
}

/** A unit-cooler standard rating condition (EN 328 SC1–SC5). */
export interface RatingCondition {
  readonly code: string;
  /** Air inlet temperature, °C. */
  readonly airInletC: number;
  /** Evaporating (dew) temperature, °C. */
  readonly evaporatingC: number;
  /** DT1 = air inlet − evaporating, K. */
  readonly dtK: number;
  /** Total over sensible capacity (wet-coil factor), dimensionless, ≥ 1. */
  readonly wetCoilFactor: number;
  readonly source: string;
}

/**
 * Property tables of one refrigerant (generated `refrigerant-tables.ts`): saturated rows
 * `[T °C, p Pa, h_liq J/kg]` ascending, and superheated vapour isobars whose rows are
 * `[T °C, h J/kg, rho kg/m³]` ascending from the saturation temperature.
 */
export interface RefrigerantTable {
  readonly refrigerantCode: string;
  readonly saturated: readonly (readonly [number, number, number])[];
  readonly isobars: readonly {
    readonly pressurePa: number;
    readonly rows: readonly (readonly [number, number, number])[];
  }[];
}
