import { REFERENCE_EVAPORATOR_DT_K } from '@camara-fria/domain';
import {
  CatalogVersionRefSchema,
  COMPRESSOR_TYPES,
  DEFROST_KINDS,
  PowerSupplySchema,
  RATING_BASES,
} from './catalog.schema.ts';
import {
  ambientTemperature,
  capitalise,
  catalogId,
  evaporationTemperature,
  evaporatorDt,
  loadLoss,
  nonNegative,
  numberInRange,
  positive,
  refrigerantCode,
  wholeCount,
} from './catalog-fields.ts';
import { recordId, recordIdParam, rowVersion, safeText, singleLineText } from './primitives.ts';
import { FiscalClassificationSchema } from './tax.schema.ts';
import { z } from './zod.ts';

/*
 * Operating systems of a project (spec part 2 §3 "System", "Configuration", the selections and
 * the custom equipment; §4 states; §7 GET/POST /v1/projects/{id}/operating-systems, GET/PUT/DELETE
 * …/{systemId}). Units: capacities kcal/h, powers kW (fan and defrost power of a special
 * evaporator W, as the catalogue has them), temperatures °C, differences and loadLoss K, sizes mm,
 * air flow m³/h.
 *
 * The client sends what the user chose: catalogue equipment by model and SKU id with its count,
 * special equipment with every field of its form. The server reads the catalogue (the version the
 * system is bound to), fills the selection's details, checks the rules of §4, and computes the
 * balance (resultingDt, resultingCapacity) with the domain's solver: it never takes them from the
 * client.
 */

/** Equipment kinds of the spec (§3 "Catalogue kinds"). */
export const EQUIPMENT_KINDS = ['DEFAULT', 'SPECIAL'] as const;

/** A name or label: one line (singleLineText), required, at most `max` characters. */
const text = (label: string, max: number) => {
  const message = `Informe ${label}.`;
  return singleLineText(message)
    .min(1, { error: message })
    .max(max, { error: `${capitalise(label)}: no máximo ${max} caracteres.` });
};

/** Spec §5: every special form requires its description, with this message. */
const commercialDescription = safeText('Informe uma descrição.')
  .trim()
  .min(1, { error: 'Informe uma descrição.' })
  .max(2000, { error: 'A descrição deve ter no máximo 2.000 caracteres.' });

const specialModel = text('o modelo', 80);

// ---------------------------------------------------------------------------------------------
// Evaporator of a configuration
// ---------------------------------------------------------------------------------------------

/** A catalogue evaporator: model and SKU of the active catalogue (or the system's), count. */
export const CatalogEvaporatorChoiceSchema = z.object({
  kind: z.literal('DEFAULT'),
  modelId: catalogId('o modelo do evaporador'),
  skuId: catalogId('o SKU do evaporador'),
  count: wholeCount('a quantidade de evaporadores', 50).default(1),
});

/** Spec §3 "Custom evaporator" and §5 (all fields required). */
export const SpecialEvaporatorChoiceSchema = z.object({
  kind: z.literal('SPECIAL'),
  model: specialModel,
  count: wholeCount('a quantidade de evaporadores', 50).default(1),
  /** DT at which `unitCapacity` is rated, K. */
  temperatureDelta: evaporatorDt,
  /** Fins per inch. */
  wingPerInch: numberInRange('as aletas por polegada', 1, 25, 'aletas/pol'),
  defrost: z.enum(DEFROST_KINDS, { error: 'Escolha o degelo.' }),
  /** Minimum air throw, m. */
  airArrow: nonNegative('a flecha de ar', 200),
  fanDiameter: positive('o diâmetro do ventilador', 2000),
  /** W. */
  defrostPower: nonNegative('a potência de degelo', 500_000),
  /** W. */
  fanPower: nonNegative('a potência dos ventiladores', 100_000),
  /** One unit at `temperatureDelta`, kcal/h. */
  unitCapacity: positive('a capacidade unitária', 5_000_000),
  /** One unit, m³/h. */
  unitAirFlow: positive('a vazão de ar', 10_000_000),
  commercialDescription,
});

