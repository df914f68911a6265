import { kilojoulesPerDay, type KilojoulesPerDay } from '../units/quantities.ts';
import { requireInRange, requireNonNegative, requireObject } from '../validation/assert-input.ts';
import { createQuantity, DAILY_ENERGY_UNIT, type CalculationStep } from './calculation-step.ts';
import {
  describeEvaporatorFanSource,
  EvaporatorFanSourceSchema,
  keepEvaporatorFanSource,
} from './evaporator-fan-source.ts';

/**
 * Heat released in the room by one electric forklift while it works there, kW.
 *
 * Product decision (docs/domain/heat-load.md, "Forklift power"): all the battery energy a truck
 * draws ends as heat in the room. A cold-store reach or counterbalance truck with a 48–80 V,
 * 600–800 Ah traction battery discharges about 30–50 kWh over an 8 h shift, i.e. 4–6 kW on
 * average; we take 5.0 kW. J. K. Welch's spreadsheet "Heat Load Calculations for Refrigerated
 * Spaces" uses 10 hp per truck (≈ 9.8 kW with the ASHRAE motor heat equivalent) for heavy
 * warehouse duty, an upper bound. `refs.forkliftPowerKw` overrides it.
 */
export const FORKLIFT_POWER_KW = 5.0;

/**
 * Heat given off by one person working in a cold room, W (ASHRAE Refrigeration Handbook,
 * "Refrigerated-Facility Loads": `q_p = 272 − 6 · t`).
 *
 * @param roomTemperature - °C.
 * @example computePersonHeat(-20); // => 392 — W
 */
export function computePersonHeat(roomTemperature: number): number {
  return 272 - 6 * roomTemperature;
}

function readCountDuration(section: Record<string, unknown>, name: string) {
  const value = requireObject(section[name], `additionalLoad.${name}`);
  return {
    value,
    count: requireNonNegative(value.count, `additionalLoad.${name}.count`),
    duration: requireInRange(value.duration, `additionalLoad.${name}.duration`, 0, 24),
  };
}

function readPowerDuration(section: Record<string, unknown>, name: string) {
  const value = requireObject(section[name], `additionalLoad.${name}`);
  return {
    power: requireNonNegative(value.power, `additionalLoad.${name}.power`),
    duration: requireInRange(value.duration, `additionalLoad.${name}.duration`, 0, 24),
  };
}

function createStep(
  name: string,
  label: string,
  formula: string,
  inputs: CalculationStep['inputs'],
  daily: number,
  origin?: string,
): CalculationStep {
  return {
    key: `additionalLoad.${name}`,
    part: 'additionalLoad',
    label: origin ? `Outras cargas — ${label} (${origin})` : `Outras cargas — ${label}`,
    formula,
    inputs,
    result: createQuantity(
      'Q',
      `Energia diária (${label.toLowerCase()})`,
      daily,
      DAILY_ENERGY_UNIT,
    ),
  };
}

/** Room data the other loads need. */
export interface InternalLoadRoom {
  readonly roomTemperature: number;
  readonly length: number;
  readonly width: number;
}

/**
 * Other loads (heat-load method, "Other loads"), daily energies:
 * staff `count · (272 − 6 · t_room) W · h`; forklift `count · P_forklift · h`;
 * evaporator `count · power kW · h`; lighting `W/m² · length · width · h`; other `kW · h`.
 *
 * @param additionalLoad - staff, forklift, evaporator, lighting, other (durations 0–24 h).
 * @param room - room temperature °C, length and width m.
 * @param forkliftPowerKw - kW per forklift in use.
 * @returns the daily energy in kJ/day and one step per load.
 * @throws DomainError MISSING_INPUT (a section missing), OUT_OF_RANGE (negative, duration > 24).
 * @example
 * const load = { staff: { count: 2, duration: 8 }, forklift: { count: 0, duration: 0 },
 *   evaporator: { count: 1, power: 0.5, duration: 20 }, lighting: { power: 10, duration: 24 },
 *   other: { power: 0, duration: 0 } };
 * const room = { roomTemperature: 0, length: 5, width: 4 };
 * computeInternalLoad(load, room, FORKLIFT_POWER_KW).daily; // ≈ 68_947.2 kJ/day (±1e-6) — 4.352 + 10 + 4.8 kWh
 */
