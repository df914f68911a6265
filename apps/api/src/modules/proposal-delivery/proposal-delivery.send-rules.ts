import { createHash } from 'node:crypto';
import type { SendProposalInputSchema, z } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findMessageByKey,
  listRecentSends,
  type RecentSend,
} from './proposal-delivery.repository.ts';

/**
 * The rules a send passes before a message is stored (docs/decisions/044): one message per
 * Idempotency-Key, and a daily recipient quota per user.
 */

type SendInput = z.output<typeof SendProposalInputSchema>;

/** The quota counts the recipients of the messages stored in the last 24 hours (a rolling day). */
export const QUOTA_WINDOW_SECONDS = 24 * 60 * 60;

/** The documents' and messages' dates and times are Brazil's. */
const TIME_ZONE = 'America/Sao_Paulo';

/**
 * What a send is, as one SHA-256 digest: the revision and the values sent (as validated:
 * trimmed). The same Idempotency-Key with another digest is another send.
 */
export function digestSend(projectId: number, proposalId: number, input: SendInput): string {
  const canonical = JSON.stringify([
    projectId,
    proposalId,
    input.to,
    input.cc,
    input.subject,
    input.message,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export const idempotencyKeyReused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'Esta chave de idempotência (Idempotency-Key) já foi usada em outro envio, com outros dados. Use uma chave nova para um envio novo.',
  );

function formatRecipients(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'destinatário' : 'destinatários'}`;
}

function formatWhen(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * Whether a message of `recipients` fits a quota of `limit` recipients per 24 hours, given the
 * sender's messages of the last 24 hours (oldest first). Null when it fits; otherwise the 429
 * SEND_QUOTA_EXCEEDED to answer, with Retry-After = when enough of the recent messages have
 * left the window (none when the message alone is over the limit).
 */
export function checkRecipientQuota(
  recent: readonly RecentSend[],
  recipients: number,
  limit: number,
  now: Date,
): AppError | null {
  const used = recent.reduce((sum, send) => sum + send.recipients, 0);
  if (used + recipients <= limit) return null;
  if (recipients > limit) {
    return new AppError(
      429,
      'SEND_QUOTA_EXCEEDED',
      `Esta mensagem tem ${formatRecipients(recipients)}; o limite de envio é de ${formatRecipients(limit)} por dia.`,
    );
  }
  let freed = 0;
  let retryAfterSeconds = QUOTA_WINDOW_SECONDS;
  for (const send of recent) {
    freed += send.recipients;
    if (used - freed + recipients <= limit) {
      retryAfterSeconds = send.leavesWindowInSeconds;
      break;
    }
  }
  const when = formatWhen(new Date(now.getTime() + retryAfterSeconds * 1000));
  return new AppError(
    429,
    'SEND_QUOTA_EXCEEDED',
    `Limite de envio atingido: até ${formatRecipients(limit)} por dia; nas últimas 24 horas você já enviou para ${used.toLocaleString('pt-BR')} e esta mensagem tem ${recipients.toLocaleString('pt-BR')}. Tente novamente a partir de ${when}.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** What the rules of a send need to know about it. */
export type SendCheck = {
  userId: string;
  idempotencyKey: string | null;
  /** {@link digestSend} of the send. */
  digest: string;
  /** to + cc. */
  recipients: number;
};

/**
 * The rules a send passes before its message is stored: an Idempotency-Key already used answers
 * the id of the message it stored (the same send again) or 422 (another send); otherwise the
 * sender's recipients of the last 24 hours must leave room for this one within
 * `recipientsPerDay` (429). Null: store it.
 */
export async function checkSend(
  db: Database,
  send: SendCheck,
  recipientsPerDay: number,
): Promise<number | null> {
  if (send.idempotencyKey !== null) {
    const earlier = await findMessageByKey(db, send.userId, send.idempotencyKey);
    if (earlier) {
      if (earlier.requestDigest !== send.digest) throw idempotencyKeyReused();
      return earlier.id;
    }
  }
  const recent = await listRecentSends(db, send.userId, QUOTA_WINDOW_SECONDS);
  const refusal = checkRecipientQuota(recent, send.recipients, recipientsPerDay, new Date());
  if (refusal) throw refusal;
  return null;
}
