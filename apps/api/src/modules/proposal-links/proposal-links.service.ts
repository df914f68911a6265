import type {
  CreatedProposalLink,
  CreateProposalLinkInputSchema,
  LinkChannel,
  ProposalDocument,
  ProposalLink,
  z,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import type { NotificationContext } from '../notifications/notifications.service.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import { getProject, markProjectSent } from '../projects/projects.service.ts';
import type {
  LinkedMessage,
  MessageLinkOptions,
  MessageLinks,
  PreparedLink,
} from '../proposal-delivery/proposal-delivery.links.service.ts';
import type { DeliveryContext } from '../proposal-delivery/proposal-delivery.service.ts';
import { openIssuedRevision } from '../proposals/proposals.access.service.ts';
import { findIssuedRevision } from '../proposals/proposals.issued.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import { decideLinkEnd } from './link-expiry.ts';
import { hashLinkToken, newLinkToken } from './link-token.ts';
import { linkUrl, presentCreatedLink, presentLink } from './proposal-links.presenter.ts';
import {
  findLink,
  findProjectLinks,
  insertLink,
  revokeLinkRow,
  supersedeOlderLinks,
  type LinkRow,
} from './proposal-links.repository.ts';

/**
 * The customer links of a project's issued revisions (issue 31; docs/decisions/074): created by
 * the seller (copied or shared on WhatsApp) or carried by an e-mail (the delivery's port
 * {@link MessageLinks}), listed and revoked by the project's owner and editors. A link to a
 * revision supersedes the open links of the project's older revisions (an accepted revision's
 * excepted). The customer's side is proposal-links.public.service.ts.
 */

export type LinksContext = {
  db: Database;
  /** PUBLIC_URL: the links' pages are `${publicUrl}/proposta/${token}`. */
  publicUrl: string;
  /** The stored documents, the maker and the notices' From (the delivery's context). */
  delivery: DeliveryContext;
  /** Today (Brasília) for the links' ends; real time by default. */
  clock: () => Date;
  /** The users' notices (a first view), delivered by the job queue (docs/decisions/078). */
  notifications: NotificationContext;
};

type CreateInput = z.output<typeof CreateProposalLinkInputSchema>;

export const linkNotFound = () => notFound('Link não encontrado.');

/** A new link's token and end; a refused end is a 400 on `expiresOn`. */
export function prepareLink(
  context: Pick<LinksContext, 'publicUrl' | 'clock'>,
  document: ProposalDocument,
  options: MessageLinkOptions,
): PreparedLink {
  const end = decideLinkEnd(document, options.expiresOn, context.clock());
  if (!end.ok)
    throw new AppError(400, 'VALIDATION_FAILED', end.message, [
      { path: 'expiresOn', message: end.message },
    ]);
  const token = newLinkToken();
  return {
    token,
    url: linkUrl(context.publicUrl, token),
    lastDay: end.day,
    expiresAt: end.expiresAt,
    remindCustomer: options.remindCustomer,
  };
}

export type NewLink = {
  projectId: number;
  proposalId: number;
  revision: number;
  channel: LinkChannel;
  prepared: PreparedLink;
  createdBy: string;
  customerEmail: string | null;
  messageId?: number;
  parentLinkId?: number;
};

/**
 * Stores a link in the caller's transaction: only its token's hash is kept; the open links of
 * the project's older revisions are superseded by it (except an accepted revision's).
 */
export async function storeLink(tx: Database, link: NewLink): Promise<number> {
  await supersedeOlderLinks(tx, link.projectId, link.revision, link.proposalId);
  return insertLink(tx, {
    proposalId: link.proposalId,
    tokenHash: hashLinkToken(link.prepared.token),
    channel: link.channel,
    messageId: link.messageId ?? null,
    parentLinkId: link.parentLinkId ?? null,
    createdBy: link.createdBy,
    expiresAt: link.prepared.expiresAt,
    remindCustomer: link.prepared.remindCustomer,
    customerEmail: link.customerEmail,
  });
}

/** The delivery's port (connected in src/app.ts): the link an e-mail carries. */
export function createMessageLinks(
  context: Pick<LinksContext, 'publicUrl' | 'clock'>,
): MessageLinks {
  return {
    prepare: (document, options) => prepareLink(context, document, options),
    store: (tx, prepared, message: LinkedMessage) =>
      storeLink(tx, {
        projectId: message.projectId,
        proposalId: message.proposalId,
        revision: message.revision,
        channel: 'EMAIL',
        prepared,
        createdBy: message.userId,
        // The reminders' customer address: the message's recipients, as an address list.
        customerEmail: message.recipients.join(', ') || null,
        messageId: message.messageId,
      }),
  };
}

async function readLink(db: Database, id: number): Promise<LinkRow> {
  const row = await findLink(db, id);
  if (!row) throw linkNotFound();
  return row;
}

/**
 * POST …/proposals/{proposalId}/links: a link to an issued revision for the seller to copy or
 * share on WhatsApp (owner or editor; 404 to others; a draft answers 409 REVISION_NOT_ISSUED).
 * The project moves to ENVIADO unless it is further on.
 */
export async function createLink(
  context: LinksContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  input: CreateInput,
): Promise<CreatedProposalLink> {
  const { row } = await openIssuedRevision(context.db, principal, projectId, proposalId);
  const issued = await findIssuedRevision(context.db, proposalId);
  if (!issued) throw linkNotFound();
  const prepared = prepareLink(context, issued.document, input);
  const userId = await resolveUserId(context.db, principal);
  const id = await context.db.transaction(async (tx) => {
    const linkId = await storeLink(tx, {
      projectId,
      proposalId,
      revision: row.revision,
      channel: input.channel,
      prepared,
      createdBy: userId,
      customerEmail: issued.document.proposal.client.email?.trim() || null,
    });
    const actor = { kind: 'USER', userId } as const;
    await recordProjectEvent(tx, {
      projectId,
      kind: 'LINK_CREATED',
      actor,
      proposalId,
      code: issued.code,
      details: { channel: input.channel, linkId },
    });
    await markProjectSent(tx, projectId, actor);
    return linkId;
  });
  return presentCreatedLink(
    await readLink(context.db, id),
    context.publicUrl,
    prepared.token,
    prepared.lastDay,
  );
}

/** GET …/proposals/links: every link of the project's revisions, newest first. */
export async function listLinks(
  context: LinksContext,
  principal: Principal,
  projectId: number,
): Promise<{ items: ProposalLink[] }> {
  await getProject(context.db, principal, projectId);
  return { items: (await findProjectLinks(context.db, projectId)).map(presentLink) };
}

/**
 * POST …/proposals/links/{linkId}/revoke: the link answers REVOKED from now on (again: the same
 * answer). An accepted revision's link is the customer's record: 409 CONFLICT.
 */
export async function revokeLink(
  context: LinksContext,
  principal: Principal,
  projectId: number,
  linkId: number,
): Promise<ProposalLink> {
  await getProject(context.db, principal, projectId);
  const row = await findLink(context.db, linkId);
  if (!row || row.projectId !== projectId) throw linkNotFound();
  if (row.decision === 'ACCEPTED')
    throw new AppError(
      409,
      'CONFLICT',
      'A proposta foi aceita por este link: ele fica disponível ao cliente e não pode ser revogado.',
    );
  const userId = await resolveUserId(context.db, principal);
  await context.db.transaction(async (tx) => {
    if (!(await revokeLinkRow(tx, linkId, userId))) return;
    await recordProjectEvent(tx, {
      projectId,
      kind: 'LINK_REVOKED',
      actor: { kind: 'USER', userId },
      proposalId: row.proposalId,
      code: presentLink(row).code,
      details: { channel: row.channel as LinkChannel, linkId },
    });
  });
  return presentLink(await readLink(context.db, linkId));
}
