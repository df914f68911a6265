import {
  CatalogCondenserChoiceSchema,
  CatalogEvaporatorChoiceSchema,
  CatalogUnitChoiceSchema,
  CondenserSelectionSchema,
  EvaporatorSelectionSchema,
  safeText,
  SpecialCondenserChoiceSchema,
  SpecialEvaporatorChoiceSchema,
  SpecialUnitChoiceSchema,
  SystemResultSchema,
  UnitSelectionSchema,
  z,
  type SystemResultDto,
  type SystemResultRoomDto,
} from '@camara-fria/contracts';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
  type JsonObject,
} from '../../lib/versioned-document.ts';
import type { ComputedSelections } from './operating-systems.compute.ts';
import { assessRoomCoverage, statusOfRooms } from './operating-systems.coverage.ts';

/**
 * How an operating system's three JSON columns are stored and read back
 * (docs/decisions/049-versioned-stored-documents.md): `input`, the user's equipment choices;
 * `computed`, the selections the server filled from the catalogue; `result`, the balance (SQL
 * null while the equipment is incomplete). Each is its own document with its own version and
 * upgrades; version 1 is the shape stored before versions existed (no `schemaVersion`).
 *
 * The choices are checked with today's rules, except that the special equipment's labels
 * (model, condenser and fan type) are safe text, as before decision 045 made them one line: a
 * system stored before then still reads (saving it again asks for clean labels).
 */

/** A special equipment's label as stored: safe text, trimmed, 1 … `max` characters. */
const storedLabel = (label: string, max: number) =>
  safeText(`Informe ${label}.`)
    .trim()
    .min(1, { error: `Informe ${label}.` })
    .max(max, { error: `No máximo ${max} caracteres.` });

const StoredSpecialEvaporatorSchema = SpecialEvaporatorChoiceSchema.extend({
  model: storedLabel('o modelo', 80),
});
const StoredSpecialUnitSchema = SpecialUnitChoiceSchema.extend({
  model: storedLabel('o modelo', 80),
});
const StoredSpecialCondenserSchema = SpecialCondenserChoiceSchema.extend({
  model: storedLabel('o modelo', 80),
  condenserType: storedLabel('o tipo de condensador', 60),
  fanType: storedLabel('o tipo de ventilador', 60),
});

const StoredEvaporatorChoiceSchema = z.discriminatedUnion('kind', [
  CatalogEvaporatorChoiceSchema,
  StoredSpecialEvaporatorSchema,
]);
const StoredUnitChoiceSchema = z.discriminatedUnion('kind', [
  CatalogUnitChoiceSchema,
  StoredSpecialUnitSchema,
]);
const StoredCondenserChoiceSchema = z.discriminatedUnion('kind', [
  CatalogCondenserChoiceSchema,
  StoredSpecialCondenserSchema,
]);

/** `operating_systems.input`: the contracts' system input without name, settings and version. */
export const SYSTEM_CHOICES_DOCUMENT = defineStoredDocument(
  'das escolhas de equipamentos do sistema',
  z.object({
    configurations: z.array(
      z.object({ roomId: z.number().int(), evaporator: StoredEvaporatorChoiceSchema.nullable() }),
    ),
    condensingUnit: StoredUnitChoiceSchema.nullable(),
    compressor: StoredUnitChoiceSchema.nullable(),
    condenser: StoredCondenserChoiceSchema.nullable(),
  }),
);
export type StoredChoices = z.output<typeof SYSTEM_CHOICES_DOCUMENT.schema>;

/**
 * What a system's selections and balance were computed from (docs/decisions/055): each room's
 * facts the computation read, as they were then. A read compares them with the rooms as they
 * are now to tell a stale system. (Its settings and choices are the row's own, and its catalogue
 * version the row's column: those change only by a save, which computes again.)
 */
const SystemBasisSchema = z.object({
  rooms: z.array(
    z.object({
      roomId: z.number().int(),
      roomTemperature: z.number(),
      ambientTemperature: z.number(),
      /** kcal/h. */
      requiredKcalh: z.number(),
      operatingHours: z.number(),
      /** m. */
      length: z.number(),
      width: z.number(),
      height: z.number(),
    }),
  ),
});
export type SystemBasis = z.output<typeof SystemBasisSchema>;

/**
 * Version 1 → 2 (docs/decisions/055): the selections record the room facts they were computed
 * from (`basis`). A system saved before did not: `null`, and the read falls back to the required
 * capacities its result recorded.
 */
