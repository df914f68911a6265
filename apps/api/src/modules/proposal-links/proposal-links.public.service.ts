import type { DeclineReason, LinkChannel, PublicProposalView } from '@camara-fria/contracts';
import { proposalFileName } from '@camara-fria/reports';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  listProjectRecipients,
  queueNotification,
} from '../notifications/notifications.service.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import {
  getRevisionFile,
  getRevisionFileDigest,
} from '../proposal-delivery/proposal-delivery.files.service.ts';
import {
  findIssuedRevision,
  findLatestIssuedRevision,
} from '../proposals/proposals.issued.service.ts';
import { toCustomerDocument } from '@camara-fria/proposal';
import { proposalCode } from '../proposals/proposals.service.ts';
import { hashLinkToken } from './link-token.ts';
import { stateOf } from './proposal-links.presenter.ts';
import {
  countLinkDownload,
  countLinkView,
  findDecision,
  findLinkByTokenHash,
  hasUnrevokedLink,
  type LinkRow,
} from './proposal-links.repository.ts';
import { prepareLink, storeLink, type LinksContext } from './proposal-links.service.ts';

/**
 * The customer's side of a link (issue 31; docs/decisions/074): no sign-in, the token is the
 * key. An unknown token is 404; an expired, revoked or superseded link's page says which and
 * shows nothing of the proposal; its downloads answer 410 LINK_UNAVAILABLE.
 */

const linkNotFound = () => notFound('Link não encontrado.');
export const linkUnavailable = () =>
  new AppError(
    410,
    'LINK_UNAVAILABLE',
    'Este link não está mais disponível. Peça ao fornecedor um novo link da proposta.',
  );

async function readToken(context: LinksContext, token: string): Promise<LinkRow> {
  const row = await findLinkByTokenHash(context.db, hashLinkToken(token));
  if (!row) throw linkNotFound();
  return row;
}

async function successorCode(context: LinksContext, row: LinkRow): Promise<string> {
  const latest = await findLatestIssuedRevision(context.db, row.projectId);
  return latest?.code ?? proposalCode(row);
}

/** The seller's notice of a link's first view (the outbox; once per link). */
async function queueFirstView(context: LinksContext, tx: LinksContext['db'], row: LinkRow) {
  const { seller } = await listProjectRecipients(tx, row.projectId);
  if (!seller) return;
  const code = proposalCode(row);
  await queueNotification(tx, context.notifications, {
    kind: 'FIRST_VIEW',
    dedupeKey: `first-view:${row.id}`,
    projectId: row.projectId,
    to: [seller],
    subject: `Proposta ${code} aberta pelo cliente`,
    text: [
      `O cliente abriu a proposta ${code} pelo link enviado.`,
      'Acompanhe as visualizações e a resposta do cliente na tela da proposta.',
    ].join('\n'),
  });
}

/**
 * GET /v1/public/proposal-links/{token}: an available link's revision as its PDF shows it (the
 * customer's projection), with the PDF's SHA-256; the view is counted (first and last times,
 * LINK_VIEWED in the project's trail; the first one queues a notice to the seller). Otherwise the
 * state's page: EXPIRED, REVOKED or SUPERSEDED (naming the newer revision).
 */
export async function viewLink(context: LinksContext, token: string): Promise<PublicProposalView> {
  const row = await readToken(context, token);
  const code = proposalCode(row);
  const state = stateOf(row);
  if (state === 'EXPIRED')
    return { status: 'EXPIRED', code, expiresAt: row.expiresAt.toISOString() };
  if (state === 'REVOKED') return { status: 'REVOKED', code };
  if (state === 'SUPERSEDED')
    return { status: 'SUPERSEDED', code, successorCode: await successorCode(context, row) };
  // The answer first: it stores the PDF (rendered once) whose SHA-256 it names, so a view that
  // fails to render counts nothing.
  const view = await availableView(context, row);
  await context.db.transaction(async (tx) => {
    const count = await countLinkView(tx, row.id);
    await recordProjectEvent(tx, {
      projectId: row.projectId,
      kind: 'LINK_VIEWED',
      actor: { kind: 'CUSTOMER', name: null },
      proposalId: row.proposalId,
      code,
      details: { channel: row.channel as LinkChannel, linkId: row.id },
    });
    if (count === 1) await queueFirstView(context, tx, row);
  });
  return view;
}

