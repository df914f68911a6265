const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar date of an ISO 8601 timestamp as dd/mm/aaaa (pt-BR), as written in the
 * timestamp itself (no time-zone shift). Null when the text is not an ISO date.
 * @example formatIsoDatePtBr('2026-11-22T16:35:00-03:00') // '22/11/2026'
 */
export function formatIsoDatePtBr(iso: string): string | null {
  const match = ISO_DATE_PATTERN.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}
