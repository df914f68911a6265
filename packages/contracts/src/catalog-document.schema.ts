import { MAX_DT_FACTOR_LIMIT, type EquipmentCatalog } from '@camara-fria/domain';
import {
  CATALOG_ITEM_KINDS,
  COMPRESSOR_TYPES,
  DEFROST_KINDS,
  EXPANSION_VALVES,
  FAN_MOTORS,
  FIN_PROTECTIONS,
  RATING_BASES,
  TEMPERATURE_APPLICATIONS,
  UNIT_CONTROLLERS,
  UNIT_KINDS,
} from './catalog.schema.ts';
import { capitalise, REFRIGERANT_CODES } from './catalog-fields.ts';
import { safeText } from './primitives.ts';
import { FiscalClassificationSchema } from './tax.schema.ts';
import { z } from './zod.ts';

/**
 * THE description of an equipment catalogue (docs/decisions/012-catalogue-as-one-document.md):
 * every field of every row of the domain's `EquipmentCatalog`, with its rule and its pt-BR
 * message naming the field. The API validates each stored catalogue version with
 * `EquipmentCatalogSchema` when it writes it and when it reads it back, and the import file's
 * records (`catalog-import.schema.ts`) are these same fields, read from CSV/JSON cells. Units are
 * in the names (docs/domain/selection.md "Units").
 */

const text = (label: string, max = 200) =>
  safeText(`Informe ${label}.`)
    .trim()
    .min(1, { error: `Informe ${label}.` })
    .max(max, { error: `${capitalise(label)}: no máximo ${max} caracteres.` });
const numeric = (label: string) => z.number({ error: `Informe ${label} (número).` });
const positive = (label: string) =>
  numeric(label).positive({ error: `${capitalise(label)} deve ser maior que zero.` });
const nonNegative = (label: string) =>
  numeric(label).min(0, { error: `${capitalise(label)} não pode ser negativo.` });
const whole = (label: string, min: number, max: number) =>
  numeric(label)
    .int({ error: `${capitalise(label)} deve ser inteiro.` })
    .min(min, { error: `${capitalise(label)}: de ${min} a ${max}.` })
    .max(max, { error: `${capitalise(label)}: de ${min} a ${max}.` });
/** A room temperature bound of a line, °C: −60 to 60. */
const roomBound = (label: string) =>
  numeric(label)
    .min(-60, { error: `${capitalise(label)}: de -60 a 60 °C.` })
    .max(60, { error: `${capitalise(label)}: de -60 a 60 °C.` });
const flag = (label: string) =>
  z.boolean({ error: `Informe ${label}: true ou false (sim ou não).` });