export const EvaporatorChoiceSchema = z.discriminatedUnion(
  'kind',
  [CatalogEvaporatorChoiceSchema, SpecialEvaporatorChoiceSchema],
  { error: 'Escolha o evaporador.' },
);
export type EvaporatorChoice = z.infer<typeof EvaporatorChoiceSchema>;
export type EvaporatorChoiceInput = z.input<typeof EvaporatorChoiceSchema>;

/** One room of the system and its evaporator (null until chosen). */
export const ConfigurationInputSchema = z.object({
  roomId: recordId('Escolha a câmara.'),
  evaporator: EvaporatorChoiceSchema.nullable().default(null),
});
export type ConfigurationInput = z.input<typeof ConfigurationInputSchema>;

// ---------------------------------------------------------------------------------------------
// Condensing unit / compressor unit / remote condenser
// ---------------------------------------------------------------------------------------------

/**
 * Conditions a unit is selected and balanced at (spec §3 "Condensing search filter"): the air
 * on the condenser and the suction-line loss.
 */
const unitConditions = {
  ambientTemperature: ambientTemperature.default(35),
  loadLoss: loadLoss.default(0),
};

/** A catalogue condensing unit or, in rack mode, compressor unit. */
export const CatalogUnitChoiceSchema = z.object({
  kind: z.literal('DEFAULT'),
  modelId: catalogId('o modelo da unidade'),
  /** The SKU's supply decides the 0.83 rule (spec §7). */
  skuId: catalogId('o SKU da unidade'),
  count: wholeCount('a quantidade de unidades', 20).default(1),
  ...unitConditions,
});

/**
 * Spec §3 "Custom condensing unit" / "Custom compressor unit" (one shape; `maxPower` is the
 * spec's "consumedPower or maxPower"). `unitCapacity` is one unit (one compressor, for a rack)
 * at the suction temperature (operation temperature − loadLoss), kcal/h.
 */
export const SpecialUnitChoiceSchema = z.object({
  kind: z.literal('SPECIAL'),
  model: specialModel,
  count: wholeCount('a quantidade de unidades', 20).default(1),
  ...unitConditions,
  condensingTemperature: numberInRange('a temperatura de condensação', 0, 80, '°C'),
  compressorType: z.enum(COMPRESSOR_TYPES, { error: 'Escolha o tipo de compressor.' }),
  /** Carenagem (enclosure). */
  fairing: z.boolean({ error: 'Informe se tem carenagem.' }),
  hotGasDefrost: z.boolean({ error: 'Informe se tem degelo por gás quente.' }),
  capacityControl: z.boolean({ error: 'Informe se tem controle de capacidade.' }),
  /** kW. */
  maxPower: positive('a potência máxima', 10_000),
  /** kW at the rating point. */
  realTimePower: positive('a potência em operação', 10_000),
  unitCapacity: positive('a capacidade unitária', 10_000_000),
  /** kcal/h. */
  rejectedHeat: positive('o calor rejeitado', 20_000_000),
  commercialDescription,
});

export const UnitChoiceSchema = z.discriminatedUnion(
  'kind',
  [CatalogUnitChoiceSchema, SpecialUnitChoiceSchema],
  { error: 'Escolha a unidade.' },
);
export type UnitChoice = z.infer<typeof UnitChoiceSchema>;
export type UnitChoiceInput = z.input<typeof UnitChoiceSchema>;

/** A catalogue remote condenser (rack mode). */
export const CatalogCondenserChoiceSchema = z.object({
  kind: z.literal('DEFAULT'),
  modelId: catalogId('o modelo do condensador'),
  skuId: catalogId('o SKU do condensador'),
  count: wholeCount('a quantidade de condensadores', 20).default(1),
});

