/*
 * How the proposal writes its figures, the same on the screen (apps/web/src/features/proposal),
 * in the documents (packages/reports) and in the revision compare: pt-BR figures — money
 * 'R$ 12.500,00' (U+00A0 after R$), numbers up to 2 decimals, heat loads in whole kcal/h
 * ('8.914'), '—' for an empty value (ADR 029, ADR 048). The one money formatter and the one
 * empty-cell mark of the proposal are here.
 */
const MONEY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const HEAT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

/** What an empty value shows, everywhere in the proposal. */
export const EMPTY_CELL = '—';

/** Reais. @example formatMoney(12500) // 'R$ 12.500,00'; null → '—' */
export function formatMoney(value: number | null): string {
  return value === null ? EMPTY_CELL : MONEY.format(value);
}

/** @example formatNumber(2.5) // '2,5'; null → '—' */
export function formatNumber(value: number | null): string {
  return value === null ? EMPTY_CELL : NUMBER.format(value);
}

/** @example formatHeat(8914.4) // '8.914'; null → '—' */
export function formatHeat(value: number | null): string {
  return value === null ? EMPTY_CELL : HEAT.format(value);
}

/** A rate in %, with its sign. @example formatPercent(9.25) // '9,25%'; null → '—' */
export function formatPercent(value: number | null): string {
  return value === null ? EMPTY_CELL : PERCENT.format(value / 100);
}

/** pt-BR number with at most `maximumFractionDigits` decimals. @example formatDecimal(-10.25, 1) // '-10,3' */
export function formatDecimal(value: number, maximumFractionDigits: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits });
}

/**
 * A figure followed by its unit. @example formatWithUnit(7566.6, 0, 'kcal/h') // '7.567 kcal/h';
 * null → '—' (no unit)
 */
export function formatWithUnit(
  value: number | null,
  maximumFractionDigits: number,
  unit: string,
): string {
  return value === null ? EMPTY_CELL : `${formatDecimal(value, maximumFractionDigits)} ${unit}`;
}

/**
 * The alphanumeric CNPJ (IN RFB 2.229/2024) too.
 * @example formatCnpj('11222333000181') // '11.222.333/0001-81'
 * @example formatCnpj('12ABC34501DE35') // '12.ABC.345/01DE-35'
 */
export function formatCnpj(cnpj: string): string {
  const characters = cnpj.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return characters.length === 14
    ? characters.replace(/^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/, '$1.$2.$3/$4-$5')
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

/** The parts of an address that make its first line (the city, state and CEP go apart). */
export type StreetLineParts = {
  street: string;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
};

/**
 * The address's first line, the same on the proposal page and in the PDF and DOCX
 * (docs/decisions/066): the street, a comma and its number, then the complement and the
 * neighbourhood after en dashes; what is missing is left out.
 * @example formatStreetLine({ street: 'Rua X', number: '123', complement: 'Sala 2', neighborhood: 'Bairro' }) // 'Rua X, 123 – Sala 2 – Bairro'
 */
export function formatStreetLine(address: StreetLineParts): string {
  const street = address.number ? `${address.street}, ${address.number}` : address.street;
  return [street, address.complement, address.neighborhood]
    .filter((part): part is string => !!part)
    .join(' – ');
}
