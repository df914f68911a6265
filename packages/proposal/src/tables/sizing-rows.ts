import type { ProposalRoom } from '@camara-fria/contracts';
import { EMPTY_CELL, formatHeat, formatNumber, formatPercent, formatWithUnit } from '../format.ts';
import { defineColumn, withUnit, type ColumnDefinition, type ProposalColumn } from './column.ts';

/*
 * The room sizing table of spec part 2 §2.4 (ADR 029): rooms as columns, these as its rows, on
 * the screen and in the documents alike; the revision compare reports the rows that carry a
 * `change`, with their values in units.
 */

export const SIZING_TABLE = {
  caption: 'Parâmetros de dimensionamento por câmara',
  /** The header of the column of the rows' labels. */
  parameterHeader: 'Parâmetro',
  /** The footnote of the asterisked rows. */
  footnote:
    '* Itens considerados apenas para o cálculo de carga térmica; não fazem parte do fornecimento.',
} as const;

export interface SizingRow extends ProposalColumn<ProposalRoom> {
  /** Only for calculation type 1: a typed-load room shows '—'. */
  readonly typeOneOnly: boolean;
  /** Marked '*' (see the footnote): considered for the heat load only, not supplied. */
  readonly isFootnoted: boolean;
}

function pair(first: number | null, second: number | null): string {
  return first === null && second === null
    ? EMPTY_CELL
    : `${formatNumber(first)} / ${formatNumber(second)}`;
}

const formatCelsius = (value: number | null) => formatWithUnit(value, 1, '°C');

type RowOptions = { typeOneOnly: boolean; isFootnoted?: boolean };
/** A row; its label marked '*' when footnoted: 'Dimensão interna* (C × L × A, m)'. */
const row = <Value>(
  options: RowOptions,
  definition: ColumnDefinition<ProposalRoom, Value>,
): SizingRow => {
  const isFootnoted = options.isFootnoted ?? false;
  const name = isFootnoted ? `${definition.name}*` : definition.name;
  return {
    ...defineColumn(definition),
    label: withUnit(name, definition.unit),
    typeOneOnly: options.typeOneOnly,
    isFootnoted,
  };
};

const TYPE_ONE = { typeOneOnly: true };
const ANY_TYPE = { typeOneOnly: false };

export const SIZING_ROWS: readonly SizingRow[] = [
  row(
    { typeOneOnly: false, isFootnoted: true },
    {
      key: 'dimensions',
      name: 'Dimensão interna',
      unit: 'C × L × A, m',
      value: (room) => [room.length, room.width, room.height],
      format: (sides) => sides.map(formatNumber).join(' × '),
      change: { format: (sides) => `${sides.map(formatNumber).join(' × ')} m` },
    },
  ),
  row(
    { typeOneOnly: true, isFootnoted: true },
    {
      key: 'wallAndFloorThickness',
      name: 'Espessura de parede / piso',
      unit: 'mm',
      value: (room) => [room.wallThickness, room.floorThickness] as const,
      format: ([wall, floor]) => pair(wall, floor),
    },
  ),
  row(
    { typeOneOnly: true, isFootnoted: true },
    {
      key: 'doorsArea',
      name: 'Área das portas',
      unit: 'm²',
      value: (room) => room.doorsArea,
      format: formatNumber,
    },
  ),
  row(TYPE_ONE, {
    key: 'doorsOpenTime',
    name: 'Tempo de abertura das portas',
    unit: 'min/h',
    value: (room) => room.doorsOpenTime,
    format: formatNumber,
  }),
  row(TYPE_ONE, {
    key: 'staffAndEquipmentHeat',
    name: 'Calor de pessoas e equipamentos',
    unit: 'kcal/h',
    value: (room) => room.staffAndEquipmentHeat,
    format: formatHeat,
  }),
  row(ANY_TYPE, {
    key: 'roomTemperature',
    name: 'Temperatura da câmara',
    unit: '°C',
    value: (room) => room.roomTemperature,
    format: formatNumber,
    change: { format: formatCelsius },
  }),
  row(ANY_TYPE, {
    key: 'ambientTemperature',
    name: 'Temperatura ambiente',
    unit: '°C',
    value: (room) => room.ambientTemperature,
    format: formatNumber,
    change: { format: formatCelsius },
  }),
  row(TYPE_ONE, {
    key: 'storageCapacity',
    name: 'Capacidade de armazenagem',
    unit: 'kg',
    value: (room) => room.storageCapacity,
    format: formatNumber,
  }),
  row(TYPE_ONE, {
    key: 'goodsType',
    name: 'Tipo de produto',
    value: (room) => room.goodsType,
    format: (goods) => goods ?? EMPTY_CELL,
  }),
  row(TYPE_ONE, {
    key: 'dailyMovement',
    name: 'Movimentação diária',
    unit: 'kg/dia',
    value: (room) => room.dailyMovement,
    format: formatNumber,
  }),
  row(TYPE_ONE, {
    key: 'checkInTemperature',
    name: 'Temperatura de entrada',
    unit: '°C',
    value: (room) => room.checkInTemperature,
    format: formatNumber,
  }),
  row(TYPE_ONE, {
    key: 'processingTime',
    name: 'Tempo de processamento',
    unit: 'h',
    value: (room) => room.processingTime,
    format: formatNumber,
  }),
  row(ANY_TYPE, {
    key: 'safetyMargin',
    name: 'Margem de segurança',
    unit: '%',
    value: (room) => room.safetyMargin,
    format: formatNumber,
    change: { format: formatPercent },
  }),
  row(ANY_TYPE, {
    key: 'heatLoad',
    name: 'Carga térmica',
    unit: 'kcal/h',
    value: (room) => room.heatLoad,
    format: formatHeat,
    change: { format: (heat) => formatWithUnit(heat, 0, 'kcal/h') },
  }),
];

/** The cell of `row` for `room`: '—' for a type-1-only row of a typed-load room. */
export function sizingCell(row: SizingRow, room: ProposalRoom): string {
  return row.typeOneOnly && room.calculationType !== 1 ? EMPTY_CELL : row.cell(room);
}
