import { computeMoistAirState } from '../psychrometrics/moist-air.ts';
import { SECONDS_PER_DAY } from '../units/quantities.ts';
import { createQuantity, DAILY_ENERGY_UNIT, type CalculationStep } from './calculation-step.ts';
import { PROTECTION_BARRIERS } from '../reference-data/protection-barriers.ts';
import { DOOR_LABELS, type DoorValues } from './door-values.ts';
import { createHeatLoadWarning } from './heat-load-warnings.ts';
import type { HeatLoadWarning, ProtectionBarrierId } from './types.ts';

/** Standard gravity, m/s². */
export const GRAVITY = 9.81;

/** ΔT (adjacent − room) above which the doorway flow factor is 0.8, else 1.1, K. */
export const DOORWAY_FLOW_FACTOR_THRESHOLD_K = 11;

/**
 * Density factor of the Gosney–Olama door flow: `F_m = (2 / (1 + (ρ_room/ρ_warm)^(1/3)))^1.5`.
 *
 * @param roomDensity - ρ of the cold room air, kg/m³.
 * @param warmDensity - ρ of the infiltrating air, kg/m³.
 * @example computeDensityFactor(1.394, 1.154); // ≈ 0.953
 */
export function computeDensityFactor(roomDensity: number, warmDensity: number): number {
  return (2 / (1 + Math.cbrt(roomDensity / warmDensity))) ** 1.5;
}

/**
 * Fraction of each hour a door is open: `D_t = min(1, f · (θ_p + 60 · θ_o) / 3600)`.
 *
 * @param openingFrequency - passages per hour, ≥ 0.
 * @param openCloseDuration - s per passage to open and close, ≥ 0.
 * @param openDuration - min per passage the door stays open, ≥ 0.
 * @example computeDoorOpenFraction(10, 15, 0.5); // ≈ 0.125 (±1e-12)
 */
export function computeDoorOpenFraction(
  openingFrequency: number,
  openCloseDuration: number,
  openDuration: number,
): number {
  return Math.min(1, (openingFrequency * (openCloseDuration + 60 * openDuration)) / 3600);
}

/**
 * Doorway flow factor `D_f`: 0.8 when the adjacent air is more than 11 K warmer than the
 * room, else 1.1 (ASHRAE Refrigeration Handbook, "Refrigerated-Facility Loads").
 *
 * @param temperatureDifference - adjacent − room, K.
 * @example computeDoorwayFlowFactor(40); // => 0.8
 */
export function computeDoorwayFlowFactor(temperatureDifference: number): number {
  return temperatureDifference > DOORWAY_FLOW_FACTOR_THRESHOLD_K ? 0.8 : 1.1;
}

/**
 * Sensible-plus-latent heat flowing through a fully open door (Gosney and Olama, as in ASHRAE):
 * `q = 0.221 · A · (h_warm − h_room) · ρ_room · (1 − ρ_warm/ρ_room)^0.5 · (g · H)^0.5 · F_m`.
 *
 * @param area - door width · height, m².
 * @param height - door height, m.
 * @param enthalpyDifference - h_warm − h_room, kJ/kg dry air.
 * @param roomDensity - kg/m³.
 * @param warmDensity - kg/m³; when not below `roomDensity` no density-driven flow exists and
 *   the result is 0.
 * @returns kW.
 * @example computeOpenDoorHeatFlow(8, 4, 90, 1.394, 1.154); // ≈ 549.5 kW
 */
export function computeOpenDoorHeatFlow(
  area: number,
  height: number,
  enthalpyDifference: number,
  roomDensity: number,
  warmDensity: number,
): number {
  if (warmDensity >= roomDensity) return 0;
  return (
    0.221 *
    area *
    enthalpyDifference *
    roomDensity *
    Math.sqrt(1 - warmDensity / roomDensity) *
    Math.sqrt(GRAVITY * height) *
    computeDensityFactor(roomDensity, warmDensity)
  );
}

/**
 * The memorial's name of a door's protection: the barrier's pt-BR name, "Sem Proteção" without
 * one (and no efficiency typed), or null when only an efficiency was typed.
 *
 * @example formatProtectionName('AIR_CURTAIN', 10); // => 'Cortina de Ar'
 */
export function formatProtectionName(
  barrierId: ProtectionBarrierId | null,
  efficiency: number,
): string | null {
  const id = barrierId ?? (efficiency === 0 ? 'NO_PROTECTION' : null);
  return PROTECTION_BARRIERS.find((barrier) => barrier.id === id)?.name ?? null;
}

/**
 * One AIR_VELOCITY door entry: `Q = q · D_t · D_f · (1 − E) · count · 86 400` kJ/day. The step
 * lists every input of the entry (sizes, both airs, opening frequency and times, protection).
 *
 * @param door - validated door values.
 * @param index - position of the entry (for the step key and label).
 * @param roomTemperature - °C.
 * @param warnings - receives DOOR_NO_DENSITY_DIFFERENCE when the adjacent air is not lighter.
 * @param protectionBarrierId - the barrier chosen, named in the step; null when none.
 */
