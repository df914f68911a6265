import type { PriceDto } from '@camara-fria/contracts';
import { formatMoney, formatNumber, formatPercent, formatWithUnit } from '../format.ts';
import { withUnit, type DocumentLayout } from './column.ts';

/*
 * The price table of CONDIÇÕES COMERCIAIS (spec part 2 §3, §9; ADR 029): one row per equipment
 * line, named by the line (its type and model, and its SKU), then these columns. The screen types
 * the input columns and shows the rest; the documents write every column; the revision compare
 * reports each input column of a line on both sides. A new column of the price table is one entry
 * here and one line of the contracts' PRICE_VALUES (ADR 048).
 */

export const PRICE_TABLE = {
  caption: 'Preços por equipamento',
  /** The header of the column that names the line. */
  equipmentHeader: 'Equipamento',
  /** The documents' column of the line's SKU (the screen writes it under the name). */
  skuHeader: 'SKU',
} as const;

/** How a kind of figure is written: in a header's unit, in a cell, and with its unit. */
const PRICE_KINDS = {
  /** A count of units: 'Quantidade', '2', '2 un.'. */
  count: {
    unit: null,
    isUnitInCell: false,
    inputDigits: 0,
    formatCell: formatNumber,
    formatWithUnit: (value: number | null) => formatWithUnit(value, 0, 'un.'),
  },
  /** Reais: 'Preço unitário (R$)' over a typed number, 'R$ 1.250,50' written. */
  money: {
    unit: 'R$',
    isUnitInCell: true,
    inputDigits: 2,
    formatCell: formatMoney,
    formatWithUnit: formatMoney,
  },
  /** A tax rate in %: 'ICMS (%)', '12', '12%'. */
  rate: {
    unit: '%',
    isUnitInCell: false,
    inputDigits: 2,
    formatCell: formatNumber,
    formatWithUnit: formatPercent,
  },
} as const;

export type PriceKind = keyof typeof PRICE_KINDS;

/** The numbers a user types in a price line: a quantity, a price, a rate over the computed one. */
export type PriceInputKey = 'quantity' | 'unitPrice' | 'icmsOverride' | 'ipiOverride';
/** The value fields of a price line as the API answers it (the rates applied). */
export type PriceValueKey = 'quantity' | 'unitPrice' | 'icms' | 'pisCofins' | 'ipi' | 'lineTotal';

/** What a user types of a line: its numbers, the reason of an override, Convênio 52/91. */
export type PriceLineInput = Record<PriceInputKey, number | null> & {
  overrideReason: string | null;
  conv5291: boolean;
};

interface PriceColumnFields {
  /** Portuguese, without the unit: 'Preço unitário'. */
  readonly name: string;
  /** A narrower name for the documents' table ('Qtd.'), when the name is too wide. */
  readonly shortName?: string;
  readonly kind: PriceKind;
  readonly layout: DocumentLayout;
}

/**
 * A column of the price table, named by the price line's field it shows: typed by the user
 * (quantity, price), computed and overridable by a typed rate with a reason (ICMS, IPI: `input`
 * names the override, ADR 072), or worked out only (PIS/COFINS, the line's total). The compare
 * reports the shown value of every input column between revisions.
 */
export type PriceColumn = PriceColumnFields &
  (
    | {
        readonly key: PriceValueKey;
        readonly isInput: true;
        readonly input: PriceInputKey;
        /** The typed value replaces a computed one (the screen shows the computed as hint). */
        readonly isOverride: boolean;
      }
    | { readonly key: PriceValueKey; readonly isInput: false; readonly input: null }
  );

export const PRICE_COLUMNS: readonly PriceColumn[] = [
  {
    key: 'quantity',
    name: 'Quantidade',
    shortName: 'Qtd.',
    kind: 'count',
    isInput: true,
    input: 'quantity',
    isOverride: false,
    layout: { width: 0.6, align: 'right' },
  },
  {
    key: 'unitPrice',
    name: 'Preço unitário',
    kind: 'money',
    isInput: true,
    input: 'unitPrice',
    isOverride: false,
    layout: { width: 1.4, align: 'right' },
  },
  {
    key: 'icms',
    name: 'ICMS',
    kind: 'rate',
    isInput: true,
    input: 'icmsOverride',
    isOverride: true,
    layout: { width: 0.8, align: 'right' },
  },
  {
    key: 'pisCofins',
    name: 'PIS/COFINS',
    kind: 'rate',
    isInput: false,
    input: null,
    layout: { width: 1, align: 'right' },
  },
  {
    key: 'ipi',
    name: 'IPI',
    kind: 'rate',
    isInput: true,
    input: 'ipiOverride',
    isOverride: true,
    layout: { width: 0.7, align: 'right' },
  },
  {
    key: 'lineTotal',
    name: 'Total',
    kind: 'money',
    isInput: false,
    input: null,
    layout: { width: 1.5, align: 'right' },
  },
];
/** A price column the user types. */
export type PriceInputColumn = Extract<PriceColumn, { isInput: true }>;

/** The columns the user types, in the table's order. */
export const PRICE_INPUT_COLUMNS = PRICE_COLUMNS.filter(
  (column): column is PriceInputColumn => column.isInput,
);

/** The values of a line the cells read (the screen's line total is worked out as it types). */
export type PriceCells = Pick<PriceDto, PriceValueKey>;

/**
 * The header over typed numbers (the screen, whose fields carry no unit): the unit always.
 * @example priceFieldHeader(unitPrice) // 'Preço unitário (R$)'
 */
export function priceFieldHeader(column: PriceColumn): string {
  return withUnit(column.name, PRICE_KINDS[column.kind].unit);
}

/**
 * The header over written values (the documents): the short name, and the unit only where the
 * cell does not write it. @example priceCellHeader(unitPrice) // 'Preço unitário'; 'ICMS (%)'
 */
export function priceCellHeader(column: PriceColumn): string {
  const { unit, isUnitInCell } = PRICE_KINDS[column.kind];
  return withUnit(column.shortName ?? column.name, isUnitInCell ? null : unit);
}

/** The written cell of a line: 'R$ 1.250,50', '12', '—'. */
export function formatPriceCell(column: PriceColumn, line: PriceCells): string {
  return PRICE_KINDS[column.kind].formatCell(line[column.key]);
}

/** A value with its unit, as the revision compare writes it: 'R$ 1.250,50', '12%', '2 un.'. */
export function formatPriceChange(column: PriceColumn, value: number | null): string {
  return PRICE_KINDS[column.kind].formatWithUnit(value);
}

/** The decimals a field of the column accepts (0 for a count, 2 for money and rates). */
export function priceInputDigits(column: PriceColumn): number {
  return PRICE_KINDS[column.kind].inputDigits;
}

const PRICE_INPUT_KEYS: readonly PriceInputKey[] = [
  'quantity',
  'unitPrice',
  'icmsOverride',
  'ipiOverride',
];

/** What was typed of a line (a missing value empty, Convênio 52/91 unmarked). */
export function readPriceInputs(line: Partial<PriceLineInput> | undefined): PriceLineInput {
  const numbers = Object.fromEntries(
    PRICE_INPUT_KEYS.map((key) => [key, line?.[key] ?? null]),
  ) as Record<PriceInputKey, number | null>;
  return {
    ...numbers,
    overrideReason: line?.overrideReason ?? null,
    conv5291: line?.conv5291 ?? false,
  };
}
