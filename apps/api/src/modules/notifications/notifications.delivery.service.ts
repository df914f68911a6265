import type { Database } from '../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.ts';
import { describeDeliveryFailure, type Mailbox, type MailTransport } from '../../lib/mail.ts';
import {
  claimNotification,
  finishNotification,
  findUndeliveredNotificationIds,
} from './notifications.repository.ts';

/**
 * Delivering the users' notices (issue 31; docs/decisions/078): one `deliver-notification` job per
 * stored notice, sent in the transaction that stores it (`enqueueDelivery`), and a sweep every
 * minute for any notice left undelivered (stored while no queue ran, SMTP configured later, a
 * delivery whose retries ran out or whose process died). Each attempt claims the notice with a
 * lease, as the proposals' e-mail does (docs/decisions/044), so two instances, or a job and the
 * sweep, deliver it once. Without SMTP_URL the notices stay in the embedded outbox (OUTBOX).
 */

export const DELIVER_NOTIFICATION_JOB = 'deliver-notification';
export const SWEEP_NOTIFICATIONS_JOB = 'sweep-notifications';

/** How long an attempt holds a notice: far beyond one SMTP delivery (its timeouts are 5/5/20 s). */
export const NOTIFICATION_LEASE_SECONDS = 600;
/** Attempts per notice, every retry and sweep counted; after them it stays FAILED. */
export const NOTIFICATION_MAX_ATTEMPTS = 10;
/** Notices one sweep hands to the queue. */
const SWEEP_BATCH = 100;

export type NotificationDelivery = {
  db: Database;
  /** The SMTP server of SMTP_URL; null: the embedded outbox only. */
  transport: MailTransport | null;
  from: Mailbox;
  /** The first retry of a failed delivery, in seconds (doubling after, up to an hour). */
  retryDelaySeconds: number;
};

type DeliverData = { notificationId: number };

/**
 * One attempt at notice `id`: SENT, FAILED (with the reason, in Portuguese), or SKIPPED when there
 * is no SMTP server or another attempt holds it, or it was sent.
 */
export async function deliverNotification(
  context: NotificationDelivery,
  id: number,
): Promise<{ status: 'SENT' | 'SKIPPED' } | { status: 'FAILED'; reason: string }> {
  if (!context.transport) return { status: 'SKIPPED' };
  const claimed = await claimNotification(
    context.db,
    id,
    NOTIFICATION_LEASE_SECONDS,
    NOTIFICATION_MAX_ATTEMPTS,
  );
  if (!claimed) return { status: 'SKIPPED' };
  let failure: string | null = null;
  try {
    await context.transport.deliver({ from: context.from.address, to: claimed.to }, claimed.eml);
  } catch (error) {
    failure = describeDeliveryFailure(error);
  }
  await finishNotification(context.db, id, claimed.attempt, failure);
  return failure === null ? { status: 'SENT' } : { status: 'FAILED', reason: failure };
}

const deliveryJobOptions = (notificationId: number) => ({
  singletonKey: `notification:${notificationId}`,
});

/** The NotificationContext's `enqueueDelivery`: the notice's job, in the storing transaction. */
export function enqueueDeliveryWith(
  queue: Pick<JobQueue, 'sendInTransaction'>,
): (tx: Database, notificationId: number) => Promise<void> {
  return async (tx, notificationId) => {
    await queue.sendInTransaction(
      tx,
      DELIVER_NOTIFICATION_JOB,
      { notificationId } satisfies DeliverData,
      deliveryJobOptions(notificationId),
    );
  };
}

/** The delivery job (a failure is retried by the queue) and the sweep (every minute). */
export function notificationJobs(
  context: NotificationDelivery,
  queue: Pick<JobQueue, 'send'>,
): [JobDefinition<DeliverData>, JobDefinition] {
  const deliver: JobDefinition<DeliverData> = {
    name: DELIVER_NOTIFICATION_JOB,
    queue: {
      // One waiting job per notice (its singleton key): the sweep adds none beside it.
      policy: 'short',
      retryLimit: 4,
      retryDelay: context.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: 3600,
    },
    handle: async ({ notificationId }) => {
      const outcome = await deliverNotification(context, notificationId);
      if (outcome.status === 'FAILED') throw new Error(outcome.reason);
    },
  };
  const sweep: JobDefinition = {
    name: SWEEP_NOTIFICATIONS_JOB,
    queue: { policy: 'singleton', retryLimit: 0 },
    cron: '* * * * *',
    handle: async () => {
      if (!context.transport) return;
      const ids = await findUndeliveredNotificationIds(
        context.db,
        NOTIFICATION_MAX_ATTEMPTS,
        SWEEP_BATCH,
      );
      for (const id of ids) {
        await queue.send(DELIVER_NOTIFICATION_JOB, { notificationId: id }, deliveryJobOptions(id));
      }
    },
  };
  return [deliver, sweep];
}
