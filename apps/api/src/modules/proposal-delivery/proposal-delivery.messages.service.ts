import {
  toSingleLine,
  type ProposalDocument,
  type ProposalMessage,
  type SendDefaults,
  type SendProposalInputSchema,
  type z,
} from '@camara-fria/contracts';
import { proposalFileName, type MakerIdentity } from '@camara-fria/reports';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import { markProjectSent } from '../projects/projects.service.ts';
import { checkRevisionAccess, openIssuedRevision } from '../proposals/proposals.access.service.ts';
import { getCustomerDocument, getIssuedRevisionDocument } from '../proposals/proposals.service.ts';
import { resolveUserId } from '../users/users.service.ts';
import { composeMessage, describeDeliveryFailure } from '../../lib/mail.ts';
import {
  claimMessage,
  findMessage,
  finishMessage,
  insertMessage,
  listMessages,
  lockSender,
  readEml,
  type MessageRow,
} from './proposal-delivery.repository.ts';
import { getRevisionFile } from './proposal-delivery.files.service.ts';
import {
  linkParagraph,
  type MessageLinkOptions,
  type MessageLinks,
  type PreparedLink,
} from './proposal-delivery.links.service.ts';
import type { DeliveryContext } from './proposal-delivery.service.ts';
import { checkSend, digestSend, type SendCheck } from './proposal-delivery.send-rules.ts';

/**
 * The proposal's e-mail (spec part 2 §7 `send`; docs/decisions/033, 044): the send form's
 * defaults, the send (stored in the outbox before any delivery), the sender's messages, their
 * .eml and retries.
 */

const messageNotFound = () => notFound('Mensagem não encontrada.');
const alreadySent = () => new AppError(409, 'CONFLICT', 'Esta mensagem já foi enviada.');
const beingSent = () =>
  new AppError(409, 'CONFLICT', 'Esta mensagem está sendo enviada. Atualize a lista.');

/**
 * How long an attempt holds a message (SENDING) before another may take it: far beyond one SMTP
 * delivery (each stall is cut by the transport's 5 s/5 s/20 s timeouts), so only a sender that
 * stopped (a killed process) lets its lease run out (docs/decisions/044).
 */
export const SEND_LEASE_SECONDS = 600;

/** Shown for a message whose attempt stopped before it ended (its lease ran out). */
const INTERRUPTED = 'O envio foi interrompido antes de terminar. Tente novamente.';

type SendInput = z.output<typeof SendProposalInputSchema>;
// Names go in as one line (toSingleLine): one stored before line breaks and direction controls
// were refused (decision 045) would otherwise break the subject, which /send then refuses.
function defaultSubject(document: ProposalDocument): string {
  return `Proposta ${document.proposal.code} — ${toSingleLine(document.proposal.project.name)}`;
}

function defaultMessage(document: ProposalDocument, maker: MakerIdentity): string {
  const client = toSingleLine(document.proposal.client.name ?? '');
  const project = toSingleLine(document.proposal.project.name);
  return [
    client ? `Prezado(a) ${client},` : 'Prezado(a) cliente,',
    '',
    `Segue anexa a proposta ${document.proposal.code} referente ao projeto ${project}.`,
    'Ficamos à disposição para esclarecer qualquer dúvida.',
    '',
    'Atenciosamente,',
    maker.name,
  ].join('\n');
}

