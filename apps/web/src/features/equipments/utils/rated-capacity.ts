import type { EvaporatorRatingDto, SpecialEvaporatorChoiceSchema, z } from '@camara-fria/contracts';
import {
  computeEvaporatorCapacity,
  computeMaxEvaporatorDt,
  createSpecialEvaporatorCapacity,
  isAboveMaxEvaporatorDt,
  type EvaporatorCapacityData,
} from '@camara-fria/domain';

/**
 * One evaporator's capacity at a system's settings and a room, computed in the browser with the
 * domain's function the server uses (docs/decisions/059): what an evaporator row shows before
 * and after a save alike, and again when the system's evaporation temperature changes.
 */

/** The system's settings a capacity is computed at. */
export type RatingSettings = {
  refrigerantFluid: string;
  /** Evaporation temperature, °C. */
  operationTemperature: number;
};

export type RatedCapacity = {
  /** room − evaporation temperature, K. */
  dtK: number;
  /** One unit, kcal/h (held at the maximum DT beyond it). */
  unitCapacity: number;
  /** The evaporator's maximum DT, K. */
  maxDtK: number;
  isAboveMaxDt: boolean;
};

/** The domain's capacity data of a rating the API answered. */
export function toCapacityData(rating: EvaporatorRatingDto): EvaporatorCapacityData {
  return {
    referenceCapacityKcalh: rating.ratedCapacity,
    referenceDtK: rating.ratedDt,
    referenceEvaporatingTemperatureC: rating.ratedEvaporationTemperature,
    ratingCondition: rating.ratingCondition,
    refrigerantFactors: rating.refrigerantFactors,
    maxDtFactor: rating.maxDt / rating.ratedDt,
  };
}

function rate(
  capacity: EvaporatorCapacityData,
  system: RatingSettings,
  roomTemperature: number,
): RatedCapacity | null {
  const dtK = roomTemperature - system.operationTemperature;
  if (dtK < 0 || capacity.refrigerantFactors[system.refrigerantFluid] === undefined) return null;
  return {
    dtK,
    unitCapacity: computeEvaporatorCapacity(
      capacity,
      system.refrigerantFluid,
      system.operationTemperature,
      dtK,
    ),
    maxDtK: computeMaxEvaporatorDt(capacity),
    isAboveMaxDt: isAboveMaxEvaporatorDt(capacity, dtK),
  };
}

/**
 * A catalogue model's capacity at the system's settings and the room's design DT; null when the
 * model is not offered with the system's refrigerant or the room is colder than the evaporation.
 */
export function computeRatedCapacity(
  rating: EvaporatorRatingDto,
  system: RatingSettings,
  roomTemperature: number,
): RatedCapacity | null {
  return rate(toCapacityData(rating), system, roomTemperature);
}

type SpecialChoice = Pick<
  z.input<typeof SpecialEvaporatorChoiceSchema>,
  'unitCapacity' | 'temperatureDelta'
>;

/** A special evaporator's, rated (as the server rates it) at the system's evaporation temperature. */
export function computeSpecialCapacity(
  choice: SpecialChoice,
  system: RatingSettings,
  roomTemperature: number,
): RatedCapacity | null {
  if (!(choice.unitCapacity > 0) || !(choice.temperatureDelta > 0)) return null;
  const capacity = createSpecialEvaporatorCapacity(
    choice.unitCapacity,
    choice.temperatureDelta,
    system.operationTemperature,
    system.refrigerantFluid,
  );
  return rate(capacity, system, roomTemperature);
}
