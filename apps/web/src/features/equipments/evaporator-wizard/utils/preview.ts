import type {
  EvaporatorSearchHit,
  EvaporatorSkuDto,
  z,
  SpecialEvaporatorChoiceSchema,
} from '@camara-fria/contracts';
import { computeAirExchangeRate } from '@camara-fria/domain';
import type { EvaporatorPreview, EvaporatorWizardRoom } from './wizard-types.ts';

export type SpecialEvaporatorChoice = z.output<typeof SpecialEvaporatorChoiceSchema>;

/** The row of a catalogue model and SKU, rated at the DT searched. */
export function buildCatalogPreview(
  hit: EvaporatorSearchHit,
  sku: EvaporatorSkuDto,
  evaporatorDt: number,
): EvaporatorPreview {
  return {
    specialEquipment: false,
    model: hit.model,
    line: hit.line,
    image: hit.image,
    sku: sku.sku,
    count: hit.count,
    temperatureDelta: evaporatorDt,
    unitCapacity: hit.capacityDtPerUnit,
    totalCapacity: hit.unitCapacityDt,
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
  };
}

function isUsable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

export type SpecialTotals = {
  /** kcal/h, m³/h, air changes (spec §5 formula); null until the fields needed are filled. */
  totalCapacity: number | null;
  totalAirFlow: number | null;
  airExchangeRate: number | null;
};

/**
 * The special form's live totals (spec §5): capacity × count, air flow × count, and the air
 * changes `air flow × count / (room length × width)` (null for a room without floor area).
 */
export function computeSpecialTotals(
  values: { count?: unknown; unitCapacity?: unknown; unitAirFlow?: unknown },
  room: Pick<EvaporatorWizardRoom, 'length' | 'width'>,
): SpecialTotals {
  const count = isUsable(values.count) ? values.count : null;
  const capacity = isUsable(values.unitCapacity) ? values.unitCapacity : null;
  const airFlow = isUsable(values.unitAirFlow) ? values.unitAirFlow : null;
  const hasFloor = room.length > 0 && room.width > 0;
  return {
    totalCapacity: count !== null && capacity !== null ? capacity * count : null,
    totalAirFlow: count !== null && airFlow !== null ? airFlow * count : null,
    airExchangeRate:
      count !== null && airFlow !== null && hasFloor
        ? computeAirExchangeRate(airFlow, count, room.length, room.width)
        : null,
  };
}
