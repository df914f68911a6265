import type { ProposalClient, ProposalRoom } from '@camara-fria/contracts';
import { formatUnitValue } from '../../../lib/units-format.ts';

const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export const EMPTY_CELL = '—';

/** @example formatBrl(1234.5) // 'R$ 1.234,50' (U+00A0 after R$) */
export function formatBrl(value: number): string {
  return MONEY.format(value);
}

/** @example formatNumber(2.5) // '2,5'; null → '—' */
export function formatNumber(value: number | null): string {
  return value === null ? EMPTY_CELL : NUMBER.format(value);
}

/** @example formatHeat(12345.6) // '12.346'; null → '—' */
export function formatHeat(value: number | null): string {
  return value === null ? EMPTY_CELL : formatUnitValue(value, 'kcal/h');
}

/** An instant in the browser's time zone: '22/11/2026, 16:35'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
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

export function hasClientData(client: ProposalClient): boolean {
  return (
    [client.name, client.phone, client.cnpj, client.email].some((value) => !!value) ||
    client.address !== null
  );
}

/** One row of the room sizing table (spec §2.4, ADR 029), rooms as columns. */
export type SizingRow = {
  label: string;
  /** Only for calculation type 1: a typed-load room shows '—'. */
  typeOneOnly: boolean;
  value: (room: ProposalRoom) => string;
};

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
