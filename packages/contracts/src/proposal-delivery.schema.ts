import { calendarDate, recordIdParam } from './primitives.ts';
import { isSingleLineText, safeText, SINGLE_LINE_MESSAGE } from './primitives.ts';
import { z } from './zod.ts';

/*
 * The proposal's documents and e-mail (spec part 2 §2.4, §4 "Download and send buttons show a
 * loading state per format", §7 `download/{type}` and `send`, §8; issue 15; docs/decisions/033).
 *
 * GET …/proposals/{pid}/download/pdf and …/download/docx answer the file of that revision (a
 * frozen one from its snapshot), named `Proposta {code} - {project name}.{pdf|docx}` in
 * Content-Disposition (RFC 6266 with a UTF-8 filename*). DOCX is the editor's (403 otherwise).
 *
 * POST …/proposals/{pid}/send stores the message in the outbox (table proposal_messages), with
 * the revision's PDF attached, and delivers it: through SMTP_URL when configured, otherwise it
 * stays in the embedded outbox as delivered there (`OUTBOX`). A failing SMTP server leaves it
 * `FAILED` with the reason (nothing lost) and POST …/messages/{messageId}/retry tries again.
 */

export const DOCUMENT_FORMATS = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const ProposalDownloadParamsSchema = z.object({
  projectId: recordIdParam(),
  proposalId: recordIdParam(),
  format: z.enum(DOCUMENT_FORMATS, { error: 'Formato inválido: use pdf ou docx.' }),
});

const MAX_RECIPIENTS = 20;

/** One e-mail address as a person types it (trimmed), with a Portuguese message. */
export const emailAddress = safeText('Informe o e-mail.')
  .trim()
  .min(1, { error: 'Informe o e-mail.' })
  .max(254, { error: 'E-mail longo demais.' })
  .pipe(z.email({ error: 'E-mail inválido.' }));

/** The most days a link may be set to last past its creation (issue 31). */
export const LINK_MAX_DAYS = 180;

/**
 * A new link (POST …/links; the send's `link`): `expiresOn` null = the end of the proposal's
 * validity ("Válida até", else the proposal's date + 30 days), the day's end in Brasília; a
 * typed date must be today or later and within {@link LINK_MAX_DAYS}. `remindCustomer`: the
 * follow-up reminders go to the customer too (to the project's customer e-mail, or the send's
 * recipients).
 */
export const LinkOptionsSchema = z.object({
  expiresOn: calendarDate.nullable().default(null),
  remindCustomer: z.boolean({ error: 'Informe sim ou não.' }).default(false),
});
/**
 * POST …/proposals/{pid}/send. `to` defaults to the client's e-mail on the screen (the server
 * refuses an empty list); subject and message default to pt-BR texts naming the proposal.
 */
export const SendProposalInputSchema = z.object({
  to: z
    .array(emailAddress)
    .min(1, { error: 'Informe ao menos um destinatário.' })
    .max(MAX_RECIPIENTS, { error: `No máximo ${MAX_RECIPIENTS} destinatários.` }),
  cc: z
    .array(emailAddress)
    .max(MAX_RECIPIENTS, { error: `No máximo ${MAX_RECIPIENTS} destinatários em cópia.` })
    .default([]),
  subject: safeText('Informe o assunto.')
    .trim()
    .min(1, { error: 'Informe o assunto.' })
    .max(200, { error: 'O assunto deve ter no máximo 200 caracteres.' })
    // A header is one line: a line break could only be an attempt to add a header.
    .refine((value) => !/[\r\n]/.test(value), { error: 'O assunto deve ter uma só linha.' })
    // Nor may it hold other control characters or direction marks (which can spoof what it says).
    .refine((value) => /[\r\n]/.test(value) || isSingleLineText(value), {
      error: SINGLE_LINE_MESSAGE,
    }),
  /** Plain text (shown as text in the e-mail, never as HTML). */
  message: safeText('Informe a mensagem.')
    .trim()
    .min(1, { error: 'Informe a mensagem.' })
    .max(10_000, { error: 'A mensagem deve ter no máximo 10.000 caracteres.' }),
  /**
   * The customer link the message carries (issue 31): a new link to this revision, its address
   * added to the message's text. Null: the message carries no link (the PDF only).
   */
  link: LinkOptionsSchema.nullable().default({ expiresOn: null, remindCustomer: false }),
});
export type SendProposalInput = z.input<typeof SendProposalInputSchema>;

/**
 * The `Idempotency-Key` header of POST …/send (docs/decisions/044): one key per send the user
 * means (the screen makes one per click on 'Enviar' and repeats it when the same send is tried
 * again). The server keeps it with the message, per user: the same key again answers the first
 * message instead of sending another; the same key with other values is refused (422
 * IDEMPOTENCY_KEY_REUSED). Visible ASCII without spaces, up to 255 characters (a UUID fits).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string({ error: 'Chave de idempotência inválida.' })
  .min(1, { error: 'Informe a chave de idempotência (Idempotency-Key) ou não envie o cabeçalho.' })
  .max(255, { error: 'A chave de idempotência deve ter no máximo 255 caracteres.' })
  .regex(/^[\x21-\x7e]*$/, {
    error: 'A chave de idempotência deve ter só letras, números e sinais ASCII, sem espaços.',
  });

/** The headers POST …/send reads (the others pass through untouched). */
export const SendProposalHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional(),
});

/**
 * A message of the outbox. OUTBOX: kept in the embedded outbox (no SMTP server configured);
 * SENDING: an attempt is handing it to the SMTP server (a retry meanwhile is refused, 409);
 * SENT: accepted by the SMTP server; FAILED: the SMTP server refused or could not be reached, or
 * the attempt was interrupted (`error` says why, in Portuguese); it can be retried.
 */
export const MESSAGE_STATUSES = ['OUTBOX', 'SENDING', 'SENT', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ProposalMessageSchema = z.object({
  id: z.number().int(),
  proposalId: z.number().int(),
  /** The revision's code when it was sent ("2026-0042-R1"). */
  code: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  attachmentName: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  /** The customer link the message carries (issue 31); null: none. */
  linkId: z.number().int().nullable(),
  sentBy: z.object({ username: z.string(), name: z.string().nullable() }),
  createdAt: z.string(),
  /** When the last attempt ended (delivered, kept or failed). */
  updatedAt: z.string(),
});
export type ProposalMessage = z.infer<typeof ProposalMessageSchema>;

/** GET …/proposals/{pid}/messages: the messages of every revision of this proposal, newest first. */
export const ProposalMessageListSchema = z.object({ items: z.array(ProposalMessageSchema) });

export const ProposalMessageParamsSchema = z.object({
  projectId: recordIdParam(),
  proposalId: recordIdParam(),
  messageId: recordIdParam(),
});

/** The defaults the send form starts with (GET …/proposals/{pid}/send-defaults). */
export const SendDefaultsSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  attachmentName: z.string(),
});
export type SendDefaults = z.infer<typeof SendDefaultsSchema>;
