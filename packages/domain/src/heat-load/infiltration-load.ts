import { DomainError } from '../errors.ts';
import { computeMoistAirState } from '../psychrometrics/moist-air.ts';
import { kilojoulesPerDay, type KilojoulesPerDay } from '../units/quantities.ts';
import { requireArray, requireObject } from '../validation/assert-input.ts';
import { findTableAirChanges } from './air-change-table.ts';
import { createQuantity, DAILY_ENERGY_UNIT, type CalculationStep } from './calculation-step.ts';
import { DOOR_LABELS, readDoor, readVolumeDoor, type VolumeDoorValues } from './door-values.ts';
import { createHeatLoadWarning } from './heat-load-warnings.ts';
import { computeDoorFlowStep } from './door-air-velocity.ts';
import { PROTECTION_BARRIER_IDS } from './room-schema.ts';
import type { DoorsGroup, HeatLoadWarning, ProtectionBarrierId } from './types.ts';

/** Room geometry and temperature the door terms need. */
export interface DoorRoom {
  readonly roomTemperature: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

function computeVolumeStep(
  door: VolumeDoorValues,
  room: DoorRoom,
  warnings: HeatLoadWarning[],
): CalculationStep {
  const volume = room.length * room.width * room.height;
  const warm = computeMoistAirState(
    door.adjacentAmbientTemperature,
    door.adjacentAmbientRelativeHumidity,
    'doors.doors[0].adjacent',
  );
  const cold = computeMoistAirState(room.roomTemperature, door.internalRelativeHumidity, 'room');
  const isTyped = door.airExchangeRate > 0;
  const table = findTableAirChanges(volume, room.roomTemperature);
  const airChanges = isTyped ? door.airExchangeRate : table.airChanges;
  if (!isTyped && table.lookup === 'BEYOND_LAST_ROW') {
    warnings.push(
      createHeatLoadWarning(
        'AIR_CHANGES_EXTRAPOLATED',
        'doors.doors[0].airExchangeRate',
        'doors.0',
      ),
    );
  }
  const daily = (volume * airChanges * (warm.enthalpy - cold.enthalpy)) / cold.specificVolume;
  return {
    key: 'doors.0',
    part: 'doors',
    label: 'Infiltração — Trocas de ar (método volume)',
    formula:
      'V = C · L · H; h_ext do ar a (t_ext, UR_ext); h_câm, v_câm do ar a (t_câm, UR_câm); ' +
      'Q = V · n · (h_ext − h_câm) / v_câm',
    inputs: [
      createQuantity('C', 'Comprimento interno', room.length, 'm'),
      createQuantity('L', 'Largura interna', room.width, 'm'),
      createQuantity('H', 'Altura interna', room.height, 'm'),
      createQuantity('V', 'Volume interno', volume, 'm³'),
      createQuantity(
        't_ext',
        DOOR_LABELS.adjacentAmbientTemperature,
        door.adjacentAmbientTemperature,
        '°C',
      ),
      createQuantity(
        'UR_ext',
        DOOR_LABELS.adjacentAmbientRelativeHumidity,
        door.adjacentAmbientRelativeHumidity,
        '%',
      ),
      createQuantity('t_câm', 'Temperatura da câmara', room.roomTemperature, '°C'),
      createQuantity(
        'UR_câm',
        DOOR_LABELS.internalRelativeHumidity,
        door.internalRelativeHumidity,
        '%',
      ),
      createQuantity(
        'n',
        isTyped ? 'Trocas de ar informadas' : 'Trocas de ar (tabela)',
        airChanges,
        'trocas/24 h',
      ),
      createQuantity('h_ext', 'Entalpia do ar externo', warm.enthalpy, 'kJ/kg ar seco'),
      createQuantity('h_câm', 'Entalpia do ar da câmara', cold.enthalpy, 'kJ/kg ar seco'),
      createQuantity('v_câm', 'Volume específico do ar da câmara', cold.specificVolume, 'm³/kg'),
    ],
    result: createQuantity('Q', 'Energia diária de infiltração', daily, DAILY_ENERGY_UNIT),
  };
}

/** The barrier chosen on a door entry (already validated by the schema when it came from one). */
function readProtectionBarrierId(entry: unknown): ProtectionBarrierId | null {
  const barrier = (entry as { protectionBarrier?: { id?: unknown } | null }).protectionBarrier;
  const id = barrier?.id;
  return typeof id === 'string' && (PROTECTION_BARRIER_IDS as readonly string[]).includes(id)
    ? (id as ProtectionBarrierId)
    : null;
}

/**
 * Infiltration through the doors (heat-load method, "Infiltration"). VOLUME uses the single
 * door entry and the room's air changes; AIR_VELOCITY sums Gosney–Olama flows of every entry.
 *
 * @param doors - method and door entries (sizes m, temperatures °C, humidities %).
 * @param room - room temperature °C and internal size m.
 * @param warnings - receives coded, non-fatal warnings.
 * @returns the daily energy in kJ/day and one step per door entry.
 * @throws DomainError INVALID_INPUT (unknown method, more than one entry with VOLUME),
 *   OUT_OF_RANGE (humidity outside 0–100 %, temperature outside −60–60 °C).
 * @example
 * const room = { roomTemperature: 0, length: 4, width: 3, height: 2.5 };
 * const door = createSuggestedDoor(room, [], 1);
 * const doors = { calculationMethod: 'VOLUME', doors: [door] };
 * computeInfiltrationLoad(doors, room, []).daily; // ≈ 42_640 kJ/day (±10) — 30 m³ · 17.5 · Δh / v
 */
export function computeInfiltrationLoad(
  doors: DoorsGroup,
  room: DoorRoom,
  warnings: HeatLoadWarning[],
): { readonly daily: KilojoulesPerDay; readonly steps: readonly CalculationStep[] } {
  const group = requireObject(doors, 'doors');
  const entries = requireArray(group.doors, 'doors.doors');
  const method = group.calculationMethod;
  if (method !== 'VOLUME' && method !== 'AIR_VELOCITY') {
    throw new DomainError(
      'INVALID_INPUT',
      'doors.calculationMethod must be VOLUME or AIR_VELOCITY',
      'doors.calculationMethod',
    );
  }
  if (method === 'VOLUME' && entries.length > 1) {
    throw new DomainError(
      'INVALID_INPUT',
      'the VOLUME method takes a single door entry',
      'doors.doors',
    );
  }
  // VOLUME reads only what it uses of its entry (size, traffic and protection may be absent).
  const steps = entries.map((entry, index) =>
    method === 'VOLUME'
      ? computeVolumeStep(readVolumeDoor(entry, `doors.doors[${index}]`), room, warnings)
      : computeDoorFlowStep(
          readDoor(entry, `doors.doors[${index}]`),
          index,
          room.roomTemperature,
          warnings,
          readProtectionBarrierId(entry),
        ),
  );
  const daily = kilojoulesPerDay(steps.reduce((sum, step) => sum + step.result.value, 0));
  return { daily, steps };
}
