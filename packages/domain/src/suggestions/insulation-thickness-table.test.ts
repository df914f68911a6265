import { describe, expect, it } from 'vitest';
import { MATERIALS } from '../reference-data/materials.ts';
import {
  computeSuggestedPanelThickness,
  THICKNESS_TABLE_MAX_DELTA_T,
  THICKNESS_TABLE_MIN_DELTA_T,
} from './insulation-thickness.ts';
import { INSULATION_THICKNESS_TABLE } from './insulation-thickness-table.ts';

const conductivity = (code: string): number => {
  const material = MATERIALS.find((candidate) => candidate.code === code);
  if (!material) throw new Error(`no material ${code}`);
  return material.conductivity;
};

describe('insulation thickness table', () => {
  it('has one row per 5 K from 15 to 85', () => {
    const keys = INSULATION_THICKNESS_TABLE.map((row) => row.deltaT);
    const expected: number[] = [];
    for (let key = THICKNESS_TABLE_MIN_DELTA_T; key <= THICKNESS_TABLE_MAX_DELTA_T; key += 5) {
      expected.push(key);
    }
    expect(keys).toEqual(expected);
  });

  it('PUR and PIR share a conductivity, so they can share a column', () => {
    expect(conductivity('PUR')).toBe(conductivity('PIR'));
  });

  it.each(INSULATION_THICKNESS_TABLE)('row ΔT $deltaT K equals the rule', (row) => {
    expect(row.polyurethane).toBe(computeSuggestedPanelThickness(conductivity('PUR'), row.deltaT));
    expect(row.eps).toBe(computeSuggestedPanelThickness(conductivity('EPS'), row.deltaT));
  });

  it('never gets thinner as ΔT grows', () => {
    for (let index = 1; index < INSULATION_THICKNESS_TABLE.length; index += 1) {
      const [before, after] = [
        INSULATION_THICKNESS_TABLE[index - 1],
        INSULATION_THICKNESS_TABLE[index],
      ];
      expect(after!.polyurethane).toBeGreaterThanOrEqual(before!.polyurethane);
      expect(after!.eps).toBeGreaterThanOrEqual(before!.eps);
    }
  });
});
