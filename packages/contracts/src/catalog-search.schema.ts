import {
  CatalogVersionRefSchema,
  COMPRESSOR_TYPES,
  DEFROST_KINDS,
  EXPANSION_VALVES,
  EvaporatorModelSchema,
  FIN_PROTECTIONS,
  PROFILE_BAND_VALUES,
  UnitModelSchema,
} from './catalog.schema.ts';
import {
  ambientTemperature,
  evaporationTemperature,
  evaporatorDt,
  loadLoss,
  nonNegative,
  number,
  positive,
  productLineCode,
  refrigerantCode,
  roomTemperature,
  searchLimit,
  wholeCount,
} from './catalog-fields.ts';
import { z } from './zod.ts';

/**
 * The model searches of spec §7 (paths not given by the spec):
 * POST /v1/catalog/evaporators/search and POST /v1/catalog/condensing-units/search.
 */

/** Each given part must match; all absent (or null) = any supply. */
/** A supply frequency, Hz: 50 or 60. */
export const SupplyFrequencySchema = z.union([z.literal(50), z.literal(60)], {
  error: 'A frequência é 50 ou 60 Hz.',
});

export const PowerSupplyFilterSchema = z.object({
  frequencyHz: SupplyFrequencySchema.nullable().optional(),
  voltage: positive('a tensão', 1000).nullable().optional(),
  phases: z
    .union([z.literal(1), z.literal(3)], { error: 'As fases são 1 ou 3.' })
    .nullable()
    .optional(),
});
export type PowerSupplyFilter = z.infer<typeof PowerSupplyFilterSchema>;

const productLine = productLineCode.nullable().optional();

/** A room temperature, °C: the defrost rule of the evaporator search. */
const roomTemperatureField = roomTemperature('a temperatura da câmara').nullable().optional();

/**
 * Spec §7 evaporator payload; §5: count and evaporatorDt required. The fields without the old
 * name of `roomTemperature` (what other schemas pick from).
 */
export const EvaporatorSearchFieldsSchema = z.object({
  refrigerantFluid: refrigerantCode,
  /** The system's evaporating (operation) temperature, °C. */
  evaporationTemperature,
  /** Searched DT (air on − Te), K. */
  evaporatorDt,
  /** Evaporators in the room. */
  count: wholeCount('a quantidade de evaporadores', 50),
  /** Room total ÷ count, kcal/h; null or 0 = no requirement. */
  unitCapacity: nonNegative('a capacidade unitária').nullable().optional(),
  /**
   * The room temperature, °C: the defrost rule. The spec's payload calls it
   * operationTemperature, which elsewhere is a system's evaporation temperature
   * (docs/decisions/051-one-meaning-per-name.md).
   */
  roomTemperature: roomTemperatureField,
  /** A line code; null, '' or 'Todos' = every line. */
  productLine,
  /**
   * Also answer the lines whose application range excludes `roomTemperature`, each with its
   * `applicationWarning` (docs/decisions/060); by default they are left out.
   */
  includeOutsideApplication: z
    .boolean({ error: 'Incluir linhas fora da aplicação: verdadeiro ou falso.' })
    .optional(),
  defrost: z
    .array(z.enum(DEFROST_KINDS, { error: 'Degelo: AR, ELETRICO ou GAS.' }))
    .nullable()
    .optional(),
  powerSupply: PowerSupplyFilterSchema.nullable().optional(),
  profile: z
    .enum(PROFILE_BAND_VALUES, { error: 'Perfil: BAIXO, MEDIO ou ALTO.' })
    .nullable()
    .optional(),
  finsPerInch: positive('as aletas por polegada', 100).nullable().optional(),
  /** mm. */
  fanDiameter: positive('o diâmetro do ventilador', 100_000).nullable().optional(),
  numberOfFans: wholeCount('o número de ventiladores', 20).nullable().optional(),
  finsProtection: z
    .enum(FIN_PROTECTIONS, { error: 'Proteção: SEM_PROTECAO ou EPOXI.' })
    .nullable()
    .optional(),
  expansionValve: z
    .enum(EXPANSION_VALVES, { error: 'Válvula: SEM_VALVULA, TERMOSTATICA ou ELETRONICA.' })
    .nullable()
    .optional(),
  isolatedTray: z.boolean({ error: 'Bandeja isolada: verdadeiro ou falso.' }).nullable().optional(),
  /** Room sides, m: evaporators longer than both do not fit and are left out. */
  room: z
    .object({ length: nonNegative('o comprimento', 1000), width: nonNegative('a largura', 1000) })
    .nullable()
    .optional(),
  /** Smallest capacity kept as a share of the requirement, 0–1 (default 1: meets it). */
  minCapacityRatio: number('a razão mínima de capacidade')
    .min(0, { error: 'A razão mínima de capacidade vai de 0 a 1.' })
    .max(1, { error: 'A razão mínima de capacidade vai de 0 a 1.' })
    .optional(),
  limit: searchLimit.optional(),
});

