/**
 * The dimensions a room's derived surfaces are sized from: OUTSIDE, the inside dimensions plus
 * the insulation of the surfaces on each side (every room since ADR 057); INSIDE, the inside
 * dimensions alone (rooms stored before it, until their user changes them;
 * docs/decisions/057-surfaces-as-sent-and-outside-areas.md).
 */
export const AREA_BASES = ['INSIDE', 'OUTSIDE'] as const;
export type AreaBasis = (typeof AREA_BASES)[number];

/** The basis of a room that does not say (a new room). */
export const DEFAULT_AREA_BASIS: AreaBasis = 'OUTSIDE';
