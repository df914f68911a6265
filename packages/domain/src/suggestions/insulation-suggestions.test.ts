import { describe, expect, it } from 'vitest';
import {
  applySolarRadiation,
  suggestFloorMaterial,
  suggestHeatTransfer,
  suggestInsulationThickness,
} from './insulation-suggestions.ts';

const freezer = { length: 10, width: 8, height: 6, roomTemperature: -20, ambientTemperature: 38 };

describe('insulation suggestions', () => {
  it('reads the table by material: PUR/PIR share a column, EPS has its own', () => {
    expect(suggestInsulationThickness(10, 38, -20)).toBe(175);
    expect(suggestInsulationThickness(11, 38, -20)).toBe(175);
    expect(suggestInsulationThickness(12, 38, -20)).toBe(250);
    expect(suggestInsulationThickness(10, 38, 5)).toBe(100);
  });

  it('gives documented defaults to masonry, concrete and glass', () => {
    expect(suggestInsulationThickness(13, 38, 5)).toBe(150);
    expect(suggestInsulationThickness(14, 38, 5)).toBe(150);
    expect(suggestInsulationThickness(15, 38, 5)).toBe(6);
    expect(suggestInsulationThickness(99, 38, 5)).toBe(100);
  });

  it('floor is concrete at 5 °C or warmer, PUR below', () => {
    expect(suggestFloorMaterial(5)).toBe(14);
    expect(suggestFloorMaterial(4.9)).toBe(10);
  });

  it('fills the six surfaces from the room, sized from its outside box (ADR 057)', () => {
    const surfaces = suggestHeatTransfer(freezer);
    // 175 mm PUR on every side: 10 × 8 × 6 m inside is 10,35 × 8,35 × 6,35 m outside.
    const round = (value: number) => Math.round(value * 1e9) / 1e9;
    expect(surfaces.ceiling).toMatchObject({ temperature: 44, material: { id: 10 } });
    expect([surfaces.ceiling.width, surfaces.ceiling.length].map(round)).toEqual([8.35, 10.35]);
    expect(surfaces.floor).toMatchObject({ temperature: 22, material: { id: 10 } });
    expect([surfaces.floor.width, surfaces.floor.length].map(round)).toEqual([8.35, 10.35]);
    expect(
      surfaces.walls.map((wall) => [round(wall.width), round(wall.length), wall.temperature]),
    ).toEqual([
      [6.35, 8.35, 38],
      [6.35, 10.35, 38],
      [6.35, 8.35, 38],
      [6.35, 10.35, 38],
    ]);
    expect(
      surfaces.walls.every((wall) => wall.thickness === 175 && !wall.incidentSolarRadiation),
    ).toBe(true);
    expect(suggestHeatTransfer({ ...freezer, roomTemperature: 10 }).floor.material.id).toBe(14);
    // A room on the inside basis is sized from its inside box.
    const inside = suggestHeatTransfer({ ...freezer, areaBasis: 'INSIDE' });
    expect([inside.ceiling.width, inside.ceiling.length]).toEqual([8, 10]);
    expect(inside.walls.map((wall) => [wall.width, wall.length])).toEqual([
      [6, 8],
      [6, 10],
      [6, 8],
      [6, 10],
    ]);
  });

  it('the solar checkbox adds and removes 5 °C once', () => {
    const [wall] = suggestHeatTransfer(freezer).walls;
    const checked = applySolarRadiation(wall!, true);
    expect(checked.temperature).toBe(43);
    expect(applySolarRadiation(checked, true).temperature).toBe(43);
    expect(applySolarRadiation(checked, false)).toMatchObject({
      temperature: 38,
      incidentSolarRadiation: false,
    });
  });
});
