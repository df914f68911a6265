import { type DocumentFormat, type ProposalDocument } from '@camara-fria/contracts';
import { DEMO_MAKER, proposalFileName, type MakerIdentity } from '@camara-fria/reports';
import type { FastifyBaseLogger } from 'fastify';
import type { DocumentRenderConfig, MailConfig, MakerConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { Principal } from '../../plugins/token-verifier.ts';
import {
  assertSystemsCurrent,
  openRevision,
  type ProposalServices,
} from '../proposals/proposals.access.service.ts';
import { getCustomerDocument } from '../proposals/proposals.service.ts';
import { createDocumentRenderer, type DocumentRenderer } from './document-renderer.ts';
import { createMailTransport, type Mailbox, type MailTransport } from '../../lib/mail.ts';
import {
  CONTENT_TYPES,
  DOCUMENT_TIME_ZONE,
  getRevisionFile,
} from './proposal-delivery.files.service.ts';
import type { MessageLinks } from './proposal-delivery.links.service.ts';

/**
 * The proposal's documents and e-mail (spec part 2 §2.4, §7 `download/{type}` and `send`;
 * docs/decisions/033). What the customer receives is the WHOLE revision (editor sections
 * included), for any user of the project: the JSON endpoints are the ones that hide the editor
 * sections. The DOCX (an editable copy) is the editors'. The documents here; the e-mail
 * (send, messages, retries) in proposal-delivery.messages.service.ts.
 */

export type DeliveryContext = {
  db: Database;
  /** The proposals' services, which build the document a message carries. */
  proposals: ProposalServices;
  maker: MakerIdentity;
  /** From of every message (MAIL_FROM, else the maker's name and e-mail). */
  from: Mailbox;
  /** The SMTP server of SMTP_URL; null: the embedded outbox only. */
  transport: MailTransport | null;
  /** MAIL_RECIPIENTS_PER_DAY: one user's recipients (to + cc) in any 24 hours. */
  recipientsPerDay: number;
  /** Every document (download or e-mail attachment) is rendered through it, bounded. */
  renderer: DocumentRenderer;
  /**
   * The customer link a message carries (issue 31): the port to the links' module, which sits
   * above this one (connected in src/app.ts, docs/decisions/050 and 074); null: messages carry none.
   */
  links: MessageLinks | null;
};

/**
 * The maker (configured, else the demonstration one), the From of the messages (MAIL_FROM, else
 * the maker's name with MAKER_EMAIL or propostas@localhost), the SMTP transport when SMTP_URL
 * is set and the bounded document renderer. `close` ends the transport and the renderer's
 * workers with the app.
 */
export function createDeliveryContext(
  proposals: ProposalServices,
  settings: { maker: MakerConfig | null; mail: MailConfig; rendering: DocumentRenderConfig },
  log: FastifyBaseLogger,
  links: MessageLinks | null = null,
): DeliveryContext & { close: () => Promise<void> } {
  const maker: MakerIdentity = settings.maker ?? DEMO_MAKER;
  const transport = settings.mail.smtpUrl ? createMailTransport(settings.mail.smtpUrl) : null;
  const renderer = createDocumentRenderer(settings.rendering, log);
  return {
    db: proposals.db,
    proposals,
    maker,
    from: settings.mail.from ?? {
      name: maker.name,
      address: maker.email ?? 'propostas@localhost',
    },
    transport,
    recipientsPerDay: settings.mail.recipientsPerDay,
    renderer,
    links,
    close: async () => {
      transport?.close();
      await renderer.close();
    },
  };
}

const docxEditorOnly = () => forbidden('Somente editores podem baixar o DOCX.');

export type DocumentFile = { bytes: Uint8Array; contentType: string; fileName: string };

/**
 * The document, rendered by the bounded renderer (a child process; 503 SERVER_BUSY when too many
 * wait, 422 DOCUMENT_TOO_LARGE past its time or memory budget, 499 REQUEST_CANCELLED once
 * `signal` says the client went away: a send then stores nothing).
 */
export async function render(
  context: DeliveryContext,
  document: ProposalDocument,
  format: DocumentFormat,
  signal?: AbortSignal,
): Promise<DocumentFile> {
  const bytes = await context.renderer.render(
    {
      document,
      format,
      maker: context.maker,
      generatedAt: new Date(),
      timeZone: DOCUMENT_TIME_ZONE,
    },
    signal,
  );
  return {
    bytes,
    contentType: CONTENT_TYPES[format],
    fileName: proposalFileName(document, format),
  };
}

/**
 * GET …/download/{format}: the revision's document. PDF for any user of the project (the whole
 * document, as the customer gets it), DOCX for editors (403 otherwise); 404 to other sellers. An
 * issued revision's are its stored files (rendered once, docs/decisions/075; an accepted one's PDF
 * ends with the acceptance record); a draft's are rendered fresh, marked RASCUNHO.
 */
export async function downloadDocument(
  context: DeliveryContext,
  principal: Principal,
  projectId: number,
  proposalId: number,
  format: DocumentFormat,
  signal?: AbortSignal,
): Promise<DocumentFile> {
  // The project's access first (404 to another seller), then the role (403).
  const { row } = await openRevision(context.db, principal, projectId, proposalId);
  if (format === 'docx' && !principal.isEditor) throw docxEditorOnly();
  if (row.status === 'ISSUED') return getRevisionFile(context, proposalId, format, signal);
  const document = await getCustomerDocument(context.proposals, principal, projectId, proposalId);
  assertSystemsCurrent(document);
  return render(context, document, format, signal);
}
