import type { EvaporatorSearchHit } from '@camara-fria/contracts';
import {
  PROFILE_BANDS,
  classifyProfile,
  findLowestProfile,
  type ProfileBand,
} from '@camara-fria/domain';

export type ProfileChoice = { band: ProfileBand; label: string; count: number };

/** The three bands of spec §9 with how many results each holds. */
export function countProfiles(hits: readonly EvaporatorSearchHit[]): ProfileChoice[] {
  return PROFILE_BANDS.map(({ band, label }) => ({
    band,
    label,
    count: hits.filter((hit) => classifyProfile(hit.fanDiameter) === band).length,
  }));
}

/** Spec §4: at first, the lowest profile band that holds a result. */
export function pickFirstProfile(hits: readonly EvaporatorSearchHit[]): ProfileBand | null {
  return findLowestProfile(hits.map((hit) => hit.fanDiameter));
}

/** The results of one band (all of them when no band is chosen). */
export function filterByProfile(
  hits: readonly EvaporatorSearchHit[],
  band: ProfileBand | null,
): EvaporatorSearchHit[] {
  if (band === null) return [...hits];
  return hits.filter((hit) => classifyProfile(hit.fanDiameter) === band);
}
