import { describe, expect, it } from 'vitest';
import { buildDoor } from '../testing/room-builders.ts';
import {
  computeDensityFactor,
  computeDoorOpenFraction,
  computeDoorwayFlowFactor,
  computeOpenDoorHeatFlow,
} from './door-air-velocity.ts';
import { computeInfiltrationLoad } from './infiltration-load.ts';
import { ROOM_FIELDS } from './room-fields.ts';
import type { Door, DoorsGroup, HeatLoadWarning } from './types.ts';

const freezer = { roomTemperature: -20, length: 10, width: 8, height: 6 };
const airVelocity = (...doors: ReturnType<typeof buildDoor>[]): DoorsGroup => ({
  calculationMethod: 'AIR_VELOCITY',
  doors,
});

describe('Gosney–Olama door terms', () => {
  // Expected values are worked by hand (Python, 15 digits) from the equations as printed in
  // ASHRAE Refrigeration Handbook, ch. 24 "Refrigerated-Facility Loads" (Gosney and Olama
  // 1975), not with the code under test.
  it('density factor F_m is 1 for equal densities and below 1 otherwise', () => {
    expect(computeDensityFactor(1.2, 1.2)).toBeCloseTo(1, 12);
    // (1.394 / 1.154)^(1/3) = 1.0650067; F_m = (2 / 2.0650067)^1.5 = 0.9531534
    expect(computeDensityFactor(1.394, 1.154)).toBeCloseTo(0.9531534, 7);
  });

  it('open fraction D_t = f · (θp + 60 θo) / 3600, at most 1', () => {
    expect(computeDoorOpenFraction(10, 15, 0.5)).toBeCloseTo(0.125, 12);
    expect(computeDoorOpenFraction(100, 60, 1)).toBe(1);
    expect(computeDoorOpenFraction(0, 15, 0.5)).toBe(0);
  });

  it('doorway flow factor D_f is 0.8 above 11 K and 1.1 otherwise', () => {
    expect(computeDoorwayFlowFactor(11.01)).toBe(0.8);
    expect(computeDoorwayFlowFactor(11)).toBe(1.1);
  });

  it('open-door heat flow follows the ASHRAE equation', () => {
    // 0.221 · 8 · 45 · 1.39 · √(1 − 1.24/1.39) · √(9.81 · 4) · F_m 0.9715916 = 221.1037 kW
    expect(computeOpenDoorHeatFlow(8, 4, 45, 1.39, 1.24)).toBeCloseTo(221.1037, 3);
    // The doc example: 0.221 · 8 · 90 · 1.394 · 0.41494 · 6.2642 · 0.95315 = 549.527 kW
    expect(computeOpenDoorHeatFlow(8, 4, 90, 1.394, 1.154)).toBeCloseTo(549.5271, 3);
    expect(computeOpenDoorHeatFlow(8, 4, 45, 1.2, 1.25)).toBe(0);
  });
});

describe('infiltration, AIR_VELOCITY method', () => {
  it('computes q · D_t · D_f · (1 − E) · count · 86 400 per entry', () => {
    const door = buildDoor({ protectionBarrierEfficiency: 30, count: 2 });
    const result = computeInfiltrationLoad(airVelocity(door), freezer, []);
    // Worked by hand from the ASHRAE Handbook—Fundamentals ch. 1 ideal-gas moist-air equations
    // (p_ws of Hyland and Wexler, W = 0.621945 p_w/(p − p_w), h = 1.006 t + W (2501 + 1.86 t),
    // v = 0.287042 T (1 + 1.607858 W)/p) at 101.325 kPa:
    //   room −20 °C 85 %: h −18.7915 kJ/kg, ρ 1.393962 kg/m³; dock 10 °C 85 %: h 26.3710, ρ 1.241824
    //   q = 223.7178 kW (2 × 4 m door); Q = q · 0.125 · 0.8 · 0.7 · 2 · 86 400 = 2 706 091 kJ/day
    expect(result.daily / 2_706_091 - 1).toBeCloseTo(0, 4);
    expect(result.steps[0]?.label).toBe('Infiltração — Porta 1 (velocidade do ar)');
  });

  it('sums several entries', () => {
    const one = computeInfiltrationLoad(airVelocity(buildDoor()), freezer, []).daily;
    const two = computeInfiltrationLoad(airVelocity(buildDoor(), buildDoor()), freezer, []).daily;
    expect(two).toBeCloseTo(2 * one, 6);
  });

  it('treats a null barrier efficiency as 0', () => {
    const zero = computeInfiltrationLoad(
      airVelocity(buildDoor({ protectionBarrierEfficiency: 0 })),
      freezer,
      [],
    );
    const nil = computeInfiltrationLoad(
      airVelocity(buildDoor({ protectionBarrierEfficiency: null })),
      freezer,
      [],
    );
    expect(nil.daily).toBe(zero.daily);
  });

  it('gives 0 and a warning when the adjacent air is not lighter', () => {
    const warnings: HeatLoadWarning[] = [];
    const warmRoom = { ...freezer, roomTemperature: 20 };
    const door = buildDoor({ adjacentAmbientTemperature: 5 });
    expect(computeInfiltrationLoad(airVelocity(door), warmRoom, warnings).daily).toBe(0);
    expect(warnings[0]?.code).toBe('DOOR_NO_DENSITY_DIFFERENCE');
  });
});

