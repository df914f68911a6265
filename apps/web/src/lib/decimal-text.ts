/**
 * Numbers typed by Brazilian users, read without guessing (docs/decisions, "decimal input").
 *
 * pt-BR writes `1.234,5`, but the numeric keypad's `.` is a decimal point to the same user, so
 * `2.5` must mean two and a half. The rules, in order:
 * - an optional leading minus (`-` or the Unicode `−`), then digits, `.` and `,` only; no
 *   exponent, no spaces inside, no `+`;
 * - `,` and `.` together: pt-BR only, `.` grouping thousands in whole 3-digit groups before one
 *   decimal `,` (`1.234.567,89`); anything else (`1,234.5` in en-US order) is refused;
 * - only `,`: one decimal comma (`2,5`, `,5`, `1,234` is one point two three four);
 * - only `.`: one `.` is a decimal point (`2.5`, `2.50`, `.5`, `1.`, `1234.567`, `0.125`),
 *   except when a 1–3 digit whole part not starting with 0 is followed by exactly 3 digits
 *   (`1.234`, `12.500`): that reads both ways, so it is refused with a message asking for a comma;
 *   several `.` must be whole thousands groups (`1.234.567`);
 * - at most `maxFractionDigits` decimals count (trailing zeros do not: `2,50` has one), and a
 *   field that takes whole numbers refuses any.
 * Nothing is rounded or reinterpreted: what is not read exactly is refused.
 */

export type DecimalTextOptions = {
  /** Most decimals accepted; 0 for whole numbers (counts). */
  maxFractionDigits: number;
  /** Whether a minus sign is accepted. */
  allowNegative: boolean;
};

export type DecimalTextResult =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; message: string };

export const DECIMAL_TEXT_MESSAGES = {
  invalid: 'Número inválido: use algarismos, com vírgula para decimais (ex.: 2,5).',
  exponent: 'Notação científica não é aceita: escreva o número por extenso (ex.: 300).',
  mixedOrder: 'Número ambíguo: use vírgula para decimais e ponto para milhar (ex.: 1.234,5).',
  negative: 'Este campo não aceita números negativos.',
  integer: 'Informe um número inteiro, sem casas decimais.',
  tooLarge: 'Número grande demais.',
} as const;

/** `Número ambíguo: use vírgula para decimais (1,234) ou escreva sem ponto (1234).` */
export function formatAmbiguousDotMessage(whole: string, fraction: string): string {
  return `Número ambíguo: use vírgula para decimais (${whole},${fraction}) ou escreva sem ponto (${whole}${fraction}).`;
}

/** `Use no máximo 2 casas decimais.` */
export function formatFractionDigitsMessage(maxFractionDigits: number): string {
  const noun = maxFractionDigits === 1 ? 'casa decimal' : 'casas decimais';
  return `Use no máximo ${maxFractionDigits} ${noun}.`;
}

const MINUS_SIGNS = /^[-\u2212]/;
const ALLOWED_CHARACTERS = /^[\d.,]+$/;
const PT_BR_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const PT_BR_GROUPED_DECIMAL = /^(?:[1-9]\d{0,2}(?:\.\d{3})+|\d+)?,\d*$/;
const THOUSANDS_LOOKALIKE = /^[1-9]\d{0,2}$/;

type Digits = { whole: string; fraction: string } | { message: string };

/** Splits an unsigned text into whole and fraction digits, or says why it cannot. */
function splitDigits(text: string): Digits {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas > 1) return { message: DECIMAL_TEXT_MESSAGES.invalid };
  if (commas === 1) {
    if (dots > 0 && text.indexOf(',') < text.lastIndexOf('.')) {
      return { message: DECIMAL_TEXT_MESSAGES.mixedOrder };
    }
    if (!PT_BR_GROUPED_DECIMAL.test(text)) return { message: DECIMAL_TEXT_MESSAGES.invalid };
    const [whole = '', fraction = ''] = text.split(',');
    return { whole: whole.replaceAll('.', ''), fraction };
  }
  if (dots > 1) {
    if (!PT_BR_GROUPED.test(text)) return { message: DECIMAL_TEXT_MESSAGES.invalid };
    return { whole: text.replaceAll('.', ''), fraction: '' };
  }
  if (dots === 1) {
    const [whole = '', fraction = ''] = text.split('.');
    if (THOUSANDS_LOOKALIKE.test(whole) && fraction.length === 3) {
      return { message: formatAmbiguousDotMessage(whole, fraction) };
    }
    return { whole, fraction };
  }
  return { whole: text, fraction: '' };
}

