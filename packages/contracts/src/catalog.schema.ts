import type {
  CatalogItemKind,
  CompressorType,
  DefrostKind,
  ExpansionValve,
  FanMotor,
  FinProtection,
  RatingBasis,
  TemperatureApplication,
  UnitController,
} from '@camara-fria/domain';
import { FiscalClassificationSchema } from './tax.schema.ts';
import { productLineCode } from './catalog-fields.ts';
import { z } from './zod.ts';

/**
 * The equipment catalogue on the wire (spec part 2 §3, §7; docs/domain/selection.md "API and
 * catalogue storage"): shared values, pt-BR labels, the version every answer names, the options
 * lookups, the model list (POST /v1/catalog), compressors and condensers. Capacities kcal/h,
 * powers kW (units) or W (fans, defrost), temperatures °C, differences K, sizes mm, air m³/h.
 */

export const CATALOG_SOURCES = ['DEMONSTRATION', 'IMPORT'] as const;
export const CATALOG_ITEM_KINDS = [
  'EVAPORATOR',
  'CONDENSING_UNIT',
  'COMPRESSOR_UNIT',
  'REMOTE_CONDENSER',
] as const satisfies readonly CatalogItemKind[];
export const UNIT_KINDS = ['CONDENSING_UNIT', 'COMPRESSOR_UNIT'] as const;
export const DEFROST_KINDS = ['AR', 'ELETRICO', 'GAS'] as const satisfies readonly DefrostKind[];
export const COMPRESSOR_TYPES = [
  'HERMETICO',
  'SCROLL',
  'SEMI_HERMETICO',
] as const satisfies readonly CompressorType[];
export const FIN_PROTECTIONS = [
  'SEM_PROTECAO',
  'EPOXI',
] as const satisfies readonly FinProtection[];
export const EXPANSION_VALVES = [
  'SEM_VALVULA',
  'TERMOSTATICA',
  'ELETRONICA',
] as const satisfies readonly ExpansionValve[];
export const FAN_MOTORS = ['AC', 'EC'] as const satisfies readonly FanMotor[];
export const UNIT_CONTROLLERS = [
  'ELETROMECANICO',
  'ELETRONICO',
] as const satisfies readonly UnitController[];
export const TEMPERATURE_APPLICATIONS = [
  'LOW',
  'MEDIUM',
  'HIGH',
] as const satisfies readonly TemperatureApplication[];
/** Rating bases of a unit's capacity table (docs/decisions/062-rating-basis-stated.md). */
export const RATING_BASES = [
  'EN12900_10K_SUPERHEAT',
  'AHRI540_RETURN_GAS_18_3C',
  'EN13215',
] as const satisfies readonly RatingBasis[];
export const PROFILE_BAND_VALUES = ['BAIXO', 'MEDIO', 'ALTO'] as const;
/** The product-line value that means every line (spec: 'Todos'). */
export const ALL_PRODUCT_LINES = 'Todos';

/** pt-BR labels of the catalogue's values (spec §3), for options and answers. */
export const CATALOG_LABELS = {
  ratingBasis: {
    EN12900_10K_SUPERHEAT: 'EN 12900, superaquecimento 10 K',
    AHRI540_RETURN_GAS_18_3C: 'AHRI 540, gás de retorno 18,3 °C',
    EN13215: 'EN 13215',
  },
  defrost: { AR: 'Ar', ELETRICO: 'Elétrico', GAS: 'Gás' },
  compressorType: { HERMETICO: 'Hermético', SCROLL: 'Scroll', SEMI_HERMETICO: 'Semi-Hermético' },
  finProtection: { SEM_PROTECAO: 'Sem proteção', EPOXI: 'Epóxi' },
  expansionValve: {
    SEM_VALVULA: 'Sem válvula',
    TERMOSTATICA: 'Termostática',
    ELETRONICA: 'Eletrônica',
  },
  controller: { ELETROMECANICO: 'Eletromecânico', ELETRONICO: 'Eletrônico' },
  profile: { BAIXO: 'Baixo Perfil', MEDIO: 'Médio Perfil', ALTO: 'Alto Perfil' },
  /** Yes/no options (capacity control, hot-gas defrost, isolated tray...). */
  presence: { true: 'Com', false: 'Sem' },
} as const;

/** The catalogue version an answer comes from; `isDemonstration` answers must be labelled so. */
export const CatalogVersionRefSchema = z.object({
  id: z.number().int(),
  /** `demo-1.0.0-seed-1` or the imported file's `catalogVersion`. */
  key: z.string(),
  label: z.string(),
  source: z.enum(CATALOG_SOURCES),
  isDemonstration: z.boolean(),
  /**
   * The line that labels figures from this catalogue on the screens and in the documents
   * (docs/decisions/053): "Catálogo de demonstração (dados sintéticos) · versão
   * demo-1.0.0-seed-1", or a maker's "Catálogo Exemplo 2027 · versão exemplo-2027-01".
   */
  notice: z.string(),
});
export type CatalogVersionRef = z.infer<typeof CatalogVersionRefSchema>;

