import type { SystemSettings } from '@camara-fria/contracts';
import {
  computeRatedCapacity,
  computeSpecialCapacity,
  type RatedCapacity,
} from './rated-capacity.ts';
import type { DraftConfiguration } from './system-draft.ts';

/**
 * 'Carga do Evaporador' of a row (issue 28 item 3, docs/decisions/059): the room's evaporators at
 * the system's settings as they are now and the room's design DT, computed with the domain's
 * function the server stores on save, so the figure is the same before and after saving and
 * follows a change of the evaporation temperature or refrigerant.
 */
export type RowCapacity = {
  /** All the room's evaporators, kcal/h; null when it cannot be told (the row shows '—'). */
  capacityKcalh: number | null;
  /** The capacity's DT and maximum; null when not computed here. */
  rated: RatedCapacity | null;
};

function computeHere(
  configuration: DraftConfiguration,
  settings: SystemSettings,
): RatedCapacity | null | undefined {
  const { evaporator, room } = configuration;
  if (!evaporator) return undefined;
  const { choice, summary } = evaporator;
  if (choice.kind === 'SPECIAL') {
    return computeSpecialCapacity(choice, settings, room.roomTemperature);
  }
  return summary.rating
    ? computeRatedCapacity(summary.rating, settings, room.roomTemperature)
    : undefined;
}

export function describeRowCapacity(
  configuration: DraftConfiguration,
  settings: SystemSettings | null,
): RowCapacity {
  const summary = configuration.evaporator?.summary;
  if (!summary) return { capacityKcalh: null, rated: null };
  const rated = settings ? computeHere(configuration, settings) : undefined;
  if (rated !== undefined) {
    return { capacityKcalh: rated ? rated.unitCapacity * summary.count : null, rated };
  }
  // Saved before its rating was recorded: its stored figure, only at the settings it was
  // computed at.
  const { ratedAt } = summary;
  const isSameSettings =
    ratedAt !== null &&
    ratedAt !== undefined &&
    settings !== null &&
    ratedAt.operationTemperature === settings.operationTemperature &&
    ratedAt.refrigerantFluid === settings.refrigerantFluid;
  return { capacityKcalh: isSameSettings ? summary.capacityKcalh : null, rated: null };
}
