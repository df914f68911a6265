import type { LinkState } from '@camara-fria/contracts';

/** The dates a link's state is read from (a proposal_links row). */
export type LinkDates = {
  expiresAt: Date;
  revokedAt: Date | null;
  supersededAt: Date | null;
};

/**
 * A link's state at `now` (docs/decisions/074): REVOKED and SUPERSEDED are kept whatever the
 * date; otherwise ACTIVE until its end, EXPIRED after. `now` is the database's clock when the
 * answer matters (the caller reads it), so every instance agrees.
 */
export function linkState(link: LinkDates, now: Date): LinkState {
  if (link.revokedAt) return 'REVOKED';
  if (link.supersededAt) return 'SUPERSEDED';
  return link.expiresAt.getTime() > now.getTime() ? 'ACTIVE' : 'EXPIRED';
}
