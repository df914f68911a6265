/**
 * Building materials of the six surfaces: ids 10–15 of spec part 1 §3, with the method's
 * default conductivities (docs/heat-load-method.md, "Transmission"), and 16 timber (ADR 024).
 * The API seeds its database from this list at start-up (an idempotent upsert, so a new
 * material needs no SQL migration) and passes the stored values to the engine through
 * `refs.materials`.
 */

/**
 * How the engine builds U for the material (heat-load method, "Transmission"; ADR 024): panels
 * neglect the surface films; masonry, concrete, glass and timber (SOLID) add them.
 */
export type MaterialKind = 'PANEL' | 'MASONRY' | 'SOLID';

export interface MaterialRecord {
  readonly id: number;
  readonly code: string;
  /** pt-BR name shown to users. */
  readonly name: string;
  /** k, W/(m·K). */
  readonly conductivity: number;
  /** PANEL: `U = k / x`; MASONRY and SOLID: `U = 1 / (0.12 + x / k + 0.04)`. */
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
  {
    id: 16,
    code: 'TIMBER',
    name: 'Madeira',
    conductivity: 0.15,
    kind: 'SOLID',
    // A timber frame or lining beside the panels (issue 11 item 2).
    source:
      'ABNT NBR 15220-2:2005, table B.3 (timber of 450–600 kg/m³, λ 0.15 W/(m·K)); ASHRAE Handbook ' +
      '— Fundamentals 2017, ch. 26, table 1 (softwoods at 12 % moisture, about 0.10–0.15)',
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
  TIMBER: 16,
} as const;
