import type {
  EvaporatorRatingDto,
  EvaporatorSearchHit,
  EvaporatorSkuDto,
  z,
  SpecialEvaporatorChoiceSchema,
} from '@camara-fria/contracts';
import { computeAirChangesPerHour, computeAirExchangeRate } from '@camara-fria/domain';
import { computeRatedCapacity } from '../../utils/rated-capacity.ts';
import type {
  EvaporatorPreview,
  EvaporatorWizardRoom,
  EvaporatorWizardSystem,
} from './wizard-types.ts';

export type SpecialEvaporatorChoice = z.output<typeof SpecialEvaporatorChoiceSchema>;

/** What a found model's capacity is computed from (the saved selection's `rating`). */
export function readHitRating(hit: EvaporatorSearchHit): EvaporatorRatingDto {
  return {
    ratedCapacity: hit.ratedCapacity,
    ratedDt: hit.ratedDt,
    ratedEvaporationTemperature: hit.ratedEvaporationTemperature,
    ratingCondition: hit.ratingCondition,
    refrigerantFactors: hit.refrigerantFactors,
    maxDt: hit.maxDt,
  };
}

/**
 * The row of a catalogue model and SKU: its capacity at the room's design DT (room − the
 * system's evaporation temperature), as the server stores it on save, whatever DT the search ran
 * at (issue 28 item 3, docs/decisions/059).
 */
export function buildCatalogPreview(
  hit: EvaporatorSearchHit,
  sku: Pick<EvaporatorSkuDto, 'sku'>,
  system: EvaporatorWizardSystem,
  room: Pick<EvaporatorWizardRoom, 'roomTemperature'>,
): EvaporatorPreview {
  const rating = readHitRating(hit);
  const atDesign = computeRatedCapacity(rating, system, room.roomTemperature);
  return {
    specialEquipment: false,
    model: hit.model,
    line: hit.line,
    image: hit.image,
    sku: sku.sku,
    count: hit.count,
    temperatureDelta: room.roomTemperature - system.operationTemperature,
    unitCapacity: atDesign?.unitCapacity ?? 0,
    totalCapacity: (atDesign?.unitCapacity ?? 0) * hit.count,
    rating,
  };
}

export function buildSpecialPreview(choice: SpecialEvaporatorChoice): EvaporatorPreview {
  return {
    specialEquipment: true,
    model: choice.model,
    line: null,
    image: null,
    sku: null,
    count: choice.count,
    temperatureDelta: choice.temperatureDelta,
    unitCapacity: choice.unitCapacity,
    totalCapacity: choice.unitCapacity * choice.count,
    rating: null,
  };
}

function isUsable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export type SpecialTotals = {
  /** kcal/h, m³/h; null until the fields needed are filled. */
  totalCapacity: number | null;
  totalAirFlow: number | null;
  /** The spec's "air changes" (§5): total air flow per m² of floor, m³/h per m². */
  airExchangeRate: number | null;
  /** Air changes per hour: total air flow over the room's volume, 1/h (issue 29 item 11). */
  airChangesPerHour: number | null;
};

/**
 * The special form's live totals (spec §5): capacity × count, air flow × count, the spec's
 * `air flow × count / (room length × width)` (null for a room without floor area) and the air
 * changes per hour `air flow × count / volume` (null for a room without volume).
 */
export function computeSpecialTotals(
  values: { count?: unknown; unitCapacity?: unknown; unitAirFlow?: unknown },
  room: Pick<EvaporatorWizardRoom, 'length' | 'width' | 'height'>,
): SpecialTotals {
  const count = isUsable(values.count) ? values.count : null;
  const capacity = isUsable(values.unitCapacity) ? values.unitCapacity : null;
  const airFlow = isUsable(values.unitAirFlow) ? values.unitAirFlow : null;
  const hasFloor = room.length > 0 && room.width > 0;
  const hasVolume = hasFloor && room.height > 0;
  return {
    totalCapacity: count !== null && capacity !== null ? capacity * count : null,
    totalAirFlow: count !== null && airFlow !== null ? airFlow * count : null,
    airExchangeRate:
      count !== null && airFlow !== null && hasFloor
        ? computeAirExchangeRate(airFlow, count, room.length, room.width)
        : null,
    airChangesPerHour:
      count !== null && airFlow !== null && hasVolume
        ? computeAirChangesPerHour(airFlow, count, room.length, room.width, room.height)
        : null,
  };
}
