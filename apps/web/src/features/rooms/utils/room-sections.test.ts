import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { createDefaultRoom } from '@camara-fria/domain';
import { describe, expect, it } from 'vitest';
import { toFormValues } from './room-model.ts';
import { isSectionPath, mergeSection, validateSection } from './room-sections.ts';

describe('room sections', () => {
  it('merges only the fields of the section', () => {
    const room = buildSuggestedRoom();
    const values = { ...toFormValues(room), name: 'Outra', length: 12 };
    const merged = mergeSection(room, 'dimensions', values);
    expect(merged.length).toBe(12);
    expect(merged.name).toBe(room.name);
  });

  it('knows the section of an issue path', () => {
    expect(isSectionPath('heatTransfer', 'heatTransfer.walls.2.thickness')).toBe(true);
    expect(isSectionPath('room', 'typedTotalKcalh')).toBe(true);
    expect(isSectionPath('room', 'length')).toBe(false);
  });

  it('checks the section with the contract and ignores the other sections’ issues', () => {
    const room = createDefaultRoom(1); // size 0: the dimensions are invalid
    const values = { ...toFormValues(room), name: '  Túnel  ', operatingHours: Number.NaN };
    const info = validateSection(room, 'room', values);
    expect(info.issues).toEqual([
      { path: 'operatingHours', message: 'Informe as horas de operação.' },
    ]);
    const fixed = validateSection(room, 'room', { ...values, operatingHours: 18 });
    expect(fixed.issues).toEqual([]);
    expect(fixed.room).toMatchObject({ name: 'Túnel', operatingHours: 18, length: 0 });
  });

  it('asks for the typed total with calculation type 2', () => {
    const room = { ...buildSuggestedRoom(), calculationType: 2 as const, typedTotalKcalh: null };
    const { issues } = validateSection(room, 'room', toFormValues(room));
    expect(issues).toEqual([
      { path: 'typedTotalKcalh', message: 'Informe a carga térmica total em kcal/h.' },
    ]);
  });

  it('gives nested paths for goods and surfaces', () => {
    const room = buildSuggestedRoom();
    const values = toFormValues(room);
    const [first] = values.heatTransfer.walls;
    if (first) first.thickness = 0;
    expect(validateSection(room, 'heatTransfer', values).issues).toEqual([
      { path: 'heatTransfer.walls.0.thickness', message: 'A espessura vai de 1 a 1.000 mm.' },
    ]);
  });
});