function recordBasis(document: JsonObject): JsonObject {
  return 'basis' in document ? document : { ...document, basis: null };
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Selections 2 → 3 (docs/decisions/056): each evaporator records its fans' power alone
 * (`fanPower`, kW). A selection stored before did not: null (its `consumedPower` may include an
 * electric defrost, so it is not split); saving the system again records it.
 */
function recordEvaporatorFanPower(document: JsonObject): JsonObject {
  if (!Array.isArray(document.configurations)) return document;
  const configurations = document.configurations.map((item: unknown) => {
    if (!isObject(item) || !isObject(item.evaporator)) return item;
    return {
      ...item,
      evaporator: { ...item.evaporator, fanPower: item.evaporator.fanPower ?? null },
    };
  });
  return { ...document, configurations };
}

/**
 * Selections 3 → 4 (docs/decisions/062): a catalogue unit records the rating basis of the table
 * its capacity was read from (`ratingBasis`). A selection stored before did not: null, printed
 * without a basis; saving the system again records it.
 */
function recordUnitRatingBasis(document: JsonObject): JsonObject {
  const withBasis = (unit: unknown) =>
    isObject(unit) ? { ...unit, ratingBasis: unit.ratingBasis ?? null } : unit;
  return {
    ...document,
    condensingUnit: withBasis(document.condensingUnit),
    compressor: withBasis(document.compressor),
  };
}

/**
 * Selections 4 → 5 (docs/decisions/059): each evaporator records what its capacity is computed
 * from (`rating`) and whether the room's DT passes its maximum (`isAboveMaxDt`). A selection
 * stored before did not: `rating` null (the screen shows its stored capacity while the system's
 * settings are the ones it was computed at) and `isAboveMaxDt` false; saving the system again
 * records both.
 */
function recordEvaporatorRating(document: JsonObject): JsonObject {
  if (!Array.isArray(document.configurations)) return document;
  const configurations = document.configurations.map((item: unknown) => {
    if (!isObject(item) || !isObject(item.evaporator)) return item;
    const { evaporator } = item;
    return {
      ...item,
      evaporator: {
        ...evaporator,
        rating: evaporator.rating ?? null,
        isAboveMaxDt: evaporator.isAboveMaxDt ?? false,
      },
    };
  });
  return { ...document, configurations };
}

/**
 * Selections 5 → 6 (docs/decisions/071, "Product classification"): each selection records its
 * catalogue model's classification (NCM, Ex, origin). One stored before did not: null (the
 * proposal then asks for its IPI by hand); saving the system again records it from its
 * catalogue version. A selection already carrying one keeps it.
 */
function recordClassification(document: JsonObject): JsonObject {
  const classify = (selection: unknown) =>
    isObject(selection) ? { classification: null, ...selection } : selection;
  const configurations = Array.isArray(document.configurations)
    ? document.configurations.map((item: unknown) =>
        isObject(item) ? { ...item, evaporator: classify(item.evaporator) } : item,
      )
    : document.configurations;
  return {
    ...document,
    configurations,
    condensingUnit: classify(document.condensingUnit),
    compressor: classify(document.compressor),
    condenser: classify(document.condenser),
  };
}

/** `operating_systems.computed`: the selections, each as the API answers it, and their basis. */
export const SYSTEM_SELECTIONS_DOCUMENT = defineStoredDocument(
  'das seleções de equipamentos do sistema',
  z.object({
    basis: SystemBasisSchema.nullable(),
    configurations: z.array(
      z.object({
        roomId: z.number().int(),
        evaporator: EvaporatorSelectionSchema.extend({
          productCustom: StoredSpecialEvaporatorSchema.nullable(),
        }).nullable(),
      }),
    ),
    condensingUnit: UnitSelectionSchema.extend({
      productCustom: StoredSpecialUnitSchema.nullable(),
    }).nullable(),
    compressor: UnitSelectionSchema.extend({
      productCustom: StoredSpecialUnitSchema.nullable(),
    }).nullable(),
    condenser: CondenserSelectionSchema.extend({
      productCustom: StoredSpecialCondenserSchema.nullable(),
    }).nullable(),
  }),
  [
    { from: 1, name: 'record-basis', up: recordBasis },
    { from: 2, name: 'record-evaporator-fan-power', up: recordEvaporatorFanPower },
    { from: 3, name: 'record-unit-rating-basis', up: recordUnitRatingBasis },
    { from: 4, name: 'record-evaporator-rating', up: recordEvaporatorRating },
    { from: 5, name: 'record-classification', up: recordClassification },
  ],
);

/** The stored selections: the computed ones and the room facts they were computed from. */
export type StoredSelections = ComputedSelections & { basis: SystemBasis | null };

/**
 * Result 1 → 2 (docs/decisions/058): a balanced result records its rack's remote condensers at
 * the balance (`condensing`: Tc, required and available rejection). A result stored before did
 * not (its condensers were only checked at the table's Tc): null, and saving the system again
 * balances them.
 */
function recordCondensingBalance(document: JsonObject): JsonObject {
  if (document.status !== 'BALANCED' || 'condensing' in document) return document;
  return { ...document, condensing: null };
}

const RoomAtBalanceSchema = z.object({
  roomId: z.number().int(),
  resultingDt: z.number(),
  minimumDt: z.number(),
  capacity: z.number(),
  requiredCapacity: z.number(),
});
const StoredTotalsSchema = z.object({
  status: z.literal('BALANCED'),
  resultingCapacity: z.number(),
  requiredCapacity: z.number(),
  rooms: z.array(z.unknown()),
});

/**
 * Result 2 → 3 (docs/decisions/061): each room of a balanced result records its coverage
 * (`coveragePercent`, `isCovered`, `uncoveredReason`) and the status is BALANCED only when every
 * room is covered, else ROOM_UNCOVERED. A result stored before recorded each room's capacity at
 * the balance point and its required load: the coverage is derived from them, so a system
 * stored "balanced" with a short room now reads as ROOM_UNCOVERED. A NO_BALANCE result, or one
 * of another shape (refused whole by the schema), is left as it is.
 */
function recordRoomCoverage(document: JsonObject): JsonObject {
  const parsed = StoredTotalsSchema.safeParse(document);
  if (!parsed.success) return document;
  const rooms = parsed.data.rooms.map((room) => {
    const atBalance = RoomAtBalanceSchema.safeParse(room);
    return atBalance.success ? assessRoomCoverage(atBalance.data, parsed.data) : room;
  });
  const isEveryRoomRead = rooms.every((room) => isObject(room) && 'isCovered' in room);
  if (!isEveryRoomRead) return { ...document, rooms };
  return {
    ...document,
    status: statusOfRooms(rooms as SystemResultRoomDto[]),
    rooms,
  };
}

/** `operating_systems.result` (when not SQL null): the balance as the API answers it. */
export const SYSTEM_RESULT_DOCUMENT = defineStoredDocument(
  'do resultado do sistema',
  SystemResultSchema,
  [
    { from: 1, name: 'record-condensing-balance', up: recordCondensingBalance },
    { from: 2, name: 'record-room-coverage', up: recordRoomCoverage },
  ],
);

/** A system's three documents, as read. */
export type SystemDocuments = {
  input: StoredChoices;
  computed: StoredSelections;
  result: SystemResultDto | null;
};

/**
 * A stored system's documents, upgraded and parsed.
 * @throws AppError STORED_DOCUMENT_UNREADABLE when one is of a newer or unknown version or does
 *   not parse: the system is not half-read.
 */
export function readSystemDocuments(row: {
  id: number;
  input: unknown;
  computed: unknown;
  result: unknown;
}): SystemDocuments {
  const where = `sistema ${row.id}`;
  return {
    input: readStoredDocument(SYSTEM_CHOICES_DOCUMENT, row.input, where),
    computed: readStoredDocument(SYSTEM_SELECTIONS_DOCUMENT, row.computed, where),
    result:
      row.result === null ? null : readStoredDocument(SYSTEM_RESULT_DOCUMENT, row.result, where),
  };
}

/** The documents as they are written: each stamped with its current version. */
export function toStoredSystemDocuments(documents: SystemDocuments): {
  input: object;
  computed: object;
  result: object | null;
} {
  return {
    input: toStoredDocument(SYSTEM_CHOICES_DOCUMENT, documents.input),
    computed: toStoredDocument(SYSTEM_SELECTIONS_DOCUMENT, documents.computed),
    result:
      documents.result === null ? null : toStoredDocument(SYSTEM_RESULT_DOCUMENT, documents.result),
  };
}
