import {
  hasBalancePoint,
  type BalancePointResultDto,
  type EvaporatorSelectionDto,
  type SystemResultDto,
  type UnitSelectionDto,
} from '@camara-fria/contracts';
import { findFrequencyMismatches, type SupplyFrequencyHz } from '@camara-fria/domain';
import type { RoomFacts } from './operating-systems.rooms.ts';

/**
 * The supply-frequency check of a system (issue 28 item 9, docs/decisions/054): each room whose
 * evaporators run on another frequency than the system's unit gets a warning in the result.
 */

/** What the check reads of a system's selections (`ComputedSelections`). */
type SelectedSupplies = {
  configurations: readonly { evaporator: EvaporatorSelectionDto | null }[];
  condensingUnit: UnitSelectionDto | null;
  compressor: UnitSelectionDto | null;
};

type Warning = BalancePointResultDto['warnings'][number];

const asFrequency = (value: number | undefined): SupplyFrequencyHz | null =>
  value === 50 || value === 60 ? value : null;

/**
 * Warnings (pt-BR) for the rooms whose catalogue evaporators and the catalogue unit (the
 * condensing unit, or the rack's compressor unit) differ in frequency; none for special equipment.
 * @param rooms - the configurations' rooms, in order.
 */
export function describeFrequencyMismatches(
  selections: SelectedSupplies,
  rooms: readonly RoomFacts[],
  isRack: boolean,
): Warning[] {
  const unit = isRack ? selections.compressor : selections.condensingUnit;
  const unitFrequency = asFrequency(unit?.powerSupply?.frequencyHz);
  const unitName = isRack ? 'a unidade de compressão' : 'a unidade condensadora';
  const evaporatorFrequencies = selections.configurations.map(({ evaporator }) =>
    asFrequency(evaporator?.powerSupply?.frequencyHz),
  );
  return findFrequencyMismatches(evaporatorFrequencies, unitFrequency).map((index) => ({
    code: 'SUPPLY_FREQUENCY_MISMATCH',
    message: `O evaporador da câmara ${rooms[index]?.name ?? index + 1} é de ${evaporatorFrequencies[index]} Hz e ${unitName} é de ${unitFrequency} Hz: escolha equipamentos da mesma frequência.`,
    field: `configurations.${index}.evaporator`,
  }));
}

/** The result with the extra warnings appended (a result without a balance has no warnings). */
export function appendWarnings(result: SystemResultDto, warnings: Warning[]): SystemResultDto {
  if (!hasBalancePoint(result) || warnings.length === 0) return result;
  return { ...result, warnings: [...result.warnings, ...warnings] };
}
