import { z } from './zod.ts';

/**
 * Input primitives every request schema is built from, so that no client value the schemas
 * accept can make the database or a division fail: text that PostgreSQL can store, ids that fit
 * its `integer`, real calendar dates in a sensible range, and numbers that are not so close to
 * zero that a ratio of them overflows. Messages are pt-BR.
 */

/** Largest PostgreSQL `integer` (int4): every id and version column. */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** Years a date filter accepts. */
export const DATE_YEAR_LIMITS = { min: 1900, max: 2100 } as const;

/**
 * Smallest magnitude of a non-zero physical quantity (kcal/h, kW, mm, m, V…). Anything closer to
 * zero is a typo or a probe (5e-324), and dividing by it overflows to Infinity.
 */
export const SMALLEST_NONZERO_MAGNITUDE = 0.001;

export const UNSAFE_TEXT_MESSAGE =
  'O texto contém caracteres inválidos (caractere nulo ou emoji incompleto).';

/** A UTF-16 surrogate half without its partner (not encodable in UTF-8, so not storable). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store as it was typed: no NUL character (refused by `text` columns) and
 * no lone surrogate (UTF-8 cannot encode it; it would be stored as U+FFFD).
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string of safe text (see {@link isSafeText}); `message` answers a missing or non-string value. */
export function safeText(message = 'Informe um texto.') {
  return z.string({ error: message }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });
}

/** The id of a stored row in a JSON body: an integer from 1 to {@link DATABASE_INTEGER_MAX}. */
export function recordId(message = 'Identificador inválido.') {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DATABASE_INTEGER_MAX, { error: message });
}

/** The id of a stored row in a path (text, coerced), bounded like {@link recordId}. */
export function recordIdParam(message = 'Identificador inválido.') {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(DATABASE_INTEGER_MAX, { error: message });
}

/** The row version an edit is based on (optimistic locking). */
export const rowVersion = z
  .number({ error: 'Versão inválida.' })
  .int({ error: 'Versão inválida.' })
  .min(1, { error: 'Versão inválida.' })
  .max(DATABASE_INTEGER_MAX, { error: 'Versão inválida.' });

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function isRealCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const monthDays = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return month >= 1 && month <= 12 && day >= 1 && day <= (monthDays[month - 1] ?? 0);
}

/**
 * A calendar date `AAAA-MM-DD` that exists (no 31 February) in years
 * {@link DATE_YEAR_LIMITS}.min–max.
 */
export const calendarDate = safeText('Use a data no formato AAAA-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a data no formato AAAA-MM-DD.' })
  .refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isRealCalendarDate(value), {
    error: 'Data inválida: este dia não existe no calendário.',
  })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return (
        !/^\d{4}-/.test(value) || (year >= DATE_YEAR_LIMITS.min && year <= DATE_YEAR_LIMITS.max)
      );
    },
    { error: `Use uma data entre ${DATE_YEAR_LIMITS.min} e ${DATE_YEAR_LIMITS.max}.` },
  );

/** True for 0 and for magnitudes of at least {@link SMALLEST_NONZERO_MAGNITUDE}. */
export function isZeroOrMeasurable(value: number): boolean {
  return value === 0 || Math.abs(value) >= SMALLEST_NONZERO_MAGNITUDE;
}
