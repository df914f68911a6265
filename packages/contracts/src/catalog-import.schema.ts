import {
  CATALOG_ITEM_KINDS,
  COMPRESSOR_TYPES,
  DEFROST_KINDS,
  EXPANSION_VALVES,
  FAN_MOTORS,
  FIN_PROTECTIONS,
  TEMPERATURE_APPLICATIONS,
  UNIT_CONTROLLERS,
  UNIT_KINDS,
} from './catalog.schema.ts';
import { capitalise, REFRIGERANT_CODES } from './catalog-fields.ts';
import { z } from './zod.ts';

/**
 * The one import schema of an equipment catalogue (`npm run catalog:import -- FILE`, documented in
 * docs/domain/selection.md "Import file"): a list of records, each naming its `record` type and
 * carrying that type's fields, in a JSON array or in CSV (one row per record, the header the
 * union of the columns used, empty cells = absent). The field names are the domain's row names,
 * with the unit in the name. Written for CSV as well as JSON: a number may be text ("12.5", dot
 * decimals), a boolean true/false/sim/não/1/0, a list text separated by `|`.
 */

export const CATALOG_IMPORT_RECORD_TYPES = [
  'catalog',
  'line',
  'evaporator',
  'evaporator_refrigerant',
  'evaporator_sku',
  'unit',
  'unit_sku',
  'unit_capacity',
  'condenser',
  'condenser_sku',
] as const;
export type CatalogImportRecordType = (typeof CATALOG_IMPORT_RECORD_TYPES)[number];

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** Text cells: '' is absent. */
const readText = (value: unknown) => (isBlank(value) ? undefined : value);
const readNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : value;
};
const TRUE_WORDS = ['true', 'sim', 's', '1', 'yes'];
const FALSE_WORDS = ['false', 'não', 'nao', 'n', '0', 'no'];
const readBoolean = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  return value;
};
const readList = (value: unknown) => {
  if (typeof value !== 'string') return value;
  return value
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');
};

const text = (label: string, max = 200) =>
  z.preprocess(
    readText,
    z
      .string({ error: `Informe ${label}.` })
      .trim()
      .min(1, { error: `Informe ${label}.` })
      .max(max, { error: `${capitalise(label)}: no máximo ${max} caracteres.` }),
  );
const optionalText = (max = 500) =>
  z.preprocess(readText, z.string({ error: 'Texto inválido.' }).trim().max(max).optional());

const numeric = (label: string) => z.number({ error: `Informe ${label} (número).` });
const finite = (label: string) => z.preprocess(readNumber, numeric(label));
const positive = (label: string) =>
  z.preprocess(
    readNumber,
    numeric(label).positive({ error: `${capitalise(label)} deve ser maior que zero.` }),
  );
const nonNegative = (label: string) =>
  z.preprocess(
    readNumber,
    numeric(label).min(0, { error: `${capitalise(label)} não pode ser negativo.` }),
  );
const whole = (label: string, min: number, max: number) =>
  z.preprocess(
    readNumber,
    numeric(label)
      .int({ error: `${capitalise(label)} deve ser inteiro.` })
      .min(min, { error: `${capitalise(label)}: de ${min} a ${max}.` })
      .max(max, { error: `${capitalise(label)}: de ${min} a ${max}.` }),
  );
const flag = (label: string) =>
  z.preprocess(readBoolean, z.boolean({ error: `Informe ${label}: true ou false (sim ou não).` }));
const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    readText,
    z.enum(values, { error: `${capitalise(label)}: um de ${values.join(', ')}.` }),
  );

const frequencyHz = z.preprocess(
  readNumber,
  z.union([z.literal(50), z.literal(60)], { error: 'A frequência (frequencyHz) é 50 ou 60.' }),
);
const phases = z.preprocess(
  readNumber,
  z.union([z.literal(1), z.literal(3)], { error: 'As fases (phases) são 1 ou 3.' }),
);
const supply = {
  frequencyHz,
  voltageV: whole('a tensão (voltageV)', 100, 1000),
  phases,
};
const refrigerantCode = z.preprocess(
  readText,
  z.enum(REFRIGERANT_CODES as [string, ...string[]], {
    error: `Fluido refrigerante: um de ${REFRIGERANT_CODES.join(', ')}.`,
  }),
);
const sizes = {
  lengthMm: positive('o comprimento (lengthMm)'),
  widthMm: positive('a largura (widthMm)'),
  heightMm: positive('a altura (heightMm)'),
};

