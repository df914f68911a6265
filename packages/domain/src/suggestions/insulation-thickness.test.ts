import { describe, expect, it } from 'vitest';
import {
  computeRequiredInsulationThickness,
  computeSuggestedPanelThickness,
  findThicknessTableKey,
  MAX_PANEL_HEAT_FLUX,
  STANDARD_PANEL_THICKNESSES_MM,
} from './insulation-thickness.ts';

describe('insulation thickness rule', () => {
  it('picks the smallest standard panel with k · ΔT / x ≤ 8 W/m²', () => {
    expect(computeSuggestedPanelThickness(0.022, 15)).toBe(50);
    expect(computeSuggestedPanelThickness(0.022, 40)).toBe(125);
    expect(computeSuggestedPanelThickness(0.035, 15)).toBe(75);
  });

  it('counts a flux of exactly 8 W/m² as acceptable', () => {
    expect((0.035 * 40) / 0.175).toBeCloseTo(MAX_PANEL_HEAT_FLUX, 12);
    expect(computeSuggestedPanelThickness(0.035, 40)).toBe(175);
  });

  it('caps at 250 mm even when the flux stays above 8 W/m²', () => {
    expect(computeSuggestedPanelThickness(0.035, 85)).toBe(250);
    expect((0.035 * 85) / 0.25).toBeGreaterThan(MAX_PANEL_HEAT_FLUX);
  });

  it('only ever returns a standard thickness', () => {
    for (let deltaT = 0; deltaT <= 120; deltaT += 1) {
      expect(STANDARD_PANEL_THICKNESSES_MM).toContain(
        computeSuggestedPanelThickness(0.022, deltaT),
      );
    }
  });

  it('keys the table by ambient − room rounded up to 5 K, between 15 and 85', () => {
    expect(findThicknessTableKey(38, -20)).toBe(60);
    expect(findThicknessTableKey(38, -21)).toBe(60);
    expect(findThicknessTableKey(38, -22.5)).toBe(65);
    expect(findThicknessTableKey(30, 21)).toBe(15);
    expect(findThicknessTableKey(43, -60)).toBe(85);
  });

  it('reproduces the AIRAH required-thickness example', () => {
    expect(computeRequiredInsulationThickness(0.026, 104, 45, 500)).toBeCloseTo(0.24336, 5);
  });
});
