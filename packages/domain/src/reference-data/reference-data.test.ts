import { describe, expect, it } from 'vitest';
import { MATERIALS } from './materials.ts';
import { PROTECTION_BARRIERS } from './protection-barriers.ts';
import { REFRIGERANTS } from './refrigerants.ts';

describe('materials', () => {
  it('are ids 10–15 with the method default conductivities, and 16 timber, with pt-BR names', () => {
    expect(MATERIALS.map((m) => [m.id, m.name, m.conductivity])).toEqual([
      [10, 'PUR', 0.022],
      [11, 'PIR', 0.022],
      [12, 'EPS', 0.035],
      [13, 'Alvenaria', 0.9],
      [14, 'Concreto', 1.75],
      [15, 'Vidro', 1.0],
      [16, 'Madeira', 0.15],
    ]);
    expect(MATERIALS.every((m) => m.source.length > 0)).toBe(true);
  });
});

describe('protection barriers', () => {
  it('are the three kinds of spec §3 with their efficiencies', () => {
    expect(PROTECTION_BARRIERS.map((b) => [b.id, b.name, b.efficiency])).toEqual([
      ['NO_PROTECTION', 'Sem Proteção', 0],
      ['AIR_CURTAIN', 'Cortina de Ar', 10],
      ['AUXILIAR_CURTAIN', 'Cortina de PVC', 30],
    ]);
  });
});

describe('refrigerants', () => {
  it('list R22, R134a, R404A, R448A, R449A with glide and source', () => {
    expect(REFRIGERANTS.map((r) => [r.id, r.code, r.glideK])).toEqual([
      [1, 'R22', 0],
      [2, 'R134a', 0],
      [3, 'R404A', 0.7],
      [4, 'R448A', 6],
      [5, 'R449A', 6],
    ]);
    expect(REFRIGERANTS.filter((r) => !r.isGlideVerified).map((r) => r.code)).toEqual([
      'R448A',
      'R449A',
    ]);
  });
});
