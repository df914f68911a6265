/**
 * Refrigerant fluids offered for selection (spec part 1 §3 "Refrigerant fluid": id, code),
 * with the temperature glide used later to place dew and bubble points. Values from
 * /work/shared/data/refrigerants/blends.csv, copied to packages/domain/data-sources/.
 */
export interface RefrigerantRecord {
  readonly id: number;
  readonly code: string;
  /** Approximate temperature glide at 1 atm, K (0 for pure fluids and azeotropes). */
  readonly glideK: number;
  /** True when the glide was checked against a primary source. */
  readonly isGlideVerified: boolean;
  readonly source: string;
}

export const REFRIGERANTS: readonly RefrigerantRecord[] = [
  {
    id: 1,
    code: 'R22',
    glideK: 0,
    isGlideVerified: true,
    source: 'pure fluid (HCFC); blends.csv, CoolProp R22.json',
  },
  {
    id: 2,
    code: 'R134a',
    glideK: 0,
    isGlideVerified: true,
    source: 'pure fluid (HFC); blends.csv, CoolProp R134a.json',
  },
  {
    id: 3,
    code: 'R404A',
    glideK: 0.7,
    isGlideVerified: true,
    source:
      'near-azeotrope; blends.csv "~0.7"; CoolProp R404A.json bubble/dew ancillaries give 0.75 K at 1 atm',
  },
  {
    id: 4,
    code: 'R448A',
    glideK: 6,
    isGlideVerified: false,
    source:
      'zeotrope; blends.csv "~6 K at 1 atm" (shrinks to about 4–5 K at working pressures); NOT verified against the Honeywell Solstice N40 table',
  },
  {
    id: 5,
    code: 'R449A',
    glideK: 6,
    isGlideVerified: false,
    source:
      'zeotrope; blends.csv "~6 K at 1 atm", third-party PT charts; NOT verified against the Chemours Opteon XP40 table',
  },
];
