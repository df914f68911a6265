import { DomainError } from '../../errors.ts';
import type { CompressorCurve } from './types.ts';

/**
 * Compressor performance polynomials (AHRI 540 / EN 12900 ten-coefficient form), as used by the
 * demonstration catalogue generator to build condensing-unit and compressor-unit tables.
 */

/** Which of the two curves of a {@link CompressorCurve} to evaluate. */
export type CompressorQuantity = 'capacity' | 'power';

function readCoefficients(curve: CompressorCurve, quantity: CompressorQuantity): readonly number[] {
  const coefficients =
    quantity === 'capacity' ? curve.capacityCoefficientsW : curve.powerCoefficientsW;
  if (coefficients.length !== 10) {
    throw new DomainError('INVALID_INPUT', `${curve.name} needs 10 ${quantity} coefficients`);
  }
  return coefficients;
}

const at = (values: readonly number[], index: number): number => values[index] ?? 0;

/**
 * Value of a compressor polynomial, without any envelope check.
 *
 * @param curve - the coefficients (W).
 * @param quantity - `capacity` (refrigeration capacity) or `power` (absorbed power).
 * @param suctionC - saturated suction (dew) temperature S, °C.
 * @param dischargeC - saturated discharge temperature D, °C.
 * @returns W: `c1 + cS·S + cS2·S² + cD·D + cD2·D² + cSD·S·D + cS3·S³ + cD3·D³ + cS2D·S²·D + cSD2·S·D²`.
 * Source: AHRI Standard 540 (ten-coefficient form), coefficients of CDH Energy Corp.
 * @example
 * const curve = COMPRESSOR_CURVES.find(
 *   (c) => c.model === 'ZS38K4E-TF5' && c.refrigerantCode === 'R404A');
 * evaluateCompressorPolynomial(curve, 'capacity', -10, 45); // ≈ 8618 W — ZS38K4E, R404A
 */
export function evaluateCompressorPolynomial(
  curve: CompressorCurve,
  quantity: CompressorQuantity,
  suctionC: number,
  dischargeC: number,
): number {
  const c = readCoefficients(curve, quantity);
  const s = suctionC;
  const d = dischargeC;
  return (
    at(c, 0) +
    at(c, 1) * s +
    at(c, 2) * s * s +
    at(c, 3) * d +
    at(c, 4) * d * d +
    at(c, 5) * s * d +
    at(c, 6) * s * s * s +
    at(c, 7) * d * d * d +
    at(c, 8) * s * s * d +
    at(c, 9) * s * d * d
  );
}

/**
 * Partial derivative ∂X/∂D of a compressor polynomial.
 *
 * @param suctionC - S, °C. @param dischargeC - D, °C.
 * @returns W per K: `cD + 2·cD2·D + cSD·S + 3·cD3·D² + cS2D·S² + 2·cSD2·S·D`.
 * @example
 * const curve = COMPRESSOR_CURVES.find(
 *   (c) => c.model === 'ZS38K4E-TF5' && c.refrigerantCode === 'R404A');
 * computeCompressorDischargeSlope(curve, 'capacity', -10, 45); // ≈ -155 W/K
 */
export function computeCompressorDischargeSlope(
  curve: CompressorCurve,
  quantity: CompressorQuantity,
  suctionC: number,
  dischargeC: number,
): number {
  const c = readCoefficients(curve, quantity);
  const s = suctionC;
  const d = dischargeC;
  return (
    at(c, 3) +
    2 * at(c, 4) * d +
    at(c, 5) * s +
    3 * at(c, 7) * d * d +
    at(c, 8) * s * s +
    2 * at(c, 9) * s * d
  );
}

/**
 * Compressor performance for the demonstration catalogue: the polynomial inside its envelope;
 * above the envelope's highest discharge temperature `D_max`, the first-order continuation
 * `X(S, D_max) + (D − D_max) · ∂X/∂D(S, D_max)` (docs/domain/selection.md, "Condensing rule":
 * the curves stop at 48.9 °C while an ambient of 43 °C condenses at 53 °C). Suction temperatures
 * outside `[S_min, S_max]` and discharge temperatures below `D_min` or more than
 * {@link MAX_DISCHARGE_CONTINUATION_K} above `D_max` are refused.
 *
 * @param suctionC - S, °C, within the curve's suction envelope.
 * @param dischargeC - D, °C, from `D_min` to `D_max + 5 K`.
 * @returns W.
 * @throws DomainError `OUT_OF_CATALOGUE_RANGE` outside those limits.
 * @example
 * const curve = COMPRESSOR_CURVES.find(
 *   (c) => c.model === 'ZS38K4E-TF5' && c.refrigerantCode === 'R404A');
 * computeCompressorPerformance(curve, 'capacity', -10, 53); // ≈ 7342 W — continued above 48.9 °C
 * evaluateCompressorPolynomial(curve, 'capacity', -10, 48.9) +
 *   4.1 * computeCompressorDischargeSlope(curve, 'capacity', -10, 48.9); // ≈ 7342 W — the same line
 */
export function computeCompressorPerformance(
  curve: CompressorCurve,
  quantity: CompressorQuantity,
  suctionC: number,
  dischargeC: number,
): number {
  const maxDischargeC = curve.dischargeMaxC + MAX_DISCHARGE_CONTINUATION_K;
  if (suctionC < curve.suctionMinC || suctionC > curve.suctionMaxC) {
    throw new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      `suction ${suctionC} °C outside ${curve.suctionMinC}…${curve.suctionMaxC} °C of ${curve.name}`,
      'suctionC',
    );
  }
  if (dischargeC < curve.dischargeMinC || dischargeC > maxDischargeC) {
    throw new DomainError(
      'OUT_OF_CATALOGUE_RANGE',
      `discharge ${dischargeC} °C outside ${curve.dischargeMinC}…${maxDischargeC} °C of ${curve.name}`,
      'dischargeC',
    );
  }
  if (dischargeC <= curve.dischargeMaxC) {
    return evaluateCompressorPolynomial(curve, quantity, suctionC, dischargeC);
  }
  const edge = curve.dischargeMaxC;
  const base = evaluateCompressorPolynomial(curve, quantity, suctionC, edge);
  const slope = computeCompressorDischargeSlope(curve, quantity, suctionC, edge);
  return base + (dischargeC - edge) * slope;
}

/** Largest continuation above a curve's `D_max`, K (43 °C + 10 K = 53 °C vs 48.9 °C: 4.1 K). */
export const MAX_DISCHARGE_CONTINUATION_K = 5;