/** Spec §3 "Custom remote condenser" and §5 (all fields required). */
export const SpecialCondenserChoiceSchema = z.object({
  kind: z.literal('SPECIAL'),
  model: specialModel,
  count: wholeCount('a quantidade de condensadores', 20).default(1),
  /** Condensing − ambient at which `rejectedHeat` is rated, K. */
  dt: numberInRange('o DT do condensador', 1, 40, 'K'),
  /** Altitude, m. */
  height: numberInRange('a altitude', 0, 5000, 'm'),
  numberOfPoles: wholeCount('o número de polos', 24),
  condenserType: text('o tipo de condensador', 60),
  fanDiameter: positive('o diâmetro do ventilador', 2000),
  fanType: text('o tipo de ventilador', 60),
  wingPerInch: numberInRange('as aletas por polegada', 1, 25, 'aletas/pol'),
  fanCount: wholeCount('o número de ventiladores', 50),
  /** kW (the spec's unit for this form). */
  fanPower: nonNegative('a potência dos ventiladores', 1000),
  /** kcal/h. */
  unitCapacity: positive('a capacidade unitária', 20_000_000),
  /** dB(A). */
  noiseLevel: numberInRange('o nível de ruído', 0, 150, 'dB(A)'),
  /** One condenser at `dt`, kcal/h. */
  rejectedHeat: positive('o calor rejeitado', 20_000_000),
  commercialDescription,
});

export const CondenserChoiceSchema = z.discriminatedUnion(
  'kind',
  [CatalogCondenserChoiceSchema, SpecialCondenserChoiceSchema],
  { error: 'Escolha o condensador.' },
);
export type CondenserChoice = z.infer<typeof CondenserChoiceSchema>;
export type CondenserChoiceInput = z.input<typeof CondenserChoiceSchema>;

// ---------------------------------------------------------------------------------------------
// System input
// ---------------------------------------------------------------------------------------------

/**
 * POST …/operating-systems and PUT …/{systemId} (PUT needs `version` or If-Match: missing 428,
 * stale 409). The server enforces §4: one active system per project (saving one active
 * deactivates the others); a room in at most one system of the project; a room only when
 * room temperature − operationTemperature ≥ the refrigerant's minimum DT; in rack mode the
 * condensing unit must be null, otherwise compressor and condenser must be null (the screen
 * clears them when the mode changes); results are computed by the server.
 */
/**
 * The settings of a system (spec §2.1 'Configuração do Sistema', §5 "name, operationTemperature,
 * refrigerantFluid, type required"): the screen's form checks them with this schema before they
 * are stored on the system being edited.
 */
export const SystemSettingsSchema = z.object({
  name: text('o nome do sistema', 60),
  rack: z.boolean({ error: 'Escolha o tipo de máquina.' }),
  /** Evaporation (operation) temperature, °C. */
  operationTemperature: evaporationTemperature,
  refrigerantFluid: refrigerantCode,
});
export type SystemSettings = z.infer<typeof SystemSettingsSchema>;

export const OperatingSystemInputSchema = z
  .object({
    ...SystemSettingsSchema.shape,
    active: z.boolean().default(true),
    configurations: z
      .array(ConfigurationInputSchema)
      .max(50, { error: 'No máximo 50 câmaras por sistema.' })
      .default([]),
    condensingUnit: UnitChoiceSchema.nullable().default(null),
    compressor: UnitChoiceSchema.nullable().default(null),
    condenser: CondenserChoiceSchema.nullable().default(null),
    version: rowVersion.optional(),
  })
  .superRefine((system, context) => {
    const seen = new Set<number>();
    system.configurations.forEach((configuration, index) => {
      if (seen.has(configuration.roomId)) {
        context.addIssue({
          code: 'custom',
          path: ['configurations', index, 'roomId'],
          message: 'A câmara já está neste sistema.',
        });
      }
      seen.add(configuration.roomId);
    });
    if (system.rack && system.condensingUnit) {
      context.addIssue({
        code: 'custom',
        path: ['condensingUnit'],
        message: 'Um sistema em rack usa compressor e condensador, não unidade condensadora.',
      });
    }
    if (!system.rack && (system.compressor || system.condenser)) {
      context.addIssue({
        code: 'custom',
        path: [system.compressor ? 'compressor' : 'condenser'],
        message: 'Compressor e condensador remoto só existem no modo rack.',
      });
    }
  });