/**
 * An available link's page: the revision's customer projection, its stored PDF's SHA-256 and
 * file names, and the decision when taken (the view's answer and a decision's alike).
 */
export async function availableView(
  context: LinksContext,
  row: LinkRow,
): Promise<PublicProposalView> {
  const issued = await findIssuedRevision(context.db, row.proposalId);
  if (!issued) throw linkNotFound();
  // Its hash and name only: the bytes are the download's.
  const pdf = await getRevisionFileDigest(context.delivery, row.proposalId, 'pdf');
  const decision = await findDecision(context.db, row.proposalId);
  return {
    status: 'AVAILABLE',
    code: proposalCode(row),
    expiresAt: row.expiresAt.toISOString(),
    makerName: context.delivery.maker.name,
    document: toCustomerDocument(issued.document),
    pdfSha256: pdf.sha256,
    pdfFileName: pdf.fileName,
    docxFileName: proposalFileName(issued.document, 'docx'),
    decision: decision
      ? {
          kind: decision.kind as 'ACCEPTED' | 'DECLINED',
          code: decision.code,
          decidedAt: decision.decidedAt.toISOString(),
          name: decision.name,
          role: decision.role,
          reason: decision.reason as DeclineReason | null,
          pdfSha256: decision.pdfSha256,
        }
      : null,
  };
}

/**
 * GET …/{token}/download/{format}: the revision's stored document (the PDF whose SHA-256 the
 * page names), counted (DOCUMENT_DOWNLOADED). 410 LINK_UNAVAILABLE unless the link is available.
 */
export async function downloadLinkFile(
  context: LinksContext,
  token: string,
  format: 'pdf' | 'docx',
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const row = await readToken(context, token);
  if (stateOf(row) !== 'ACTIVE') throw linkUnavailable();
  const file = await getRevisionFile(context.delivery, row.proposalId, format);
  await context.db.transaction(async (tx) => {
    await countLinkDownload(tx, row.id, format);
    await recordProjectEvent(tx, {
      projectId: row.projectId,
      kind: 'DOCUMENT_DOWNLOADED',
      actor: { kind: 'CUSTOMER', name: null },
      proposalId: row.proposalId,
      code: proposalCode(row),
      details: { format, linkId: row.id },
    });
  });
  return file;
}

/**
 * POST …/{token}/successor: from a superseded link's page, a new link (channel SUCCESSOR) to
 * the project's newest issued revision, ending with that revision's validity. A link that is not
 * superseded answers 409 CONFLICT (an available one) or 410 (expired or revoked); a newer
 * revision whose every link the seller revoked answers 410 too.
 */
export async function createSuccessorLink(
  context: LinksContext,
  token: string,
): Promise<{ token: string }> {
  const row = await readToken(context, token);
  const state = stateOf(row);
  if (state === 'ACTIVE')
    throw new AppError(409, 'CONFLICT', 'Este link já é o da revisão vigente da proposta.');
  if (state !== 'SUPERSEDED') throw linkUnavailable();
  const latest = await findLatestIssuedRevision(context.db, row.projectId);
  if (!latest || latest.proposalId === row.proposalId) throw linkUnavailable();
  if (!(await hasUnrevokedLink(context.db, latest.proposalId, row.id))) throw linkUnavailable();
  const issued = await findIssuedRevision(context.db, latest.proposalId);
  if (!issued) throw linkUnavailable();
  const prepared = prepareLinkOrUnavailable(context, issued.document, row.remindCustomer);
  await context.db.transaction(async (tx) => {
    const linkId = await storeLink(tx, {
      projectId: row.projectId,
      proposalId: latest.proposalId,
      revision: latest.revision,
      channel: 'SUCCESSOR',
      prepared,
      createdBy: row.createdBy,
      customerEmail: row.customerEmail,
      parentLinkId: row.id,
    });
    await recordProjectEvent(tx, {
      projectId: row.projectId,
      kind: 'LINK_CREATED',
      actor: { kind: 'CUSTOMER', name: null },
      proposalId: latest.proposalId,
      code: latest.code,
      details: { channel: 'SUCCESSOR', linkId },
    });
  });
  return { token: prepared.token };
}

/** The newer revision's validity already ended: nothing to open. */
function prepareLinkOrUnavailable(
  context: LinksContext,
  document: Parameters<typeof prepareLink>[1],
  remindCustomer: boolean,
) {
  try {
    return prepareLink(context, document, { expiresOn: null, remindCustomer });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw linkUnavailable();
    throw error;
  }
}
