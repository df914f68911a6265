import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './demo-catalog.ts';
import {
  classifyDemoCatalog,
  classifyDemoUnit,
  computeDemoUnitNominalKcalh,
  TIPI_8418_69_40_MAX_FRIGORIAS_PER_HOUR,
} from './demo-classification.ts';
import type { UnitModel } from './types.ts';

const CATALOG = generateDemoCatalog();

const findUnit = (units: readonly UnitModel[], code: string): UnitModel => {
  const unit = units.find((item) => item.code === code);
  if (!unit) throw new Error(`no unit ${code}`);
  return unit;
};

describe('the demonstration catalogue’s classification (taxes-research.md §1)', () => {
  it('classifies every evaporator and remote condenser 8418.99.00 Ex 01, origin 0', () => {
    const coils = [...CATALOG.evaporators, ...CATALOG.remoteCondensers];
    expect(coils.length).toBeGreaterThan(100);
    for (const model of coils) {
      expect(model.classification).toEqual({ ncm: '84189900', ex: '01', origin: 0 });
    }
  });

  it('puts condensing units up to 30 000 frig/h in 8418.69.40 and larger ones in 8418.69.99 Ex 02', () => {
    // USMB-250M is sized at 25 000 kcal/h, UCM-320M at 32 000 kcal/h (demo-unit-lines.ts).
    const small = findUnit(CATALOG.condensingUnits, 'USMB-250M');
    const large = findUnit(CATALOG.condensingUnits, 'UCM-320M');
    expect(computeDemoUnitNominalKcalh(small)).toBeCloseTo(25_000, -2);
    expect(computeDemoUnitNominalKcalh(large)).toBeCloseTo(32_000, -2);
    expect(small.classification).toEqual({ ncm: '84186940', ex: null, origin: 0 });
    expect(large.classification).toEqual({ ncm: '84186999', ex: '02', origin: 0 });
    for (const unit of CATALOG.condensingUnits) {
      const nominal = computeDemoUnitNominalKcalh(unit) ?? Number.NaN;
      const isSmall = nominal <= TIPI_8418_69_40_MAX_FRIGORIAS_PER_HOUR;
      expect(unit.classification?.ncm).toBe(isSmall ? '84186940' : '84186999');
    }
    const ncms = new Set(CATALOG.condensingUnits.map((unit) => unit.classification?.ncm));
    expect(ncms).toEqual(new Set(['84186940', '84186999']));
  });

  it('classifies every compressor unit (rack) 8418.69.99 Ex 02, whatever its size', () => {
    expect(CATALOG.compressorUnits.length).toBeGreaterThan(0);
    for (const unit of CATALOG.compressorUnits) {
      expect(unit.classification).toEqual({ ncm: '84186999', ex: '02', origin: 0 });
    }
  });

  it('does not guess: a unit whose nominal capacity cannot be read stays unclassified', () => {
    const unit = findUnit(CATALOG.condensingUnits, 'USMB-250M');
    const withoutR404A = unit.capacityTables.filter((table) => table.refrigerantCode !== 'R404A');
    expect(classifyDemoUnit({ ...unit, capacityTables: withoutR404A })).toBeNull();
    expect(classifyDemoUnit({ ...unit, application: 'HIGH' })).toBeNull();
  });

  it('gives a catalogue stored without classifications the generated ones', () => {
    const strip = <T extends object>(items: readonly T[]) =>
      items.map((item) => ({ ...item, classification: null }));
    const stored = {
      ...CATALOG,
      evaporators: strip(CATALOG.evaporators),
      condensingUnits: strip(CATALOG.condensingUnits),
      compressorUnits: strip(CATALOG.compressorUnits),
      remoteCondensers: strip(CATALOG.remoteCondensers),
    };
    expect(classifyDemoCatalog(stored)).toEqual(CATALOG);
  });
});
