/** Dates of the documents, in the report's time zone (the other pt-BR figures: contracts). */

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
