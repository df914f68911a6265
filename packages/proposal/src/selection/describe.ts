import {
  CATALOG_LABELS,
  type CondenserSelectionDto,
  type EvaporatorSelectionDto,
  type UnitSelectionDto,
} from '@camara-fria/contracts';
import { formatDecimal } from '../format.ts';

/*
 * The commercial description of a catalogue equipment line, written in Portuguese from what the
 * system's selection carries (model, line, fan, capacity, power supply). Special equipment keeps
 * the text of its form instead.
 */

type PowerSupply = NonNullable<EvaporatorSelectionDto['powerSupply']>;

/** pt-BR number: "4.500", "−10", "0,5" (whole numbers unless told). */
function formatNumber(value: number, maximumFractionDigits = 0): string {
  return formatDecimal(value, maximumFractionDigits);
}

function describePowerSupply(supply: PowerSupply | null): string | null {
  if (!supply) return null;
  const phases = supply.phases === 3 ? 'trifásico' : 'monofásico';
  return `${supply.voltage} V / ${supply.frequencyHz} Hz / ${phases}`;
}

function describeLine(line: string | null): string {
  return line ? ` linha ${line}` : '';
}

function join(parts: readonly (string | null)[]): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(', ');
}

/**
 * "Evaporador de ar forçado linha HP, ventilador Ø 350 mm, 4.500 kcal/h (DT 6 K, evaporação
 * −10 °C), vazão de ar 3.200 m³/h, 220 V / 60 Hz / trifásico": the capacity with the conditions
 * it was computed at, the room's DT at the system's design evaporating temperature
 * (docs/decisions/062).
 *
 * @param evaporationTemperature - the system's design evaporating temperature, °C.
 */
export function describeEvaporator(
  selection: EvaporatorSelectionDto,
  evaporationTemperature: number,
): string {
  const conditions = `DT ${formatNumber(selection.temperatureDelta, 1)} K, evaporação ${formatNumber(evaporationTemperature, 1)} °C`;
  return join([
    `Evaporador de ar forçado${describeLine(selection.line)}`,
    `ventilador Ø ${formatNumber(selection.fanDiameter)} mm`,
    `${formatNumber(selection.unitCapacity)} kcal/h (${conditions})`,
    `vazão de ar ${formatNumber(selection.unitAirFlow)} m³/h`,
    describePowerSupply(selection.powerSupply),
  ]);
}

/** One unit's capacity, kcal/h (the selection gives all units together). */
export function computeUnitCapacityEach(selection: UnitSelectionDto): number | null {
  if (selection.unitCapacity === null || selection.count <= 0) return null;
  return selection.unitCapacity / selection.count;
}

/**
 * The conditions a unit's catalogue capacity was read at: "evaporação de projeto −10 °C, sucção
 * −12 °C, ambiente 35 °C, EN 12900, superaquecimento 10 K" (the suction only when a line loss
 * lowers it; the basis only when recorded). The balance result is at its own evaporating
 * temperature, printed under "Resultado da seleção" (docs/decisions/062).
 */
export function describeUnitConditions(selection: UnitSelectionDto): string {
  const suction = selection.evaporationTemperature - selection.loadLoss;
  return join([
    `evaporação de projeto ${formatNumber(selection.evaporationTemperature, 1)} °C`,
    selection.loadLoss > 0 ? `sucção ${formatNumber(suction, 1)} °C` : null,
    `ambiente ${formatNumber(selection.ambientTemperature, 1)} °C`,
    selection.ratingBasis ? CATALOG_LABELS.ratingBasis[selection.ratingBasis] : null,
  ]);
}

/**
 * "Unidade condensadora linha US, compressor Scroll, com controle de capacidade, 12.000 kcal/h
 * (evaporação de projeto −10 °C, sucção −12 °C, ambiente 35 °C, EN 12900, superaquecimento
 * 10 K), 220 V / 60 Hz / trifásico".
 */
export function describeUnit(selection: UnitSelectionDto): string {
  const name =
    selection.unitKind === 'COMPRESSOR_UNIT' ? 'Unidade compressora' : 'Unidade condensadora';
  const each = computeUnitCapacityEach(selection);
  const conditions = describeUnitConditions(selection);
  return join([
    `${name}${describeLine(selection.line)}`,
    selection.compressorType
      ? `compressor ${CATALOG_LABELS.compressorType[selection.compressorType]}`
      : null,
    selection.capacityControl === null
      ? null
      : `${selection.capacityControl ? 'com' : 'sem'} controle de capacidade`,
    each === null ? null : `${formatNumber(each)} kcal/h (${conditions})`,
    describePowerSupply(selection.powerSupply),
  ]);
}

/** "Condensador remoto a ar linha CR, rejeição de calor 1.200 kcal/(h·K) por unidade". */
export function describeCondenser(selection: CondenserSelectionDto): string {
  const perUnit = selection.count > 0 ? selection.heatRejectionPerK / selection.count : null;
  return join([
    `Condensador remoto a ar${describeLine(selection.line)}`,
    perUnit === null ? null : `rejeição de calor ${formatNumber(perUnit)} kcal/(h·K) por unidade`,
  ]);
}
