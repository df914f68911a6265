/**
 * Building materials of the six surfaces, ids 10–15 (spec part 1 §3). Conductivities are the
 * method's defaults (docs/heat-load-method.md, "Transmission"); the API seeds its database from
 * this list and passes the stored values to the engine through `refs.materials`.
 */

/** How the engine builds U for the material (heat-load method, "Transmission"). */
export type MaterialKind = 'PANEL' | 'MASONRY';

export interface MaterialRecord {
  readonly id: number;
  readonly code: string;
  /** pt-BR name shown to users. */
  readonly name: string;
  /** k, W/(m·K). */
  readonly conductivity: number;
  /** PANEL: `U = k / x`; MASONRY: `U = 1 / (0.12 + x / k + 0.04)`. */
  readonly kind: MaterialKind;
  readonly source: string;
}

const METHOD = 'docs/heat-load-method.md "Transmission", default conductivities';

export const MATERIALS: readonly MaterialRecord[] = [
  {
    id: 10,
    code: 'PUR',
    name: 'PUR',
    conductivity: 0.022,
    kind: 'PANEL',
    source: `${METHOD} (PUR 0.022)`,
  },
  {
    id: 11,
    code: 'PIR',
    name: 'PIR',
    conductivity: 0.022,
    kind: 'PANEL',
    source: `${METHOD} (PIR 0.022)`,
  },
  {
    id: 12,
    code: 'EPS',
    name: 'EPS',
    conductivity: 0.035,
    kind: 'PANEL',
    source: `${METHOD} (EPS 0.035)`,
  },
  {
    id: 13,
    code: 'MASONRY',
    name: 'Alvenaria',
    conductivity: 0.9,
    kind: 'MASONRY',
    source: `${METHOD} (masonry 0.90)`,
  },
  {
    id: 14,
    code: 'CONCRETE',
    name: 'Concreto',
    conductivity: 1.75,
    kind: 'MASONRY',
    source: `${METHOD} (concrete 1.75)`,
  },
  {
    id: 15,
    code: 'GLASS',
    name: 'Vidro',
    conductivity: 1.0,
    kind: 'MASONRY',
    source: `${METHOD} (glass 1.00)`,
  },
];

/** Material ids the suggestions use. */
export const MATERIAL_ID = {
  PUR: 10,
  PIR: 11,
  EPS: 12,
  MASONRY: 13,
  CONCRETE: 14,
  GLASS: 15,
} as const;
