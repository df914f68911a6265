import type { LinkOptionsSchema, ProposalDocument, z } from '@camara-fria/contracts';
import type { Database } from '../../db/client.ts';

/**
 * The port through which a message carries a customer link (issue 31; docs/decisions/074). The
 * links live in the module above this one (proposal-links), which src/app.ts connects here
 * (docs/decisions/050): `prepare` gives the link's token, address and end before the message is
 * composed (its text names both); `store` keeps the link, in the send's transaction, with the
 * message that carried it.
 */
export type MessageLinks = {
  /**
   * The new link's token, address and end.
   * @throws 400 VALIDATION_FAILED on `link.expiresOn` when the end is not allowed.
   */
  prepare: (document: ProposalDocument, options: MessageLinkOptions) => PreparedLink;
  /** Stores the prepared link (channel EMAIL) in the caller's transaction; its id. */
  store: (tx: Database, prepared: PreparedLink, message: LinkedMessage) => Promise<number>;
};

export type MessageLinkOptions = z.output<typeof LinkOptionsSchema>;

export type PreparedLink = {
  token: string;
  /** `${PUBLIC_URL}/proposta/${token}` */
  url: string;
  /** The link's last day (AAAA-MM-DD, Brasília) and the instant it ends. */
  lastDay: string;
  expiresAt: Date;
  remindCustomer: boolean;
};

export type LinkedMessage = {
  projectId: number;
  proposalId: number;
  revision: number;
  messageId: number;
  userId: string;
  /** The message's recipients (to): the customer's address for the reminders. */
  recipients: string[];
};

/** The message's paragraph with the link (pt-BR): its address and its last day. */
export function linkParagraph(prepared: PreparedLink): string {
  const [year, month, day] = prepared.lastDay.split('-');
  return [
    'Para ver a proposta, baixar o PDF e aceitá-la ou recusá-la online, acesse:',
    prepared.url,
    `O link fica disponível até ${day}/${month}/${year}.`,
  ].join('\n');
}
