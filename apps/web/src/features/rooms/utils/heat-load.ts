import { recordHeatLoad, type HeatLoadRecord, type HeatLoadSummary } from '@camara-fria/contracts';
import {
  computeHeatLoad,
  deriveSurfaceSizes,
  DomainError,
  type HeatLoadRefs,
  type HeatLoadResult,
  type HeatLoadRoom,
} from '@camara-fria/domain';

/**
 * The live result with its record (summary, memorial steps, Portuguese warnings: the mapping the
 * API stores), or why there is none (incomplete or invalid values).
 */
export type LiveHeatLoad =
  | { status: 'computed'; result: HeatLoadResult; heatLoad: HeatLoadRecord }
  | { status: 'incomplete'; error: DomainError };

/** The room with its derived surfaces sized, when it has surfaces to size (a calculated load). */
function sizeSurfaces(room: HeatLoadRoom): HeatLoadRoom {
  const { heatTransfer } = room as Partial<HeatLoadRoom>;
  const hasSurfaces =
    room.calculationType === 1 &&
    typeof heatTransfer === 'object' &&
    heatTransfer !== null &&
    Array.isArray(heatTransfer.walls);
  return hasSurfaces ? { ...room, heatTransfer: deriveSurfaceSizes(room).heatTransfer } : room;
}

/**
 * The domain engine on whatever the form holds, with the surfaces that follow the room sized as
 * the API will size them on save (deriveSurfaceSizes: the room's outside box, ADR 057), so the
 * preview is the figure the server stores: values the engine refuses (an emptied field, a zero
 * size) are "incomplete", never NaN. Other errors are bugs and are thrown.
 */
export function computeLiveHeatLoad(room: HeatLoadRoom, refs: HeatLoadRefs): LiveHeatLoad {
  try {
    const result = computeHeatLoad(sizeSurfaces(room), refs);
    return { status: 'computed', result, heatLoad: recordHeatLoad(result, room.safetyMargin) };
  } catch (error) {
    if (error instanceof DomainError) return { status: 'incomplete', error };
    throw error;
  }
}

const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * Whether the numbers shown are the ones the server stored: every part, both totals, the margin
 * in kW and the 24 h average equal once rounded to the two decimals shown.
 */
export function isSameAsSaved(live: HeatLoadSummary, saved: HeatLoadSummary | null): boolean {
  if (!saved) return false;
  const keys = [
    'heatTransfer',
    'doors',
    'goods',
    'additionalLoad',
    'totalKw',
    'totalKcalh',
    'safetyMarginKw',
    'averageKw24h',
  ] as const satisfies readonly (keyof HeatLoadSummary)[];
  return keys.every((key) => round2(live[key]) === round2(saved[key]));
}

/** The heat-load parts in display order, with their pt-BR names (spec §2 summary). */
export const HEAT_LOAD_PARTS = [
  { key: 'heatTransfer', label: 'Transmissão', color: 'blue.8' },
  { key: 'doors', label: 'Infiltração', color: 'teal.8' },
  { key: 'goods', label: 'Produtos', color: 'orange.8' },
  { key: 'additionalLoad', label: 'Outras cargas', color: 'grape.8' },
] as const;

export type HeatLoadPartKey = (typeof HEAT_LOAD_PARTS)[number]['key'];

/** Memorial groups by `step.part`. */
export const STEP_PART_LABELS: Record<string, string> = {
  heatTransfer: 'Transmissão',
  doors: 'Infiltração',
  goods: 'Produtos',
  additionalLoad: 'Outras cargas',
  total: 'Total',
};