/** GET …/send-defaults: what the send form starts with. */
export async function getSendDefaults(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<SendDefaults> {
  const document = await getCustomerDocument(context.proposals, principal, projectId, proposalId);
  const email = document.proposal.client.email?.trim();
  return {
    to: email ? [email] : [],
    subject: defaultSubject(document),
    message: defaultMessage(document, context.maker),
    attachmentName: proposalFileName(document, 'pdf'),
  };
}

function present(row: MessageRow): ProposalMessage {
  // An attempt that outlived its lease stopped mid-delivery: FAILED for the reader (retryable).
  const isInterrupted = row.isLeaseExpired;
  return {
    id: row.id,
    proposalId: row.proposalId,
    code: row.code,
    to: row.to,
    cc: row.cc,
    subject: row.subject,
    message: row.message,
    attachmentName: row.attachmentName,
    status: isInterrupted ? 'FAILED' : (row.status as ProposalMessage['status']),
    error: isInterrupted ? INTERRUPTED : row.error,
    attempts: row.attempts,
    linkId: row.linkId,
    sentBy: { username: row.sentByUsername, name: row.sentByName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A message of the project's proposal, for anyone who may open the project (its owner and every
 * editor, docs/decisions/007 and 063; 404 otherwise), whoever sent it.
 */
async function openMessage(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  messageId: number,
): Promise<MessageRow> {
  await checkRevisionAccess(context.db, principal, projectId, proposalId);
  const row = await findMessage(context.db, projectId, messageId);
  if (!row) throw messageNotFound();
  return row;
}

/**
 * One delivery attempt of a stored message: through the SMTP server when configured (SENT, or
 * FAILED with the reason), else it stays in the embedded outbox (OUTBOX, no attempt counted).
 * The attempt first claims the message (SENDING, with a lease): a message another attempt holds
 * answers 409, so racing retries deliver it once.
 */
async function deliver(context: DeliveryContext, row: MessageRow): Promise<void> {
  if (!context.transport) return;
  const claimed = await claimMessage(context.db, row.id, SEND_LEASE_SECONDS);
  if (!claimed) {
    const now = await findMessage(context.db, row.projectId, row.id);
    throw now?.status === 'SENT' ? alreadySent() : beingSent();
  }
  let failure: string | null = null;
  try {
    await context.transport.deliver(
      { from: context.from.address, to: [...claimed.to, ...claimed.cc] },
      claimed.eml,
    );
  } catch (error) {
    failure = describeDeliveryFailure(error);
  }
  await finishMessage(
    context.db,
    row.id,
    claimed.attempt,
    failure === null ? 'SENT' : 'FAILED',
    failure,
  );
}

async function reread(context: DeliveryContext, row: MessageRow): Promise<ProposalMessage> {
  const fresh = await findMessage(context.db, row.projectId, row.id);
  if (!fresh) throw messageNotFound();
  return present(fresh);
}

/** The send's link, its end checked: a refused end is the send's field `link.expiresOn`. */
function prepareLink(
  links: MessageLinks,
  document: ProposalDocument,
  options: MessageLinkOptions,
): PreparedLink {
  try {
    return links.prepare(document, options);
  } catch (error) {
    if (error instanceof AppError && error.status === 400 && error.details)
      throw new AppError(
        400,
        error.code,
        error.message,
        error.details.map((issue) => ({ ...issue, path: `link.${issue.path}` })),
      );
    throw error;
  }
}

/** A send's answer: the message, and whether it is the one an earlier send with its key stored. */
export type SendOutcome = { message: ProposalMessage; isReplay: boolean };

async function replay(
  context: DeliveryContext,
  projectId: number,
  messageId: number,
): Promise<SendOutcome> {
  const row = await findMessage(context.db, projectId, messageId);
  if (!row) throw messageNotFound();
  return { message: present(row), isReplay: true };
}

/**
 * POST …/send: only an issued revision is sent (a draft answers 409 REVISION_NOT_ISSUED, checked
 * before rendering and again in the storing transaction: docs/decisions/063). The revision's
 * stored PDF (rendered once, docs/decisions/075) is attached, the message composed and stored (OUTBOX) before any delivery is tried, then
 * handed to the SMTP server when one is configured. A failing server leaves it FAILED with the
 * reason: nothing is lost, and it can be retried. The transaction that stores the message moves
 * the project to ENVIADO unless it is further on. With an Idempotency-Key, the same send again
 * answers the first message (nothing rendered or sent); the daily recipient quota is checked
 * before rendering and again, with the sender's sends serialised, in the transaction that stores
 * the message (docs/decisions/044).
 */
export async function sendProposal(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  input: SendInput,
  idempotencyKey: string | null,
  signal?: AbortSignal,
): Promise<SendOutcome> {
  const { row: revision } = await openIssuedRevision(context.db, principal, projectId, proposalId);
  const send: SendCheck = {
    userId: await resolveUserId(context.db, principal),
    idempotencyKey,
    digest: digestSend(projectId, proposalId, input),
    recipients: input.to.length + input.cc.length,
  };
  // Cheap first: a repeated send, or one over the quota, renders no PDF.
  const earlier = await checkSend(context.db, send, context.recipientsPerDay);
  if (earlier !== null) return replay(context, projectId, earlier);
  const document = await getIssuedRevisionDocument(context.proposals, proposalId);
  const { code } = document.proposal;
  // The link's token and address exist before the message is composed: its text names them.
  const link =
    input.link !== null && context.links ? prepareLink(context.links, document, input.link) : null;
  const text = link ? `${input.message}\n\n${linkParagraph(link)}` : input.message;
  // The revision's stored PDF (rendered once, docs/decisions/075): the bytes its link serves.
  const pdf = await getRevisionFile(context, proposalId, 'pdf', signal);
  const replyTo = principal.email
    ? { name: principal.name ?? principal.username, address: principal.email }
    : null;
  const eml = await composeMessage({
    from: context.from,
    replyTo,
    to: input.to,
    cc: input.cc,
    subject: input.subject,
    text,
    attachment: { filename: pdf.fileName, content: pdf.bytes, contentType: pdf.contentType },
  });
  const stored = await context.db.transaction(async (tx) => {
    // One send of this user at a time from here to the commit: the checks hold for the insert.
    await lockSender(tx, send.userId);
    const racing = await checkSend(tx, send, context.recipientsPerDay);
    if (racing !== null) return { isReplay: true, id: racing };
    await openIssuedRevision(tx, principal, projectId, proposalId);
    const id = await insertMessage(tx, {
      proposalId,
      code,
      to: input.to,
      cc: input.cc,
      subject: input.subject,
      message: text,
      attachmentName: pdf.fileName,
      eml,
      sentBy: send.userId,
      idempotencyKey,
      requestDigest: idempotencyKey === null ? null : send.digest,
    });
    const actor = { kind: 'USER', userId: send.userId } as const;
    const linkId =
      link && context.links
        ? await context.links.store(tx, link, {
            projectId,
            proposalId,
            revision: revision.revision,
            messageId: id,
            userId: send.userId,
            recipients: input.to,
          })
        : null;
    await recordProjectEvent(tx, {
      projectId,
      kind: 'PROPOSAL_SENT',
      actor,
      proposalId,
      code,
      details: {
        recipients: [...input.to, ...input.cc],
        ...(linkId === null ? {} : { channel: 'EMAIL' as const, linkId }),
      },
    });
    await markProjectSent(tx, projectId, actor);
    return { isReplay: false, id };
  });
  if (stored.isReplay) return replay(context, projectId, stored.id);
  const row = await findMessage(context.db, projectId, stored.id);
  if (!row) throw messageNotFound();
  await deliver(context, row);
  return { message: await reread(context, row), isReplay: false };
}

/**
 * GET …/messages: every message of this proposal's revisions, whoever sent it, to anyone who may
 * open the project (its owner and every editor; 404 otherwise: docs/decisions/063).
 */
export async function getMessages(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
): Promise<{ items: ProposalMessage[] }> {
  await checkRevisionAccess(context.db, principal, projectId, proposalId);
  return { items: (await listMessages(context.db, projectId)).map(present) };
}

/** GET …/messages/{id}/eml: the stored RFC 822 message, named `Proposta {code}.eml`. */
export async function getMessageEml(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  messageId: number,
): Promise<{ eml: string; fileName: string }> {
  const row = await openMessage(context, principal, projectId, proposalId, messageId);
  const eml = await readEml(context.db, row.id);
  if (eml === null) throw messageNotFound();
  return { eml, fileName: `Proposta ${row.code}.eml` };
}

/**
 * POST …/messages/{id}/retry: another attempt of a FAILED message (or of one kept in the outbox,
 * once SMTP_URL is configured). 409 CONFLICT when it was already sent.
 */
export async function retryMessage(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  messageId: number,
): Promise<ProposalMessage> {
  const row = await openMessage(context, principal, projectId, proposalId, messageId);
  if (row.status === 'SENT') throw alreadySent();
  if (!context.transport) {
    throw new AppError(
      409,
      'CONFLICT',
      'Nenhum servidor de e-mail configurado (SMTP_URL): a mensagem continua na caixa de saída.',
    );
  }
  await deliver(context, row);
  return reread(context, row);
}
