import {
  GRID_FREQUENCY_HZ,
  MAX_COMPARED_MODELS,
  REFERENCE_EVAPORATOR_DT_K,
} from '@camara-fria/domain';
import {
  CatalogVersionRefSchema,
  COMPRESSOR_TYPES,
  DEFROST_KINDS,
  EXPANSION_VALVES,
  FAN_MOTORS,
  FIN_PROTECTIONS,
  PowerSupplySchema,
  UNIT_CONTROLLERS,
  UNIT_KINDS,
} from './catalog.schema.ts';
import { PowerSupplyFilterSchema } from './catalog-search.schema.ts';
import {
  ambientTemperature,
  catalogId,
  evaporationTemperature,
  evaporatorDt,
  loadLoss,
  nonNegative,
  positive,
  refrigerantCode,
  roomTemperature,
  wholeCount,
} from './catalog-fields.ts';
import { safeText } from './primitives.ts';
import { z } from './zod.ts';

/**
 * SKU lookup, balance point and comparison (spec §7 POST /v1/catalog/skus, /calculation,
 * /comparison). Capacities kcal/h, powers kW, temperatures °C, differences K, sizes mm.
 */

const exactlyOne = {
  error: 'Informe evaporator ou condensingUnit (um dos dois).',
  path: ['evaporator'],
};

const skuCodes = z
  .array(safeText('Informe o SKU.').trim().min(1, { error: 'Informe o SKU.' }).max(80), {
    error: 'Informe a lista de SKUs.',
  })
  .min(1, { error: 'Informe ao menos 1 SKU.' })
  .max(200, { error: 'No máximo 200 SKUs por consulta.' });

/** The evaporator SKUs, rated at Te and the DT (fixed 6 K by the spec, the default here). */
export const SkuLookupRequestSchema = z
  .object({
    evaporator: z
      .object({
        skus: skuCodes,
        refrigerantFluid: refrigerantCode,
        evaporationTemperature,
        evaporatorDt: evaporatorDt.default(REFERENCE_EVAPORATOR_DT_K),
      })
      .optional(),
    /**
     * The unit SKUs (condensing units or a rack's compressor units), rated at Te − loadLoss, the
     * ambient and each SKU's own frequency.
     */
    condensingUnit: z
      .object({
        skus: skuCodes,
        refrigerantFluid: refrigerantCode,
        evaporationTemperature,
        ambientTemperature,
        loadLoss,
        count: wholeCount('a quantidade de unidades', 20).default(1),
      })
      .optional(),
  })
  .refine((body) => Boolean(body.evaporator) !== Boolean(body.condensingUnit), exactlyOne);
export type SkuLookupRequest = z.infer<typeof SkuLookupRequestSchema>;

const skuBase = {
  id: z.number().int(),
  sku: z.string(),
  modelId: z.number().int(),
  model: z.string(),
  line: z.string(),
  powerSupply: PowerSupplySchema,
  /** '50hz, 220v, 3F' (spec §5). */
  powerSupplyLabel: z.string(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
};

export const EvaporatorSkuSchema = z.object({
  kind: z.literal('EVAPORATOR'),
  ...skuBase,
  defrost: z.enum(DEFROST_KINDS),
  engineType: z.enum(FAN_MOTORS),
  expansionValve: z.enum(EXPANSION_VALVES),
  finsProtection: z.enum(FIN_PROTECTIONS),
  isolatedTray: z.boolean(),
  /** Q_ref × the refrigerant's factor, one unit, kcal/h. */
  nominalUnitCapacity: z.number(),
  /** One unit at the asked Te and DT, kcal/h. */
  unitCapacityDt: z.number(),
  evaporatorDt: z.number(),
});
export type EvaporatorSkuDto = z.infer<typeof EvaporatorSkuSchema>;

export const UnitSkuSchema = z.object({
  kind: z.enum(UNIT_KINDS),
  ...skuBase,
  condensationControl: z.boolean(),
  controller: z.enum(UNIT_CONTROLLERS),
  compressorType: z.enum(COMPRESSOR_TYPES),
  count: z.number().int(),
  /** All units and one unit, kcal/h and kW, at the SKU's frequency (0.83 unless 60 Hz). */
  unitCapacity: z.number(),
  capacityPerUnit: z.number(),
  consumedPower: z.number(),
  consumedPowerPerUnit: z.number(),
  frequencyFactor: z.number(),
});
export type UnitSkuDto = z.infer<typeof UnitSkuSchema>;

/** In the order asked. */
export const SkuLookupAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(z.union([EvaporatorSkuSchema, UnitSkuSchema])),
});
export type SkuLookupAnswer = z.infer<typeof SkuLookupAnswerSchema>;

