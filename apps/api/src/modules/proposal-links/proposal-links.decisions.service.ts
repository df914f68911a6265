import {
  DECLINE_REASON_LABELS,
  type AcceptProposalInputSchema,
  type DeclineProposalInputSchema,
  type DeclineReason,
  type LinkState,
  type ProposalDecision,
  type PublicProposalView,
  type z,
} from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import {
  listProjectRecipients,
  queueNotification,
} from '../notifications/notifications.service.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import { loadAccessibleProject, markProjectClosed } from '../projects/projects.service.ts';
import { issuedDocument } from '../proposals/proposals.document.service.ts';
import { linkState } from './link-state.ts';
import { hashLinkToken } from './link-token.ts';
import {
  findDecision,
  findLinkByTokenHash,
  findNewestProjectDecision,
  findStoredPdfSha256,
  hasAcceptedDecision,
  insertDecision,
  type DecisionRow,
} from './proposal-links.decisions.repository.ts';
import { availableView } from './proposal-links.public.service.ts';
import { findLinkByTokenHash as findLinkRow } from './proposal-links.repository.ts';
import type { LinksContext } from './proposal-links.service.ts';

/**
 * The customer's acceptance or decline of a revision through its link (issue 31;
 * docs/decisions/076). Only an ACTIVE link decides; one decision per revision (a double click
 * decides once; the other decision is 409 PROPOSAL_DECIDED); an acceptance names the SHA-256 of
 * the stored PDF it was shown. The evidence, the project's close, the trail's event and the
 * notice to the seller and the editors are stored in one transaction.
 */

type AcceptInput = z.output<typeof AcceptProposalInputSchema>;
type DeclineInput = z.output<typeof DeclineProposalInputSchema>;
type Request =
  | ({ kind: 'ACCEPTED' } & AcceptInput)
  | ({ kind: 'DECLINED'; cpf: null; role: null; pdfSha256: null } & DeclineInput);

/** Where the decision came from: Fastify's `request.ip` (TRUST_PROXY) and the User-Agent. */
export type DecisionEvidence = { ip: string; userAgent: string | undefined };

/** Kept of a user agent: enough to tell the browser, bounded (a header may be 8 KiB or more). */
export const USER_AGENT_MAX_CHARS = 512;

type FoundLink = NonNullable<Awaited<ReturnType<typeof findLinkByTokenHash>>>;

const TIME_ZONE = 'America/Sao_Paulo';
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const date = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short' });

const linkNotFound = () => notFound('Link não encontrado.');
const pageStale = () => new AppError(409, 'CONFLICT', 'A proposta mudou; recarregue a página.');

const UNAVAILABLE: Record<Exclude<LinkState, 'ACTIVE'>, (expiresAt: Date) => string> = {
  EXPIRED: (expiresAt) =>
    `Este link expirou em ${date.format(expiresAt)}: a proposta não pode mais ser aceita ou recusada por ele. Peça um novo link ao vendedor.`,
  REVOKED: () =>
    'Este link foi revogado pelo vendedor: a proposta não pode ser aceita ou recusada por ele.',
  SUPERSEDED: () =>
    'Esta revisão da proposta foi substituída por uma mais recente: abra a nova revisão para aceitá-la ou recusá-la.',
};

function proposalDecided(decision: DecisionRow): AppError {
  const when = dateTime.format(decision.decidedAt);
  const message =
    decision.kind === 'ACCEPTED'
      ? `A proposta ${decision.code} já foi aceita em ${when}: não pode mais ser recusada.`
      : `A proposta ${decision.code} já foi recusada em ${when}: não pode mais ser aceita.`;
  return new AppError(409, 'PROPOSAL_DECIDED', message);
}

/** POST /v1/public/proposal-links/{token}/accept. */
export function acceptProposal(
  context: LinksContext,
  token: string,
  input: AcceptInput,
  evidence: DecisionEvidence,
): Promise<PublicProposalView> {
  return decide(context, token, { kind: 'ACCEPTED', ...input }, evidence);
}

/** POST /v1/public/proposal-links/{token}/decline. */
export function declineProposal(
  context: LinksContext,
  token: string,
  input: DeclineInput,
  evidence: DecisionEvidence,
): Promise<PublicProposalView> {
  return decide(
    context,
    token,
    { kind: 'DECLINED', cpf: null, role: null, pdfSha256: null, ...input },
    evidence,
  );
}

async function decide(
  context: LinksContext,
  token: string,
  request: Request,
  evidence: DecisionEvidence,
): Promise<PublicProposalView> {
  await context.db.transaction(async (tx) => {
    const found = await findLinkByTokenHash(tx, hashLinkToken(token), { lock: true });
    if (!found || found.revision.status !== 'ISSUED') throw linkNotFound();
    const state = linkState(found.link, found.now);
    if (state !== 'ACTIVE') {
      throw new AppError(410, 'LINK_UNAVAILABLE', UNAVAILABLE[state](found.link.expiresAt));
    }
    const proposalId = found.revision.id;
    const document = issuedDocument(found.revision);
    const earlier = await findDecision(tx, proposalId);
    if (earlier) return answerAgain(earlier, request.kind);
    if (request.kind === 'ACCEPTED') {
      const stored = await findStoredPdfSha256(tx, proposalId);
      if (stored === null || stored !== request.pdfSha256) throw pageStale();
    }
    const isStored = await insertDecision(tx, {
      proposalId,
      linkId: found.link.id,
      kind: request.kind,
      code: document.proposal.code,
      name: request.name,
      cpf: request.cpf,
      role: request.role,
      email: request.email,
      reason: request.kind === 'DECLINED' ? request.reason : null,
      text: request.kind === 'DECLINED' ? request.text : null,
      ip: evidence.ip,
      userAgent: [...(evidence.userAgent ?? '')].slice(0, USER_AGENT_MAX_CHARS).join(''),
      pdfSha256: request.pdfSha256,
    });
    const decision = await findDecision(tx, proposalId);
    if (!decision) throw new Error(`proposal ${proposalId}: decision not stored`);
    if (!isStored) return answerAgain(decision, request.kind);
    await recordDecision(tx, context, found, decision);
    return decision;
  });
  const row = await findLinkRow(context.db, hashLinkToken(token));
  if (!row) throw linkNotFound();
  return availableView(context, row);
}