/** One catalogue, named: the version's label (shown in the UI) and key. Exactly one per file. */
export const CatalogImportHeaderSchema = z.strictObject({
  record: z.literal('catalog'),
  label: text('o nome do catálogo (label)', 120),
  catalogVersion: text('a versão do catálogo (catalogVersion)', 60),
});

export const CatalogImportLineSchema = z.strictObject({
  record: z.literal('line'),
  kind: oneOf('o tipo da linha (kind)', CATALOG_ITEM_KINDS),
  code: text('o código da linha (code)', 40),
  name: text('o nome da linha (name)', 120),
  description: optionalText(),
  application: z.preprocess(
    readText,
    z.enum(TEMPERATURE_APPLICATIONS, { error: 'Aplicação: LOW, MEDIUM ou HIGH.' }).optional(),
  ),
  /** Evaporator lines: DT choices, K (`4|5|6`). */
  dtChoicesK: z.preprocess(readList, z.array(positive('o DT (dtChoicesK)')).optional()),
  /** Image path; by default the spec's path of the line. */
  imagePath: optionalText(300),
});

export const CatalogImportEvaporatorSchema = z.strictObject({
  record: z.literal('evaporator'),
  code: text('o código do modelo (code)', 60),
  lineCode: text('a linha (lineCode)', 40),
  ...sizes,
  fanCount: whole('o número de ventiladores (fanCount)', 1, 20),
  fanDiameterMm: z.preprocess(
    readNumber,
    numeric('o diâmetro do ventilador (fanDiameterMm)')
      .positive({ error: 'O diâmetro do ventilador (fanDiameterMm) deve ser maior que zero.' })
      .max(100_000, { error: 'O diâmetro do ventilador (fanDiameterMm): no máximo 100 000 mm.' }),
  ),
  airFlowM3h: positive('a vazão de ar (airFlowM3h)'),
  airThrowM: nonNegative('a flecha de ar (airThrowM)'),
  fanPowerW: nonNegative('a potência dos ventiladores (fanPowerW)'),
  defrostPowerW: nonNegative('a potência de degelo (defrostPowerW)'),
  finSpacingMm: positive('o espaçamento das aletas (finSpacingMm)'),
  tubeRows: whole('o número de filas (tubeRows)', 1, 20),
  motor: oneOf('o motor (motor)', FAN_MOTORS),
  defrostKinds: z.preprocess(
    readList,
    z
      .array(z.enum(DEFROST_KINDS, { error: 'Degelo (defrostKinds): AR, ELETRICO ou GAS.' }), {
        error: 'Informe os degelos (defrostKinds).',
      })
      .min(1, { error: 'Informe ao menos um degelo (defrostKinds).' }),
  ),
  referenceCapacityKcalh: positive('a capacidade de referência (referenceCapacityKcalh)'),
  referenceDtK: positive('o DT de referência (referenceDtK)'),
  referenceEvaporatingTemperatureC: finite(
    'a temperatura de evaporação de referência (referenceEvaporatingTemperatureC)',
  ),
  ratingCondition: text('a condição de ensaio (ratingCondition)', 40),
});

export const CatalogImportEvaporatorRefrigerantSchema = z.strictObject({
  record: z.literal('evaporator_refrigerant'),
  modelCode: text('o modelo (modelCode)', 60),
  refrigerantCode,
  factor: positive('o fator do fluido (factor)'),
});

export const CatalogImportEvaporatorSkuSchema = z.strictObject({
  record: z.literal('evaporator_sku'),
  sku: text('o SKU (sku)', 80),
  modelCode: text('o modelo (modelCode)', 60),
  ...supply,
  defrost: oneOf('o degelo (defrost)', DEFROST_KINDS),
  finProtection: oneOf('a proteção das aletas (finProtection)', FIN_PROTECTIONS),
  expansionValve: oneOf('a válvula de expansão (expansionValve)', EXPANSION_VALVES),
  hasIsolatedTray: flag('a bandeja isolada (hasIsolatedTray)'),
});

