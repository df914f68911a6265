// The proposal's figures are written by @camara-fria/proposal (shared with the documents).

const DATE_TIME = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** An instant in the browser's time zone: '22/11/2026, 16:35'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

const DAY_IN_BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The day of an instant in Brasília (a link's end is a day's end there): '22/11/2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY_IN_BRASILIA.format(date);
}