/** GET /v1/catalog/versions/active */
export const CatalogVersionSchema = CatalogVersionRefSchema.extend({
  isActive: z.boolean(),
  createdAt: z.string(),
  counts: z.object({
    productLines: z.number().int(),
    evaporators: z.number().int(),
    evaporatorSkus: z.number().int(),
    condensingUnits: z.number().int(),
    condensingUnitSkus: z.number().int(),
    compressorUnits: z.number().int(),
    compressorUnitSkus: z.number().int(),
    remoteCondensers: z.number().int(),
    remoteCondenserSkus: z.number().int(),
  }),
});
export type CatalogVersionDto = z.infer<typeof CatalogVersionSchema>;

/** A supply: frequency (Hz), voltage (V), phases (1 or 3). */
export const PowerSupplySchema = z.object({
  frequencyHz: z.union([z.literal(50), z.literal(60)]),
  voltage: z.number().int(),
  phases: z.union([z.literal(1), z.literal(3)]),
});
export type PowerSupplyDto = z.infer<typeof PowerSupplySchema>;

/** Spec §3: options are pairs of a list of labels and a list of values, in the same order. */
const optionList = <T extends z.ZodType>(value: T) =>
  z.object({ labels: z.array(z.string()), values: z.array(value) });

/** Query of the options lookups: a line code, or 'Todos' (or nothing) for every line. */
export const CatalogOptionsQuerySchema = z.object({
  productLine: productLineCode.optional(),
});
export type CatalogOptionsQuery = z.infer<typeof CatalogOptionsQuerySchema>;

/** GET /v1/catalog/evaporators/options */
export const EvaporatorOptionsSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  productLine: optionList(z.string()),
  finsPerInch: optionList(z.number()),
  fanDiameter: optionList(z.number()),
  numberOfFans: optionList(z.number()),
  profile: optionList(z.enum(PROFILE_BAND_VALUES)),
  defrost: optionList(z.enum(DEFROST_KINDS)),
  /** Voltages offered at 50 Hz and at 60 Hz, V; phase counts. */
  powerSupply50Hz: optionList(z.number()),
  powerSupply60Hz: optionList(z.number()),
  powerSupplyPhases: optionList(z.number()),
  /** The combinations the spec's rule builds from the three lists ('50hz, 220v, 3F'). */
  powerSupply: optionList(PowerSupplySchema),
  /** DT choices of the line(s), K (spec `delta_temperature_difference`). */
  delta_temperature_difference: optionList(z.number()),
  finsProtection: optionList(z.enum(FIN_PROTECTIONS)),
  expansionValve: optionList(z.enum(EXPANSION_VALVES)),
  isolatedTray: optionList(z.boolean()),
});
export type EvaporatorOptionsDto = z.infer<typeof EvaporatorOptionsSchema>;

/** GET /v1/catalog/condensing-units/options */
export const CondensingUnitOptionsSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  productLine: optionList(z.string()),
  refrigerant: optionList(z.string()),
  compressorType: optionList(z.enum(COMPRESSOR_TYPES)),
  compressorBrand: optionList(z.string()),
  numberOfCompressors: optionList(z.number()),
  capacityControl: optionList(z.boolean()),
  hotGasDefrost: optionList(z.boolean()),
  condensationControl: optionList(z.boolean()),
  controller: optionList(z.enum(UNIT_CONTROLLERS)),
  powerSupply50Hz: optionList(z.number()),
  powerSupply60Hz: optionList(z.number()),
  powerSupplyPhases: optionList(z.number()),
  powerSupply: optionList(PowerSupplySchema),
  /** Spec §5 choices, °C. */
  ambientTemperature: optionList(z.number()),
});
export type CondensingUnitOptionsDto = z.infer<typeof CondensingUnitOptionsSchema>;

