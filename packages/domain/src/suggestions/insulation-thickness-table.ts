/**
 * Suggested insulation thickness by temperature difference and material (spec §9), written down
 * from the rule in insulation-thickness.ts with the method's default conductivities (PUR/PIR
 * 0.022, EPS 0.035 W/(m·K)). insulation-thickness-table.test.ts checks every row against the rule.
 */
export interface InsulationThicknessRow {
  /** Ambient minus room, rounded up to a multiple of 5, K. */
  readonly deltaT: number;
  /** PUR (10) and PIR (11), mm. */
  readonly polyurethane: number;
  /** EPS (12), mm. */
  readonly eps: number;
}

export const INSULATION_THICKNESS_TABLE: readonly InsulationThicknessRow[] = [
  { deltaT: 15, polyurethane: 50, eps: 75 },
  { deltaT: 20, polyurethane: 75, eps: 100 },
  { deltaT: 25, polyurethane: 75, eps: 125 },
  { deltaT: 30, polyurethane: 100, eps: 150 },
  { deltaT: 35, polyurethane: 100, eps: 175 },
  { deltaT: 40, polyurethane: 125, eps: 175 },
  { deltaT: 45, polyurethane: 125, eps: 200 },
  { deltaT: 50, polyurethane: 150, eps: 250 },
  { deltaT: 55, polyurethane: 175, eps: 250 },
  { deltaT: 60, polyurethane: 175, eps: 250 },
  { deltaT: 65, polyurethane: 200, eps: 250 },
  { deltaT: 70, polyurethane: 200, eps: 250 },
  { deltaT: 75, polyurethane: 250, eps: 250 },
  { deltaT: 80, polyurethane: 250, eps: 250 },
  { deltaT: 85, polyurethane: 250, eps: 250 },
];