/**
 * POST /v1/catalog/evaporators/search. `operationTemperature`, the name of `roomTemperature`
 * before issue 27, is still read (a client or an open tab of before sends it) and given as
 * `roomTemperature`; when both are sent, `roomTemperature` is the one read.
 */
export const EvaporatorSearchRequestSchema = EvaporatorSearchFieldsSchema.extend({
  /** Deprecated: the old name of roomTemperature. */
  operationTemperature: roomTemperatureField.meta({
    deprecated: true,
    description: 'Deprecated: the old name of roomTemperature.',
  }),
}).transform(({ operationTemperature, ...request }) =>
  request.roomTemperature === undefined && operationTemperature !== undefined
    ? { ...request, roomTemperature: operationTemperature }
    : request,
);
export type EvaporatorSearchRequest = z.output<typeof EvaporatorSearchRequestSchema>;

const skuRef = z.object({ id: z.number().int(), sku: z.string() });

/** A model found: spec "unitCapacityDt multiplied by the count". */
export const EvaporatorSearchHitSchema = EvaporatorModelSchema.extend({
  count: z.number().int(),
  /** One evaporator at the searched Te and DT × count, kcal/h. */
  unitCapacityDt: z.number(),
  /** One evaporator at the searched Te and DT, kcal/h. */
  capacityDtPerUnit: z.number(),
  /** Q_ref × the refrigerant's factor (one unit at its rating), kcal/h. */
  nominalUnitCapacity: z.number(),
  /** capacityDtPerUnit ÷ unitCapacity; null without a requirement. */
  capacityRatio: z.number().nullable(),
  /**
   * Why the line is outside the room's temperature (pt-BR), answered only when asked with
   * `includeOutsideApplication`; null inside its range or without a room temperature.
   */
  applicationWarning: z.string().nullable(),
  /** The model's SKUs that pass every filter (catalogue order). */
  skus: z.array(skuRef),
});
export type EvaporatorSearchHit = z.infer<typeof EvaporatorSearchHitSchema>;

export const EvaporatorSearchAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(EvaporatorSearchHitSchema),
});
export type EvaporatorSearchAnswer = z.infer<typeof EvaporatorSearchAnswerSchema>;

/** Spec §7 condensingUnit payload; §5: count, loadLoss, ambient, capacity and Te required. */
export const CondensingUnitSearchRequestSchema = z.object({
  refrigerantFluid: refrigerantCode,
  /** Capacity needed from all the units together, kcal/h. */
  unitCapacity: positive('a capacidade requerida'),
  evaporationTemperature,
  ambientTemperature,
  loadLoss,
  count: wholeCount('a quantidade de unidades', 20),
  /** A 60 Hz frequency keeps the tables; anything else applies the 0.83 rule (spec §7). */
  powerSupply: PowerSupplyFilterSchema.nullable().optional(),
  productLine,
  compressorType: z
    .enum(COMPRESSOR_TYPES, { error: 'Compressor: HERMETICO, SCROLL ou SEMI_HERMETICO.' })
    .nullable()
    .optional(),
  numberOfCompressors: wholeCount('o número de compressores', 4).nullable().optional(),
  capacityControl: z.boolean().nullable().optional(),
  hotGasDefrost: z.boolean().nullable().optional(),
  condensationControl: z.boolean().nullable().optional(),
  limit: searchLimit.optional(),
});
export type CondensingUnitSearchRequest = z.infer<typeof CondensingUnitSearchRequestSchema>;

/** A unit suggested (above 90 % of the requirement): spec "capacities multiplied by the count". */
export const CondensingUnitSearchHitSchema = UnitModelSchema.extend({
  count: z.number().int(),
  /** All units, kcal/h (× count, × 0.83 without a 60 Hz supply). */
  unitCapacity: z.number(),
  /** One unit, kcal/h. */
  capacityPerUnit: z.number(),
  /** All units and one unit, kW. */
  consumedPower: z.number(),
  consumedPowerPerUnit: z.number(),
  /** unitCapacity ÷ the requirement. */
  capacityRatio: z.number(),
  /** Above 120 % of the requirement (spec §5 warning). */
  hasCapacityWarning: z.boolean(),
  /** 1, or 0.83 when a 60 Hz table stands in for a supply that is not 60 Hz. */
  frequencyFactor: z.number(),
  /** Te − loadLoss, °C. */
  suctionTemperature: z.number(),
  skus: z.array(skuRef),
});
export type CondensingUnitSearchHit = z.infer<typeof CondensingUnitSearchHitSchema>;

export const CondensingUnitSearchAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(CondensingUnitSearchHitSchema),
});
export type CondensingUnitSearchAnswer = z.infer<typeof CondensingUnitSearchAnswerSchema>;