/**
 * Reads a number typed in a pt-BR field (the rules above).
 * @param text what the field holds
 * @param options decimals accepted and whether negatives are
 * @example parseDecimalText('1.234,5', { maxFractionDigits: 2, allowNegative: false })
 * // { kind: 'number', value: 1234.5 }
 * @example parseDecimalText('1.5', …) // { kind: 'number', value: 1.5 }
 * @example parseDecimalText('1.234', …) // { kind: 'invalid', message: 'Número ambíguo: …' }
 */
export function parseDecimalText(text: string, options: DecimalTextOptions): DecimalTextResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const isNegative = MINUS_SIGNS.test(trimmed);
  const unsigned = isNegative ? trimmed.slice(1) : trimmed;
  if (/^[\d.,]*e[-+]?\d*$/i.test(unsigned) && /\d/.test(unsigned)) {
    return { kind: 'invalid', message: DECIMAL_TEXT_MESSAGES.exponent };
  }
  if (!ALLOWED_CHARACTERS.test(unsigned) || !/\d/.test(unsigned)) {
    return { kind: 'invalid', message: DECIMAL_TEXT_MESSAGES.invalid };
  }
  const digits = splitDigits(unsigned);
  if ('message' in digits) return { kind: 'invalid', message: digits.message };
  const significant = digits.fraction.replace(/0+$/, '');
  if (significant.length > options.maxFractionDigits) {
    const message =
      options.maxFractionDigits === 0
        ? DECIMAL_TEXT_MESSAGES.integer
        : formatFractionDigitsMessage(options.maxFractionDigits);
    return { kind: 'invalid', message };
  }
  const magnitude = Number(`${digits.whole || '0'}.${digits.fraction || '0'}`);
  if (!Number.isFinite(magnitude) || magnitude > Number.MAX_SAFE_INTEGER) {
    return { kind: 'invalid', message: DECIMAL_TEXT_MESSAGES.tooLarge };
  }
  if (isNegative && magnitude !== 0 && !options.allowNegative) {
    return { kind: 'invalid', message: DECIMAL_TEXT_MESSAGES.negative };
  }
  return { kind: 'number', value: isNegative && magnitude !== 0 ? -magnitude : magnitude };
}

const FORMATS = new Map<string, Intl.NumberFormat>();

function getFormat(
  maxFractionDigits: number,
  useGrouping: boolean,
  minFractionDigits = 0,
): Intl.NumberFormat {
  const key = `${maxFractionDigits}:${useGrouping}:${minFractionDigits}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
      useGrouping,
    });
    FORMATS.set(key, format);
  }
  return format;
}

/**
 * A number as a pt-BR field shows it when it is not being typed in: `.` thousands, `,` decimals,
 * at most `maxFractionDigits` decimals, no trailing zeros beyond `minFractionDigits` (money shows
 * its centavos: `12.500,00`).
 * @example formatDecimalText(1234.5, 2) // '1.234,5'
 * @example formatDecimalText(12500, 2, 2) // '12.500,00'
 */
export function formatDecimalText(
  value: number,
  maxFractionDigits: number,
  minFractionDigits = 0,
): string {
  return getFormat(maxFractionDigits, true, minFractionDigits).format(value);
}

/**
 * The text a focused field starts editing from: like {@link formatDecimalText} without thousands
 * dots, so that what the user leaves untouched reads back the same (`1.234` alone is ambiguous).
 * @example formatDecimalDraft(1234.5, 2) // '1234,5'
 */
export function formatDecimalDraft(value: number, maxFractionDigits: number): string {
  return getFormat(maxFractionDigits, false).format(value);
}