export type OperatingSystemInput = z.infer<typeof OperatingSystemInputSchema>;
export type OperatingSystemInputValues = z.input<typeof OperatingSystemInputSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** The room of a configuration as the spec lists it (§3 "Configuration"), read from the room. */
export const SystemRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  roomTemperature: z.number(),
  ambientTemperature: z.number(),
  /** room temperature − the system's operation temperature, K. */
  temperatureDelta: z.number(),
  /** Minimum DT of the system's refrigerant, K (5 for R448A/R449A, 2 otherwise). */
  minimumDt: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  calculationType: z.number().int(),
  operatingHours: z.number(),
  /** The room's stored heat load: capacity required, kcal/h (null when never computed). */
  heatLoad: z.object({ totalKcalh: z.number() }).nullable(),
});
export type SystemRoomDto = z.infer<typeof SystemRoomSchema>;

/**
 * What an evaporator's capacity at any condition is computed from (the domain's
 * `EvaporatorCapacityData`, docs/decisions/059): the screen recomputes a row's capacity with it
 * when the system's settings change, with the same function the server uses.
 */
export const EvaporatorRatingSchema = z.object({
  /** One unit at the rating, refrigerant factor 1, kcal/h. */
  ratedCapacity: z.number(),
  /** K. */
  ratedDt: z.number(),
  /** °C. */
  ratedEvaporationTemperature: z.number(),
  ratingCondition: z.string(),
  refrigerantFactors: z.record(z.string(), z.number()),
  /** The largest DT the capacity is valid at, K. */
  maxDt: z.number(),
});
export type EvaporatorRatingDto = z.infer<typeof EvaporatorRatingSchema>;

/** Spec §3 "Evaporator selection", filled by the server from the catalogue or the special form. */
export const EvaporatorSelectionSchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS),
  /** Spec's `specialEquipment` flag (kind SPECIAL). */
  specialEquipment: z.boolean(),
  modelId: z.number().int().nullable(),
  model: z.string(),
  line: z.string().nullable(),
  image: z.string().nullable(),
  count: z.number().int(),
  sku: z.object({ id: z.number().int(), sku: z.string() }).nullable(),
  /**
   * The catalogue model's NCM, Ex and origin (docs/decisions/071); null for special equipment, a
   * model the catalogue does not classify, and a selection stored before it was recorded (until
   * the system is saved again).
   */
  classification: FiscalClassificationSchema.nullable(),
  powerSupply: PowerSupplySchema.nullable(),
  /** DT the row shows: room temperature − operation temperature, K. */
  temperatureDelta: z.number(),
  /**
   * One unit at the system's operation temperature and the room's DT, kcal/h; beyond the
   * evaporator's maximum DT, its capacity at the maximum (docs/decisions/059).
   */
  unitCapacity: z.number(),
  /** unitCapacity × count, kcal/h ('Carga do Evaporador'). */
  unitCapacityDt: z.number(),
  nominalUnitCapacity: z.number().nullable(),
  /** m³/h, one unit. */
  unitAirFlow: z.number(),
  /** Fans (and electric defrost) of one unit, kW. */
  consumedPower: z.number(),
  /**
   * Fans only of one unit, kW: what the room's evaporator-fan load can take
   * (docs/decisions/056). Null in a selection stored before it was recorded until the system
   * is saved again.
   */
  fanPower: z.number().nullable(),
  fanDiameter: z.number(),
  /** mm. */
  length: z.number().nullable(),
  /** Air changes of the room per hour with these evaporators (spec §5 custom-form rule). */
  airExchangeRate: z.number().nullable(),
  /** The evaporator is longer than both room sides (spec §5 message). */
  fitsRoom: z.boolean(),
  /** Every field of the special form (kind SPECIAL), as sent. */
  productCustom: SpecialEvaporatorChoiceSchema.nullable(),
  /**
   * What `unitCapacity` is computed from (docs/decisions/059); null in a selection stored before
   * it was recorded, until the system is saved again.
   */
  rating: EvaporatorRatingSchema.nullable(),
  /** The room's DT (`temperatureDelta`) passes the evaporator's maximum DT (`rating.maxDt`). */
  isAboveMaxDt: z.boolean(),
});
export type EvaporatorSelectionDto = z.infer<typeof EvaporatorSelectionSchema>;

