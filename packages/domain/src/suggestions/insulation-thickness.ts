/**
 * Insulation thickness suggestion (spec §9 "Suggestions for insulation"; heat-load method,
 * "Insulation thickness suggestion"): the smallest standard panel whose heat flux `k · ΔT / x`
 * is at most 8 W/m², capped at 250 mm. The table in insulation-thickness-table.ts is this rule
 * written down; a test checks that they agree.
 */

/** Standard panel thicknesses, mm. */
export const STANDARD_PANEL_THICKNESSES_MM: readonly number[] = [
  50, 75, 100, 125, 150, 175, 200, 250,
];

/** Largest heat flux the suggestion allows through a panel, W/m². */
export const MAX_PANEL_HEAT_FLUX = 8;

/** Table keys: ΔT from 15 to 85 K in steps of 5. */
export const THICKNESS_TABLE_MIN_DELTA_T = 15;
export const THICKNESS_TABLE_MAX_DELTA_T = 85;

/** Floating-point slack so that a flux of exactly 8 W/m² counts as "at most 8". */
const FLUX_TOLERANCE = 1e-9;

/**
 * Smallest standard panel with `k · ΔT / x ≤ 8 W/m²`, capped at 250 mm.
 *
 * @param conductivity - k, W/(m·K), above 0.
 * @param temperatureDifference - ΔT across the panel, K.
 * @returns thickness, mm.
 * @example computeSuggestedPanelThickness(0.022, 40); // => 125 — flux 7.04 W/m²
 */
export function computeSuggestedPanelThickness(
  conductivity: number,
  temperatureDifference: number,
): number {
  const found = STANDARD_PANEL_THICKNESSES_MM.find(
    (thickness) =>
      (conductivity * temperatureDifference) / (thickness / 1000) <=
      MAX_PANEL_HEAT_FLUX + FLUX_TOLERANCE,
  );
  return found ?? 250;
}

/**
 * Key of the thickness table: ambient minus room, rounded up to a multiple of 5 and held
 * between 15 and 85.
 *
 * @param ambientTemperature - °C.
 * @param roomTemperature - °C.
 * @returns ΔT key, K.
 * @example findThicknessTableKey(38, -20); // => 60
 */
export function findThicknessTableKey(ambientTemperature: number, roomTemperature: number): number {
  const rounded = Math.ceil((ambientTemperature - roomTemperature) / 5) * 5;
  return Math.min(THICKNESS_TABLE_MAX_DELTA_T, Math.max(THICKNESS_TABLE_MIN_DELTA_T, rounded));
}

/**
 * Insulation thickness that keeps a surface of area A under a heat flow Q:
 * `x = k · A · ΔT / Q` (AIRAH worked example: 0.026 · 104 · 45 / 500 = 0.2434 m).
 *
 * @param conductivity - k, W/(m·K).
 * @param area - m².
 * @param temperatureDifference - K.
 * @param maxHeatFlow - W, above 0.
 * @returns thickness, m.
 * @example computeRequiredInsulationThickness(0.026, 104, 45, 500); // ≈ 0.24336 m (±1e-12)
 */
export function computeRequiredInsulationThickness(
  conductivity: number,
  area: number,
  temperatureDifference: number,
  maxHeatFlow: number,
): number {
  return (conductivity * area * temperatureDifference) / maxHeatFlow;
}
