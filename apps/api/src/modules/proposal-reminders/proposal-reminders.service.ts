import { toSingleLine } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/job-queue.ts';
import {
  listProjectRecipients,
  queueNotification,
  type NotificationContext,
} from '../notifications/notifications.service.ts';
import { recordProjectEvent } from '../project-events/project-events.service.ts';
import { proposalCode } from '../proposals/proposals.service.ts';
import {
  findExpiringRevisions,
  findUnopenedRevisions,
  type ReminderCandidate,
} from './proposal-reminders.repository.ts';

/**
 * The follow-up reminders (issue 31; docs/decisions/078): a scheduled scan finds the undecided
 * revisions whose customer link ends within REMINDER_DAYS_BEFORE_EXPIRY days, and those sent
 * REMINDER_UNOPENED_DAYS days ago and never opened, and stores an e-mail to the seller (and to
 * the customer when the link asked for it) through the notifications outbox. Each notice has its
 * dedupe key (`reminder:expiring:{proposalId}:seller`, …): a scan run again, on any instance,
 * at the same time or later, stores nothing more. Each notice stored records a REMINDER_SENT
 * event in the same transaction. An ended link needs no job: its page says so.
 */

export const SCAN_REMINDERS_JOB = 'scan-proposal-reminders';

export type ReminderKind = 'EXPIRING' | 'UNOPENED';

export type ReminderContext = {
  db: Database;
  notifications: NotificationContext;
  daysBeforeExpiry: number;
  unopenedDays: number;
  /** Who signs the customer's reminder (the maker). */
  signature: string;
};

const TIME_ZONE = 'America/Sao_Paulo';
const formatDate = (date: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);

type Recipient = 'seller' | 'customer';
type Message = { subject: string; text: string };

/** The reminder's e-mail, in Portuguese, naming the project, revision, customer and link's end. */
export function composeReminder(
  kind: ReminderKind,
  to: Recipient,
  row: ReminderCandidate,
  signature: string,
): Message {
  const code = proposalCode(row);
  const project = toSingleLine(row.projectName);
  const customer = row.customerName ? toSingleLine(row.customerName) : null;
  const until = formatDate(row.expiresAt);
  if (to === 'customer') {
    const opening = [customer ? `Prezado(a) ${customer},` : 'Prezado(a) cliente,', ''];
    const closing = ['', 'Atenciosamente,', signature];
    return kind === 'EXPIRING'
      ? {
          subject: `A proposta ${code} vale até ${until}`,
          text: [
            ...opening,
            `Lembramos que a proposta ${code}, referente ao projeto ${project}, vale até ${until}.`,
            'Para vê-la, baixar o PDF e aceitá-la ou recusá-la, abra o link que você recebeu.',
            ...closing,
          ].join('\n'),
        }
      : {
          subject: `Proposta ${code} aguardando sua leitura`,
          text: [
            ...opening,
            `Enviamos a proposta ${code}, referente ao projeto ${project}, em ${formatDate(row.firstSentAt)}; ela vale até ${until}.`,
            'Para vê-la, baixar o PDF e aceitá-la ou recusá-la, abra o link que você recebeu.',
            ...closing,
          ].join('\n'),
        };
  }
  const whom = customer ? `ao cliente ${customer}` : 'ao cliente';
  return kind === 'EXPIRING'
    ? {
        subject: `Lembrete: a proposta ${code} (${project}) vence em ${until}`,
        text: [
          `A proposta ${code} do projeto ${project}, enviada ${whom}, vence em ${until} e ainda não foi aceita nem recusada.`,
          'Vale um contato com o cliente, ou uma nova revisão com outra validade.',
        ].join('\n'),
      }
    : {
        subject: `Lembrete: a proposta ${code} (${project}) ainda não foi aberta`,
        text: [
          `A proposta ${code} do projeto ${project}, enviada ${whom} em ${formatDate(row.firstSentAt)}, ainda não foi aberta pelo cliente.`,
          `O link da proposta vale até ${until}.`,
        ].join('\n'),
      };
}

/**
 * One revision's reminder of `kind`, in one transaction: the seller's notice (and the customer's),
 * each stored once per dedupe key, each newly stored one with its REMINDER_SENT event. How many
 * notices were stored.
 */
async function remind(
  context: ReminderContext,
  kind: ReminderKind,
  row: ReminderCandidate,
): Promise<number> {
  const { seller } = await listProjectRecipients(context.db, row.projectId);
  const recipients: [Recipient, string | null][] = [
    ['seller', seller],
    ['customer', row.customerEmail],
  ];
  return context.db.transaction(async (tx) => {
    let stored = 0;
    for (const [to, address] of recipients) {
      if (!address) continue;
      const message = composeReminder(kind, to, row, context.signature);
      const id = await queueNotification(tx, context.notifications, {
        kind: `REMINDER_${kind}`,
        dedupeKey: `reminder:${kind.toLowerCase()}:${row.proposalId}:${to}`,
        projectId: row.projectId,
        // A link sent by e-mail keeps the message's recipients as one address list (ADR 074).
        to: address.split(','),
        ...message,
      });
      if (id === null) continue;
      stored += 1;
      await recordProjectEvent(tx, {
        projectId: row.projectId,
        kind: 'REMINDER_SENT',
        actor: { kind: 'SYSTEM' },
        proposalId: row.proposalId,
        code: proposalCode(row),
        details: { reminder: kind, recipients: [address] },
      });
    }
    return stored;
  });
}

/** One scan: every reminder due now; how many notices it stored. */
export async function scanReminders(context: ReminderContext): Promise<number> {
  let stored = 0;
  for (const row of await findExpiringRevisions(context.db, context.daysBeforeExpiry)) {
    stored += await remind(context, 'EXPIRING', row);
  }
  for (const row of await findUnopenedRevisions(context.db, context.unopenedDays)) {
    stored += await remind(context, 'UNOPENED', row);
  }
  return stored;
}

/** The scan as a job of the queue, on REMINDER_SCAN_CRON. */
export function reminderJobs(context: ReminderContext, cron: string): JobDefinition[] {
  return [
    {
      name: SCAN_REMINDERS_JOB,
      // Several scans may run at once (two instances, a scan sent by hand): the dedupe keys keep
      // each reminder to one notice.
      queue: { retryLimit: 2, retryDelay: 60 },
      cron,
      handle: async () => {
        await scanReminders(context);
      },
    },
  ];
}
