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

export const SINGLE_LINE_MESSAGE =
  'Use uma só linha, sem caracteres de controle nem marcas de direção do texto.';

/**
 * What a name or title may not hold: control characters (line breaks, tab, ESC, DEL, C1),
 * the Unicode line and paragraph separators, and the bidirectional controls (the U+202A–U+202E
 * embeddings and overrides, the U+2066–U+2069 isolates, the U+200E, U+200F and U+061C marks).
 * A line break broke the e-mail subject built from a project's name; U+202E shows the text after
 * it reversed, so a file name can pass for another (docs/decisions/045-input-bounds-and-names.md).
 */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029\p{Bidi_Control}]/u;
const DIRECTION_CONTROLS = /\p{Bidi_Control}/gu;
const LINE_BREAKERS = /[\p{Cc}\u2028\u2029]+/gu;

/** True when `value` has none of the characters a name may not hold (see {@link singleLineText}). */
export function isSingleLineText(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

/**
 * One line of plain safe text, for names and titles: trimmed first (a name pasted with its
 * line break keeps working), then refused with {@link SINGLE_LINE_MESSAGE} if it holds a control
 * character, a line or paragraph separator, or a bidirectional control. Right-to-left scripts
 * themselves are welcome: their direction comes from their letters, not from controls.
 */
export function singleLineText(message = 'Informe um texto.') {
  return safeText(message).trim().refine(isSingleLineText, { error: SINGLE_LINE_MESSAGE });
}

/**
 * Stored text (written before {@link singleLineText} existed) made fit for a file name, an e-mail
 * subject or a header: bidirectional controls dropped, each run of control characters and line
 * breaks one space, trimmed.
 */
export function toSingleLine(value: string): string {
  return withoutDirectionControls(value).replace(LINE_BREAKERS, ' ').trim();
}

/** `value` without its bidirectional controls (see {@link singleLineText}). */
export function withoutDirectionControls(value: string): string {
  return value.replace(DIRECTION_CONTROLS, '');
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
