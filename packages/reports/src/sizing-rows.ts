import type { ProposalRoom } from '@camara-fria/contracts';
import { EMPTY_CELL, formatHeat, formatNumber } from './format.ts';

/**
 * The rows of the room sizing table, the same as the proposal screen's (ADR 029; the screen's
 * SIZING_ROWS in apps/web/src/features/proposal/utils/format.ts, which a test compares with these):
 * labels, units, asterisks and the '—' of type-1-only rows for a typed-load room.
 */
export interface SizingRow {
  label: string;
  /** Only for calculation type 1: a typed-load room shows '—'. */
  typeOneOnly: boolean;
  value: (room: ProposalRoom) => string;
}

/** The footnote of the asterisked rows. */
export const SIZING_FOOTNOTE =
  '* Itens considerados apenas para o cálculo de carga térmica; não fazem parte do fornecimento.';

function pair(first: number | null, second: number | null): string {
  return first === null && second === null
    ? EMPTY_CELL
    : `${formatNumber(first)} / ${formatNumber(second)}`;
}

export const SIZING_ROWS: readonly SizingRow[] = [
  {
    label: 'Dimensão interna* (C × L × A, m)',
    typeOneOnly: false,
    value: (room) =>
      `${formatNumber(room.length)} × ${formatNumber(room.width)} × ${formatNumber(room.height)}`,
  },
  {
    label: 'Espessura de parede / piso* (mm)',
    typeOneOnly: true,
    value: (room) => pair(room.wallThickness, room.floorThickness),
  },
  {
    label: 'Área das portas* (m²)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.doorsArea),
  },
  {
    label: 'Tempo de abertura das portas (min/h)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.doorsOpenTime),
  },
  {
    label: 'Calor de pessoas e equipamentos (kcal/h)',
    typeOneOnly: true,
    value: (room) => formatHeat(room.staffAndEquipmentHeat),
  },
  {
    label: 'Temperatura da câmara (°C)',
    typeOneOnly: false,
    value: (room) => formatNumber(room.roomTemperature),
  },
  {
    label: 'Temperatura ambiente (°C)',
    typeOneOnly: false,
    value: (room) => formatNumber(room.ambientTemperature),
  },
  {
    label: 'Capacidade de armazenagem (kg)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.storageCapacity),
  },
  { label: 'Tipo de produto', typeOneOnly: true, value: (room) => room.goodsType ?? EMPTY_CELL },
  {
    label: 'Movimentação diária (kg/dia)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.dailyMovement),
  },
  {
    label: 'Temperatura de entrada (°C)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.checkInTemperature),
  },
  {
    label: 'Tempo de processamento (h)',
    typeOneOnly: true,
    value: (room) => formatNumber(room.processingTime),
  },
  {
    label: 'Margem de segurança (%)',
    typeOneOnly: false,
    value: (room) => formatNumber(room.safetyMargin),
  },
  {
    label: 'Carga térmica (kcal/h)',
    typeOneOnly: false,
    value: (room) => formatHeat(room.heatLoad),
  },
];

/** The cell of `row` for `room`: '—' for a type-1-only row of a typed-load room. */
export function sizingCell(row: SizingRow, room: ProposalRoom): string {
  return row.typeOneOnly && room.calculationType !== 1 ? EMPTY_CELL : row.value(room);
}