export function computeInternalLoad(
  additionalLoad: unknown,
  room: InternalLoadRoom,
  forkliftPowerKw: number,
): { readonly daily: KilojoulesPerDay; readonly steps: readonly CalculationStep[] } {
  const section = requireObject(additionalLoad, 'additionalLoad');
  const staff = readCountDuration(section, 'staff');
  const forklift = readCountDuration(section, 'forklift');
  const evaporator = readCountDuration(section, 'evaporator');
  const evaporatorPower = requireNonNegative(
    evaporator.value.power,
    'additionalLoad.evaporator.power',
  );
  const storedSource = EvaporatorFanSourceSchema.safeParse(evaporator.value.source);
  const fanSource = keepEvaporatorFanSource({
    count: evaporator.count,
    power: evaporatorPower,
    source: storedSource.success ? storedSource.data : null,
  });
  const lighting = readPowerDuration(section, 'lighting');
  const other = readPowerDuration(section, 'other');
  const personHeat = computePersonHeat(room.roomTemperature);
  const floorArea = room.length * room.width;
  const steps: CalculationStep[] = [
    createStep(
      'staff',
      'Pessoas',
      'q_p = 272 − 6 · t_câm; Q = N · q_p · h · 3,6',
      [
        createQuantity('N', 'Pessoas', staff.count, 'un'),
        createQuantity('t_câm', 'Temperatura da câmara', room.roomTemperature, '°C'),
        createQuantity('q_p', 'Calor por pessoa', personHeat, 'W'),
        createQuantity('h', 'Permanência', staff.duration, 'h'),
      ],
      staff.count * personHeat * staff.duration * 3.6,
    ),
    createStep(
      'forklift',
      'Empilhadeiras',
      'Q = N · P_empilhadeira · h · 3600',
      [
        createQuantity('N', 'Empilhadeiras', forklift.count, 'un'),
        createQuantity('P_empilhadeira', 'Potência por empilhadeira', forkliftPowerKw, 'kW'),
        createQuantity('h', 'Uso diário', forklift.duration, 'h'),
      ],
      forklift.count * forkliftPowerKw * forklift.duration * 3600,
    ),
    createStep(
      'evaporator',
      'Evaporadores',
      'Q = N · P · h · 3600',
      [
        createQuantity('N', 'Evaporadores', evaporator.count, 'un'),
        createQuantity('P', 'Potência por evaporador', evaporatorPower, 'kW'),
        createQuantity('h', 'Horas de operação', evaporator.duration, 'h'),
      ],
      evaporator.count * evaporatorPower * evaporator.duration * 3600,
      fanSource ? describeEvaporatorFanSource(fanSource) : undefined,
    ),
    createStep(
      'lighting',
      'Iluminação',
      'A = C · L; Q = P · A · h · 3,6',
      [
        createQuantity('P', 'Potência de iluminação', lighting.power, 'W/m²'),
        createQuantity('C', 'Comprimento interno', room.length, 'm'),
        createQuantity('L', 'Largura interna', room.width, 'm'),
        createQuantity('A', 'Área do piso', floorArea, 'm²'),
        createQuantity('h', 'Horas de operação', lighting.duration, 'h'),
      ],
      lighting.power * floorArea * lighting.duration * 3.6,
    ),
    createStep(
      'other',
      'Outras',
      'Q = P · h · 3600',
      [
        createQuantity('P', 'Potência', other.power, 'kW'),
        createQuantity('h', 'Horas de operação', other.duration, 'h'),
      ],
      other.power * other.duration * 3600,
    ),
  ];
  const daily = kilojoulesPerDay(steps.reduce((sum, step) => sum + step.result.value, 0));
  return { daily, steps };
}