/** The same decision again answers the first; the other one is refused. */
function answerAgain(decision: DecisionRow, kind: Request['kind']): DecisionRow {
  if (decision.kind !== kind) throw proposalDecided(decision);
  return decision;
}

/** What a new decision does besides its record, in its transaction. */
async function recordDecision(
  tx: Database,
  context: LinksContext,
  found: FoundLink,
  decision: DecisionRow,
): Promise<void> {
  const { projectId } = found.revision;
  const actor = { kind: 'CUSTOMER', name: decision.name } as const;
  const isAccepted = decision.kind === 'ACCEPTED';
  const reason = decision.reason as DeclineReason | null;
  await recordProjectEvent(tx, {
    projectId,
    kind: isAccepted ? 'PROPOSAL_ACCEPTED' : 'PROPOSAL_DECLINED',
    actor,
    proposalId: decision.proposalId,
    code: decision.code,
    details: {
      linkId: decision.linkId,
      ...(reason ? { reason } : {}),
      ...(decision.text ? { text: decision.text } : {}),
    },
  });
  await markProjectClosed(tx, projectId, isAccepted ? 'CLOSED_WON' : 'CLOSED_LOST', actor);
  const recipients = await listProjectRecipients(tx, projectId);
  await queueNotification(tx, context.notifications, {
    kind: decision.kind,
    dedupeKey: `decision:${decision.proposalId}`,
    projectId,
    to: [...(recipients.seller ? [recipients.seller] : []), ...recipients.editors],
    ...describeDecision(found.projectName, decision),
  });
}

/** The notice's subject and text (pt-BR). */
function describeDecision(
  projectName: string,
  decision: DecisionRow,
): { subject: string; text: string } {
  const when = `${dateTime.format(decision.decidedAt)} (horário de Brasília)`;
  const who = decision.name ?? 'O cliente (não se identificou)';
  if (decision.kind === 'ACCEPTED') {
    return {
      subject: `Proposta ${decision.code} aceita — ${projectName}`,
      text: [
        `${who} aceitou a proposta ${decision.code} do projeto "${projectName}" pelo link enviado.`,
        '',
        `Nome: ${decision.name ?? '—'}`,
        ...(decision.role ? [`Cargo: ${decision.role}`] : []),
        ...(decision.cpf ? ['CPF: informado'] : []),
        `E-mail: ${decision.email ?? '—'}`,
        `Quando: ${when}`,
        `SHA-256 do PDF aceito: ${decision.pdfSha256 ?? '—'}`,
      ].join('\n'),
    };
  }
  const reason = DECLINE_REASON_LABELS[decision.reason as DeclineReason];
  return {
    subject: `Proposta ${decision.code} recusada — ${projectName}`,
    text: [
      `${who} recusou a proposta ${decision.code} do projeto "${projectName}" pelo link enviado.`,
      '',
      `Motivo: ${reason}`,
      ...(decision.text ? [`Comentário: ${decision.text}`] : []),
      `Quando: ${when}`,
    ].join('\n'),
  };
}

export function presentDecision(row: DecisionRow): ProposalDecision {
  return {
    kind: row.kind as ProposalDecision['kind'],
    proposalId: row.proposalId,
    code: row.code,
    decidedAt: row.decidedAt.toISOString(),
    name: row.name,
    cpf: row.cpf,
    role: row.role,
    email: row.email,
    reason: row.reason as ProposalDecision['reason'],
    text: row.text,
    ip: row.ip,
    userAgent: row.userAgent,
    pdfSha256: row.pdfSha256,
    linkId: row.linkId,
  };
}

/**
 * GET /v1/projects/{projectId}/proposals/decision: the decision on the project's newest decided
 * revision, with its evidence; null when no revision was decided. Owner and editors (404 others,
 * docs/decisions/007).
 */
export async function getProjectDecision(
  db: Database,
  principal: Principal,
  projectId: number,
): Promise<{ decision: ProposalDecision | null }> {
  await loadAccessibleProject(db, principal, projectId);
  const row = await findNewestProjectDecision(db, projectId);
  return { decision: row ? presentDecision(row) : null };
}

/**
 * Whether the customer accepted the revision: an accepted revision is frozen, its links are
 * never revoked or superseded (docs/decisions/076). For the link's writes (part of this module):
 * call it in the write's transaction after locking the link's row, so a decision in flight
 * (which holds the row FOR SHARE) is either seen or waits.
 */
export function isRevisionAccepted(db: Database, proposalId: number): Promise<boolean> {
  return hasAcceptedDecision(db, proposalId);
}
