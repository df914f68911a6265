// Property tests: everything the domain suggests passes the API contract, and everything the
// contract accepts, the engine computes (the engine's range is wider on purpose: room-fields.ts).
import {
  addDoor,
  addGoodsItem,
  applyProtectionBarrier,
  applySolarRadiation,
  computeHeatLoad,
  createDefaultRoom,
  createSuggestedDoor,
  GOODS,
  MATERIALS,
  PROTECTION_BARRIER_IDS,
  ROOM_FIELDS,
  suggestAdditionalLoad,
  suggestDoorCalculationMethod,
  suggestHeatTransfer,
  suggestOperatingHours,
  type DoorsGroup,
  type GoodsItem,
  type NumberFieldSpec,
  type Room,
} from '@camara-fria/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AdditionalLoadSchema,
  DoorSchema,
  GoodsItemSchema,
  HeatTransferSchema,
  RoomInputSchema,
  SurfaceSchema,
} from './room.schema.ts';

const RUNS = { numRuns: 200 };

/** Any value a field accepts, from its description alone. */
function fieldValue(field: NumberFieldSpec): fc.Arbitrary<number> {
  if (field.isInteger) return fc.integer({ min: Math.ceil(field.min), max: Math.floor(field.max) });
  return fc.double({
    min: field.min,
    max: field.max,
    minExcluded: field.isMinExclusive === true,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function nullableFieldValue(field: NumberFieldSpec): fc.Arbitrary<number | null> {
  return field.isNullable ? fc.option(fieldValue(field), { nil: null }) : fieldValue(field);
}

/** A record of values for a group of fields (null where a field allows it, unless told not to). */
function fieldValues<T extends Record<string, NumberFieldSpec>>(fields: T, isNullAllowed = true) {
  const entries = Object.entries(fields).map(([key, field]) => [
    key,
    isNullAllowed ? nullableFieldValue(field) : fieldValue(field),
  ]);
  const model = Object.fromEntries(entries) as Record<keyof T, fc.Arbitrary<number | null>>;
  return fc.record<Record<keyof T, number | null>>(model);
}

/** What the user types in the room's own fields (the suggestions follow from these). */
const roomValues = fc.record({
  roomTemperature: fieldValue(ROOM_FIELDS.roomTemperature),
  ambientTemperature: fieldValue(ROOM_FIELDS.ambientTemperature),
  operatingHours: fieldValue(ROOM_FIELDS.operatingHours),
  length: fieldValue(ROOM_FIELDS.length),
  width: fieldValue(ROOM_FIELDS.width),
  height: fieldValue(ROOM_FIELDS.height),
  safetyMargin: fieldValue(ROOM_FIELDS.safetyMargin),
});
type RoomValues = typeof roomValues extends fc.Arbitrary<infer T> ? T : never;

const catalogueGood = fc.constantFrom(...GOODS);

function issuesOf(result: { success: boolean; error?: { issues: readonly unknown[] } }) {
  return result.success ? [] : result.error?.issues;
}

/** A room the way the editor builds it: the defaults, the user's values, every suggestion. */
function buildSuggestedRoom(
  values: RoomValues,
  goodsChoices: readonly (typeof GOODS)[number][],
  doorCount: number,
): Room {
  const base = { ...createDefaultRoom(1), ...values };
  let goods: GoodsItem[] = [];
  for (const good of goodsChoices) goods = addGoodsItem(goods, base, good);
  let doors: DoorsGroup = {
    calculationMethod: suggestDoorCalculationMethod(base.height),
    doors: [],
  };
  const entries = doors.calculationMethod === 'VOLUME' ? Math.min(1, doorCount) : doorCount;
  for (let index = 0; index < entries; index += 1) doors = addDoor(doors, base, goods);
  return {
    ...base,
    heatTransfer: suggestHeatTransfer(base),
    goods,
    additionalLoad: suggestAdditionalLoad(base, goods),
    doors,
  };
}

describe('every suggestion and default of the domain passes the contract', () => {
  it('a default room, once it has a size, with every suggestion applied', () => {
    fc.assert(
      fc.property(
        roomValues,
        fc.array(catalogueGood, { maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        (values, goods, doors) => {
          const room = buildSuggestedRoom(values, goods, doors);
          expect(issuesOf(RoomInputSchema.safeParse(room))).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it('the default room keeps its suggested hours and defaults within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), roomValues, (n, values) => {
        const room = createDefaultRoom(n);
        const sized = { ...room, length: values.length, width: values.width, height: 3 };
        expect(issuesOf(RoomInputSchema.safeParse(sized))).toEqual([]);
        const hours = suggestOperatingHours(values.roomTemperature);
        expect(RoomInputSchema.safeParse({ ...sized, operatingHours: hours }).success).toBe(true);
      }),
      RUNS,
    );
  });

  it('suggested surfaces, checked or not in the sun', () => {
    fc.assert(
      fc.property(roomValues, fc.boolean(), (values, isSunny) => {
        const heatTransfer = suggestHeatTransfer(values);
        expect(issuesOf(HeatTransferSchema.safeParse(heatTransfer))).toEqual([]);
        for (const surface of [heatTransfer.ceiling, ...heatTransfer.walls]) {
          const checked = applySolarRadiation(surface, isSunny);
          expect(issuesOf(SurfaceSchema.safeParse(checked))).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('suggested goods items, for every product of the catalogue', () => {
    fc.assert(
      fc.property(roomValues, fc.array(catalogueGood, { minLength: 1, maxLength: 6 }), (r, g) => {
        const goods = g.reduce<GoodsItem[]>((items, good) => addGoodsItem(items, r, good), []);
        for (const item of goods) expect(issuesOf(GoodsItemSchema.safeParse(item))).toEqual([]);
        const load = suggestAdditionalLoad(r, goods);
        expect(issuesOf(AdditionalLoadSchema.safeParse(load))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('suggested doors, with or without goods, and each protection barrier', () => {
    fc.assert(
      fc.property(
        roomValues,
        fc.array(catalogueGood, { maxLength: 3 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...PROTECTION_BARRIER_IDS, null),
        (values, choices, doorCount, barrier) => {
          const goods = choices.reduce<GoodsItem[]>(
            (items, good) => addGoodsItem(items, values, good),
            [],
          );
          const door = createSuggestedDoor(values, goods, doorCount);
          expect(issuesOf(DoorSchema.safeParse(door))).toEqual([]);
          const protectedDoor = applyProtectionBarrier(door, barrier);
          expect(issuesOf(DoorSchema.safeParse(protectedDoor))).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

const materialRef = fc.constantFrom(...MATERIALS).map((material) => ({ id: material.id }));
const { thickness, conductivity } = ROOM_FIELDS.surface;
/** A layer beyond the main one (ADR 024): any material, thickness and k (or null). */
const layerValues = fc.record({
  material: materialRef,
  thickness: fieldValue(thickness),
  conductivity: nullableFieldValue(conductivity),
});
const surfaceValues = fc
  .tuple(fieldValues(ROOM_FIELDS.surface), materialRef, fc.array(layerValues, { maxLength: 2 }))
  .map(([values, material, additionalLayers]) => ({
    ...values,
    incidentSolarRadiation: false,
    material,
    additionalLayers,
  }));
// The engine needs the thermal properties its goods case uses (a cross-field rule the field
// limits do not express; catalogue products carry them all), so they are never null here.
const goodsItemValues = fc
  .tuple(fieldValues(ROOM_FIELDS.goods, false), catalogueGood)
  .map(([values, good]) => ({ ...values, goods: { id: good.id } }));
const { additionalLoad } = ROOM_FIELDS;
const additionalLoadValues = fc.record({
  staff: fieldValues(additionalLoad.staff),
  forklift: fieldValues(additionalLoad.forklift),
  evaporator: fieldValues(additionalLoad.evaporator),
  lighting: fieldValues(additionalLoad.lighting),
  other: fieldValues(additionalLoad.other),
});
const doorsValues = fc
  .tuple(
    fc.constantFrom('VOLUME' as const, 'AIR_VELOCITY' as const),
    fc.array(fieldValues(ROOM_FIELDS.door), { maxLength: 3 }),
  )
  .map(([calculationMethod, doors]) => ({
    calculationMethod,
    doors: calculationMethod === 'VOLUME' ? doors.slice(0, 1) : doors,
  }));

/** Any room the contract accepts, each number anywhere inside its field's limits. */
const contractRoom = fc
  .record({
    values: roomValues,
    surfaces: fc.array(surfaceValues, { minLength: 6, maxLength: 6 }),
    goods: fc.array(goodsItemValues, { maxLength: 3 }),
    additionalLoad: additionalLoadValues,
    doors: doorsValues,
  })
  .map(({ values, surfaces, goods, additionalLoad: load, doors }) => {
    const [ceiling, floor, ...walls] = surfaces;
    return {
      name: 'Câmara',
      ...values,
      calculationType: 1 as const,
      typedTotalKcalh: null,
      heatTransfer: { ceiling, floor, walls },
      goods,
      additionalLoad: load,
      doors,
    };
  });

describe('the engine computes every room the contract accepts', () => {
  it('a finite heat load for arbitrary rooms inside the field limits', () => {
    fc.assert(
      fc.property(contractRoom, (input) => {
        const { safetyMargin, ...room } = RoomInputSchema.parse(input);
        // A typed load may leave the margin out; the engine does not read it there.
        const result = computeHeatLoad(
          { ...room, safetyMargin: safetyMargin ?? 0 },
          { materials: MATERIALS },
        );
        expect(Number.isFinite(result.totalKw)).toBe(true);
      }),
      RUNS,
    );
  });
});