export const ConfigurationSchema = z.object({
  /** Spec §3: configType of this configuration's equipment. */
  configType: z.literal('EVAPORATOR'),
  room: SystemRoomSchema,
  evaporator: EvaporatorSelectionSchema.nullable(),
  /** The input the client sent, to edit it again. */
  choice: EvaporatorChoiceSchema.nullable(),
});
export type ConfigurationDto = z.infer<typeof ConfigurationSchema>;

/** Spec §3 "Condensing unit selection" (also the rack compressor unit). */
export const UnitSelectionSchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS),
  specialEquipment: z.boolean(),
  unitKind: z.enum(['CONDENSING_UNIT', 'COMPRESSOR_UNIT']),
  modelId: z.number().int().nullable(),
  model: z.string(),
  line: z.string().nullable(),
  image: z.string().nullable(),
  count: z.number().int(),
  sku: z.object({ id: z.number().int(), sku: z.string() }).nullable(),
  /**
   * The catalogue model's NCM, Ex and origin (docs/decisions/071); null for special equipment, a
   * model the catalogue does not classify, and a selection stored before it was recorded (until
   * the system is saved again).
   */
  classification: FiscalClassificationSchema.nullable(),
  powerSupply: PowerSupplySchema.nullable(),
  ambientTemperature: z.number(),
  loadLoss: z.number(),
  /** The system's operation temperature, °C. */
  evaporationTemperature: z.number(),
  /**
   * All units at the design conditions: evaporation at the operation temperature, suction at
   * operation temperature − loadLoss, the ambient; on the table's rating basis; kcal/h.
   */
  unitCapacity: z.number().nullable(),
  /**
   * The rating basis of the catalogue table `unitCapacity` was read from (docs/decisions/062);
   * null for special equipment and for a selection stored before it was recorded, until the
   * system is saved again.
   */
  ratingBasis: z.enum(RATING_BASES).nullable(),
  /** All units, kW. */
  consumedPower: z.number().nullable(),
  /** Σ of the rooms' required capacities, kcal/h ('Carga Requerida'). */
  heatLoad: z.number(),
  compressorType: z.enum(COMPRESSOR_TYPES).nullable(),
  capacityControl: z.boolean().nullable(),
  productCustom: SpecialUnitChoiceSchema.nullable(),
});
export type UnitSelectionDto = z.infer<typeof UnitSelectionSchema>;

export const CondenserSelectionSchema = z.object({
  kind: z.enum(EQUIPMENT_KINDS),
  specialEquipment: z.boolean(),
  modelId: z.number().int().nullable(),
  model: z.string(),
  line: z.string().nullable(),
  image: z.string().nullable(),
  count: z.number().int(),
  sku: z.object({ id: z.number().int(), sku: z.string() }).nullable(),
  /**
   * The catalogue model's NCM, Ex and origin (docs/decisions/071); null for special equipment, a
   * model the catalogue does not classify, and a selection stored before it was recorded (until
   * the system is saved again).
   */
  classification: FiscalClassificationSchema.nullable(),
  /** All condensers, kcal/(h·K). */
  heatRejectionPerK: z.number(),
  /** Fans of all condensers, kW. */
  consumedPower: z.number(),
  productCustom: SpecialCondenserChoiceSchema.nullable(),
});
export type CondenserSelectionDto = z.infer<typeof CondenserSelectionSchema>;

/** One point of the balance chart (beyond the spec): both sides at one evaporating temperature. */
export const BalanceCurvePointSchema = z.object({
  evaporatingTemperature: z.number(),
  /** Σ rooms at this Te, kcal/h. */
  evaporatorCapacity: z.number(),
  /** All units at Te − loadLoss, kcal/h (null outside the unit's table). */
  unitCapacity: z.number().nullable(),
});

