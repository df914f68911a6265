/**
 * Numbers typed by Brazilian users, read without guessing (docs/decisions/019-decimal-input.md,
 * amended by issue 29).
 *
 * pt-BR writes `1.234,5` and the app shows `30.000` for thirty thousand, but the numeric keypad's
 * `.` is a decimal point to the same user, so `2.5` must mean two and a half. The rules, in order:
 * - an optional leading minus (`-` or the Unicode `−`), then digits, `.` and `,` only; no
 *   exponent, no spaces inside, no `+`;
 * - `,` and `.` together: pt-BR only, `.` grouping thousands in whole 3-digit groups before one
 *   decimal `,` (`1.234.567,89`); a group of other than 3 digits is refused, and so is `1,234.5`
 *   (en-US order);
 * - only `,`: one decimal comma (`2,5`, `,5`, `1,234` is one point two three four);
 * - several `.`: whole thousands groups (`1.234.567`), else refused;
 * - one `.`: after a zero or empty whole part, a decimal point (`0.125`, `.5`); followed by 0–2
 *   digits, a decimal point (`1.`, `1.5`, `2.50`); followed by exactly 3 digits after a 1–3 digit
 *   whole part, a thousands mark (`1.234`, `30.000`); followed by 3 digits after any other whole
 *   part (`1234.567`), ambiguous and refused; followed by 4 or more digits (`30.0000`), refused;
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
  thousandsGroup:
    'Número inválido: o ponto de milhar separa grupos de 3 algarismos (ex.: 30.000); para decimais, use vírgula (ex.: 30,5).',
  negative: 'Este campo não aceita números negativos.',
  integer: 'Informe um número inteiro, sem casas decimais.',
  tooLarge: 'Número grande demais.',
} as const;

/** `Número ambíguo: use vírgula para decimais (1234,567) ou escreva sem ponto (1234567).` */
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
/** Whole 3-digit groups after a 1–3 digit lead: `1.234`, `30.000`, `1.234.567`. */
const THOUSANDS_GROUPED = /^[1-9]\d{0,2}(?:\.\d{3})+$/;
const THOUSANDS_LEAD = /^[1-9]\d{0,2}$/;
const ZERO_OR_NONE = /^0*$/;

type Digits = { whole: string; fraction: string } | { message: string };

/** The whole digits of a whole part that has dots: thousands groups, or why it is refused. */
function readGroupedWhole(whole: string): Digits {
  if (!THOUSANDS_GROUPED.test(whole)) return { message: DECIMAL_TEXT_MESSAGES.thousandsGroup };
  return { whole: whole.replaceAll('.', ''), fraction: '' };
}

/** One `.` and no `,`: a decimal point, a thousands mark, or refused (the rules above). */
function readSingleDot(text: string): Digits {
  const [whole = '', fraction = ''] = text.split('.');
  if (ZERO_OR_NONE.test(whole) || fraction.length < 3) return { whole, fraction };
  if (fraction.length > 3) return { message: DECIMAL_TEXT_MESSAGES.thousandsGroup };
  if (THOUSANDS_LEAD.test(whole)) return { whole: `${whole}${fraction}`, fraction: '' };
  return { message: formatAmbiguousDotMessage(whole, fraction) };
}

/** Splits an unsigned text into whole and fraction digits, or says why it cannot. */
function splitDigits(text: string): Digits {
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  if (commas > 1) return { message: DECIMAL_TEXT_MESSAGES.invalid };
  if (commas === 1) {
    if (dots > 0 && text.indexOf(',') < text.lastIndexOf('.')) {
      return { message: DECIMAL_TEXT_MESSAGES.mixedOrder };
    }
    const [whole = '', fraction = ''] = text.split(',');
    if (dots === 0) return { whole, fraction };
    const grouped = readGroupedWhole(whole);
    return 'message' in grouped ? grouped : { whole: grouped.whole, fraction };
  }
  if (dots > 1) return readGroupedWhole(text);
  if (dots === 1) return readSingleDot(text);
  return { whole: text, fraction: '' };
}

/**
 * Reads a number typed in a pt-BR field (the rules above).
 * @param text what the field holds
 * @param options decimals accepted and whether negatives are
 * @example parseDecimalText('1.234,5', { maxFractionDigits: 2, allowNegative: false })
 * // { kind: 'number', value: 1234.5 }
 * @example parseDecimalText('1.5', …) // { kind: 'number', value: 1.5 }
 * @example parseDecimalText('30.000', …) // { kind: 'number', value: 30000 }
 * @example parseDecimalText('30.0000', …) // { kind: 'invalid', message: 'Número inválido: …' }
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

function getFormat(maxFractionDigits: number, minFractionDigits: number): Intl.NumberFormat {
  const key = `${maxFractionDigits}:${minFractionDigits}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: maxFractionDigits,
      useGrouping: true,
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
  return getFormat(maxFractionDigits, minFractionDigits).format(value);
}
