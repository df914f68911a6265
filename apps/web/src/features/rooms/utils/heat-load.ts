import { recordHeatLoad, type HeatLoadRecord, type HeatLoadSummary } from '@camara-fria/contracts';
import {
  computeHeatLoad,
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

/**
 * The domain engine on whatever the form holds: values the engine refuses (an emptied field,
 * a zero size) are "incomplete", never NaN. Other errors are bugs and are thrown.
 */
export function computeLiveHeatLoad(room: HeatLoadRoom, refs: HeatLoadRefs): LiveHeatLoad {
  try {
    const result = computeHeatLoad(room, refs);
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
