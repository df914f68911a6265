import { CATALOG_LABELS, type ComparisonItemDto } from '@camara-fria/contracts';
import { formatUnitValue } from './units-format.ts';

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const DASH = '—';

/** Which value of a numeric row is the best one: the highest or the lowest. */
export type BestRule = 'max' | 'min';

export type ComparisonRow = {
  key: string;
  label: string;
  /** The number compared for the best mark (null: no value). */
  number?: (item: ComparisonItemDto) => number | null;
  best?: BestRule;
  text: (item: ComparisonItemDto) => string;
};

const numberRow = (
  key: string,
  label: string,
  read: (item: ComparisonItemDto) => number | null,
  format: (value: number) => string,
  best?: BestRule,
): ComparisonRow => ({
  key,
  label,
  number: read,
  ...(best ? { best } : {}),
  text: (item) => {
    const value = read(item);
    return value === null ? DASH : format(value);
  },
});

const listOf = (values: readonly number[], unit = '') =>
  values.length === 0 ? DASH : values.map((value) => `${whole.format(value)}${unit}`).join(', ');

const mm = (value: number) => whole.format(value);

/** The rows shared by both types (spec §3 "Comparison item"), in table order. */
const LINE: ComparisonRow = { key: 'line', label: 'Linha', text: (item) => item.line };
const CAPACITY = numberRow(
  'nominalCapacity',
  'Capacidade nominal (kcal/h)',
  (item) => item.nominalCapacity,
  (value) => formatUnitValue(value, 'kcal/h'),
  'max',
);
const FLUID: ComparisonRow = {
  key: 'refrigerantFluid',
  label: 'Fluido refrigerante',
  text: (item) => item.refrigerantFluid,
};
const EVAPORATION = numberRow(
  'evaporationTemperature',
  'Temperatura de evaporação (°C)',
  (item) => item.evaporationTemperature,
  (value) => oneDecimal.format(value),
);
const FAN_DIAMETER = numberRow(
  'fanDiameter',
  'Diâmetro do ventilador (mm)',
  (i) => i.fanDiameter,
  mm,
);
const FANS = numberRow('numberOfFans', 'Número de ventiladores', (i) => i.numberOfFans, mm);
const AIR_FLOW = numberRow(
  'unitAirFlow',
  'Vazão de ar (m³/h)',
  (item) => item.unitAirFlow,
  (value) => whole.format(value),
  'max',
);
const SIZES = [
  numberRow('height', 'Altura (mm)', (item) => item.height, mm),
  numberRow('width', 'Largura (mm)', (item) => item.width, mm),
  numberRow('length', 'Comprimento (mm)', (item) => item.length, mm),
];
const SUPPLY: ComparisonRow[] = [
  { key: 'voltage', label: 'Tensão (V)', text: (item) => listOf(item.voltage) },
  { key: 'phase', label: 'Fases', text: (item) => listOf(item.phase) },
  { key: 'frequency', label: 'Frequência (Hz)', text: (item) => listOf(item.frequency) },
];

/**
 * The rows of a comparison table for each kind (spec §3 "Comparison item"; chamber and fairing are
 * not in the API's item): the comparison screen and the wizards' 'Comparativo' steps.
 */
const ROWS = {
  EVAPORATOR: [
    LINE,
    CAPACITY,
    FLUID,
    EVAPORATION,
    FAN_DIAMETER,
    FANS,
    AIR_FLOW,
    ...SIZES,
    numberRow('fanPower', 'Potência dos ventiladores (W)', (i) => i.fanPower, mm, 'min'),
    numberRow('defrostPower', 'Potência de degelo (W)', (i) => i.defrostPower, mm, 'min'),
    {
      key: 'finsProtection',
      label: 'Proteção das aletas',
      text: (item) =>
        item.finsProtection.length === 0
          ? DASH
          : item.finsProtection.map((value) => CATALOG_LABELS.finProtection[value]).join(', '),
    },
    ...SUPPLY,
  ],
  CONDENSING_UNIT: [
    LINE,
    CAPACITY,
    numberRow(
      'consumedPower',
      'Potência consumida (kW)',
      (item) => item.consumedPower,
      (value) => formatUnitValue(value, 'kW'),
      'min',
    ),
    FLUID,
    EVAPORATION,
    numberRow(
      'ambientTemperature',
      'Temperatura ambiente (°C)',
      (item) => item.ambientTemperature,
      (value) => oneDecimal.format(value),
    ),
    { key: 'brand', label: 'Marca', text: (item) => item.brand ?? DASH },
    {
      key: 'compressorType',
      label: 'Tipo de compressor',
      text: (item) =>
        item.compressorType ? CATALOG_LABELS.compressorType[item.compressorType] : DASH,
    },
    numberRow('numberOfCompressors', 'Compressores', (i) => i.numberOfCompressors, mm),
    FAN_DIAMETER,
    FANS,
    AIR_FLOW,
    ...SIZES,
    ...SUPPLY,
  ],
} satisfies Record<string, ComparisonRow[]>;

/** A rack's compressor unit is compared on the rows of a condensing unit. */
export const COMPARISON_ROWS: Record<ComparisonItemDto['kind'], ComparisonRow[]> = {
  ...ROWS,
  COMPRESSOR_UNIT: ROWS.CONDENSING_UNIT,
};

/** What each best mark means, said in words beside the table (not by colour only). */
export const BEST_LEGEND =
  'Melhor valor de cada linha marcado com ★ Melhor: maior capacidade e vazão de ar, menor potência.';

/**
 * The ids holding the best value of a row: none when the row has no rule, fewer than two models
 * have a value, or all values are equal (nothing stands out).
 */
export function findBestIds(row: ComparisonRow, items: readonly ComparisonItemDto[]): number[] {
  if (!row.best || !row.number) return [];
  const read = row.number;
  const valued = items.flatMap((item) => {
    const value = read(item);
    return value === null ? [] : [{ id: item.id, value }];
  });
  if (valued.length < 2) return [];
  const values = valued.map((entry) => entry.value);
  const target = row.best === 'max' ? Math.max(...values) : Math.min(...values);
  if (values.every((value) => value === target)) return [];
  return valued.filter((entry) => entry.value === target).map((entry) => entry.id);
}

/** Whether every model shows the same text in a row (with two models or more). */
export function isUniformRow(row: ComparisonRow, items: readonly ComparisonItemDto[]): boolean {
  if (items.length < 2) return false;
  const first = row.text(items[0] as ComparisonItemDto);
  return items.every((item) => row.text(item) === first);
}

/** The visible table as tab-separated text (one line per row, the models as columns). */
export function toTabSeparated(
  rows: readonly ComparisonRow[],
  items: readonly ComparisonItemDto[],
): string {
  const lines = [['Modelo', ...items.map((item) => item.model)]];
  for (const row of rows) lines.push([row.label, ...items.map((item) => row.text(item))]);
  return lines.map((cells) => cells.join('\t')).join('\n');
}
