/** pt-BR writing of the screen's values that units-format.ts does not cover. */

const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const TWO_DECIMALS = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** No sign on a zero that rounds from below (no "-0" tick). */
const TICK = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'negative' });
const CURRENCY = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A temperature difference. @example formatKelvin(5) // '5 K'; formatKelvin(1.25) // '1,3 K' */
export function formatKelvin(value: number): string {
  return `${ONE_DECIMAL.format(value)} K`;
}

/** @example formatCelsius(-10) // '-10 °C' */
export function formatCelsius(value: number): string {
  return `${ONE_DECIMAL.format(value)} °C`;
}

/**
 * A temperature tick of a chart's axis (the axis title gives °C): pt-BR, one decimal at most,
 * the minus as every other temperature on screen (Intl's pt-BR hyphen-minus).
 * @example formatTemperatureTick(-16.3) // '-16,3'
 */
export function formatTemperatureTick(value: number): string {
  return TICK.format(value);
}

/** The resulting DT, two decimals. @example formatResultingDt(5.834) // '5,83' */
export function formatResultingDt(value: number): string {
  return TWO_DECIMALS.format(value);
}

/** @example formatKwhPerDay(42.345) // '42,3 kWh/dia' */
export function formatKwhPerDay(value: number): string {
  return `${ONE_DECIMAL.format(value)} kWh/dia`;
}

/** @example formatHours(17.26) // '17,3 h' */
export function formatHours(value: number): string {
  return `${ONE_DECIMAL.format(value)} h`;
}

/** @example formatBrl(1020) // 'R$ 1.020,00' (with a no-break space) */
export function formatBrl(value: number): string {
  return CURRENCY.format(value);
}
