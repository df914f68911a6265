import { DomainError } from '../../errors.ts';
import { requireFinite } from '../../validation/assert-input.ts';

/**
 * Profile bands by fan diameter (spec §9; lower bound exclusive, upper inclusive):
 * Baixo Perfil 0–350 mm, Médio Perfil 350–450 mm, Alto Perfil 450–100 000 mm.
 */

export type ProfileBand = 'BAIXO' | 'MEDIO' | 'ALTO';

export interface ProfileBandRange {
  readonly band: ProfileBand;
  readonly label: string;
  /** Lower bound, exclusive, mm. */
  readonly aboveMm: number;
  /** Upper bound, inclusive, mm. */
  readonly upToMm: number;
}

export const PROFILE_BANDS: readonly ProfileBandRange[] = [
  { band: 'BAIXO', label: 'Baixo Perfil', aboveMm: 0, upToMm: 350 },
  { band: 'MEDIO', label: 'Médio Perfil', aboveMm: 350, upToMm: 450 },
  { band: 'ALTO', label: 'Alto Perfil', aboveMm: 450, upToMm: 100_000 },
];

/**
 * Profile band of a fan diameter.
 * @throws DomainError `OUT_OF_RANGE` at 0 mm or less, or above 100 000 mm.
 * @example classifyProfile(350); // => 'BAIXO'
 */
export function classifyProfile(fanDiameterMm: number): ProfileBand {
  const diameter = requireFinite(fanDiameterMm, 'fanDiameterMm');
  const range = PROFILE_BANDS.find((item) => diameter > item.aboveMm && diameter <= item.upToMm);
  if (!range) {
    throw new DomainError(
      'OUT_OF_RANGE',
      'fanDiameterMm must be above 0 and at most 100 000',
      'fanDiameterMm',
    );
  }
  return range.band;
}

/**
 * The lowest profile band that holds at least one of the diameters (spec §4: chosen first), or
 * `null` with none.
 * @example findLowestProfile([500, 400]); // => 'MEDIO'
 */
export function findLowestProfile(fanDiametersMm: readonly number[]): ProfileBand | null {
  const bands = new Set(fanDiametersMm.map(classifyProfile));
  return PROFILE_BANDS.find((item) => bands.has(item.band))?.band ?? null;
}
