import { DomainError } from '../../errors.ts';
import type { PowerSupply, SupplyFrequencyHz, SupplyPhases } from '../catalog/types.ts';

/**
 * Power supply options (spec §5): built from the 50 Hz and 60 Hz voltages and the phase counts;
 * 220 V with any phase count, any other voltage only when the phases are not 1. The full
 * catalogue-search list is 50hz 220v 1F, 50hz 220v 3F, 50hz 380v 3F, 60hz 220v 1F, 60hz 220v 3F,
 * 60hz 380v 3F, 60hz 440v 3F.
 */

/** A partial supply used as a search filter: each given part must match. */
export type PowerSupplyFilter = Partial<PowerSupply>;

/**
 * The frequency of the Brazilian grid, Hz: what the comparison rates condensing and compressor
 * units at unless another frequency is chosen (issue 28 item 9, docs/decisions/054).
 */
export const GRID_FREQUENCY_HZ: SupplyFrequencyHz = 60;

/** The voltage allowed on one phase, V. */
export const SINGLE_PHASE_VOLTAGE_V = 220;

/**
 * Whether a supply combination is offered (spec §5 rule).
 * @example isPowerSupplyAllowed({ frequencyHz: 50, voltageV: 380, phases: 1 }); // => false
 */
export function isPowerSupplyAllowed(supply: PowerSupply): boolean {
  return supply.voltageV === SINGLE_PHASE_VOLTAGE_V || supply.phases !== 1;
}

/**
 * Supply options from a line's or model's voltages and phases, in display order (50 Hz first,
 * then voltage and phases ascending).
 *
 * @param voltages50Hz - V offered at 50 Hz. @param voltages60Hz - V offered at 60 Hz.
 * @param phases - phase counts offered (1 and/or 3).
 * @example listPowerSupplyOptions([220, 380], [220, 380, 440], [1, 3]).length; // => 7
 */
export function listPowerSupplyOptions(
  voltages50Hz: readonly number[],
  voltages60Hz: readonly number[],
  phases: readonly SupplyPhases[],
): PowerSupply[] {
  const options: PowerSupply[] = [];
  const sortedPhases = [...new Set(phases)].sort((a, b) => a - b);
  const add = (frequencyHz: SupplyFrequencyHz, voltages: readonly number[]) => {
    for (const voltageV of [...new Set(voltages)].sort((a, b) => a - b)) {
      for (const phaseCount of sortedPhases) {
        const supply = { frequencyHz, voltageV, phases: phaseCount };
        if (isPowerSupplyAllowed(supply)) options.push(supply);
      }
    }
  };
  add(50, voltages50Hz);
  add(60, voltages60Hz);
  return options;
}

/**
 * The label the spec's filters use.
 * @example formatPowerSupply({ frequencyHz: 50, voltageV: 220, phases: 3 }); // => '50hz, 220v, 3F'
 */
export function formatPowerSupply(supply: PowerSupply): string {
  return `${supply.frequencyHz}hz, ${supply.voltageV}v, ${supply.phases}F`;
}

const SUPPLY_PATTERN = /^\s*(50|60)\s*hz\s*,?\s*(\d{3})\s*v\s*,?\s*([13])\s*f\s*$/i;

/**
 * Reads a supply label (`'50hz, 220v, 3F'`, `'60hz 440v 3F'`; case and commas free).
 * @throws DomainError `INVALID_INPUT` for any other text or a combination the rule forbids.
 * @example parsePowerSupply('60hz 440v 3F'); // => { frequencyHz: 60, voltageV: 440, phases: 3 }
 */
export function parsePowerSupply(text: string): PowerSupply {
  const match = SUPPLY_PATTERN.exec(text);
  if (!match) {
    throw new DomainError('INVALID_INPUT', `unreadable power supply "${text}"`, 'powerSupply');
  }
  const supply: PowerSupply = {
    frequencyHz: match[1] === '60' ? 60 : 50,
    voltageV: Number(match[2]),
    phases: match[3] === '1' ? 1 : 3,
  };
  if (!isPowerSupplyAllowed(supply)) {
    throw new DomainError('INVALID_INPUT', `${text}: only 220 V is single-phase`, 'powerSupply');
  }
  return supply;
}

/** Whether a supply matches every part given in a filter (`null` matches everything). */
export function matchesPowerSupply(supply: PowerSupply, filter: PowerSupplyFilter | null): boolean {
  if (!filter) return true;
  return (
    (filter.frequencyHz === undefined || filter.frequencyHz === supply.frequencyHz) &&
    (filter.voltageV === undefined || filter.voltageV === supply.voltageV) &&
    (filter.phases === undefined || filter.phases === supply.phases)
  );
}

/**
 * The supply frequency chosen in a filter, or `null` when none is chosen. Anything but 60 makes
 * the units' capacities follow the 0.83 rule (`resolveUnitCapacityTable`).
 */
export function readChosenFrequency(filter: PowerSupplyFilter | null): SupplyFrequencyHz | null {
  const frequency = filter?.frequencyHz;
  return frequency === 60 || frequency === 50 ? frequency : null;
}

/**
 * The rooms whose evaporators run on another supply frequency than the system's unit (condensing
 * unit or compressor unit): their indexes, in order. Equipment without a catalogue supply
 * (special equipment, `null`) is never a mismatch.
 *
 * @param evaporatorFrequenciesHz - each room's evaporator frequency, Hz, or `null`.
 * @param unitFrequencyHz - the unit's frequency, Hz, or `null`.
 * @example findFrequencyMismatches([60, 50, null], 60); // => [1]
 */
export function findFrequencyMismatches(
  evaporatorFrequenciesHz: readonly (SupplyFrequencyHz | null)[],
  unitFrequencyHz: SupplyFrequencyHz | null,
): number[] {
  if (unitFrequencyHz === null) return [];
  return evaporatorFrequenciesHz.flatMap((frequency, index) =>
    frequency !== null && frequency !== unitFrequencyHz ? [index] : [],
  );
}