/** Energy at the balance point (beyond the spec). */
export const SystemEnergySchema = z.object({
  /** All units at the balance, kW. */
  powerKw: z.number(),
  /** Hours a day the units run to remove the rooms' daily energy (≤ 24). */
  runningHoursPerDay: z.number(),
  /** kWh a day. */
  energyKwhPerDay: z.number(),
});

/**
 * A rack's remote condensers at the balance (docs/decisions/058): the condensing temperature the
 * compressors and condensers settle at and both rejections, always (not only when short).
 */
export const CondensingBalanceSchema = z.object({
  /** Air on the condensers, °C. */
  ambientTemperature: z.number(),
  /** Tc at the balance, °C. */
  condensingTemperature: z.number(),
  /** Tc the compressor table assumes (ambient + its offset), °C. */
  designCondensingTemperature: z.number(),
  /** FLOATING, or MINIMUM: held at the table's lowest Tc (the condensers could reject more). */
  control: z.enum(['FLOATING', 'MINIMUM', 'MAXIMUM']),
  /** All condensers, kcal/(h·K). */
  heatRejectionPerK: z.number(),
  /** The compressors' capacity + power at the balance, kcal/h. */
  requiredRejection: z.number(),
  /** The condensers at the balance Tc and ambient, kcal/h. */
  availableRejection: z.number(),
  /** The condensers at the design Tc, kcal/h. */
  designRejection: z.number(),
  /** Tc at or below the design Tc. */
  isSufficient: z.boolean(),
});
export type CondensingBalanceDto = z.infer<typeof CondensingBalanceSchema>;

/**
 * The balance the server computed when the system's equipment is complete (an evaporator for
 * every room, and the unit — or compressor and condenser in rack mode); null otherwise.
 */
/**
 * A room at the balance point (docs/decisions/061): its evaporators' capacity there, its required
 * load and the share of it they cover; a room under the minimum coverage is not covered, with
 * the reason (pt-BR).
 */
export const SystemResultRoomSchema = z.object({
  roomId: z.number().int(),
  resultingDt: z.number(),
  minimumDt: z.number(),
  /** All the room's evaporators at the balance point, kcal/h. */
  capacity: z.number(),
  /** The room's required load, kcal/h. */
  requiredCapacity: z.number(),
  /** capacity ÷ requiredCapacity × 100, %; null when the room requires nothing. */
  coveragePercent: z.number().nullable(),
  /** coverage ≥ the minimum (the domain's MINIMUM_ROOM_COVERAGE, 95 %). */
  isCovered: z.boolean(),
  /** Why the room is short and what to change (pt-BR); null when covered. */
  uncoveredReason: z.string().nullable(),
});
export type SystemResultRoomDto = z.infer<typeof SystemResultRoomSchema>;

/** The statuses of a system whose sides cross: every room covered, or some room short. */
export const BALANCE_POINT_STATUSES = ['BALANCED', 'ROOM_UNCOVERED'] as const;

