import type { ProposalRoom } from '@camara-fria/contracts';

/*
 * How the proposal shows its figures and its room sizing table, the same on the screen
 * (apps/web/src/features/proposal) and in the documents (packages/reports): pt-BR figures — money
 * 'R$ 12.500,00' (U+00A0 after R$), numbers up to 2 decimals, heat loads in whole kcal/h
 * ('8.914'), '—' for an empty value — and the rows of spec part 2 §2.4 (ADR 029).
 */
const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const HEAT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 0 });

export const EMPTY_CELL = '—';

/** @example formatBrl(12500) // 'R$ 12.500,00' */
export function formatBrl(value: number): string {
  return MONEY.format(value);
}

/** @example formatNumber(2.5) // '2,5'; null → '—' */
export function formatNumber(value: number | null): string {
  return value === null ? EMPTY_CELL : NUMBER.format(value);
}

/** @example formatHeat(8914.4) // '8.914'; null → '—' */
export function formatHeat(value: number | null): string {
  return value === null ? EMPTY_CELL : HEAT.format(value);
}

/** @example formatCnpj('11222333000181') // '11.222.333/0001-81' */
export function formatCnpj(cnpj: string): string {
  const digits = cnpj.replace(/\D/g, '');
  return digits.length === 14
    ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')
    : cnpj;
}

/** @example formatPhone('11987654321') // '(11) 98765-4321' */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return digits.replace(/^(\d{2})(\d{5})(\d{4})$/, '($1) $2-$3');
  if (digits.length === 10) return digits.replace(/^(\d{2})(\d{4})(\d{4})$/, '($1) $2-$3');
  return phone;
}

/** @example formatZipcode('13010000') // '13010-000' */
export function formatZipcode(zipcode: string): string {
  const digits = zipcode.replace(/\D/g, '');
  return digits.length === 8 ? digits.replace(/^(\d{5})(\d{3})$/, '$1-$2') : zipcode;
}

/**
 * One row of the room sizing table (ADR 029), rooms as columns: its label with units and
 * asterisk, and the '—' of type-1-only rows for a typed-load room.
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
