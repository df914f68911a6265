import type {
  CreatedProposalLink,
  LinkChannel,
  LinkState,
  ProposalLink,
} from '@camara-fria/contracts';
import { proposalCode } from '../proposals/proposals.service.ts';
import { linkState } from './link-state.ts';
import type { LinkRow } from './proposal-links.repository.ts';

/**
 * A link's state at the database's clock of its read (docs/decisions/074). An accepted
 * revision's link stays ACTIVE past its end: the customer's record of the acceptance stays
 * readable (it is never revoked or superseded either).
 */
export function stateOf(row: LinkRow): LinkState {
  const state = linkState(row, row.now);
  return state === 'EXPIRED' && row.decision === 'ACCEPTED' ? 'ACTIVE' : state;
}

export function presentLink(row: LinkRow): ProposalLink {
  return {
    id: row.id,
    proposalId: row.proposalId,
    code: proposalCode(row),
    channel: row.channel as LinkChannel,
    state: stateOf(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: { username: row.createdByUsername, name: row.createdByName },
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    supersededAt: row.supersededAt?.toISOString() ?? null,
    remindCustomer: row.remindCustomer,
    views: {
      count: row.viewCount,
      firstAt: row.firstViewedAt?.toISOString() ?? null,
      lastAt: row.lastViewedAt?.toISOString() ?? null,
    },
    downloads: { pdf: row.pdfDownloads, docx: row.docxDownloads },
  };
}

/** The page of a token: `${PUBLIC_URL}/proposta/${token}`. */
export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/proposta/${token}`;
}

/** `https://wa.me/?text=…`: a pt-BR message with the proposal's code, its address and end. */
export function whatsappUrl(url: string, code: string, lastDay: string): string {
  const [year, month, day] = lastDay.split('-');
  const text = `Olá! Segue a proposta ${code}: ${url} (disponível até ${day}/${month}/${year}).`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export function presentCreatedLink(
  row: LinkRow,
  publicUrl: string,
  token: string,
  lastDay: string,
): CreatedProposalLink {
  const url = linkUrl(publicUrl, token);
  return { ...presentLink(row), url, whatsappUrl: whatsappUrl(url, proposalCode(row), lastDay) };
}