export const CatalogImportUnitSchema = z.strictObject({
  record: z.literal('unit'),
  kind: oneOf('o tipo da unidade (kind)', UNIT_KINDS),
  code: text('o código do modelo (code)', 60),
  lineCode: text('a linha (lineCode)', 40),
  application: oneOf('a aplicação (application)', TEMPERATURE_APPLICATIONS),
  ...sizes,
  fanCount: whole('o número de ventiladores (fanCount)', 0, 20),
  fanDiameterMm: nonNegative('o diâmetro do ventilador (fanDiameterMm)'),
  airFlowM3h: nonNegative('a vazão de ar (airFlowM3h)'),
  compressorType: oneOf('o tipo de compressor (compressorType)', COMPRESSOR_TYPES),
  compressorBrand: text('a marca do compressor (compressorBrand)', 60),
  compressorCount: whole('o número de compressores (compressorCount)', 1, 4),
  hasCapacityControl: flag('o controle de capacidade (hasCapacityControl)'),
  hasHotGasDefrost: flag('o degelo a gás quente (hasHotGasDefrost)'),
});

export const CatalogImportUnitSkuSchema = z.strictObject({
  record: z.literal('unit_sku'),
  sku: text('o SKU (sku)', 80),
  modelCode: text('o modelo (modelCode)', 60),
  ...supply,
  hasCondensationControl: flag('o controle de condensação (hasCondensationControl)'),
  controller: oneOf('o controlador (controller)', UNIT_CONTROLLERS),
});

/** One cell of a unit's capacity table: te × ambient, per refrigerant and frequency, ONE unit. */
export const CatalogImportUnitCapacitySchema = z.strictObject({
  record: z.literal('unit_capacity'),
  modelCode: text('o modelo (modelCode)', 60),
  refrigerantCode,
  frequencyHz,
  condensingOffsetK: positive('a diferença de condensação (condensingOffsetK)'),
  evaporatingTemperatureC: finite('a temperatura de evaporação (evaporatingTemperatureC)'),
  ambientTemperatureC: finite('a temperatura ambiente (ambientTemperatureC)'),
  capacityKcalh: positive('a capacidade (capacityKcalh)'),
  powerKw: positive('a potência (powerKw)'),
});

export const CatalogImportCondenserSchema = z.strictObject({
  record: z.literal('condenser'),
  code: text('o código do modelo (code)', 60),
  lineCode: text('a linha (lineCode)', 40),
  ...sizes,
  fanCount: whole('o número de ventiladores (fanCount)', 1, 20),
  fanDiameterMm: positive('o diâmetro do ventilador (fanDiameterMm)'),
  airFlowM3h: positive('a vazão de ar (airFlowM3h)'),
  fanPowerW: nonNegative('a potência dos ventiladores (fanPowerW)'),
  fanPoles: whole('os polos do motor (fanPoles)', 2, 12),
  finSpacingMm: positive('o espaçamento das aletas (finSpacingMm)'),
  noiseLevelDba: nonNegative('o nível de ruído (noiseLevelDba)'),
  heatRejectionKcalhPerK: positive('a rejeição por kelvin (heatRejectionKcalhPerK)'),
});

export const CatalogImportCondenserSkuSchema = z.strictObject({
  record: z.literal('condenser_sku'),
  sku: text('o SKU (sku)', 80),
  modelCode: text('o modelo (modelCode)', 60),
  ...supply,
  finProtection: oneOf('a proteção das aletas (finProtection)', FIN_PROTECTIONS),
});

/** Any record of an import file; `record` names its type. */
export const CatalogImportRecordSchema = z.discriminatedUnion(
  'record',
  [
    CatalogImportHeaderSchema,
    CatalogImportLineSchema,
    CatalogImportEvaporatorSchema,
    CatalogImportEvaporatorRefrigerantSchema,
    CatalogImportEvaporatorSkuSchema,
    CatalogImportUnitSchema,
    CatalogImportUnitSkuSchema,
    CatalogImportUnitCapacitySchema,
    CatalogImportCondenserSchema,
    CatalogImportCondenserSkuSchema,
  ],
  {
    error: `Tipo de registro (record) desconhecido: use ${CATALOG_IMPORT_RECORD_TYPES.join(', ')}.`,
  },
);
export type CatalogImportRecord = z.infer<typeof CatalogImportRecordSchema>;
