import { describe, expect, it } from 'vitest';
import { buildSurface, REFS } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import {
  computeSurfaceUValue,
  computeTransmissionLoad,
  findConductivity,
} from './transmission-load.ts';
import type { HeatTransfer } from './types.ts';

const sixSurfaces = (overrides = {}): HeatTransfer => ({
  ceiling: buildSurface({ temperature: 41, width: 8, length: 10, ...overrides }),
  floor: buildSurface({ temperature: 19, width: 8, length: 10, ...overrides }),
  walls: [8, 10, 8, 10].map((length) => buildSurface({ width: 6, length, ...overrides })),
});

describe('surface U value', () => {
  it('panels use U = k / x (films neglected)', () => {
    expect(computeSurfaceUValue(10, 100, 0.022)).toBeCloseTo(0.22, 12);
    expect(computeSurfaceUValue(11, 200, 0.022)).toBeCloseTo(0.11, 12);
  });

  it('masonry, concrete and glass add the 0.12 and 0.04 m²K/W films', () => {
    expect(computeSurfaceUValue(14, 150, 1.75)).toBeCloseTo(1 / (0.12 + 0.15 / 1.75 + 0.04), 12);
    expect(computeSurfaceUValue(13, 200, 0.9)).toBeCloseTo(1 / (0.12 + 0.2 / 0.9 + 0.04), 12);
    expect(computeSurfaceUValue(15, 6, 1)).toBeCloseTo(1 / 0.166, 12);
  });
});

describe('transmission load', () => {
  it('sums U · A · ΔT over 24 h for the six surfaces', () => {
    const result = computeTransmissionLoad(sixSurfaces(), -20, REFS);
    const u = 0.022 / 0.15;
    const watts = u * (80 * 61 + 80 * 39 + 2 * 48 * 55 + 2 * 60 * 55);
    expect(result.daily).toBeCloseTo(watts * 24 * 3.6, 6);
    expect(result.steps.map((step) => step.label)).toEqual([
      'Transmissão — Teto',
      'Transmissão — Piso',
      'Transmissão — Parede 1',
      'Transmissão — Parede 2',
      'Transmissão — Parede 3',
      'Transmissão — Parede 4',
    ]);
  });

  it('reads conductivities from refs, never hard-wired', () => {
    const doubled = { materials: [{ id: 10, conductivity: 0.044 }] };
    const base = computeTransmissionLoad(sixSurfaces(), -20, REFS).daily;
    expect(computeTransmissionLoad(sixSurfaces(), -20, doubled).daily).toBeCloseTo(2 * base, 6);
  });

  it('never adds the solar increment again', () => {
    const checked = sixSurfaces({ incidentSolarRadiation: true });
    expect(computeTransmissionLoad(checked, -20, REFS).daily).toBe(
      computeTransmissionLoad(sixSurfaces(), -20, REFS).daily,
    );
  });

  it('shows U, A and the temperatures in each step', () => {
    const [ceiling] = computeTransmissionLoad(sixSurfaces(), -20, REFS).steps;
    const symbols = ceiling?.inputs.map((input) => input.symbol);
    expect(symbols).toEqual(['k', 'x', 'U', 'L', 'C', 'A', 'T_sup', 'T_câm']);
    expect(ceiling?.result.unit).toBe('kJ/dia');
  });

  it('refuses missing surfaces, unknown materials and bad sizes with codes', () => {
    const surfaces = sixSurfaces();
    expectDomainError(
      () => computeTransmissionLoad({ ...surfaces, walls: surfaces.walls.slice(0, 3) }, 0, REFS),
      'MISSING_INPUT',
      'heatTransfer.walls',
    );
    const noCeiling = { ...surfaces, ceiling: undefined } as unknown as HeatTransfer;
    expectDomainError(
      () => computeTransmissionLoad(noCeiling, 0, REFS),
      'MISSING_INPUT',
      'heatTransfer.ceiling',
    );
    const unknown = sixSurfaces({ material: { id: 99 } });
    expectDomainError(() => computeTransmissionLoad(unknown, 0, REFS), 'UNKNOWN_REFERENCE');
    const negative = sixSurfaces({ width: -1 });
    expectDomainError(
      () => computeTransmissionLoad(negative, 0, REFS),
      'INVALID_GEOMETRY',
      'heatTransfer.ceiling.width',
    );
    const thin = sixSurfaces({ thickness: 0 });
    expectDomainError(
      () => computeTransmissionLoad(thin, 0, REFS),
      'OUT_OF_RANGE',
      'heatTransfer.ceiling.thickness',
    );
    const nan = sixSurfaces({ temperature: Number.NaN });
    expectDomainError(
      () => computeTransmissionLoad(nan, 0, REFS),
      'INVALID_INPUT',
      'heatTransfer.ceiling.temperature',
    );
  });

  it('refuses a non-positive conductivity in refs', () => {
    expectDomainError(
      () => findConductivity({ materials: [{ id: 10, conductivity: 0 }] }, 10, 'm'),
      'OUT_OF_RANGE',
    );
  });
});
