import {
  LINK_MAX_DAYS,
  TAX_DATE_DEFAULT_DAYS,
  type ProposalDocument,
} from '@camara-fria/contracts';

/** A link's dates are Brazil's (spec: pt-BR): a day ends at 23:59:59 in Brasília. */
export const LINK_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 86_400_000;

/** The calendar day (AAAA-MM-DD) of `instant` in Brasília. */
export function brasiliaDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: LINK_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** `day` (AAAA-MM-DD) plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The last second of `day` in Brasília, as an instant: 23:59:59 at the zone's offset that day
 * (read from the platform's time-zone data, so a future change of the offset is followed).
 */
export function endOfDayInBrasilia(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone: LINK_TIME_ZONE, timeZoneName: 'longOffset' })
      .formatToParts(noonUtc)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', '') ?? '';
  return new Date(`${day}T23:59:59${offset === '' ? 'Z' : offset}`);
}

/** DD/MM/AAAA of an AAAA-MM-DD day. */
export function formatDayBr(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The end of a revision's validity (AAAA-MM-DD): its "Válida até" as computed for its taxes
 * (`taxDates.validUntil`), else the typed one, else the proposal's date (its issue, in Brasília)
 * plus {@link TAX_DATE_DEFAULT_DAYS} days.
 */
export function revisionValidUntil(document: ProposalDocument): string {
  const commercial = document.commercialConditions;
  const typed = commercial?.taxDates?.validUntil ?? commercial?.validUntil ?? null;
  if (typed) return typed;
  const issued = document.proposal.issuedAt ?? document.proposal.createdAt;
  return addDays(brasiliaDay(new Date(issued)), TAX_DATE_DEFAULT_DAYS);
}

export type LinkEnd = { ok: true; day: string; expiresAt: Date } | { ok: false; message: string };

/**
 * A new link's last day and end: `expiresOn` when typed (today or later, within
 * {@link LINK_MAX_DAYS} days of today, Brasília), else the revision's validity, brought within
 * {@link LINK_MAX_DAYS} days. A validity that already ended is refused: the link would be born
 * expired, so the user must type its end.
 */
export function decideLinkEnd(
  document: ProposalDocument,
  expiresOn: string | null,
  now: Date,
): LinkEnd {
  const today = brasiliaDay(now);
  const last = addDays(today, LINK_MAX_DAYS);
  if (expiresOn !== null) {
    if (expiresOn < today)
      return { ok: false, message: 'A data de validade do link não pode ser anterior a hoje.' };
    if (expiresOn > last)
      return {
        ok: false,
        message: `O link pode valer no máximo ${LINK_MAX_DAYS} dias (até ${formatDayBr(last)}).`,
      };
    return { ok: true, day: expiresOn, expiresAt: endOfDayInBrasilia(expiresOn) };
  }
  const validUntil = revisionValidUntil(document);
  if (validUntil < today)
    return {
      ok: false,
      message: `A validade da proposta terminou em ${formatDayBr(validUntil)}: informe até quando o link vale.`,
    };
  const day = validUntil > last ? last : validUntil;
  return { ok: true, day, expiresAt: endOfDayInBrasilia(day) };
}
