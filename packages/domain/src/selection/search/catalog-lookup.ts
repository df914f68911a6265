import { DomainError } from '../../errors.ts';
import type {
  CatalogItemKind,
  EvaporatorModel,
  ProductLine,
  RemoteCondenserModel,
  UnitModel,
} from '../catalog/types.ts';
import { deriveApplicationRange, type ApplicationRange } from '../rules/application-range.ts';
import { lineKey, type SelectionIndex } from './selection-index.ts';

/** Lookups by code that refuse unknown codes with `UNKNOWN_REFERENCE`. */

function refuse(what: string, code: string): never {
  throw new DomainError('UNKNOWN_REFERENCE', `no ${what} ${code} in the catalogue`, 'modelCode');
}

/**
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * findEvaporatorModel(index, 'FM-2X450-45').fanCount; // => 2
 */
export function findEvaporatorModel(index: SelectionIndex, code: string): EvaporatorModel {
  return index.evaporatorsByCode.get(code) ?? refuse('evaporator', code);
}

/**
 * A condensing unit or a compressor unit.
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * findUnitModel(index, 'UCM-160M').kind; // => 'CONDENSING_UNIT'
 */
export function findUnitModel(index: SelectionIndex, code: string): UnitModel {
  return index.unitsByCode.get(code) ?? refuse('unit', code);
}

/**
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * findCondenserModel(index, 'CR-4X630').heatRejectionKcalhPerK; // => 5390
 */
export function findCondenserModel(index: SelectionIndex, code: string): RemoteCondenserModel {
  return index.condensersByCode.get(code) ?? refuse('remote condenser', code);
}

/**
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * findProductLine(index, 'EVAPORATOR', 'FXB+').application; // => 'LOW'
 */
export function findProductLine(
  index: SelectionIndex,
  kind: CatalogItemKind,
  code: string,
): ProductLine {
  return index.linesByKindAndCode.get(lineKey(kind, code)) ?? refuse(`${kind} line`, code);
}

/**
 * The application range of an evaporator model (docs/decisions/060): its line's, or its fin
 * spacing's default when the index has no such line.
 *
 * @example
 * const index = buildSelectionIndex(generateDemoCatalog());
 * findEvaporatorApplication(index, findEvaporatorModel(index, 'FL-1X500-70')).roomTemperatureMaxC; // => -5
 */
export function findEvaporatorApplication(
  index: SelectionIndex,
  model: EvaporatorModel,
): ApplicationRange {
  const line = index.linesByKindAndCode.get(lineKey('EVAPORATOR', model.lineCode));
  if (!line) return deriveApplicationRange(model.finSpacingMm);
  return {
    roomTemperatureMinC: line.roomTemperatureMinC,
    roomTemperatureMaxC: line.roomTemperatureMaxC,
  };
}
