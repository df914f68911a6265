/**
 * pt-BR figures, as the proposal screen shows them (apps/web/src/features/proposal/utils/format.ts
 * and lib/units-format.ts): money 'R$ 12.500,00' (U+00A0 after R$), numbers up to 2 decimals,
 * heat loads in whole kcal/h ('8.914'), '—' for an empty value.
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

/** A date in `timeZone`: '24/11/2026'. */
export function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone }).format(date);
}

/** An instant in `timeZone`: '24/11/2026, 14:05'. */
export function formatDateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(date);
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