describe('the memorial lists every input of a door (issue 11)', () => {
  /** Where each door field shows in the step, by symbol; a new door field must be added here. */
  const AIR_VELOCITY_SYMBOLS = {
    count: 'N',
    width: 'L',
    height: 'H',
    adjacentAmbientTemperature: 't_ext',
    adjacentAmbientRelativeHumidity: 'UR_ext',
    internalRelativeHumidity: 'UR_câm',
    openingFrequency: 'f',
    openCloseDuration: 'θ_p',
    openDuration: 'θ_o',
    protectionBarrierEfficiency: '%_proteção',
    // VOLUME only: the AIR_VELOCITY method ignores it.
    airExchangeRate: null,
  } as const satisfies Record<keyof typeof ROOM_FIELDS.door, string | null>;

  it('AIR_VELOCITY: every field that affects the term, with its unit, and the protection chosen', () => {
    const door = buildDoor({
      count: 3,
      width: 1.7,
      height: 2.6,
      adjacentAmbientTemperature: 12,
      adjacentAmbientRelativeHumidity: 71,
      internalRelativeHumidity: 88,
      openingFrequency: 7,
      openCloseDuration: 14,
      openDuration: 0.75,
      protectionBarrier: { id: 'AUXILIAR_CURTAIN' },
      protectionBarrierEfficiency: 30,
    });
    const step = computeInfiltrationLoad(airVelocity(buildDoor(), door), freezer, []).steps[1];
    expect(step?.key).toBe('doors.1');
    for (const [field, symbol] of Object.entries(AIR_VELOCITY_SYMBOLS)) {
      if (symbol === null) continue;
      const input = step?.inputs.find((quantity) => quantity.symbol === symbol);
      expect(input?.value, field).toBe(door[field as keyof Door]);
      const unit = ROOM_FIELDS.door[field as keyof typeof ROOM_FIELDS.door].unit;
      expect(input?.unit, field).toBe(unit === '' ? 'un' : unit);
    }
    const labels = step?.inputs.map((quantity) => quantity.label) ?? [];
    expect(labels).toEqual(
      expect.arrayContaining([
        'Frequência de abertura',
        'Tempo de abertura e fechamento',
        'Tempo de porta aberta',
        'Largura da porta',
        'Temperatura do ambiente adjacente',
        'Umidade relativa do ambiente adjacente',
        'Umidade relativa interna',
        'Eficiência da proteção (Cortina de PVC)',
      ]),
    );
    expect(step?.inputs.find((quantity) => quantity.symbol === 't_câm')?.value).toBe(-20);
    const bare = computeInfiltrationLoad(airVelocity(buildDoor()), freezer, []).steps[0];
    expect(bare?.inputs.map((quantity) => quantity.label)).toContain(
      'Eficiência da proteção (Sem Proteção)',
    );
  });

  it('VOLUME: the room size, both airs and the typed air changes', () => {
    const door = buildDoor({
      adjacentAmbientTemperature: 31,
      adjacentAmbientRelativeHumidity: 64,
      internalRelativeHumidity: 91,
      airExchangeRate: 12,
    });
    const room = { roomTemperature: 3, length: 5.5, width: 4.25, height: 3.1 };
    const step = computeInfiltrationLoad({ calculationMethod: 'VOLUME', doors: [door] }, room, [])
      .steps[0];
    const value = (symbol: string) =>
      step?.inputs.find((quantity) => quantity.symbol === symbol)?.value;
    expect(value('C')).toBe(5.5);
    expect(value('L')).toBe(4.25);
    expect(value('H')).toBe(3.1);
    expect(value('t_ext')).toBe(31);
    expect(value('UR_ext')).toBe(64);
    expect(value('t_câm')).toBe(3);
    expect(value('UR_câm')).toBe(91);
    expect(value('n')).toBe(12);
  });
});