const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${capitalise(label)}: um de ${values.join(', ')}.` });

const sku = text('o SKU (sku)', 80);
const modelCode = text('o modelo (modelCode)', 60);
const modelFields = {
  code: text('o código do modelo (code)', 60),
  lineCode: text('a linha (lineCode)', 40),
  lengthMm: positive('o comprimento (lengthMm)'),
  widthMm: positive('a largura (widthMm)'),
  heightMm: positive('a altura (heightMm)'),
};
const refrigerantMessage = `Fluido refrigerante: um de ${REFRIGERANT_CODES.join(', ')}.`;
const refrigerantCode = z.enum(REFRIGERANT_CODES as [string, ...string[]], {
  error: refrigerantMessage,
});
/** A refrigerant code as a key of `refrigerantFactors` (a record, so not exhaustive). */
const refrigerantKey = z
  .string()
  .refine((code) => REFRIGERANT_CODES.includes(code), { error: refrigerantMessage });

/** An electrical supply (`PowerSupply`). */
export const catalogSupplyFields = {
  frequencyHz: z.union([z.literal(50), z.literal(60)], {
    error: 'A frequência (frequencyHz) é 50 ou 60.',
  }),
  voltageV: whole('a tensão (voltageV)', 100, 1000),
  phases: z.union([z.literal(1), z.literal(3)], { error: 'As fases (phases) são 1 ou 3.' }),
};

/** The catalogue's name: `catalogVersion` (the version key) and `label` (shown in the UI). */
export const catalogHeaderFields = {
  label: text('o nome do catálogo (label)', 120),
  catalogVersion: text('a versão do catálogo (catalogVersion)', 60),
};

/** `ProductLine` (without `isDemonstration`). */
export const catalogLineFields = {
  kind: oneOf('o tipo da linha (kind)', CATALOG_ITEM_KINDS),
  code: text('o código da linha (code)', 40),
  name: text('o nome da linha (name)', 120),
  description: safeText('Texto inválido.').trim().max(500),
  application: z.enum(TEMPERATURE_APPLICATIONS, { error: 'Aplicação: LOW, MEDIUM ou HIGH.' }),
  /** Evaporator lines: DT choices, K. */
  dtChoicesK: z.array(positive('o DT (dtChoicesK)')),
  /**
   * Evaporator lines: the coldest and warmest rooms the line serves, °C (its application range,
   * docs/decisions/060); null = no bound.
   */
  roomTemperatureMinC: roomBound('a temperatura mínima da câmara (roomTemperatureMinC)'),
  roomTemperatureMaxC: roomBound('a temperatura máxima da câmara (roomTemperatureMaxC)'),
};

/** `EvaporatorModel` without its capacity data. */
export const catalogEvaporatorFields = {
  ...modelFields,
  fanCount: whole('o número de ventiladores (fanCount)', 1, 20),
  fanDiameterMm: positive('o diâmetro do ventilador (fanDiameterMm)').max(100_000, {
    error: 'O diâmetro do ventilador (fanDiameterMm): no máximo 100 000 mm.',
  }),
  airFlowM3h: positive('a vazão de ar (airFlowM3h)'),
  airThrowM: nonNegative('a flecha de ar (airThrowM)'),
  fanPowerW: nonNegative('a potência dos ventiladores (fanPowerW)'),
  defrostPowerW: nonNegative('a potência de degelo (defrostPowerW)'),
  finSpacingMm: positive('o espaçamento das aletas (finSpacingMm)'),
  tubeRows: whole('o número de filas (tubeRows)', 1, 20),
  motor: oneOf('o motor (motor)', FAN_MOTORS),
  defrostKinds: z
    .array(z.enum(DEFROST_KINDS, { error: 'Degelo (defrostKinds): AR, ELETRICO ou GAS.' }), {
      error: 'Informe os degelos (defrostKinds).',
    })
    .min(1, { error: 'Informe ao menos um degelo (defrostKinds).' }),
};

/** `EvaporatorCapacityData` without the refrigerant factors. */
export const catalogEvaporatorRatingFields = {
  referenceCapacityKcalh: positive('a capacidade de referência (referenceCapacityKcalh)'),
  referenceDtK: positive('o DT de referência (referenceDtK)'),
  referenceEvaporatingTemperatureC: numeric(
    'a temperatura de evaporação de referência (referenceEvaporatingTemperatureC)',
  ),
  ratingCondition: text('a condição de ensaio (ratingCondition)', 40),
};

/**
 * The largest DT an evaporator's capacity is valid at, over its rated DT (docs/decisions/059):
 * 1–3, absent = 1.3 (the source's default). Optional, so catalogue versions stored before read.
 */
export const catalogEvaporatorMaxDtFields = {
  maxDtFactor: numeric('o DT máximo sobre o DT de referência (maxDtFactor)')
    .min(1, { error: 'O DT máximo (maxDtFactor) vai de 1 a 3 vezes o DT de referência.' })
    .max(MAX_DT_FACTOR_LIMIT, {
      error: 'O DT máximo (maxDtFactor) vai de 1 a 3 vezes o DT de referência.',
    })
    .optional(),
};

/** One `f_refrigerant` of an evaporator model. */
export const catalogRefrigerantFactorFields = {
  refrigerantCode,
  factor: positive('o fator do fluido (factor)'),
};

/** `EvaporatorSku` without `sku`, `modelCode` and the supply. */
export const catalogEvaporatorSkuFields = {
  defrost: oneOf('o degelo (defrost)', DEFROST_KINDS),
  finProtection: oneOf('a proteção das aletas (finProtection)', FIN_PROTECTIONS),
  expansionValve: oneOf('a válvula de expansão (expansionValve)', EXPANSION_VALVES),
  hasIsolatedTray: flag('a bandeja isolada (hasIsolatedTray)'),
};

/** `UnitModel` without its tables. */
export const catalogUnitFields = {
  kind: oneOf('o tipo da unidade (kind)', UNIT_KINDS),
  ...modelFields,
  application: oneOf('a aplicação (application)', TEMPERATURE_APPLICATIONS),
  fanCount: whole('o número de ventiladores (fanCount)', 0, 20),
  fanDiameterMm: nonNegative('o diâmetro do ventilador (fanDiameterMm)'),
  airFlowM3h: nonNegative('a vazão de ar (airFlowM3h)'),
  compressorType: oneOf('o tipo de compressor (compressorType)', COMPRESSOR_TYPES),
  compressorBrand: text('a marca do compressor (compressorBrand)', 60),
  compressorCount: whole('o número de compressores (compressorCount)', 1, 4),
  hasCapacityControl: flag('o controle de capacidade (hasCapacityControl)'),
  hasHotGasDefrost: flag('o degelo a gás quente (hasHotGasDefrost)'),
};

/** `UnitSku` without `sku`, `modelCode` and the supply. */
export const catalogUnitSkuFields = {
  hasCondensationControl: flag('o controle de condensação (hasCondensationControl)'),
  controller: oneOf('o controlador (controller)', UNIT_CONTROLLERS),
};

/**
 * One table of a unit (refrigerant, frequency, rating basis, offset); its cells are
 * `catalogCapacityCellFields`.
 */
export const catalogCapacityTableFields = {
  refrigerantCode,
  frequencyHz: catalogSupplyFields.frequencyHz,
  ratingBasis: oneOf('a base de classificação (ratingBasis)', RATING_BASES),
  condensingOffsetK: positive('a diferença de condensação (condensingOffsetK)'),
};

/** One cell of a unit table: te × ambient, capacity and power of ONE unit. */
export const catalogCapacityCellFields = {
  evaporatingTemperatureC: numeric('a temperatura de evaporação (evaporatingTemperatureC)'),
  ambientTemperatureC: numeric('a temperatura ambiente (ambientTemperatureC)'),
  capacityKcalh: positive('a capacidade (capacityKcalh)'),
  powerKw: positive('a potência (powerKw)'),
};

/** `RemoteCondenserModel`. */
export const catalogCondenserFields = {
  ...modelFields,
  fanCount: whole('o número de ventiladores (fanCount)', 1, 20),
  fanDiameterMm: positive('o diâmetro do ventilador (fanDiameterMm)'),
  airFlowM3h: positive('a vazão de ar (airFlowM3h)'),
  fanPowerW: nonNegative('a potência dos ventiladores (fanPowerW)'),
  fanPoles: whole('os polos do motor (fanPoles)', 2, 12),
  finSpacingMm: positive('o espaçamento das aletas (finSpacingMm)'),
  noiseLevelDba: nonNegative('o nível de ruído (noiseLevelDba)'),
  heatRejectionKcalhPerK: positive('a rejeição por kelvin (heatRejectionKcalhPerK)'),
};

/** `RemoteCondenserSku` without `sku`, `modelCode` and the supply. */
export const catalogCondenserSkuFields = {
  finProtection: catalogEvaporatorSkuFields.finProtection,
};

/** The `sku` and `modelCode` every SKU row starts with. */
export const catalogSkuKeyFields = { sku, modelCode };

const isDemonstration = z.boolean();
/**
 * A model's NCM, TIPI Ex and origin (docs/decisions/071, "Product classification"); null when the
 * catalogue does not give them (never guessed: the proposal then asks for the IPI by hand).
 */
const classification = FiscalClassificationSchema.nullable();
const powerSupply = z.object(catalogSupplyFields);
const {
  application: lineApplication,
  roomTemperatureMinC: lineRoomMin,
  roomTemperatureMaxC: lineRoomMax,
  ...lineFields
} = catalogLineFields;
const unitSku = z.object({ ...catalogSkuKeyFields, powerSupply, ...catalogUnitSkuFields });
const unit = z.object({
  ...catalogUnitFields,
  capacityTables: z.array(
    z.object({
      ...catalogCapacityTableFields,
      evaporatingTemperaturesC: z.array(catalogCapacityCellFields.evaporatingTemperatureC),
      ambientTemperaturesC: z.array(catalogCapacityCellFields.ambientTemperatureC),
      capacityKcalh: z.array(z.array(catalogCapacityCellFields.capacityKcalh)),
      powerKw: z.array(z.array(catalogCapacityCellFields.powerKw)),
    }),
  ),
  classification,
  isDemonstration,
});

/** A whole catalogue version, exactly the domain's `EquipmentCatalog`. */
export const EquipmentCatalogSchema = z.object({
  ...catalogHeaderFields,
  isDemonstration,
  lines: z.array(
    z.object({
      ...lineFields,
      application: lineApplication.nullable(),
      roomTemperatureMinC: lineRoomMin.nullable(),
      roomTemperatureMaxC: lineRoomMax.nullable(),
      isDemonstration,
    }),
  ),
  evaporators: z.array(
    z.object({
      ...catalogEvaporatorFields,
      capacity: z.object({
        ...catalogEvaporatorRatingFields,
        refrigerantFactors: z.record(refrigerantKey, catalogRefrigerantFactorFields.factor),
        ...catalogEvaporatorMaxDtFields,
      }),
      classification,
      isDemonstration,
    }),
  ),
  evaporatorSkus: z.array(
    z.object({ ...catalogSkuKeyFields, powerSupply, ...catalogEvaporatorSkuFields }),
  ),
  condensingUnits: z.array(unit),
  condensingUnitSkus: z.array(unitSku),
  compressorUnits: z.array(unit),
  compressorUnitSkus: z.array(unitSku),
  remoteCondensers: z.array(
    z.object({ ...catalogCondenserFields, classification, isDemonstration }),
  ),
  remoteCondenserSkus: z.array(
    z.object({ ...catalogSkuKeyFields, powerSupply, ...catalogCondenserSkuFields }),
  ),
}) satisfies z.ZodType<EquipmentCatalog>;