export function computeDoorFlowStep(
  door: DoorValues,
  index: number,
  roomTemperature: number,
  warnings: HeatLoadWarning[],
  protectionBarrierId: ProtectionBarrierId | null = null,
): CalculationStep {
  const field = `doors.doors[${index}]`;
  const warm = computeMoistAirState(
    door.adjacentAmbientTemperature,
    door.adjacentAmbientRelativeHumidity,
    `${field}.adjacent`,
  );
  const cold = computeMoistAirState(roomTemperature, door.internalRelativeHumidity, 'room');
  if (warm.density >= cold.density) {
    warnings.push(
      createHeatLoadWarning(
        'DOOR_NO_DENSITY_DIFFERENCE',
        `${field}.adjacentAmbientTemperature`,
        `doors.${index}`,
      ),
    );
  }
  const area = door.width * door.height;
  const q = computeOpenDoorHeatFlow(
    area,
    door.height,
    warm.enthalpy - cold.enthalpy,
    cold.density,
    warm.density,
  );
  const densityFactor = computeDensityFactor(cold.density, warm.density);
  const openFraction = computeDoorOpenFraction(
    door.openingFrequency,
    door.openCloseDuration,
    door.openDuration,
  );
  const flowFactor = computeDoorwayFlowFactor(door.adjacentAmbientTemperature - roomTemperature);
  const efficiency = door.protectionBarrierEfficiency / 100;
  const daily = q * openFraction * flowFactor * (1 - efficiency) * door.count * SECONDS_PER_DAY;
  const protection = formatProtectionName(protectionBarrierId, door.protectionBarrierEfficiency);
  return {
    key: `doors.${index}`,
    part: 'doors',
    label: `Infiltração — Porta ${index + 1} (velocidade do ar)`,
    formula:
      'A = L · H; h_ext, ρ_ext do ar a (t_ext, UR_ext); h_câm, ρ_câm do ar a (t_câm, UR_câm); ' +
      'q = 0,221 · A · (h_ext − h_câm) · ρ_câm · (1 − ρ_ext/ρ_câm)^0,5 · (g · H)^0,5 · F_m; ' +
      'D_t = mín(1, f · (θ_p + 60 · θ_o) / 3600); D_f = 0,8 se t_ext − t_câm > 11 K, senão 1,1; ' +
      'E = %_proteção / 100; Q = q · D_t · D_f · (1 − E) · N · 86 400',
    inputs: [
      createQuantity('N', 'Quantidade de portas', door.count, 'un'),
      createQuantity('L', 'Largura da porta', door.width, 'm'),
      createQuantity('H', 'Altura da porta', door.height, 'm'),
      createQuantity('A', 'Área da porta', area, 'm²'),
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
      createQuantity('t_câm', 'Temperatura da câmara', roomTemperature, '°C'),
      createQuantity(
        'UR_câm',
        DOOR_LABELS.internalRelativeHumidity,
        door.internalRelativeHumidity,
        '%',
      ),
      createQuantity('h_ext', 'Entalpia do ar externo', warm.enthalpy, 'kJ/kg ar seco'),
      createQuantity('h_câm', 'Entalpia do ar da câmara', cold.enthalpy, 'kJ/kg ar seco'),
      createQuantity('ρ_ext', 'Densidade do ar externo', warm.density, 'kg/m³'),
      createQuantity('ρ_câm', 'Densidade do ar da câmara', cold.density, 'kg/m³'),
      createQuantity('F_m', 'Fator de densidade', densityFactor, '-'),
      createQuantity('q', 'Carga com a porta aberta', q, 'kW'),
      createQuantity('f', DOOR_LABELS.openingFrequency, door.openingFrequency, 'passagens/h'),
      createQuantity('θ_p', DOOR_LABELS.openCloseDuration, door.openCloseDuration, 's'),
      createQuantity('θ_o', DOOR_LABELS.openDuration, door.openDuration, 'min'),
      createQuantity('D_t', 'Fração de tempo aberta', openFraction, '-'),
      createQuantity('D_f', 'Fator de fluxo', flowFactor, '-'),
      createQuantity(
        '%_proteção',
        protection === null
          ? DOOR_LABELS.protectionBarrierEfficiency
          : `${DOOR_LABELS.protectionBarrierEfficiency} (${protection})`,
        door.protectionBarrierEfficiency,
        '%',
      ),
      createQuantity('E', 'Fração retida pela proteção', efficiency, '-'),
    ],
    result: createQuantity('Q', 'Energia diária de infiltração', daily, DAILY_ENERGY_UNIT),
  };
}