export const SystemResultSchema = z.discriminatedUnion('status', [
  z.object({
    /**
     * BALANCED only when every room is covered at the balance point; ROOM_UNCOVERED when the
     * sides cross but some room gets less than the minimum coverage (docs/decisions/061).
     */
    status: z.enum(BALANCE_POINT_STATUSES),
    /** Smallest room DT at the balance, K ('DT Resultante'). */
    resultingDt: z.number(),
    /** kcal/h ('Capacidade Total (Kcal/h)'). */
    resultingCapacity: z.number(),
    evaporatingTemperature: z.number(),
    suctionTemperature: z.number(),
    /** Σ of the rooms' required capacities, kcal/h. */
    requiredCapacity: z.number(),
    rooms: z.array(SystemResultRoomSchema),
    rejectedHeat: z.number(),
    /** Rack: its remote condensers at the balance; null on a condensing unit. */
    condensing: CondensingBalanceSchema.nullable(),
    energy: SystemEnergySchema,
    curve: z.array(BalanceCurvePointSchema),
    warnings: z.array(
      z.object({ code: z.string(), message: z.string(), field: z.string().nullable() }),
    ),
    calcVersion: z.string(),
  }),
  z.object({
    status: z.literal('NO_BALANCE'),
    /**
     * UNIT_TOO_SMALL, EVAPORATORS_TOO_SMALL, NO_COMMON_RANGE, CONDENSERS_TOO_SMALL,
     * OUT_OF_CATALOGUE_RANGE.
     */
    reason: z.string(),
    /** pt-BR, e.g. which side is short. */
    message: z.string(),
    requiredCapacity: z.number(),
    curve: z.array(BalanceCurvePointSchema),
    calcVersion: z.string(),
  }),
]);
export type SystemResultDto = z.infer<typeof SystemResultSchema>;
/** A result whose sides cross (BALANCED or ROOM_UNCOVERED): it has a balance point. */
export type BalancePointResultDto = Exclude<SystemResultDto, { status: 'NO_BALANCE' }>;

/** The result has a balance point (its figures are printed), whether or not every room is covered. */
export function hasBalancePoint(
  result: SystemResultDto | null | undefined,
): result is BalancePointResultDto {
  return result !== null && result !== undefined && result.status !== 'NO_BALANCE';
}

export const OperatingSystemSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  rack: z.boolean(),
  operationTemperature: z.number(),
  refrigerantFluid: z.object({ id: z.number().int(), code: z.string() }),
  configurations: z.array(ConfigurationSchema),
  condensingUnit: UnitSelectionSchema.nullable(),
  compressor: UnitSelectionSchema.nullable(),
  condenser: CondenserSelectionSchema.nullable(),
  /** The choices as sent, to edit them again (the selections above are their details). */
  condensingUnitChoice: UnitChoiceSchema.nullable(),
  compressorChoice: UnitChoiceSchema.nullable(),
  condenserChoice: CondenserChoiceSchema.nullable(),
  /** Spec fields: the result's DT (K) and capacity (kcal/h), null until balanced. */
  resultingDt: z.number().nullable(),
  resultingCapacity: z.number().nullable(),
  result: SystemResultSchema.nullable(),
  /**
   * The system's rooms changed after its selections and balance were computed
   * (docs/decisions/055): "Recalcular". A stale system answers no result (`result`,
   * `resultingDt` and `resultingCapacity` null) until it is saved again.
   */
  isStale: z.boolean(),
  /** The catalogue version the selections came from. */
  catalogVersion: CatalogVersionRefSchema,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OperatingSystemDto = z.infer<typeof OperatingSystemSchema>;

export const OperatingSystemListSchema = z.object({
  items: z.array(OperatingSystemSchema),
});
export type OperatingSystemListDto = z.infer<typeof OperatingSystemListSchema>;

/**
 * POST …/operating-systems/calculation: "Calcular" on the screen's unsaved system (the same
 * input as a save, nothing stored); answers the result the save would store, or 422 with the
 * reason when the equipment is incomplete.
 */
export const SystemCalculationAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  result: SystemResultSchema,
});
export type SystemCalculationAnswer = z.infer<typeof SystemCalculationAnswerSchema>;

/** Path parameters of …/operating-systems/{systemId}. */
export const OperatingSystemParamsSchema = z.object({
  projectId: recordIdParam(),
  systemId: recordIdParam(),
});
export const ProjectSystemsParamsSchema = OperatingSystemParamsSchema.pick({ projectId: true });

/**
 * Query of POST …/operating-systems/calculation: the saved system being edited, if any, so its
 * catalogue choices are read in the catalogue version the system is bound to.
 */
export const SystemCalculationQuerySchema = z.object({
  systemId: recordIdParam().optional(),
});

/** The fixed evaporator DT of the spec (§9) used to look SKUs up. */
export const SYSTEM_SKU_LOOKUP_DT_K = REFERENCE_EVAPORATOR_DT_K;