/** A room of the system with its evaporators (catalogue model, or a special one by capacity). */
export const CalculationRoomSchema = z.object({
  label: safeText().trim().max(60).optional(),
  coldstorageTemperature: roomTemperature('a temperatura da câmara'),
  evaporatorId: catalogId('o evaporador').nullable().optional(),
  evaporatorCount: wholeCount('a quantidade de evaporadores', 50).default(1),
  /** Special evaporator only: one unit's capacity at evaporatorDT, kcal/h. */
  evaporatorCapacity: positive('a capacidade do evaporador').nullable().optional(),
});
export type CalculationRoom = z.infer<typeof CalculationRoomSchema>;

const chooseEvaporator = 'Escolha o evaporador ou informe a capacidade do equipamento especial.';

/**
 * "Calcular" (spec §7): one room with the spec's flat fields, or `rooms` for several rooms on
 * one condensing unit (or a rack's compressor unit: `condensingUnitId` takes either, rated by
 * its table at the ambient as the rack's balance rates it, ADR 052). Catalogue equipment is rated by the server from its id (capacities the
 * client sends for it, e.g. evaporatorCapacityDt, are not read); a null id means special
 * equipment given by its capacity: the evaporator's at `evaporatorDT`, the unit's at the
 * suction temperature (evaporationTemperature − loadLoss).
 */
export const CalculationRequestSchema = z
  .object({
    refrigerantFluid: refrigerantCode,
    /** The system's operation temperature, °C: the rating point of special equipment. */
    evaporationTemperature,
    ambientTemperature,
    loadLoss: loadLoss.default(0),
    evaporatorDT: evaporatorDt.default(REFERENCE_EVAPORATOR_DT_K),
    coldstorageTemperature: roomTemperature('a temperatura da câmara').optional(),
    evaporatorId: catalogId('o evaporador').nullable().optional(),
    evaporatorCount: wholeCount('a quantidade de evaporadores', 50).default(1),
    evaporatorCapacity: positive('a capacidade do evaporador').nullable().optional(),
    rooms: z
      .array(CalculationRoomSchema)
      .min(1, { error: 'Informe ao menos uma câmara.' })
      .max(50, { error: 'No máximo 50 câmaras por sistema.' })
      .optional(),
    condensingUnitId: catalogId('a unidade condensadora').nullable().optional(),
    /** The chosen SKU: its frequency decides the 0.83 rule (none chosen: 0.83). */
    condensingUnitSkuId: catalogId('o SKU da unidade condensadora').nullable().optional(),
    condensingUnitCount: wholeCount('a quantidade de unidades', 20).default(1),
    /** Special unit only: one unit's capacity (kcal/h) and power (kW) at the suction temperature. */
    condensingUnitCapacity: positive('a capacidade da unidade condensadora').nullable().optional(),
    condensingUnitPower: nonNegative('a potência consumida', 10_000).nullable().optional(),
  })
  .superRefine((body, context) => {
    if (body.rooms) {
      body.rooms.forEach((room, index) => {
        if (room.evaporatorId == null && room.evaporatorCapacity == null) {
          context.addIssue({
            code: 'custom',
            path: ['rooms', index, 'evaporatorId'],
            message: chooseEvaporator,
          });
        }
      });
    } else {
      if (body.coldstorageTemperature === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['coldstorageTemperature'],
          message: 'Informe a temperatura da câmara.',
        });
      }
      if (body.evaporatorId == null && body.evaporatorCapacity == null) {
        context.addIssue({ code: 'custom', path: ['evaporatorId'], message: chooseEvaporator });
      }
    }
    if (body.condensingUnitId == null && body.condensingUnitCapacity == null) {
      context.addIssue({
        code: 'custom',
        path: ['condensingUnitId'],
        message: 'Escolha a unidade condensadora ou informe a capacidade do equipamento especial.',
      });
    }
  });
export type CalculationRequest = z.infer<typeof CalculationRequestSchema>;
export type CalculationRequestInput = z.input<typeof CalculationRequestSchema>;

