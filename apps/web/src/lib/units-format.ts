/**
 * The one table of how the web app writes each unit (house style E.3): kW with two decimals,
 * kcal/h with none, everywhere (summary, chart, memorial, room cards).
 */
const UNIT_DECIMALS = {
  kW: 2,
  'kcal/h': 0,
} as const;

export type FormattedUnit = keyof typeof UNIT_DECIMALS;

const FORMATS = Object.fromEntries(
  Object.entries(UNIT_DECIMALS).map(([unit, digits]) => [
    unit,
    new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  ]),
) as Record<FormattedUnit, Intl.NumberFormat>;

export function isFormattedUnit(unit: string): unit is FormattedUnit {
  return Object.hasOwn(UNIT_DECIMALS, unit);
}

/**
 * The number alone, in pt-BR with the unit's decimals.
 * @example formatUnitValue(12345.678, 'kcal/h') // '12.346'
 */
export function formatUnitValue(value: number, unit: FormattedUnit): string {
  return FORMATS[unit].format(value);
}

/** @example formatKw(3.14159) // '3,14 kW' */
export function formatKw(value: number): string {
  return `${formatUnitValue(value, 'kW')} kW`;
}

/** @example formatKcalh(12345.678) // '12.346 kcal/h' */
export function formatKcalh(value: number): string {
  return `${formatUnitValue(value, 'kcal/h')} kcal/h`;
}
