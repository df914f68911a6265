import type { Database } from '../../db/client.ts';
import { composeMessage, type Mailbox } from '../../lib/mail.ts';
import { findProjectRecipients, insertNotification } from './notifications.repository.ts';

/**
 * E-mails to the users (issue 31; docs/decisions/078): a customer's first view, acceptance or
 * decline, a reminder. A notice is stored in the notifications outbox inside the caller's
 * transaction, once per dedupe key (a second try, from any instance, stores nothing), and
 * delivered afterwards by the job queue.
 */

export type NotificationContext = {
  /** From of every notice (the same as the proposals' e-mail). */
  from: Mailbox;
  /**
   * Sends a stored notice's delivery job in the storing transaction (the job queue,
   * notifications.delivery.service.ts), so it is taken once the transaction commits; absent (no
   * queue), the notice waits in the outbox for the queue's sweep.
   */
  enqueueDelivery?: (tx: Database, notificationId: number) => Promise<void>;
};

export type Notice = {
  /** FIRST_VIEW, ACCEPTED, DECLINED, REMINDER_EXPIRING, REMINDER_UNOPENED, … */
  kind: string;
  /** One notice per key, ever: `first-view:{linkId}`, `reminder:expiring:{proposalId}:seller`. */
  dedupeKey: string;
  projectId: number | null;
  to: string[];
  subject: string;
  /** Plain text, pt-BR. */
  text: string;
};

/**
 * Stores the notice (composed as RFC 822 text) in the caller's transaction; its id, or null when
 * a notice with its dedupe key was stored before or it has no recipient.
 */
export async function queueNotification(
  tx: Database,
  context: NotificationContext,
  notice: Notice,
): Promise<number | null> {
  const to = [...new Set(notice.to.map((address) => address.trim()).filter(Boolean))];
  if (to.length === 0) return null;
  const eml = await composeMessage({
    from: context.from,
    replyTo: null,
    to,
    cc: [],
    subject: notice.subject,
    text: notice.text,
    attachment: null,
  });
  const id = await insertNotification(tx, {
    kind: notice.kind,
    dedupeKey: notice.dedupeKey,
    projectId: notice.projectId,
    to,
    subject: notice.subject,
    text: notice.text,
    eml,
  });
  if (id !== null) await context.enqueueDelivery?.(tx, id);
  return id;
}

/** Whom a project's notices go to: its owner (the seller) and the editors, by e-mail. */
export async function listProjectRecipients(
  db: Database,
  projectId: number,
): Promise<{ seller: string | null; editors: string[] }> {
  const found = await findProjectRecipients(db, projectId);
  return {
    seller: found.owner?.email ?? null,
    editors: found.editors.map((editor) => editor.email),
  };
}