export const CalculationResultSchema = z.object({
  /** The smallest room DT (room − Te at the balance), K. */
  resultingDt: z.number(),
  /** What the units pump at the balance (= what the evaporators absorb), kcal/h. */
  resultingCapacity: z.number(),
  /** Te at the balance, °C, and Te − loadLoss. */
  evaporatingTemperature: z.number(),
  suctionTemperature: z.number(),
  /** Σ rooms at Te, kcal/h. */
  evaporatorCapacity: z.number(),
  /** All units at Te: capacity kcal/h, power kW, rejected heat kcal/h. */
  condensingUnitCapacity: z.number(),
  consumedPower: z.number(),
  rejectedHeat: z.number(),
  frequencyFactor: z.number(),
  rooms: z.array(
    z.object({
      label: z.string().nullable(),
      coldstorageTemperature: z.number(),
      evaporatorCount: z.number().int(),
      resultingDt: z.number(),
      minimumDt: z.number(),
      /** One evaporator and all of the room's, kcal/h. */
      unitCapacity: z.number(),
      capacity: z.number(),
    }),
  ),
  warnings: z.array(
    z.object({ code: z.string(), message: z.string(), field: z.string().nullable() }),
  ),
  calcVersion: z.string(),
});
export type CalculationResult = z.infer<typeof CalculationResultSchema>;

export const CalculationAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  data: CalculationResultSchema,
});
export type CalculationAnswer = z.infer<typeof CalculationAnswerSchema>;

const comparedList = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry, { error: 'Informe os modelos a comparar.' })
    .min(1, { error: 'Escolha ao menos 1 modelo para comparar.' })
    .max(MAX_COMPARED_MODELS, { error: `Compare no máximo ${MAX_COMPARED_MODELS} modelos.` });

/** Spec §3 "Comparison entry": each model with the conditions of its search. */
export const ComparisonRequestSchema = z
  .object({
    evaporator: comparedList(
      z.object({
        id: catalogId('o evaporador'),
        refrigerantFluid: refrigerantCode,
        evaporationTemperature,
        evaporatorDt: evaporatorDt.default(REFERENCE_EVAPORATOR_DT_K),
      }),
    ).optional(),
    condensingUnit: comparedList(
      z.object({
        id: catalogId('a unidade condensadora'),
        refrigerantFluid: refrigerantCode,
        evaporationTemperature,
        ambientTemperature,
        loadLoss,
        /**
         * The supply the units are rated at. Absent: 60 Hz, the Brazilian grid
         * (docs/decisions/054). `null`, or no frequency in it: none chosen, the spec §7 0.83 rule
         * of the wizards (the 60 Hz table × 0.83 when the unit has no 50 Hz table).
         */
        powerSupply: PowerSupplyFilterSchema.nullable().default({
          frequencyHz: GRID_FREQUENCY_HZ,
        }),
      }),
    ).optional(),
  })
  .refine((body) => Boolean(body.evaporator) !== Boolean(body.condensingUnit), exactlyOne);
export type ComparisonRequest = z.infer<typeof ComparisonRequestSchema>;

/** One column of the comparison table (spec §3 "Comparison item"). */
export const ComparisonItemSchema = z.object({
  /** The model's kind: `condensingUnit` entries may be compressor units (rack). */
  kind: z.enum(['EVAPORATOR', ...UNIT_KINDS]),
  id: z.number().int(),
  model: z.string(),
  line: z.string(),
  image: z.string().nullable(),
  refrigerantFluid: z.string(),
  evaporationTemperature: z.number(),
  /** Condensing units only. */
  ambientTemperature: z.number().nullable(),
  /**
   * "Capacidade nominal", one unit at the entry's conditions (docs/decisions/054): an evaporator
   * at the fluid, Te and DT; a unit at the fluid, Te − loadLoss, the ambient and the supply
   * frequency. Null when outside a unit's table.
   */
  nominalCapacity: z.number().nullable(),
  /** Condensing units: kW at the conditions. */
  consumedPower: z.number().nullable(),
  fanDiameter: z.number(),
  numberOfFans: z.number().int(),
  unitAirFlow: z.number(),
  height: z.number(),
  width: z.number(),
  length: z.number(),
  /** Evaporators: fan and electric defrost power, W. */
  fanPower: z.number().nullable(),
  defrostPower: z.number().nullable(),
  finsProtection: z.array(z.enum(FIN_PROTECTIONS)),
  brand: z.string().nullable(),
  compressorType: z.enum(COMPRESSOR_TYPES).nullable(),
  numberOfCompressors: z.number().int().nullable(),
  /** Voltages (V), phase counts and frequencies (Hz) of the model's SKUs. */
  voltage: z.array(z.number()),
  phase: z.array(z.number()),
  frequency: z.array(z.number()),
});
export type ComparisonItemDto = z.infer<typeof ComparisonItemSchema>;

export const ComparisonAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(ComparisonItemSchema),
});
export type ComparisonAnswer = z.infer<typeof ComparisonAnswerSchema>;
