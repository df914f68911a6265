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
 * "Evaporador de ar forçado linha HP, ventilador Ø 350 mm, 4.500 kcal/h (DT 6 K), vazão de ar
 * 3.200 m³/h, 220 V / 60 Hz / trifásico".
 */
export function describeEvaporator(selection: EvaporatorSelectionDto): string {
  return join([
    `Evaporador de ar forçado${describeLine(selection.line)}`,
    `ventilador Ø ${formatNumber(selection.fanDiameter)} mm`,
    `${formatNumber(selection.unitCapacity)} kcal/h (DT ${formatNumber(selection.temperatureDelta, 1)} K)`,
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
 * "Unidade condensadora linha US, compressor Scroll, com controle de capacidade, 12.000 kcal/h
 * (evaporação −10 °C, ambiente 35 °C), 220 V / 60 Hz / trifásico".
 */
export function describeUnit(selection: UnitSelectionDto): string {
  const name =
    selection.unitKind === 'COMPRESSOR_UNIT' ? 'Unidade compressora' : 'Unidade condensadora';
  const each = computeUnitCapacityEach(selection);
  const conditions = `evaporação ${formatNumber(selection.evaporationTemperature, 1)} °C, ambiente ${formatNumber(selection.ambientTemperature, 1)} °C`;
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
