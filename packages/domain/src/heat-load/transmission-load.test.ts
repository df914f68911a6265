import { describe, expect, it } from 'vitest';
import { buildSurface, REFS } from '../testing/room-builders.ts';
import { expectDomainError } from '../../test/support/expect-domain-error.ts';
import {
  computeLayeredUValue,
  computeSurfaceUValue,
  computeTransmissionLoad,
  findConductivity,
} from './transmission-load.ts';
import type { HeatTransfer, Surface } from './types.ts';

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
  it('says in each area formula how the sizes were taken: outside box, inside box or typed (ADR 057)', () => {
    // 10 × 8 × 6 m inside in 150 mm panels: 10,3 × 8,3 × 6,3 m outside.
    const outside: HeatTransfer = {
      ceiling: buildSurface({ width: 8.3, length: 10.3 }),
      floor: buildSurface({ width: 8.3, length: 10.3 }),
      walls: [8.3, 10.3, 8.3, 10.3].map((length) => buildSurface({ width: 6.3, length })),
    };
    const room = { length: 10, width: 8, height: 6 };
    const formulas = (heatTransfer: HeatTransfer, areaBasis?: 'INSIDE' | 'OUTSIDE') =>
      computeTransmissionLoad(heatTransfer, -20, REFS, { room, areaBasis }).steps.map(
        (step) => step.formula,
      );
    expect(formulas(outside)[0]).toBe(
      'U = k / x; A = L · C (medidas externas: internas + isolamento de cada lado, ' +
        '10,30 × 8,30 × 6,30 m); Q = U · A · (T_sup − T_câm) · 24 h · 3,6',
    );
    expect(formulas(sixSurfaces(), 'INSIDE')[2]).toContain('A = L · C (medidas internas);');
    expect(formulas(sixSurfaces(), 'OUTSIDE')[2]).toContain('A = L · C (medidas informadas);');
    // Without the room the formula is the method's own.
    expect(computeTransmissionLoad(outside, -20, REFS).steps[0]?.formula).toBe(
      'U = k / x; A = L · C; Q = U · A · (T_sup − T_câm) · 24 h · 3,6',
    );
  });

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

