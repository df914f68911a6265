import { RoomInputSchema } from '@camara-fria/contracts';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { ROOM_FIELD_SECTIONS, createDefaultRoom } from '@camara-fria/domain';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toFormValues, type RoomFormValues } from './room-model.ts';
import {
  SECTION_FIELDS,
  isSectionPath,
  mergeSection,
  validateSection,
  type RoomSection,
} from './room-sections.ts';

/** The inputs of a room as the API takes them (its edit version aside). */
const ROOM_INPUTS = Object.keys(RoomInputSchema.shape).filter((key) => key !== 'version');

function listSectionsOf(field: string): RoomSection[] {
  return (Object.keys(SECTION_FIELDS) as RoomSection[]).filter((section) =>
    (SECTION_FIELDS[section] as readonly string[]).includes(field),
  );
}

describe('room sections', () => {
  it('saves every room input in exactly one section (the calculation type: the toolbar)', () => {
    expect(ROOM_INPUTS.length).toBeGreaterThan(10);
    const homeless = ROOM_INPUTS.filter(
      (field) => field !== 'calculationType' && listSectionsOf(field).length !== 1,
    );
    expect(homeless).toEqual([]);
    expect(listSectionsOf('calculationType')).toEqual([]);
    expect(ROOM_FIELD_SECTIONS.calculationType).toBeNull();
  });

  it('saves nothing that is not a room input of the field table', () => {
    const saved = Object.values(SECTION_FIELDS).flat();
    expect(saved.filter((field) => !ROOM_INPUTS.includes(field))).toEqual([]);
    expect(saved.filter((field) => !Object.hasOwn(ROOM_FIELD_SECTIONS, field))).toEqual([]);
    expectTypeOf<keyof typeof ROOM_FIELD_SECTIONS>().toEqualTypeOf<keyof RoomFormValues>();
  });

  it('derives from the field table the sections the editor saved before (a new field adds)', () => {
    const before: Record<RoomSection, string[]> = {
      room: [
        'name',
        'roomTemperature',
        'ambientTemperature',
        'operatingHours',
        'safetyMargin',
        'typedTotalKcalh',
      ],
      dimensions: ['length', 'width', 'height'],
      goods: ['goods'],
      heatTransfer: ['heatTransfer'],
      additionalLoad: ['additionalLoad'],
      doors: ['doors'],
    };
    expect(Object.keys(SECTION_FIELDS)).toEqual(Object.keys(before));
    for (const [section, fields] of Object.entries(before)) {
      expect(SECTION_FIELDS[section as RoomSection]).toEqual(expect.arrayContaining(fields));
    }
  });

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