/** An evaporator model. */
export const EvaporatorModelSchema = z.object({
  kind: z.literal('EVAPORATOR'),
  id: z.number().int(),
  model: z.string(),
  line: z.string(),
  /** Spec §2.3 image path of the line, from the catalogue. */
  image: z.string().nullable(),
  /** NCM, TIPI Ex and origin (docs/decisions/071); null when the catalogue does not give them. */
  classification: FiscalClassificationSchema.nullable(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  numberOfFans: z.number().int(),
  fanDiameter: z.number(),
  profile: z.enum(PROFILE_BAND_VALUES),
  finsPerInch: z.number(),
  tubeRows: z.number().int(),
  /** Total air flow, m³/h. */
  unitAirFlow: z.number(),
  /** Air throw, m. */
  airThrow: z.number(),
  /** Total fan power and electric defrost power, W. */
  fanPower: z.number(),
  defrostPower: z.number(),
  engineType: z.enum(FAN_MOTORS),
  defrostKinds: z.array(z.enum(DEFROST_KINDS)),
  refrigerants: z.array(z.string()),
  /** Q_ref of one unit at the rating (refrigerant factor 1), kcal/h; its DT (K) and Te (°C). */
  ratedCapacity: z.number(),
  ratedDt: z.number(),
  ratedEvaporationTemperature: z.number(),
  ratingCondition: z.string(),
  /** f_refrigerant by refrigerant code (what the rated capacity is multiplied by). */
  refrigerantFactors: z.record(z.string(), z.number()),
  /** The largest DT the capacity is valid at (maxDtFactor × ratedDt), K: docs/decisions/059. */
  maxDt: z.number(),
  /** The rooms its line serves, °C; null = no bound (docs/decisions/060). */
  applicationRange: z.object({
    minRoomTemperature: z.number().nullable(),
    maxRoomTemperature: z.number().nullable(),
  }),
});
export type EvaporatorModelDto = z.infer<typeof EvaporatorModelSchema>;

/** A condensing unit or a compressor unit (rack) model. */
export const UnitModelSchema = z.object({
  kind: z.enum(UNIT_KINDS),
  id: z.number().int(),
  model: z.string(),
  line: z.string(),
  image: z.string().nullable(),
  /** NCM, TIPI Ex and origin (docs/decisions/071); null when the catalogue does not give them. */
  classification: FiscalClassificationSchema.nullable(),
  application: z.enum(TEMPERATURE_APPLICATIONS),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  /** Condenser fans (0 on a compressor unit). */
  numberOfFans: z.number().int(),
  fanDiameter: z.number(),
  unitAirFlow: z.number(),
  compressorType: z.enum(COMPRESSOR_TYPES),
  compressorBrand: z.string(),
  numberOfCompressors: z.number().int(),
  capacityControl: z.boolean(),
  hotGasDefrost: z.boolean(),
  refrigerants: z.array(z.string()),
});
export type UnitModelDto = z.infer<typeof UnitModelSchema>;

/** POST /v1/catalog: models of one line (or all: null / 'Todos'), evaporators or condensing units. */
export const CatalogModelsRequestSchema = z
  .object({
    evaporator: z.object({ productLine: productLineCode.nullable().optional() }).optional(),
    condensingUnit: z.object({ productLine: productLineCode.nullable().optional() }).optional(),
  })
  .refine((body) => Boolean(body.evaporator) !== Boolean(body.condensingUnit), {
    error: 'Informe evaporator ou condensingUnit (um dos dois).',
    path: ['evaporator'],
  });
export type CatalogModelsRequest = z.infer<typeof CatalogModelsRequestSchema>;

export const CatalogModelsAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(z.union([EvaporatorModelSchema, UnitModelSchema])),
});
export type CatalogModelsAnswer = z.infer<typeof CatalogModelsAnswerSchema>;

/** A SKU of a listed compressor unit or condenser, to choose it (spec §2.2 "SKU choice"). */
export const ListedSkuSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  powerSupply: PowerSupplySchema,
  /** '50hz, 220v, 3F' (spec §5). */
  powerSupplyLabel: z.string(),
});
export type ListedSkuDto = z.infer<typeof ListedSkuSchema>;

/** A rack compressor unit of the list, with its SKUs. */
export const CompressorListItemSchema = UnitModelSchema.extend({ skus: z.array(ListedSkuSchema) });
export type CompressorListItemDto = z.infer<typeof CompressorListItemSchema>;

/** GET /v1/catalog/compressors: rack compressor units (spec "id, model, image"). */
export const CompressorListAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(CompressorListItemSchema),
});
export type CompressorListAnswer = z.infer<typeof CompressorListAnswerSchema>;

/** A remote condenser (rack systems). */
export const CondenserModelSchema = z.object({
  kind: z.literal('REMOTE_CONDENSER'),
  id: z.number().int(),
  model: z.string(),
  line: z.string(),
  image: z.string().nullable(),
  /** NCM, TIPI Ex and origin (docs/decisions/071); null when the catalogue does not give them. */
  classification: FiscalClassificationSchema.nullable(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  numberOfFans: z.number().int(),
  fanDiameter: z.number(),
  unitAirFlow: z.number(),
  /** W. */
  fanPower: z.number(),
  numberOfPoles: z.number().int(),
  finsPerInch: z.number(),
  /** dB(A). */
  noiseLevel: z.number(),
  /** Heat rejected per kelvin of condensing − ambient, kcal/(h·K). */
  heatRejectionPerK: z.number(),
  /** The model's SKUs (beyond the spec), for an operating system's `condenser.skuId`. */
  skus: z.array(ListedSkuSchema),
});
export type CondenserModelDto = z.infer<typeof CondenserModelSchema>;

/** A remote condenser of the list, with its SKUs (the model carries them). */
export const CondenserListItemSchema = CondenserModelSchema;
export type CondenserListItemDto = z.infer<typeof CondenserListItemSchema>;

/** GET /v1/catalog/condensers */
export const CondenserListAnswerSchema = z.object({
  catalogVersion: CatalogVersionRefSchema,
  items: z.array(CondenserListItemSchema),
});
export type CondenserListAnswer = z.infer<typeof CondenserListAnswerSchema>;
