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
} from '@camara-fria/contracts';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
  type JsonObject,
} from '../../lib/versioned-document.ts';
import type { ComputedSelections } from './operating-systems.compute.ts';

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
 * Selections 3 → 4 (docs/decisions/059): each evaporator records what its capacity is computed
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
    { from: 3, name: 'record-evaporator-rating', up: recordEvaporatorRating },
  ],
);

/** The stored selections: the computed ones and the room facts they were computed from. */
export type StoredSelections = ComputedSelections & { basis: SystemBasis | null };

/** `operating_systems.result` (when not SQL null): the balance as the API answers it. */
export const SYSTEM_RESULT_DOCUMENT = defineStoredDocument(
  'do resultado do sistema',
  SystemResultSchema,
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