describe('surfaces of up to three layers in series, with custom k (ADR 024)', () => {
  const stepOf = (ceiling: Surface, refs = REFS) =>
    computeTransmissionLoad({ ...sixSurfaces(), ceiling }, -20, refs).steps[0];
  const uOf = (ceiling: Surface) => stepOf(ceiling)?.inputs.find((q) => q.symbol === 'U')?.value;

  it('a floor slab with insulation adds the films once: 100 mm EPS + 150 mm concrete', () => {
    // Heat-load method "Transmission", layers in series (ASHRAE Fundamentals 2017 ch. 25):
    // R = 0.12 + 0.1/0.035 + 0.15/1.75 + 0.04 = 0.12 + 2.857143 + 0.085714 + 0.04 = 3.102857
    // m²·K/W, so U = 1 / 3.102857 = 0.322284 W/(m²·K) (by hand; tolerance 1e-6, the rounding of
    // the hand sum).
    const layers = [
      { materialId: 12, thickness: 100, conductivity: 0.035 },
      { materialId: 14, thickness: 150, conductivity: 1.75 },
    ];
    expect(computeLayeredUValue(layers)).toBeCloseTo(0.322284, 6);
    const floor = buildSurface({
      material: { id: 12 },
      thickness: 100,
      additionalLayers: [{ material: { id: 14 }, thickness: 150, conductivity: null }],
    });
    expect(uOf(floor)).toBeCloseTo(0.322284, 6);
  });

  it('panel on panel neglects the films: 100 mm PUR + 50 mm EPS', () => {
    // U = 1 / (0.1/0.022 + 0.05/0.035) = 1 / (4.545455 + 1.428571) = 1 / 5.974026
    // = 0.167391 W/(m²·K) (by hand; tolerance 1e-6).
    const ceiling = buildSurface({
      thickness: 100,
      additionalLayers: [{ material: { id: 12 }, thickness: 50, conductivity: null }],
    });
    expect(uOf(ceiling)).toBeCloseTo(0.167391, 6);
    expect(stepOf(ceiling)?.formula).toMatch(/^U = 1 \/ \(x₁ \/ k₁ \+ x₂ \/ k₂\);/);
  });

  it('a panel with a timber frame adds the films (timber is not a panel)', () => {
    // U = 1 / (0.12 + 0.1/0.022 + 0.05/0.15 + 0.04) = 1 / (0.12 + 4.545455 + 0.333333 + 0.04)
    // = 1 / 5.038788 = 0.198460 W/(m²·K) (by hand; tolerance 1e-6).
    const wall = buildSurface({
      thickness: 100,
      additionalLayers: [{ material: { id: 16 }, thickness: 50, conductivity: null }],
    });
    expect(uOf(wall)).toBeCloseTo(0.19846, 6);
    expect(stepOf(wall)?.formula).toMatch(/^U = 1 \/ \(0,12 \+ x₁ \/ k₁ \+ x₂ \/ k₂ \+ 0,04\);/);
  });

  it('a custom k replaces the material’s: 150 mm PUR at k 0.03 gives U = 0.03 / 0.15 = 0.2', () => {
    expect(uOf(buildSurface({ conductivity: 0.03 }))).toBeCloseTo(0.2, 12);
    const layered = buildSurface({
      thickness: 100,
      additionalLayers: [{ material: { id: 14 }, thickness: 150, conductivity: 2 }],
    });
    // 1 / (0.12 + 0.1/0.022 + 0.15/2 + 0.04) = 1 / 4.780455 = 0.209185 (by hand; 1e-6).
    expect(uOf(layered)).toBeCloseTo(0.209185, 6);
  });

  it('a single layer without a custom k gives exactly today’s U and load', () => {
    const before = computeTransmissionLoad(sixSurfaces(), -20, REFS);
    const explicit = computeTransmissionLoad(
      sixSurfaces({ conductivity: null, additionalLayers: [] }),
      -20,
      REFS,
    );
    expect(explicit.daily).toBe(before.daily);
    for (const [materialId, thickness, k] of [
      [10, 150, 0.022],
      [13, 200, 0.9],
      [14, 150, 1.75],
      [15, 6, 1],
    ] as const) {
      const x = thickness / 1000;
      const today = materialId === 10 ? k / x : 1 / (0.12 + x / k + 0.04);
      expect(computeLayeredUValue([{ materialId, thickness, conductivity: k }])).toBe(today);
    }
  });

  it('names each layer’s material and k in the memorial, never "material 10"', () => {
    const single = stepOf(buildSurface());
    expect(single?.inputs[0]).toMatchObject({ symbol: 'k', label: 'Condutividade — PUR' });
    const custom = stepOf(buildSurface({ conductivity: 0.03 }));
    expect(custom?.inputs[0]).toMatchObject({
      label: 'Condutividade — PUR (personalizada)',
      value: 0.03,
    });
    const layered = stepOf(
      buildSurface({
        additionalLayers: [
          { material: { id: 14 }, thickness: 150, conductivity: 2 },
          { material: { id: 16 }, thickness: 20, conductivity: null },
        ],
      }),
    );
    expect(layered?.inputs.slice(0, 6).map((q) => [q.symbol, q.label, q.value])).toEqual([
      ['k₁', 'Condutividade — PUR (camada 1)', 0.022],
      ['x₁', 'Espessura — PUR (camada 1)', 0.15],
      ['k₂', 'Condutividade — Concreto (camada 2, personalizada)', 2],
      ['x₂', 'Espessura — Concreto (camada 2)', 0.15],
      ['k₃', 'Condutividade — Madeira (camada 3)', 0.15],
      ['x₃', 'Espessura — Madeira (camada 3)', 0.02],
    ]);
    const named = { materials: [{ id: 10, conductivity: 0.022, name: 'Poliuretano' }] };
    expect(stepOf(buildSurface(), named)?.inputs[0]?.label).toBe('Condutividade — Poliuretano');
    const labels = layered?.inputs.map((q) => q.label).join(' ');
    expect(labels).not.toMatch(/material \d/i);
  });

  it('refuses an unknown material or a non-positive k in any layer, at its field', () => {
    const unknown = buildSurface({
      additionalLayers: [{ material: { id: 99 }, thickness: 50, conductivity: null }],
    });
    expectDomainError(
      () => computeTransmissionLoad({ ...sixSurfaces(), ceiling: unknown }, 0, REFS),
      'UNKNOWN_REFERENCE',
      'heatTransfer.ceiling.additionalLayers[0].material.id',
    );
    expectDomainError(
      () =>
        computeTransmissionLoad(
          { ...sixSurfaces(), ceiling: buildSurface({ conductivity: 0 }) },
          0,
          REFS,
        ),
      'OUT_OF_RANGE',
      'heatTransfer.ceiling.conductivity',
    );
    const thin = buildSurface({
      additionalLayers: [{ material: { id: 12 }, thickness: 0, conductivity: null }],
    });
    expectDomainError(
      () => computeTransmissionLoad({ ...sixSurfaces(), ceiling: thin }, 0, REFS),
      'OUT_OF_RANGE',
      'heatTransfer.ceiling.additionalLayers[0].thickness',
    );
    expectDomainError(() => computeLayeredUValue([]), 'MISSING_INPUT');
  });
});
